// /operations, for administrators: what needs a person now, how the marketplace fills, and how
// the last weeks went.
import { Container, Stack } from "@mantine/core";
import { formatInstant, OPERATIONS } from "@primp/core";
import { AdminPageHeader } from "../../components/AdminPageHeader";
import { DashboardSection } from "../../components/DashboardSection";
import { Notice, useNotice } from "../../components/Notice";
import { QueryState } from "../../components/PageFrame";
import { trpc } from "../../trpc";
import { MarketplaceFigures } from "./MarketplaceFigures";
import { FailedJobs, HeldPayouts, WaitingBookings } from "./OperationsTables";
import { WeeklyCharts } from "./WeeklyCharts";

const firstOf = (total: number) =>
  total > OPERATIONS.listLimit ? `The first ${OPERATIONS.listLimit} of ${total}.` : undefined;

export function OperationsView() {
  const query = trpc.admin.operations.useQuery(undefined, { refetchInterval: 60_000 });
  const notice = useNotice();
  return (
    <Container py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <AdminPageHeader
          title="Operations"
          description={
            query.data ? `As of ${formatInstant(query.data.asOf)}` : "Bookings, payouts and background jobs."
          }
        />
        <Notice notice={notice.notice} onClose={notice.clear} />
        <QueryState isPending={query.isPending} error={query.error}>
          {() =>
            query.data && (
              <>
                <DashboardSection
                  title="Waiting for a professional"
                  description={
                    firstOf(query.data.waiting.total) ??
                    "Paid bookings no professional has accepted, the soonest first. Each is cancelled and refunded automatically at the time shown."
                  }
                >
                  <WaitingBookings data={query.data} />
                </DashboardSection>
                <DashboardSection
                  title="Payouts on hold"
                  description={firstOf(query.data.held.total) ?? "Automatic payouts an administrator is holding back."}
                >
                  <HeldPayouts data={query.data} onNotice={notice} />
                </DashboardSection>
                <DashboardSection
                  title="Failed jobs"
                  description="Background jobs that used up their retries. Retry one once its cause is fixed."
                >
                  <FailedJobs data={query.data} onNotice={notice} />
                </DashboardSection>
                <MarketplaceFigures />
                <DashboardSection
                  title="Weekly figures"
                  description={`The last ${OPERATIONS.chartWeeks} weeks, Monday to Sunday (UTC).`}
                >
                  <WeeklyCharts weeks={query.data.weeks} />
                </DashboardSection>
              </>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
