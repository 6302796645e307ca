// The day of an appointment, as the assigned pro tells it: "On my way" (with an ETA, which the
// customer is told by e-mail and text) and "Arrived"; "Done" is the completion (completion.ts).
// The order and the day are packages/core's rules (day-of.ts). Each step is one conditional
// update, so a repeat (a double tap, a retried request) answers the same state and tells nobody
// twice; open pages hear of it through the live events after the commit.
import {
  arrivingAt,
  BOOKING_NOT_FOUND,
  checkDayOfStep,
  type DayOfStep,
  dayOfTimeline,
  formatClockTime,
  type OnMyWayInput,
} from "@primp/core";
import type { Booking, Prisma } from "@primp/db";
import { toE164 } from "@primp/sms";
import { TRPCError } from "@trpc/server";
import { type OnMyWayFacts, onMyWayTextToCustomer, onMyWayToCustomer } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { announce } from "./booking-changes.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";
import { pushInTransaction } from "./push-in-transaction.ts";

type Deps = Pick<Services, "db" | "jobs" | "config" | "live" | "push">;

export const ON_MY_WAY_SAID = "The customer has been told you're on your way.";
export const ARRIVED_SAID = "You're marked as arrived. Mark the booking done when the job is finished.";

/** The customer's page of a booking. */
export const customerBookingUrl = (appUrl: string, bookingId: string) =>
  `${appUrl}/booking-details?id=${encodeURIComponent(bookingId)}`;

/**
 * The pro's own booking, allowed to take `step` at `now`: throws a typed error the pro can read
 * otherwise. Answers whether the step was taken already.
 */
export async function assignedBookingForStep(
  db: Deps["db"],
  proId: string,
  bookingId: string,
  step: DayOfStep,
  now: Date,
) {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  // Someone else's booking does not exist for this pro, so ids cannot be probed.
  if (!booking || booking.assignedProId !== proId)
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  const check = checkDayOfStep(booking, step, now);
  if (!check.ok) throw new TRPCError({ code: "BAD_REQUEST", message: check.message });
  return { booking, taken: check.taken };
}

/** The booking as the step left it, unless it changed meanwhile (cancelled, moved, done). */
const stillOpen = (bookingId: string, proId: string): Prisma.BookingWhereInput => ({
  id: bookingId,
  assignedProId: proId,
  status: "ACCEPTED",
  doneAt: null,
  rescheduleRequestedAt: null,
});

const BOOKING_CHANGED = "This booking changed a moment ago. Please refresh the page and try again.";

async function onMyWayMessages(tx: Prisma.TransactionClient, appUrl: string, booking: Booking, proId: string) {
  const pro = await tx.user.findUniqueOrThrow({ where: { id: proId }, select: { firstName: true } });
  const { onMyWayAt, etaMinutes } = booking;
  if (!onMyWayAt || !etaMinutes) return [];
  const facts: OnMyWayFacts = {
    serviceName: booking.serviceName,
    proFirstName: pro.firstName,
    etaMinutes,
    arrivingAt: formatClockTime(arrivingAt(onMyWayAt, etaMinutes), booking.timeZone),
  };
  const phone = toE164(booking.phone);
  return [
    onMyWayToCustomer(booking, facts, customerBookingUrl(appUrl, booking.id)),
    ...(phone ? [onMyWayTextToCustomer(phone, facts)] : []),
  ];
}

/** The pro sets off: records the ETA and tells the customer, once. */
export async function sayOnMyWay(deps: Deps, proId: string, input: OnMyWayInput, now = new Date()) {
  const { booking, taken } = await assignedBookingForStep(deps.db, proId, input.bookingId, "ON_MY_WAY", now);
  if (taken) return { message: ON_MY_WAY_SAID, timeline: dayOfTimeline(booking, now) };
  const updated = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { ...stillOpen(booking.id, proId), onMyWayAt: null },
      data: { onMyWayAt: now, etaMinutes: input.etaMinutes },
    });
    const after = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    if (count === 1) {
      await mailInTransaction(deps.jobs, tx, await onMyWayMessages(tx, deps.config.appUrl, after, proId), now);
      await pushInTransaction(deps, tx, { topic: "on-my-way", bookingId: booking.id });
    }
    return { after, changed: count === 1 };
  });
  return answerStep(deps, "ON_MY_WAY", updated, ON_MY_WAY_SAID, now);
}

/** The pro is at the door. */
export async function sayArrived(deps: Deps, proId: string, bookingId: string, now = new Date()) {
  const { booking, taken } = await assignedBookingForStep(deps.db, proId, bookingId, "ARRIVED", now);
  if (taken) return { message: ARRIVED_SAID, timeline: dayOfTimeline(booking, now) };
  const { count } = await deps.db.booking.updateMany({
    where: { ...stillOpen(booking.id, proId), onMyWayAt: { not: null }, arrivedAt: null },
    data: { arrivedAt: now },
  });
  const after = await deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  return answerStep(deps, "ARRIVED", { after, changed: count === 1 }, ARRIVED_SAID, now);
}

/**
 * A step that changed the booking is announced to open pages. One that changed nothing lost a
 * race: to the same step (fine, the same state) or to a change that now forbids it (refused).
 */
async function answerStep(
  deps: Deps,
  step: DayOfStep,
  written: { after: Booking; changed: boolean },
  message: string,
  now: Date,
) {
  const { after, changed } = written;
  if (changed) await announce(deps, { kind: "booking.changed", bookingId: after.id, customerId: after.customerId });
  else {
    const check = checkDayOfStep(after, step, now);
    if (!check.ok) throw new TRPCError({ code: "BAD_REQUEST", message: check.message });
    if (!check.taken) throw new TRPCError({ code: "CONFLICT", message: BOOKING_CHANGED });
  }
  return { message, timeline: dayOfTimeline(after, now) };
}
