// The administrators' operations page: what needs a person now (bookings no pro has taken
// with their deadline, payouts on hold, jobs that used up their retries) and how the last
// weeks went. Read only; the lists are capped and the weekly figures are one statement.
import { acceptanceCancelAt, chartsFrom, OPERATIONS } from "@primp/core";
import type { Sql } from "@primp/db";
import type { QueueName } from "@primp/jobs";
import { TRPCError } from "@trpc/server";
import { sql as sqlFragment } from "kysely";
import type { Services } from "../trpc.ts";
import { fullName } from "./dashboard-recipients.ts";

type Deps = Pick<Services, "db" | "sql" | "jobs">;

export const JOB_NOT_FAILED = "This job is no longer waiting for a retry. Reload the page to see where it stands.";

export interface OperationsWeek {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  weekStart: string;
  /** Bookings paid that week. */
  bookings: number;
  /** What customers paid for those bookings, less what has been refunded of it. */
  revenueCents: number;
  /** What pros were paid out that week. */
  payoutCents: number;
  /** Paid bookings cancelled that week, by anyone. */
  cancellations: number;
  /** Median minutes from payment to a pro's acceptance, for bookings accepted that week; null if none. */
  medianMinutesToAccept: number | null;
}

interface WeekRow {
  weekStart: string;
  bookings: number;
  revenueCents: number;
  payoutCents: number;
  cancellations: number;
  medianSecondsToAccept: number | null;
}

/** Each figure of each of the last OPERATIONS.chartWeeks weeks, empty weeks included, oldest first. */
export async function weeklyFigures(sql: Sql, now: Date): Promise<OperationsWeek[]> {
  const from = chartsFrom(now);
  const { rows } = await sqlFragment<WeekRow>`
    WITH weeks AS (
      SELECT generate_series(${from}::timestamp, ${now}::timestamp, interval '1 week') AS week
    ), paid AS (
      SELECT date_trunc('week', "paidAt") AS week, count(*) AS bookings, sum("totalCents" - "refundCents") AS revenue
        FROM "Booking" WHERE "paidAt" >= ${from}::timestamp GROUP BY 1
    ), paid_out AS (
      SELECT date_trunc('week', "completedAt") AS week, sum("payoutCents") AS payouts
        FROM "Booking" WHERE status = 'COMPLETED' AND "completedAt" >= ${from}::timestamp GROUP BY 1
    ), cancelled AS (
      SELECT date_trunc('week', "cancelledAt") AS week, count(*) AS cancellations
        FROM "Booking" WHERE "paidAt" IS NOT NULL AND "cancelledAt" >= ${from}::timestamp GROUP BY 1
    ), accepted AS (
      SELECT date_trunc('week', "acceptedAt") AS week,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "acceptedAt" - "paidAt")) AS seconds
        FROM "Booking" WHERE "paidAt" IS NOT NULL AND "acceptedAt" >= ${from}::timestamp GROUP BY 1
    )
    SELECT to_char(weeks.week, 'YYYY-MM-DD') AS "weekStart",
           coalesce(paid.bookings, 0)::int AS bookings,
           coalesce(paid.revenue, 0)::float8 AS "revenueCents",
           coalesce(paid_out.payouts, 0)::float8 AS "payoutCents",
           coalesce(cancelled.cancellations, 0)::int AS cancellations,
           accepted.seconds::float8 AS "medianSecondsToAccept"
      FROM weeks
      LEFT JOIN paid USING (week)
      LEFT JOIN paid_out USING (week)
      LEFT JOIN cancelled USING (week)
      LEFT JOIN accepted USING (week)
     ORDER BY weeks.week`.execute(sql);
  return rows.map(({ medianSecondsToAccept, ...week }) => ({
    ...week,
    medianMinutesToAccept: medianSecondsToAccept === null ? null : Math.round(medianSecondsToAccept / 60),
  }));
}

/** Paid bookings no pro has accepted yet, the soonest appointment first, with their automatic cancellation. */
async function waitingBookings(deps: Deps) {
  const where = { status: "PENDING" as const };
  const [total, rows] = await Promise.all([
    deps.db.booking.count({ where }),
    deps.db.booking.findMany({
      where,
      orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
      take: OPERATIONS.listLimit,
      select: {
        id: true,
        serviceName: true,
        aptCity: true,
        aptState: true,
        appointmentAt: true,
        timeZone: true,
        localDate: true,
        localTime: true,
        paidAt: true,
        createdAt: true,
        requestedProId: true,
      },
    }),
  ]);
  const items = rows.map(({ paidAt, createdAt, requestedProId, ...booking }) => ({
    ...booking,
    waitingSince: paidAt ?? createdAt,
    proRequested: requestedProId !== null,
    cancelAt: acceptanceCancelAt(booking.appointmentAt),
  }));
  return { total, items };
}

/** Jobs marked done whose automatic payout an administrator is holding back. */
async function heldPayouts(deps: Deps) {
  const where = { payoutHeldAt: { not: null }, payoutTransferId: null, status: "ACCEPTED" as const };
  const [total, rows] = await Promise.all([
    deps.db.booking.count({ where }),
    deps.db.booking.findMany({
      where,
      orderBy: [{ payoutHeldAt: "asc" }, { id: "asc" }],
      take: OPERATIONS.listLimit,
      select: {
        id: true,
        serviceName: true,
        timeZone: true,
        localDate: true,
        localTime: true,
        payoutCents: true,
        doneAt: true,
        payoutHeldAt: true,
        assignedPro: { select: { firstName: true, lastName: true } },
      },
    }),
  ]);
  const items = rows.map(({ assignedPro, payoutHeldAt, ...booking }) => ({
    ...booking,
    heldAt: payoutHeldAt as Date,
    proName: assignedPro ? fullName(assignedPro) : "No pro assigned",
  }));
  return { total, items };
}

export async function operationsOverview(deps: Deps, now = new Date()) {
  const [waiting, held, failedJobs, weeks] = await Promise.all([
    waitingBookings(deps),
    heldPayouts(deps),
    deps.jobs.failedJobs(OPERATIONS.listLimit),
    weeklyFigures(deps.sql, now),
  ]);
  return { asOf: now, waiting, held, failedJobs, weeks };
}

/** Puts a job that used up its retries back in its queue; refused with a sentence when it is not failed any more. */
export async function retryFailedJob(deps: Pick<Services, "jobs">, queue: QueueName, jobId: string) {
  if (!(await deps.jobs.retryFailed(queue, jobId))) throw new TRPCError({ code: "CONFLICT", message: JOB_NOT_FAILED });
  return { message: "The job is back in its queue and will run in a moment." };
}
