// The running price: packages/core's computeQuote on the current answers, for instant
// feedback. The server prices the same answers again (quote.compute, booking.create), and
// that is what is charged.
import { Box, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatUsd, type QuoteLine } from "@primp/core";
import classes from "./PriceSummary.module.css";

type QuoteView = { lines: QuoteLine[]; totalCents: number };

export function PriceLines({ lines, totalCents, withTotal = true }: QuoteView & { withTotal?: boolean }) {
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <Group key={line.code} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text size="sm">{line.label}</Text>
          <Text size="sm" className={classes.amount}>
            {formatUsd(line.amountCents)}
          </Text>
        </Group>
      ))}
      {withTotal && (
        <>
          <Divider my={4} />
          <Total totalCents={totalCents} />
        </>
      )}
    </Stack>
  );
}

function Total({ totalCents }: { totalCents: number }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={700}>Total</Text>
      <Text fw={700} className={classes.amount} data-testid="price-total">
        {formatUsd(totalCents)}
      </Text>
    </Group>
  );
}

/** The phone's sticky summary: the total always, the lines on request. */
export function PriceBar({ quote }: { quote: QuoteView }) {
  return (
    <Paper p="sm" shadow="md" withBorder aria-label="Price summary" component="section">
      <details>
        <summary className={classes.summary}>
          <Total totalCents={quote.totalCents} />
          <Text size="xs" c="dimmed">
            Tap to see what makes up your price
          </Text>
        </summary>
        <Box pt="sm">
          <PriceLines {...quote} withTotal={false} />
        </Box>
      </details>
    </Paper>
  );
}

export function PriceSummary({ quote }: { quote: QuoteView | null }) {
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
