// The operations page's marketplace section: how the bookings paid in a chosen window were taken
// up by pros (a few figures), and what is booked city by city for the next days (a table). The
// window is the section's own query, so changing it does not reload the rest of the page.

import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { formatShare, formatWaited, MARKETPLACE, type MarketplaceWindowDays } from "@primp/core";
import { useState } from "react";
import { DashboardSection } from "../../components/DashboardSection";
import { QueryState } from "../../components/PageFrame";
import { ScrollingTable } from "../../components/ScrollingTable";
import { type RouterOutputs, trpc } from "../../trpc";

type Marketplace = RouterOutputs["admin"]["marketplace"];

const minutes = (value: number | null) => (value === null ? "–" : formatWaited(value * 60_000));

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}

function Figures({ figures }: { figures: Marketplace["figures"] }) {
  if (figures.paid === 0) return <Text c="dimmed">No bookings were paid in this window.</Text>;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
      <Figure
        label="Fill rate"
        value={formatShare(figures.fillRate)}
        note={`${figures.accepted} of ${figures.paid} paid bookings accepted; ${figures.waiting} still waiting`}
      />
      <Figure label="Median time to accept" value={minutes(figures.medianMinutesToAccept)} note="From payment" />
      <Figure label="90th percentile" value={minutes(figures.p90MinutesToAccept)} note="9 in 10 accepted within" />
      <Figure
        label="Cancelled, no pro"
        value={formatShare(figures.noProCancelRate)}
        note="Cancelled automatically for lack of a professional"
      />
      <Figure
        label="Instant bookings"
        value={formatShare(figures.instantShare)}
        note="Of accepted bookings, confirmed at payment"
      />
    </SimpleGrid>
  );
}

function CityTable({ cities }: { cities: Marketplace["cities"] }) {
  if (cities.length === 0) return <Text c="dimmed">No paid bookings in the next {MARKETPLACE.daysAhead} days.</Text>;
  return (
    // Five columns do not fit a phone.
    <ScrollingTable label="Requests by city" minWidth={420}>
      <Table
        striped
        highlightOnHover
        horizontalSpacing="xs"
        aria-label="Requests by city"
        fz={{ base: "sm", sm: "md" }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>City</Table.Th>
            <Table.Th ta="right">Requests</Table.Th>
            <Table.Th ta="right">Accepted</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Open hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cities.map((row) => (
            <Table.Tr key={`${row.city}-${row.state}`}>
              <Table.Td>{`${row.city}, ${row.state}`}</Table.Td>
              <Table.Td ta="right">{row.requests}</Table.Td>
              <Table.Td ta="right">{row.accepted}</Table.Td>
              <Table.Td ta="right" fw={row.waiting > 0 ? 700 : undefined} c={row.waiting > 0 ? "red.8" : undefined}>
                {row.waiting}
              </Table.Td>
              <Table.Td ta="right">{row.openProHours}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

export function MarketplaceFigures() {
  const [windowDays, setWindowDays] = useState<MarketplaceWindowDays>(MARKETPLACE.defaultWindowDays);
  const query = trpc.admin.marketplace.useQuery({ windowDays }, { placeholderData: (previous) => previous });
  return (
    <>
      <DashboardSection
        title="Marketplace"
        description="Of the bookings paid in the window: how many a professional accepted, and how fast."
      >
        <Stack gap="md">
          <Group gap="sm">
            <Text size="sm" fw={600} id="marketplace-window">
              Paid in the last
            </Text>
            <SegmentedControl
              aria-labelledby="marketplace-window"
              value={String(windowDays)}
              onChange={(value) => setWindowDays(Number(value) as MarketplaceWindowDays)}
              data={MARKETPLACE.windowDays.map((days) => ({ value: String(days), label: `${days} days` }))}
            />
          </Group>
          <QueryState isPending={query.isPending} error={query.error}>
            {() => query.data && <Figures figures={query.data.figures} />}
          </QueryState>
        </Stack>
      </DashboardSection>
      <DashboardSection
        title={`Requests and supply by city, next ${MARKETPLACE.daysAhead} days`}
        description="Paid bookings not cancelled, by the city of the appointment, beside the hours the professionals who serve the city have open; the most waiting for a professional first, then the fewest open hours."
      >
        <QueryState isPending={query.isPending} error={query.error}>
          {() => query.data && <CityTable cities={query.data.cities} />}
        </QueryState>
      </DashboardSection>
    </>
  );
}
