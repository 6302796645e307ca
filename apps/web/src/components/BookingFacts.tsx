// Read-only pieces of a booking: label/value rows, the questionnaire's answers, the priced lines.
import { Divider, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatUsd } from "@primp/core";
import type { ReactNode } from "react";
import type { RouterOutputs } from "../trpc";

type BookingDetails = RouterOutputs["account"]["bookingDetails"];

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

export function AnswersList({ answers }: { answers: BookingDetails["answers"] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Answers
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {answers.map((answer) => (
            <Table.Tr key={answer.key}>
              <Table.Th w="60%" fw={500}>
                {answer.question}
              </Table.Th>
              <Table.Td>{answer.answer}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export function PricedLines({ lines, totalCents }: { lines: BookingDetails["lines"]; totalCents: number }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="lg">
        Price
      </Title>
      {lines.map((line) => (
        <Group key={`${line.code}-${line.label}`} justify="space-between" wrap="nowrap">
          <Text>{line.label}</Text>
          <Text>{formatUsd(line.amountCents)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatUsd(totalCents)}</Text>
      </Group>
    </Stack>
  );
}
