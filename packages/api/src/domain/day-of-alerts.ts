// The day-of alerts, swept every few minutes (lifecycle.day-of-alerts): a pro who has not said
// "On my way" DAY_OF.onMyWayDueMinutesBefore the start (the customer gets a note, the
// administrators an alert), and a job not marked done DAY_OF.safetyCheckHoursAfterEnd after its
// end (the administrators' safety check). The rules are packages/core's (isDayOfAlertDue); each
// alert's column is set in the same transaction as its queued messages, by a conditional update,
// so it goes out once however many sweeps run, late or side by side.
import { DAY_OF, type DayOfAlert, isDayOfAlertDue } from "@primp/core";
import type { Booking, Prisma } from "@primp/db";
import { toE164 } from "@primp/sms";
import {
  type DayOfAlertFacts,
  notOnTheWayTextToCustomer,
  notOnTheWayToAdmin,
  notOnTheWayToCustomer,
  safetyCheckToAdmin,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { adminRecipients, bookingMailFacts, fullName } from "./dashboard-recipients.ts";
import { customerBookingUrl } from "./day-of.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

type Deps = Pick<Services, "db" | "jobs" | "config">;

const HOUR_MS = 3_600_000;
/** Bookings looked at per alert and sweep; the next sweep, minutes later, takes the rest. */
const BATCH = 200;
/** No appointment lasts longer than this: a bound on how far back a due alert's booking can start. */
const LONGEST_APPOINTMENT_HOURS = 24;

const sentColumn = { NOT_ON_THE_WAY: "notOnTheWayAlertSentAt", SAFETY_CHECK: "safetyCheckAlertSentAt" } as const;

/**
 * Bookings that may be due for `alert` (a window on the appointment, read from its index),
 * then isDayOfAlertDue for each: the rule needs each booking's own length.
 */
async function dueBookings(deps: Deps, alert: DayOfAlert, now: Date): Promise<string[]> {
  const t = now.getTime();
  const window =
    alert === "NOT_ON_THE_WAY"
      ? {
          lte: new Date(t + DAY_OF.onMyWayDueMinutesBefore * 60_000),
          gt: new Date(t - LONGEST_APPOINTMENT_HOURS * HOUR_MS),
        }
      : {
          lte: new Date(t - DAY_OF.safetyCheckHoursAfterEnd * HOUR_MS),
          gt: new Date(
            t - (DAY_OF.safetyCheckHoursAfterEnd + DAY_OF.alertStaleAfterHours + LONGEST_APPOINTMENT_HOURS) * HOUR_MS,
          ),
        };
  const rows = await deps.db.booking.findMany({
    where: { status: "ACCEPTED", doneAt: null, [sentColumn[alert]]: null, appointmentAt: window },
    orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
    take: BATCH,
  });
  return rows.filter((booking) => isDayOfAlertDue(alert, booking, now)).map((booking) => booking.id);
}

async function alertMessages(tx: Prisma.TransactionClient, appUrl: string, alert: DayOfAlert, booking: Booking) {
  const pro = booking.assignedProId
    ? await tx.user.findUnique({
        where: { id: booking.assignedProId },
        select: { firstName: true, lastName: true, email: true },
      })
    : null;
  const facts: DayOfAlertFacts = {
    ...bookingMailFacts(booking),
    id: booking.id,
    proName: pro ? fullName(pro) : "The pro",
    proEmail: pro?.email ?? "no e-mail",
  };
  const dashboardUrl = `${appUrl}/dashboard`;
  const admins = await adminRecipients(tx);
  if (alert === "SAFETY_CHECK") return admins.map((admin) => safetyCheckToAdmin(admin, facts, dashboardUrl));
  const phone = toE164(booking.phone);
  return [
    notOnTheWayToCustomer(booking, facts, customerBookingUrl(appUrl, booking.id)),
    ...(phone ? [notOnTheWayTextToCustomer(phone, facts)] : []),
    ...admins.map((admin) => notOnTheWayToAdmin(admin, facts, dashboardUrl)),
  ];
}

/** Sends one alert about one booking unless it went out already or the booking moved on (a step, done, cancelled). */
async function alertOnce(deps: Deps, alert: DayOfAlert, bookingId: string, now: Date): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: {
        id: bookingId,
        status: "ACCEPTED",
        doneAt: null,
        [sentColumn[alert]]: null,
        ...(alert === "NOT_ON_THE_WAY" ? { onMyWayAt: null, arrivedAt: null } : {}),
      },
      data: { [sentColumn[alert]]: now },
    });
    if (count !== 1) return false;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    await mailInTransaction(deps.jobs, tx, await alertMessages(tx, deps.config.appUrl, alert, booking), now);
    return true;
  });
}

/** The lifecycle.day-of-alerts job: answers a note for the log. */
export async function sendDueDayOfAlerts(deps: Deps, now: Date): Promise<string> {
  const sent: Record<DayOfAlert, number> = { NOT_ON_THE_WAY: 0, SAFETY_CHECK: 0 };
  for (const alert of ["NOT_ON_THE_WAY", "SAFETY_CHECK"] as const) {
    for (const id of await dueBookings(deps, alert, now)) if (await alertOnce(deps, alert, id, now)) sent[alert]++;
  }
  return `sent ${sent.NOT_ON_THE_WAY} not-on-the-way alerts and ${sent.SAFETY_CHECK} safety checks`;
}
