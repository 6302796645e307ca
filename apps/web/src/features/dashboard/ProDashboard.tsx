// Pro variant: welcome block, password and availability prompts, then the Confirmed and Pending
// Appointment tabs first (what the pro does next), then availability, payouts, tips and the
// training videos.
import { Alert, Anchor, Button, Container, Group, Image, Stack, Text } from "@mantine/core";
import { formatUsd, NO_CONFIRMED_APPOINTMENTS, NO_PENDING_APPOINTMENTS } from "@primp/core";
import { Link } from "react-router";
import type { SessionUser } from "../../auth/useSession";
import { AppointmentDateTime } from "../../components/AppointmentDateTime";
import { DashboardSection } from "../../components/DashboardSection";
import { formatInstant } from "../../components/format";
import { CameraIcon, CheckIcon, UndoIcon } from "../../components/icons";
import { LoadingScreen } from "../../components/LoadingScreen";
import { Notice, useNotice } from "../../components/Notice";
import { type Column, NarrowOnly, PagedTable } from "../../components/PagedTable";
import { RowAction } from "../../components/RowAction";
import { DetailsIconLink } from "../../components/RowLinks";
import { StatusBadge } from "../../components/StatusBadge";
import { errorMessage } from "../../forms/server-errors";
import { paths } from "../../navigation/paths";
import { type RouterOutputs, trpc } from "../../trpc";
import { useLiveOffers } from "../live/use-live";
import { PushOptIn } from "../push/PushOptIn";
import { ConnectStatus } from "./ConnectStatus";
import { DashboardHeader } from "./DashboardHeader";
import { DashboardTabs } from "./DashboardTabs";
import { ProTips } from "./ProTips";
import { TrainingVideos } from "./TrainingVideos";
import { useKeysetPager } from "./use-keyset-pager";

type ConfirmedRow = RouterOutputs["pro"]["confirmedBookings"]["items"][number];
type PendingRow = RouterOutputs["pro"]["pendingBookings"]["items"][number];

function ConfirmedTab() {
  const pager = useKeysetPager();
  const query = trpc.pro.confirmedBookings.useQuery(pager.input, { placeholderData: (previous) => previous });
  const data = pager.shown(query.data);
  const utils = trpc.useUtils();
  const { notice, success, failure, clear } = useNotice();
  const release = trpc.pro.releaseBooking.useMutation({
    onSuccess: (result) => {
      success(result.message);
      void utils.pro.invalidate();
    },
    onError: failure,
  });
  const markDone = trpc.pro.markDone.useMutation({
    onSuccess: (result) => {
      success(result.message);
      void utils.pro.invalidate();
    },
    onError: failure,
  });

  const columns: Column<ConfirmedRow>[] = [
    {
      key: "service",
      header: "Service",
      cell: (row) => (
        <>
          <Text fw={600}>{row.serviceName}</Text>
          <NarrowOnly>
            <Text size="sm">
              {row.firstName} {row.lastName}
            </Text>
            <Anchor href={`tel:${row.phone}`} size="sm" display="block">
              {row.phone}
            </Anchor>
            <StatusBadge status={row.status} label={row.statusLabel} />
          </NarrowOnly>
        </>
      ),
    },
    {
      key: "customer",
      header: "Customer Detail",
      wide: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={500}>
            {row.firstName} {row.lastName}
          </Text>
          <Anchor href={`tel:${row.phone}`} size="sm">
            {row.phone}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {row.email}
          </Text>
        </>
      ),
    },
    {
      key: "location",
      header: "Location",
      wide: true,
      cell: (row) => (
        <Text size="sm">
          {row.aptAddress1}
          {row.aptAddress2 ? `, ${row.aptAddress2}` : ""}
          <br />
          {row.aptCity}, {row.aptState} {row.aptZip}
        </Text>
      ),
    },
    { key: "when", header: "Date/Time", cell: (row) => <AppointmentDateTime booking={row} /> },
    {
      key: "status",
      header: "Service Status",
      wide: true,
      cell: (row) => (
        <>
          <StatusBadge status={row.status} label={row.statusLabel} />
          {row.rescheduleRequestedAt && (
            <Anchor component={Link} to={`${paths.bookingConfirmation}?id=${row.id}`} size="xs" display="block" mt={4}>
              New time to confirm
            </Anchor>
          )}
          {(row.dayOf.nextSteps.includes("ON_MY_WAY") || row.dayOf.nextSteps.includes("ARRIVED")) && (
            <Anchor component={Link} to={`${paths.bookingConfirmation}?id=${row.id}`} size="xs" display="block" mt={4}>
              {row.dayOf.nextSteps.includes("ARRIVED")
                ? "Tell the customer you've arrived"
                : "Tell the customer you're on your way"}
            </Anchor>
          )}
          {row.status === "ACCEPTED" && row.doneAt && (
            <Text size="xs" c="dimmed" mt={4}>
              Done, payout to follow
            </Text>
          )}
        </>
      ),
    },
    { key: "payout", header: "Payout", wide: true, cell: (row) => formatUsd(row.payoutCents) },
    {
      key: "photo",
      header: "Customer Photo",
      wide: true,
      cell: (row) =>
        row.customerPhotoUrl ? (
          <Image src={row.customerPhotoUrl} alt={`${row.serviceName} result`} w={56} h={56} radius="md" fit="cover" />
        ) : (
          <Text size="sm" c="dimmed">
            None yet
          </Text>
        ),
    },
    {
      key: "actions",
      header: "Actions",
      actions: true,
      cell: (row) => (
        <Group gap={4}>
          <RowAction
            icon={<CameraIcon />}
            label={row.customerPhotoUrl ? "Replace photo" : "Upload photo"}
            what={`for ${row.serviceName}`}
            to={`${paths.upload}?id=${row.id}`}
          />
          <DetailsIconLink to={`${paths.bookingDetails}?id=${row.id}`} what={`${row.serviceName} booking`} />
          {row.dayOf.nextSteps.includes("DONE") && (
            <RowAction
              icon={<CheckIcon />}
              label="Mark done"
              what={`${row.serviceName} booking`}
              color="teal"
              loading={markDone.isPending && markDone.variables?.bookingId === row.id}
              onClick={() => markDone.mutate({ bookingId: row.id })}
            />
          )}
          {row.status === "ACCEPTED" && !row.doneAt && (
            <RowAction
              icon={<UndoIcon />}
              label="Release"
              what={`${row.serviceName} booking`}
              tooltip="Release: I can no longer do this booking"
              color="red"
              loading={release.isPending && release.variables?.bookingId === row.id}
              onClick={() => {
                if (window.confirm("Release this booking? Another professional will be able to accept it.")) {
                  release.mutate({ bookingId: row.id });
                }
              }}
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <Notice notice={notice} onClose={clear} />
      <PagedTable
        label="Confirmed appointments"
        columns={columns}
        data={data}
        isLoading={query.isPending}
        error={query.error}
        emptyText={NO_CONFIRMED_APPOINTMENTS}
        page={pager.page}
        onPageChange={(next) => pager.goToPage(next, data)}
        rowKey={(row) => row.id}
      />
    </>
  );
}

function PendingTab() {
  const pager = useKeysetPager();
  const query = trpc.pro.pendingBookings.useQuery(pager.input, { placeholderData: (previous) => previous });
  const data = pager.shown(query.data);
  const columns: Column<PendingRow>[] = [
    {
      key: "service",
      header: "Service",
      cell: (row) => (
        <>
          <Text fw={600}>{row.serviceName}</Text>
          <NarrowOnly>
            <Text size="sm" c="dimmed">
              {row.aptCity}, {row.aptState}
            </Text>
          </NarrowOnly>
        </>
      ),
    },
    { key: "location", header: "Location", wide: true, cell: (row) => `${row.aptCity}, ${row.aptState}` },
    { key: "when", header: "Date/Time", cell: (row) => <AppointmentDateTime booking={row} /> },
    { key: "posted", header: "Posted", wide: true, cell: (row) => formatInstant(row.createdAt) },
    { key: "payout", header: "Payout", wide: true, cell: (row) => formatUsd(row.payoutCents) },
    {
      key: "view",
      header: "Actions",
      headerHidden: true,
      cell: (row) => (
        <Anchor component={Link} to={`${paths.bookingConfirmation}?id=${row.id}`} fw={600} size="sm">
          View Details
        </Anchor>
      ),
    },
  ];
  return (
    <PagedTable
      label="Pending appointments"
      columns={columns}
      data={data}
      isLoading={query.isPending}
      error={query.error}
      emptyText={NO_PENDING_APPOINTMENTS}
      page={pager.page}
      onPageChange={(next) => pager.goToPage(next, data)}
      rowKey={(row) => row.id}
    />
  );
}

export function ProDashboard({ user }: { user: SessionUser }) {
  const me = trpc.pro.me.useQuery();
  // New offers appear in the pending tab without a reload.
  useLiveOffers();
  if (me.isPending) return <LoadingScreen />;
  if (me.error) {
    return (
      <Container py="xl">
        <Alert color="red" role="alert">
          {errorMessage(me.error)}
        </Alert>
      </Container>
    );
  }
  const profile = me.data;
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <DashboardHeader
          name={`${profile.user.firstName} ${profile.user.lastName}`}
          avatarUrl={profile.user.avatarUrl}
          profileHref={`${paths.profile}?id=${user.id}`}
          subtitle={`Primp professional · ${profile.state}`}
        />
        {profile.user.mustChangePassword && (
          <Alert color="plum" variant="light" title="Please change your password">
            You are still using the first password of your account.{" "}
            <Anchor component={Link} to={`${paths.profileEdit}?id=${user.id}`} fw={600} inherit>
              Change it on your profile
            </Anchor>
            .
          </Alert>
        )}
        {!profile.availabilitySet && (
          <Alert color="plum" variant="light" title="Set your availability">
            Tell us when and where you work, so that customers are offered the times you can come.{" "}
            <Anchor component={Link} to={paths.availability} fw={600} inherit>
              Set your hours and area
            </Anchor>
            .
          </Alert>
        )}
        <DashboardSection title="Appointments">
          <DashboardTabs
            label="Appointments"
            tabs={[
              { value: "confirmed", label: "Confirmed Appointment", panel: <ConfirmedTab /> },
              { value: "pending", label: "Pending Appointment", panel: <PendingTab /> },
            ]}
          />
        </DashboardSection>
        <DashboardSection
          title="Availability"
          description="Your weekly hours, time off, area and services decide the times customers can book you."
        >
          <Button component={Link} to={paths.availability} variant="light">
            Edit your availability
          </Button>
        </DashboardSection>
        <DashboardSection
          title="Payouts"
          description="Completed appointments are paid out to your StripeConnect account."
        >
          <ConnectStatus stripeConnectId={profile.stripeConnectId} />
        </DashboardSection>
        <DashboardSection
          title="Tips"
          description="Customers tip from a completed booking. Every tip is paid to you in full."
        >
          <ProTips />
        </DashboardSection>
        <DashboardSection title="Training" description="Four short videos on working with Primp.">
          <TrainingVideos />
        </DashboardSection>
        <PushOptIn />
      </Stack>
    </Container>
  );
}
