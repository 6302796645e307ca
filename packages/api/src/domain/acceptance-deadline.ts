// The acceptance deadline of a paid booking no pro has accepted (status PENDING): the
// administrators are alerted once when it has waited LIFECYCLE.acceptanceAlertAfterWaitingHours
// and once when its appointment is less than acceptanceAlertBeforeStartHours away; still
// unaccepted acceptanceCancelBeforeStartHours before the appointment, it is cancelled with a
// full refund and an apology that offers to book again. Each change is one conditional update
// written with its history row and its e-mails in one transaction, so a sweep that runs twice,
// late, or after a pro accepted changes nothing more.
import { acceptanceCutoffs, bookNowHref } from "@primp/core";
import type { Booking, Prisma } from "@primp/db";
import {
  type AcceptanceAlert,
  noProCancelledToAdmin,
  noProCancelledToCustomer,
  unacceptedBookingToAdmin,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { changeBooking } from "./booking-changes.ts";
import { attendee, inviteAttachment } from "./calendar-invite.ts";
import { issueRefund, REFUND_OWED } from "./cancellation.ts";
import { paymentSecured } from "./card-hold.ts";
import { adminRecipients, bookingMailFacts } from "./dashboard-recipients.ts";
import { sendDueWaves } from "./dispatch.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";
import { openLapsedRequests } from "./requested-pro.ts";

type Deps = Pick<Services, "db" | "sql" | "mail" | "payments" | "config" | "jobs" | "live" | "push">;

/** How many bookings one sweep handles per step; the next sweep takes the rest. */
const BATCH = 100;

const facts = (booking: Booking) => ({ ...bookingMailFacts(booking), id: booking.id });

/** Still waiting for a pro and due for this alert, which has not been sent. */
function alertDue(alert: AcceptanceAlert, now: Date): Prisma.BookingWhereInput {
  const cutoffs = acceptanceCutoffs(now);
  return alert === "waiting"
    ? { status: "PENDING", waitingAlertSentAt: null, paidAt: { lte: cutoffs.alertPaidBy } }
    : { status: "PENDING", startsSoonAlertSentAt: null, appointmentAt: { lt: cutoffs.alertStartsBefore } };
}

const alertColumn = { waiting: "waitingAlertSentAt", startsSoon: "startsSoonAlertSentAt" } as const;

/** Sends one alert about one booking, once: the column it sets is the record that it was sent. */
async function alertOnce(deps: Deps, bookingId: string, alert: AcceptanceAlert, now: Date): Promise<boolean> {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: bookingId, ...alertDue(alert, now) },
      data: { [alertColumn[alert]]: now },
    });
    if (count !== 1) return false;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const dashboardUrl = `${deps.config.appUrl}/dashboard`;
    const messages = (await adminRecipients(tx)).map((admin) =>
      unacceptedBookingToAdmin(admin, facts(booking), alert, dashboardUrl),
    );
    await mailInTransaction(deps.jobs, tx, messages, now);
    return true;
  });
}

/**
 * Cancels one booking nobody accepted in time, with its history row and its e-mails; the
 * refund follows the commit (a payment provider is not part of a transaction). Answers the
 * cancelled booking, or null when it no longer qualifies (accepted, moved later, cancelled).
 */
async function cancelUnaccepted(deps: Deps, bookingId: string, now: Date): Promise<Booking | null> {
  return changeBooking(deps, bookingId, async (tx) => {
    const before = await tx.booking.findUnique({ where: { id: bookingId } });
    if (!before) return null;
    const { count } = await tx.booking.updateMany({
      where: {
        id: bookingId,
        status: "PENDING",
        appointmentAt: { lte: acceptanceCutoffs(now).cancelStartsBy },
        payoutTransferId: null,
      },
      data: {
        status: "CANCELLED",
        cancelledAt: now,
        // Null: the system cancelled it (as for an abandoned payment).
        cancelledBy: null,
        refundCents: paymentSecured(before) ? before.totalCents : 0,
        inviteSequence: { increment: 1 },
      },
    });
    if (count !== 1) return null;
    await tx.bookingChange.create({ data: { bookingId, kind: "CANCELLED_NO_PRO", createdAt: now } });
    const cancelled = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const { appUrl } = deps.config;
    const rebookUrl = `${appUrl}${bookNowHref({ id: cancelled.serviceId, serviceType: cancelled.serviceType })}`;
    await mailInTransaction(
      deps.jobs,
      tx,
      [
        {
          ...noProCancelledToCustomer(
            cancelled,
            bookingMailFacts(cancelled),
            cancelled.refundCents,
            rebookUrl,
            cancelled.paymentState,
          ),
          // The receipt put the appointment in the customer's calendar: take it out.
          attachments: [inviteAttachment(cancelled, "CANCEL", { ...deps.config, attendee: attendee(cancelled) })],
        },
        ...(await adminRecipients(tx)).map((admin) =>
          noProCancelledToAdmin(admin, facts(cancelled), cancelled.refundCents),
        ),
      ],
      now,
    );
    return cancelled;
  });
}

/** Refunds of automatic cancellations that have not gone through (a provider outage, a crash after the commit). */
function refundsOwed(deps: Deps) {
  return deps.db.booking.findMany({
    where: { ...REFUND_OWED, cancelledBy: null },
    orderBy: [{ cancelledAt: "asc" }, { id: "asc" }],
    take: BATCH,
    select: {
      id: true,
      paymentIntentId: true,
      setupIntentId: true,
      paymentState: true,
      totalCents: true,
      refundCents: true,
    },
  });
}

/**
 * The acceptance-deadline sweep (a periodic job): retries refunds of earlier automatic
 * cancellations, cancels what is due, then sends the alerts that are due (after cancelling, so
 * a booking being cancelled is not also alerted about). Answers a note for the job log.
 */
export async function enforceAcceptanceDeadlines(deps: Deps, now: Date): Promise<string> {
  const candidates = (where: Prisma.BookingWhereInput) =>
    deps.db.booking.findMany({
      where,
      orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: { id: true },
    });

  // Refunds owed by earlier sweeps first (this sweep's own failures wait for the next one).
  // The administrators heard about each failure when it happened; a retry tells nobody again.
  let refundsRetried = 0;
  for (const owed of await refundsOwed(deps)) {
    if (await issueRefund(deps, owed, owed.refundCents, { tellAdmins: false, now })) refundsRetried++;
  }

  let cancelled = 0;
  let refundsFailed = 0;
  const changed: string[] = [];
  const due = await candidates({ status: "PENDING", appointmentAt: { lte: acceptanceCutoffs(now).cancelStartsBy } });
  for (const { id } of due) {
    const booking = await cancelUnaccepted(deps, id, now);
    if (!booking) {
      changed.push(id);
      continue;
    }
    cancelled++;
    if (!(await issueRefund(deps, booking, booking.refundCents, { now }))) refundsFailed++;
  }

  // Requests whose pro let the window pass go to the pool (after cancelling: a booking being
  // cancelled is not announced).
  const opened = await openLapsedRequests(deps, now, BATCH);
  // Then the next waves of offers to the ranked pros that are due.
  const offered = await sendDueWaves(deps, now);

  const alerts = { waiting: 0, startsSoon: 0 };
  for (const alert of ["waiting", "startsSoon"] as const) {
    for (const { id } of await candidates(alertDue(alert, now))) {
      if (await alertOnce(deps, id, alert, now)) alerts[alert]++;
    }
  }

  // A booking listed but changed before its update (a pro accepted it, it was moved) is left alone.
  const unchanged = changed.length > 0 ? `; did nothing for ${changed.join(", ")}: changed meanwhile` : "";
  return (
    `cancelled ${cancelled} unaccepted bookings (${refundsFailed} refunds failed), opened ${opened} lapsed requests ` +
    `to the pool, offered bookings to ${offered} pros in waves, alerted ${alerts.waiting} waiting and ${alerts.startsSoon} starting soon, retried ${refundsRetried} refunds${unchanged}`
  );
}
