// Customer variant: Current Appointments (with details and cancel) and Past Appointments
// (with the pro's photo, or 'Unavailable', "Rate" on completed ones and "Book again"), then
// the customer's favourite professionals.
import { Anchor, Button, Container, Group, Image, Stack, Text } from "@mantine/core";
import { NO_PAST_BOOKINGS, NO_PENDING_APPOINTMENTS, PHOTO_UNAVAILABLE, totalWithPayment } from "@primp/core";
import type { SessionUser } from "../../auth/useSession";
import { AppointmentDateTime } from "../../components/AppointmentDateTime";
import { downloadCalendarFile } from "../../components/calendar-download";
import { DashboardSection } from "../../components/DashboardSection";
import { formatAppointment } from "../../components/format";
import { CalendarAddIcon, StarIcon } from "../../components/icons";
import { Notice, useNotice } from "../../components/Notice";
import { type Column, NarrowOnly, PagedTable } from "../../components/PagedTable";
import { RowAction } from "../../components/RowAction";
import { DetailsIconLink } from "../../components/RowLinks";
import { StatusBadge } from "../../components/StatusBadge";
import { paths } from "../../navigation/paths";
import { type RouterOutputs, trpc } from "../../trpc";
import { DayOfRowTimeline } from "../day-of/DayOfTimeline";
import { FavouritePros } from "../favourites/FavouritePros";
import { useBookAgain } from "../favourites/useBookAgain";
import { LiveBadge } from "../live/LiveBadge";
import { useLiveBookingList } from "../live/use-live";
import { PushOptIn } from "../push/PushOptIn";
import { CancelBookingButton } from "./CancelBookingButton";
import { DashboardHeader } from "./DashboardHeader";
import { DashboardTabs } from "./DashboardTabs";
import { RescheduleBookingButton } from "./RescheduleBookingButton";
import { useKeysetPager } from "./use-keyset-pager";

type Row = RouterOutputs["account"]["bookings"]["items"][number];

const detailsLink = (row: Row) => (
  <DetailsIconLink to={`${paths.bookingDetails}?id=${row.id}`} what={`${row.serviceName} booking`} />
);

const serviceColumn: Column<Row> = {
  key: "service",
  header: "Service",
  cell: (row) => (
    <>
      <Text fw={600}>{row.serviceName}</Text>
      {/* On a phone the Status and Total columns are folded in here. */}
      <NarrowOnly>
        <StatusBadge status={row.status} label={row.statusLabel} />
        <Text size="sm" c="dimmed" mt={4}>
          {totalWithPayment(row.totalCents, row.paymentState)}
        </Text>
        <DayOfRowTimeline dayOf={row.dayOf} timeZone={row.timeZone} />
      </NarrowOnly>
    </>
  ),
};
const whenColumn: Column<Row> = {
  key: "when",
  header: "Date/Time",
  cell: (row) => <AppointmentDateTime booking={row} />,
};
const locationColumn: Column<Row> = {
  key: "location",
  header: "Location",
  wide: true,
  cell: (row) => `${row.aptCity}, ${row.aptState}`,
};
const statusColumn: Column<Row> = {
  key: "status",
  header: "Status",
  wide: true,
  cell: (row) => (
    <>
      <StatusBadge status={row.status} label={row.statusLabel} />
      {row.rescheduleRequestedAt && (
        <Text size="xs" c="dimmed" mt={4}>
          New time awaiting your professional
        </Text>
      )}
      <DayOfRowTimeline dayOf={row.dayOf} timeZone={row.timeZone} />
    </>
  ),
};
const proColumn: Column<Row> = {
  key: "pro",
  header: "Professional",
  wide: true,
  cell: (row) => (row.assignedPro ? `${row.assignedPro.firstName} ${row.assignedPro.lastName}` : "Not yet assigned"),
};

function BookingTab({ tab }: { tab: "current" | "past" }) {
  const pager = useKeysetPager();
  const query = trpc.account.bookings.useQuery({ tab, ...pager.input }, { placeholderData: (previous) => previous });
  const data = pager.shown(query.data);
  const utils = trpc.useUtils();
  const { notice, success, failure, clear } = useNotice();
  const again = useBookAgain();
  const reschedule = trpc.account.rescheduleBooking.useMutation({
    onSuccess: (result) => {
      success(result.message);
      void utils.account.bookings.invalidate();
    },
  });
  const addToCalendar = async (bookingId: string) => {
    try {
      downloadCalendarFile(await utils.account.calendarInvite.fetch({ bookingId }));
    } catch (error) {
      failure(error);
    }
  };
  const cancel = trpc.account.cancelBooking.useMutation({
    onSuccess: (result) => {
      success(result.message);
      void utils.account.bookings.invalidate();
    },
    onError: failure,
  });

  const columns: Column<Row>[] =
    tab === "current"
      ? [
          serviceColumn,
          whenColumn,
          locationColumn,
          proColumn,
          {
            key: "total",
            header: "Total",
            wide: true,
            cell: (row) => totalWithPayment(row.totalCents, row.paymentState),
          },
          statusColumn,
          {
            key: "actions",
            header: "Actions",
            actions: true,
            cell: (row) => (
              <Group gap={4}>
                {detailsLink(row)}
                <RowAction
                  icon={<CalendarAddIcon />}
                  label="Add to calendar"
                  what={`for ${row.serviceName} booking`}
                  onClick={() => void addToCalendar(row.id)}
                />
                <RescheduleBookingButton
                  booking={row}
                  pending={reschedule.isPending && reschedule.variables?.bookingId === row.id}
                  onConfirm={(to) =>
                    reschedule.mutateAsync({ bookingId: row.id, seenAppointmentAt: row.appointmentAt, ...to })
                  }
                />
                <CancelBookingButton
                  serviceName={row.serviceName}
                  pending={cancel.isPending && cancel.variables?.bookingId === row.id}
                  onConfirm={() => cancel.mutate({ bookingId: row.id })}
                />
              </Group>
            ),
          },
        ]
      : [
          {
            ...serviceColumn,
            cell: (row) => (
              <>
                {serviceColumn.cell(row)}
                <NarrowOnly>
                  <Text size="sm" c="dimmed">
                    {formatAppointment(row).date}
                  </Text>
                </NarrowOnly>
              </>
            ),
          },
          { ...whenColumn, wide: true },
          locationColumn,
          statusColumn,
          {
            key: "photo",
            header: "Photo",
            cell: (row) =>
              row.customerPhotoUrl ? (
                <Anchor href={row.customerPhotoUrl} target="_blank" rel="noreferrer" aria-label="Open photo">
                  <Image
                    src={row.customerPhotoUrl}
                    alt={`Your ${row.serviceName}`}
                    w={56}
                    h={56}
                    radius="md"
                    fit="cover"
                    bg="plum.0"
                    style={{ border: "1px solid var(--mantine-color-plum-1)" }}
                  />
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {PHOTO_UNAVAILABLE}
                </Text>
              ),
          },
          {
            key: "details",
            header: "Actions",
            headerHidden: true,
            actions: true,
            cell: (row) => (
              <Group gap={4}>
                {detailsLink(row)}
                {row.status === "COMPLETED" && !row.reviewed && (
                  <RowAction
                    icon={<StarIcon />}
                    label="Rate"
                    what={`your ${row.serviceName}`}
                    to={`${paths.bookingDetails}?id=${row.id}#review`}
                  />
                )}
                <Button
                  variant="light"
                  size="compact-sm"
                  loading={again.pendingId === row.id}
                  onClick={() => void again.bookAgain(row.id)}
                  aria-label={`Book again: ${row.serviceName}`}
                  style={{ flexShrink: 0 }}
                >
                  Book again
                </Button>
              </Group>
            ),
          },
        ];

  return (
    <>
      <Notice notice={notice} onClose={clear} />
      {again.error && (
        <Text c="red.8" role="alert">
          {again.error}
        </Text>
      )}
      <PagedTable
        label={tab === "current" ? "Current appointments" : "Past appointments"}
        columns={columns}
        data={data}
        isLoading={query.isPending}
        error={query.error}
        emptyText={tab === "current" ? NO_PENDING_APPOINTMENTS : NO_PAST_BOOKINGS}
        page={pager.page}
        onPageChange={(next) => pager.goToPage(next, data)}
        rowKey={(row) => row.id}
      />
    </>
  );
}

export function CustomerDashboard({ user }: { user: SessionUser }) {
  // Status and day-of steps change in the list without a reload.
  const live = useLiveBookingList();
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <DashboardHeader
          name={`${user.firstName} ${user.lastName}`}
          avatarUrl={user.avatarUrl}
          profileHref={`${paths.profileEdit}?id=${user.id}`}
          subtitle="Your appointments at a glance."
        />
        <DashboardSection title="Your appointments" aside={<LiveBadge live={live} />}>
          <DashboardTabs
            label="Your appointments"
            tabs={[
              { value: "current", label: "Current Appointments", panel: <BookingTab tab="current" /> },
              { value: "past", label: "Past Appointments", panel: <BookingTab tab="past" /> },
            ]}
          />
        </DashboardSection>
        <DashboardSection title="Your favourite professionals">
          <FavouritePros />
        </DashboardSection>
        <PushOptIn />
      </Stack>
    </Container>
  );
}
