// The operations page's weekly charts (the last OPERATIONS.chartWeeks weeks). @mantine/charts
// and recharts load with this page only: nothing on the public pages imports this module,
// so they stay out of the home page's bundle (scripts/measure-bundle.ts checks its size).
import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { formatUsd, OPERATIONS } from "@primp/core";
import type { ReactNode } from "react";
import { formatCalendarDate } from "../../components/format";
import { ScrollingTable } from "../../components/ScrollingTable";
import type { RouterOutputs } from "../../trpc";

type Week = RouterOutputs["admin"]["operations"]["weeks"][number];

const weekLabel = (week: Week) =>
  formatCalendarDate(week.weekStart)
    .replace(/^\w+, /, "")
    .replace(/, \d{4}$/, "");
const dollars = (cents: number) => formatUsd(Math.round(cents));
const minutes = (value: number) => `${value} min`;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="figure" gap="xs" m={0} aria-label={title}>
      <Title order={3} fz="md" component="figcaption">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function WeeklyCharts({ weeks }: { weeks: Week[] }) {
  const data = weeks.map((week) => ({ ...week, week: weekLabel(week) }));
  const common = { h: 220, data, dataKey: "week", tickLine: "y" as const, withLegend: true };
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ChartCard title="Bookings and cancellations">
          <BarChart
            {...common}
            series={[
              { name: "bookings", label: "Bookings", color: "pink.6" },
              { name: "cancellations", label: "Cancellations", color: "gray.6" },
            ]}
          />
        </ChartCard>
        <ChartCard title="Revenue and payouts">
          <BarChart
            {...common}
            valueFormatter={dollars}
            yAxisProps={{ width: 80 }}
            series={[
              { name: "revenueCents", label: "Revenue", color: "teal.6" },
              { name: "payoutCents", label: "Payouts", color: "indigo.6" },
            ]}
          />
        </ChartCard>
        <ChartCard title="Median time to accept">
          <LineChart
            {...common}
            valueFormatter={minutes}
            connectNulls
            series={[{ name: "medianMinutesToAccept", label: "Minutes", color: "orange.6" }]}
          />
        </ChartCard>
      </SimpleGrid>
      <WeeklyTable weeks={weeks} />
    </Stack>
  );
}

/** The same figures as a table: exact values, and readable without the charts. */
function WeeklyTable({ weeks }: { weeks: Week[] }) {
  const label = `Figures of the last ${OPERATIONS.chartWeeks} weeks`;
  return (
    <ScrollingTable label={label} minWidth={560}>
      <Table aria-label={label} striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Week of</Table.Th>
            <Table.Th ta="right">Bookings</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
            <Table.Th ta="right">Payouts</Table.Th>
            <Table.Th ta="right">Cancellations</Table.Th>
            <Table.Th ta="right">Median time to accept</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...weeks].reverse().map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Td>{weekLabel(week)}</Table.Td>
              <Table.Td ta="right">{week.bookings}</Table.Td>
              <Table.Td ta="right">{dollars(week.revenueCents)}</Table.Td>
              <Table.Td ta="right">{dollars(week.payoutCents)}</Table.Td>
              <Table.Td ta="right">{week.cancellations}</Table.Td>
              <Table.Td ta="right">
                {week.medianMinutesToAccept === null ? (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                ) : (
                  minutes(week.medianMinutesToAccept)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
