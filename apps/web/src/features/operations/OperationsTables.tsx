// The operations page's lists: paid bookings no pro has taken (how long they waited, when they
// will be cancelled), payouts an administrator holds, and jobs that used up their retries.
import { Badge, Button, Stack, Text } from "@mantine/core";
import { formatUsd, formatWaited } from "@primp/core";
import { AppointmentDateTime } from "../../components/AppointmentDateTime";
import { formatInstant } from "../../components/format";
import type { useNotice } from "../../components/Notice";
import { type Column, PagedTable } from "../../components/PagedTable";
import { DetailsIconLink } from "../../components/RowLinks";
import { paths } from "../../navigation/paths";
import { type RouterOutputs, trpc } from "../../trpc";

type Operations = RouterOutputs["admin"]["operations"];
type WaitingRow = Operations["waiting"]["items"][number];
type HeldRow = Operations["held"]["items"][number];
type FailedJobRow = Operations["failedJobs"][number];

/** One list of the page as the shared dashboard table shows it: a single page, its true total. */
const onePage = <Row,>(items: Row[], total = items.length) => ({
  items,
  total,
  totalIsCapped: false,
  page: 1,
  pageCount: 1,
});
const ignorePage = () => {};
const detailsLink = (row: { id: string; serviceName: string }) => (
  <DetailsIconLink to={`${paths.bookingDetails}?id=${row.id}`} what={row.serviceName} />
);

export function WaitingBookings({ data }: { data: Operations }) {
  const columns: Column<WaitingRow>[] = [
    {
      key: "service",
      header: "Service",
      cell: (row) => (
        <Stack gap={2} align="flex-start">
          <Text fw={600}>{row.serviceName}</Text>
          {row.proRequested && (
            <Badge variant="light" size="sm">
              Pro requested
            </Badge>
          )}
        </Stack>
      ),
    },
    { key: "where", header: "Where", wide: true, cell: (row) => `${row.aptCity}, ${row.aptState}` },
    { key: "when", header: "Appointment", cell: (row) => <AppointmentDateTime booking={row} /> },
    {
      key: "waited",
      header: "Waiting for",
      cell: (row) => formatWaited(data.asOf.getTime() - row.waitingSince.getTime()),
    },
    {
      key: "deadline",
      header: "Cancelled automatically",
      wide: true,
      cell: (row) => formatInstant(row.cancelAt),
    },
    { key: "details", header: "Actions", headerHidden: true, cell: detailsLink },
  ];
  return (
    <PagedTable
      label="Bookings waiting for a professional"
      columns={columns}
      data={onePage(data.waiting.items, data.waiting.total)}
      isLoading={false}
      error={null}
      emptyText="Every paid booking has a professional"
      page={1}
      onPageChange={ignorePage}
      rowKey={(row) => row.id}
    />
  );
}

export function HeldPayouts({ data, onNotice }: { data: Operations; onNotice: ReturnType<typeof useNotice> }) {
  const utils = trpc.useUtils();
  const release = trpc.admin.holdPayout.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      void utils.admin.operations.invalidate();
    },
    onError: onNotice.failure,
  });
  const columns: Column<HeldRow>[] = [
    { key: "service", header: "Service", cell: (row) => <Text fw={600}>{row.serviceName}</Text> },
    { key: "pro", header: "Professional", cell: (row) => row.proName },
    { key: "amount", header: "Payout", cell: (row) => formatUsd(row.payoutCents) },
    { key: "done", header: "Marked done", wide: true, cell: (row) => (row.doneAt ? formatInstant(row.doneAt) : "—") },
    { key: "held", header: "Held since", wide: true, cell: (row) => formatInstant(row.heldAt) },
    {
      key: "actions",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Release payout: ${row.serviceName}, ${row.proName}`}
            loading={release.isPending && release.variables?.bookingId === row.id}
            onClick={() => release.mutate({ bookingId: row.id, hold: false })}
          >
            Release
          </Button>
          {detailsLink(row)}
        </Stack>
      ),
    },
  ];
  return (
    <PagedTable
      label="Payouts on hold"
      columns={columns}
      data={onePage(data.held.items, data.held.total)}
      isLoading={false}
      error={null}
      emptyText="No payouts are on hold"
      page={1}
      onPageChange={ignorePage}
      rowKey={(row) => row.id}
    />
  );
}

export function FailedJobs({ data, onNotice }: { data: Operations; onNotice: ReturnType<typeof useNotice> }) {
  const utils = trpc.useUtils();
  const retry = trpc.admin.retryJob.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      void utils.admin.operations.invalidate();
    },
    onError: onNotice.failure,
  });
  const columns: Column<FailedJobRow>[] = [
    { key: "queue", header: "Job", cell: (row) => <Text fw={600}>{row.queue}</Text> },
    { key: "error", header: "Last error", cell: (row) => row.error },
    { key: "attempts", header: "Attempts", wide: true, cell: (row) => row.attempts },
    { key: "failed", header: "Gave up", wide: true, cell: (row) => formatInstant(row.failedAt) },
    {
      key: "retry",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Retry the ${row.queue} job`}
          loading={retry.isPending && retry.variables?.jobId === row.id}
          onClick={() => retry.mutate({ queue: row.queue, jobId: row.id })}
        >
          Retry
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      label="Failed jobs"
      columns={columns}
      data={onePage(data.failedJobs)}
      isLoading={false}
      error={null}
      emptyText="No job has failed"
      page={1}
      onPageChange={ignorePage}
      rowKey={(row) => row.id}
    />
  );
}
