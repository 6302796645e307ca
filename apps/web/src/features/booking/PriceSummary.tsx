// The running price: packages/core's computeQuote on the current answers, for instant
// feedback. The server prices the same answers again (quote.compute, booking.create), and
// that is what is charged.
import { Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatUsd, type QuoteLine } from "@primp/core";

export function PriceLines({ lines, totalCents }: { lines: QuoteLine[]; totalCents: number }) {
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <Group key={line.code} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text size="sm">{line.label}</Text>
          <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
            {formatUsd(line.amountCents)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>Total</Text>
        <Text fw={700} ff="monospace" data-testid="price-total">
          {formatUsd(totalCents)}
        </Text>
      </Group>
    </Stack>
  );
}

export function PriceSummary({ quote }: { quote: { lines: QuoteLine[]; totalCents: number } | null }) {
  return (
    <Paper p="lg" shadow="xs" withBorder aria-label="Price summary" component="section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Your price
        </Title>
        {quote ? (
          <PriceLines lines={quote.lines} totalCents={quote.totalCents} />
        ) : (
          <Text size="sm" c="dimmed">
            Choose a service to see its price. Options that add to it are priced as you answer.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
