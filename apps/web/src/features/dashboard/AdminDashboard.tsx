// Administrator variant: StripeConnect Status (remind pending pros), Pro Applicants, and
// Customer Booking History (cancel and pay out pending bookings).
import { Anchor, Button, Code, Container, Group, Stack, Text } from "@mantine/core";
import { formatUsd, NO_PAST_BOOKINGS, NO_PENDING_APPOINTMENTS } from "@primp/core";
import { useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "../../components/AdminPageHeader";
import { AppointmentDateTime } from "../../components/AppointmentDateTime";
import { DashboardSection } from "../../components/DashboardSection";
import { formatAppointment, formatInstant } from "../../components/format";
import { BellIcon } from "../../components/icons";
import { Notice, useNotice } from "../../components/Notice";
import { type Column, NarrowOnly, PagedTable } from "../../components/PagedTable";
import { RowAction } from "../../components/RowAction";
import { DetailsIconLink } from "../../components/RowLinks";
import { StatusBadge } from "../../components/StatusBadge";
import { paths } from "../../navigation/paths";
import { type RouterOutputs, trpc } from "../../trpc";
import { LiveBadge } from "../live/LiveBadge";
import { useLiveBookingList } from "../live/use-live";
import { CancelBookingButton } from "./CancelBookingButton";
import { DashboardTabs } from "./DashboardTabs";
import { PayOutButton } from "./PayOutButton";
import { RescheduleBookingButton } from "./RescheduleBookingButton";
import { useKeysetPager } from "./use-keyset-pager";

type ProRow = RouterOutputs["admin"]["pros"]["items"][number];
type ApplicantRow = RouterOutputs["applicant"]["listPending"]["items"][number];
type BookingRow = RouterOutputs["admin"]["bookings"]["items"][number];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function ProsTab({ linked, onNotice }: { linked: boolean; onNotice: ReturnType<typeof useNotice> }) {
  const [page, setPage] = useState(1);
  const query = trpc.admin.pros.useQuery({ linked, page }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remind = trpc.admin.remindConnect.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      void utils.admin.pros.invalidate();
    },
    onError: onNotice.failure,
  });
  const columns: Column<ProRow>[] = [
    { key: "name", header: "Professional", cell: (row) => <Text fw={600}>{personName(row.user)}</Text> },
    { key: "email", header: "Email", wide: true, cell: (row) => row.user.email },
    { key: "state", header: "State", cell: (row) => row.state },
    linked
      ? { key: "account", header: "StripeConnect", cell: (row) => <Code>{row.stripeConnectId}</Code> }
      : {
          key: "reminded",
          header: "Last reminded",
          wide: true,
          cell: (row) => (row.connectRemindedAt ? formatInstant(row.connectRemindedAt) : "Never"),
        },
    {
      key: "profile",
      header: "Actions",
      headerHidden: true,
      actions: true,
      cell: (row) => (
        <Group gap="xs">
          <Anchor component={Link} to={`${paths.profile}?id=${row.user.id}`} size="sm" fw={600}>
            Profile
          </Anchor>
          <Anchor
            component={Link}
            to={`${paths.availability}?id=${row.user.id}`}
            size="sm"
            fw={600}
            aria-label={`Availability of ${personName(row.user)}`}
          >
            Availability
          </Anchor>
          {!linked && (
            <RowAction
              icon={<BellIcon />}
              label="Remind"
              what={`${personName(row.user)} to set up StripeConnect`}
              tooltip="Send a StripeConnect reminder"
              loading={remind.isPending && remind.variables?.proUserId === row.user.id}
              onClick={() => remind.mutate({ proUserId: row.user.id })}
            />
          )}
        </Group>
      ),
    },
  ];
  return (
    <PagedTable
      label={linked ? "Linked StripeConnect" : "Pending StripeConnect"}
      columns={columns}
      data={query.data}
      isLoading={query.isPending}
      error={query.error}
      emptyText={
        linked ? "No professionals have linked StripeConnect yet" : "Every professional has linked StripeConnect"
      }
      page={page}
      onPageChange={setPage}
      rowKey={(row) => row.id}
    />
  );
}

function ApplicantsTab({ status }: { status: "pending" | "accepted" }) {
  const [page, setPage] = useState(1);
  const pending = trpc.applicant.listPending.useQuery(
    { page },
    { enabled: status === "pending", placeholderData: (previous) => previous },
  );
  const accepted = trpc.applicant.listAccepted.useQuery(
    { page },
    { enabled: status === "accepted", placeholderData: (previous) => previous },
  );
  const query = status === "pending" ? pending : accepted;
  const columns: Column<ApplicantRow>[] = [
    { key: "name", header: "Applicant", cell: (row) => <Text fw={600}>{personName(row)}</Text> },
    { key: "email", header: "Email", wide: true, cell: (row) => row.email },
    { key: "location", header: "Location", cell: (row) => row.location },
    { key: "specialities", header: "Specialities", wide: true, cell: (row) => row.specialities.join(", ") },
    {
      key: "date",
      header: status === "pending" ? "Applied" : "Accepted",
      wide: true,
      cell: (row) => formatInstant(status === "pending" ? row.createdAt : (row.decidedAt ?? row.createdAt)),
    },
    {
      key: "view",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <Anchor component={Link} to={`${paths.proApplicant}?id=${row.id}`} size="sm" fw={600}>
          View Details
        </Anchor>
      ),
    },
  ];
  return (
    <PagedTable
      label={status === "pending" ? "Pending applicants" : "Accepted applicants"}
      columns={columns}
      data={query.data}
      isLoading={query.isPending}
      error={query.error}
      emptyText={status === "pending" ? "No pending applicants" : "No accepted applicants yet"}
      page={page}
      onPageChange={setPage}
      rowKey={(row) => row.id}
    />
  );
}

function BookingsTab({
  tab,
  onNotice,
}: {
  tab: "pending" | "completed" | "cancelled";
  onNotice: ReturnType<typeof useNotice>;
}) {
  const pager = useKeysetPager();
  const query = trpc.admin.bookings.useQuery({ tab, ...pager.input }, { placeholderData: (previous) => previous });
  const data = pager.shown(query.data);
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.admin.bookings.invalidate();
    void utils.admin.overview.invalidate();
  };
  const payOut = trpc.admin.payOut.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      refresh();
    },
    onError: onNotice.failure,
  });
  const cancel = trpc.admin.cancelBooking.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      refresh();
    },
    onError: onNotice.failure,
  });
  const hold = trpc.admin.holdPayout.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      refresh();
    },
    onError: onNotice.failure,
  });
  const reschedule = trpc.admin.rescheduleBooking.useMutation({
    onSuccess: (result) => {
      onNotice.success(result.message);
      refresh();
    },
  });

  const columns: Column<BookingRow>[] = [
    {
      key: "service",
      header: "Service",
      cell: (row) => (
        <>
          <Text fw={600}>{row.serviceName}</Text>
          <Text size="sm" c="dimmed">
            {personName(row)}
          </Text>
          <NarrowOnly>
            <StatusBadge status={row.status} label={row.statusLabel} />
          </NarrowOnly>
        </>
      ),
    },
    {
      key: "when",
      header: "Date/Time",
      cell: (row) => <AppointmentDateTime booking={row} />,
    },
    { key: "location", header: "Location", wide: true, cell: (row) => `${row.aptCity}, ${row.aptState}` },
    {
      key: "pro",
      header: "Professional",
      wide: true,
      cell: (row) => (row.assignedPro ? personName(row.assignedPro) : "Not yet accepted"),
    },
    {
      key: "money",
      header: "Total / Payout",
      wide: true,
      cell: (row) => `${formatUsd(row.totalCents)} / ${formatUsd(row.payoutCents)}`,
    },
    {
      key: "status",
      header: "Status",
      wide: true,
      cell: (row) => (
        <>
          <StatusBadge status={row.status} label={row.statusLabel} />
          {row.status === "ACCEPTED" && (row.doneAt || row.payoutHeldAt || row.rescheduleRequestedAt) && (
            <Text size="xs" c="dimmed" mt={4}>
              {[
                row.rescheduleRequestedAt && "New time awaiting the pro",
                row.doneAt && "Done",
                row.payoutHeldAt && "Payout on hold",
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          )}
        </>
      ),
    },
    {
      key: "actions",
      header: tab === "pending" ? "Actions" : "",
      actions: true,
      cell: (row) => (
        <Group gap={4}>
          <DetailsIconLink to={`${paths.bookingDetails}?id=${row.id}`} what={`${row.serviceName} booking`} />
          {tab === "pending" && (
            <>
              <PayOutButton
                serviceName={row.serviceName}
                proName={row.assignedPro ? personName(row.assignedPro) : null}
                payoutCents={row.payoutCents}
                appointmentAt={row.appointmentAt}
                appointmentLabel={`${formatAppointment(row).date} at ${formatAppointment(row).time}`}
                doneAt={row.doneAt}
                timeZone={row.timeZone}
                held={row.payoutHeldAt !== null}
                payPending={payOut.isPending && payOut.variables?.bookingId === row.id}
                holdPending={hold.isPending && hold.variables?.bookingId === row.id}
                onPay={() => payOut.mutate({ bookingId: row.id })}
                onHold={(held) => hold.mutate({ bookingId: row.id, hold: held })}
              />
              <RescheduleBookingButton
                booking={row}
                asAdmin
                pending={reschedule.isPending && reschedule.variables?.bookingId === row.id}
                onConfirm={(to) =>
                  reschedule.mutateAsync({ bookingId: row.id, seenAppointmentAt: row.appointmentAt, ...to })
                }
              />
              <CancelBookingButton
                serviceName={row.serviceName}
                asAdmin
                pending={cancel.isPending && cancel.variables?.bookingId === row.id}
                onConfirm={() => cancel.mutate({ bookingId: row.id })}
              />
            </>
          )}
        </Group>
      ),
    },
  ];
  return (
    <PagedTable
      label={`${tab[0]?.toUpperCase()}${tab.slice(1)} appointments`}
      columns={columns}
      data={data}
      isLoading={query.isPending}
      error={query.error}
      emptyText={
        tab === "pending" ? NO_PENDING_APPOINTMENTS : tab === "completed" ? NO_PAST_BOOKINGS : "No cancelled bookings"
      }
      page={pager.page}
      onPageChange={(next) => pager.goToPage(next, data)}
      rowKey={(row) => row.id}
    />
  );
}

export function AdminDashboard() {
  const overview = trpc.admin.overview.useQuery();
  const connectNotice = useNotice();
  const bookingNotice = useNotice();
  // Every booking's status and day-of steps change in the tables without a reload.
  const live = useLiveBookingList();
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <AdminPageHeader
          title="Administrator dashboard"
          description={
            overview.data
              ? [
                  `${count(overview.data.pendingBookings, "booking", "bookings")} waiting for a professional`,
                  `${count(overview.data.pendingApplicants, "applicant", "applicants")} to review`,
                  `${count(overview.data.prosWithoutPayouts, "professional", "professionals")} without StripeConnect`,
                ].join(" · ")
              : "Bookings, professionals and applicants."
          }
          actions={
            <Group gap="xs">
              <Button component={Link} to={paths.operations} variant="light">
                Operations
              </Button>
              <Button component={Link} to={paths.siteImages} variant="light">
                Site images
              </Button>
            </Group>
          }
        />

        <DashboardSection title="StripeConnect Status">
          <Notice notice={connectNotice.notice} onClose={connectNotice.clear} />
          <DashboardTabs
            label="StripeConnect Status"
            tabs={[
              {
                value: "pending",
                label: "Pending StripeConnect",
                panel: <ProsTab linked={false} onNotice={connectNotice} />,
              },
              { value: "linked", label: "Linked StripeConnect", panel: <ProsTab linked onNotice={connectNotice} /> },
            ]}
          />
        </DashboardSection>

        <DashboardSection title="Pro Applicants">
          <DashboardTabs
            label="Pro Applicants"
            tabs={[
              { value: "pending", label: "Pending Applicants", panel: <ApplicantsTab status="pending" /> },
              { value: "accepted", label: "Accepted Applicants", panel: <ApplicantsTab status="accepted" /> },
            ]}
          />
        </DashboardSection>

        <DashboardSection title="Customer Booking History [ADMIN VIEW]" aside={<LiveBadge live={live} />}>
          <Notice notice={bookingNotice.notice} onClose={bookingNotice.clear} />
          <DashboardTabs
            label="Customer Booking History"
            tabs={[
              {
                value: "pending",
                label: "Pending Appointments",
                panel: <BookingsTab tab="pending" onNotice={bookingNotice} />,
              },
              {
                value: "completed",
                label: "Completed Appointments",
                panel: <BookingsTab tab="completed" onNotice={bookingNotice} />,
              },
              {
                value: "cancelled",
                label: "Cancelled",
                panel: <BookingsTab tab="cancelled" onNotice={bookingNotice} />,
              },
            ]}
          />
        </DashboardSection>
      </Stack>
    </Container>
  );
}
