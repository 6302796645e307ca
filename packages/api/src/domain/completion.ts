// After the appointment: the pro marks the job done (which charges a card held for it), an
// administrator may hold its payout, and the payouts that are due (for the automatic payout
// job) are read from the bookings: only charged ones, a payout never precedes the capture.
import { autoPayoutCutoff, BOOKING_NOT_FOUND } from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import type { Viewer } from "./booking-access.ts";
import { announceBookingChanged } from "./booking-changes.ts";
import { captureHeldBooking } from "./card-hold.ts";
import { assignedBookingForStep } from "./day-of.ts";

export const MARKED_DONE = "Thank you! The booking is marked done; your payout follows.";
export const HOLD_ONLY_UNPAID = "Only an accepted booking that has not been paid out can be held.";
export const PAYOUT_HELD = "The payout is on hold. It will not be paid automatically until you release it.";
export const PAYOUT_RELEASED = "The hold is lifted. The payout follows the usual schedule.";

/**
 * The assigned pro marks an accepted job done, the last step of the day-of timeline (see
 * packages/core day-of.ts: after "Arrived", or with no earlier step, once the appointment has
 * started), and a card held for it is charged (after the commit; if the provider fails, the
 * end-of-day sweep captures it). Marking twice is not an error.
 */
export async function markBookingDone(
  deps: Pick<Services, "db" | "payments" | "live">,
  proId: string,
  bookingId: string,
  now = new Date(),
) {
  const { db } = deps;
  const { booking, taken } = await assignedBookingForStep(db, proId, bookingId, "DONE", now);
  if (taken) return { message: MARKED_DONE, doneAt: booking.doneAt };

  const marked = await db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: {
        id: bookingId,
        status: "ACCEPTED",
        assignedProId: proId,
        doneAt: null,
        rescheduleRequestedAt: null,
        // A pro who said "On my way" is done only after "Arrived".
        OR: [{ onMyWayAt: null }, { arrivedAt: { not: null } }],
      },
      data: { doneAt: now },
    });
    if (count === 1) {
      await tx.bookingChange.create({
        data: { bookingId, kind: "MARKED_DONE", actorId: proId, actorRole: "PRO", createdAt: now },
      });
    }
    const { doneAt } = await tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { doneAt: true } });
    return { doneAt, changed: count === 1 };
  });
  if (marked.changed) await announceBookingChanged(deps, bookingId);
  await captureHeldBooking(deps, bookingId, now);
  return { message: MARKED_DONE, doneAt: marked.doneAt };
}

/** An administrator holds (or releases) a booking's payout; the automatic payout skips held ones. */
export async function setPayoutHold(db: Db, admin: Viewer, bookingId: string, hold: boolean, now = new Date()) {
  const result = await db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: bookingId, status: "ACCEPTED", payoutTransferId: null, payoutHeldAt: hold ? null : { not: null } },
      data: { payoutHeldAt: hold ? now : null },
    });
    if (count === 1) {
      await tx.bookingChange.create({
        data: {
          bookingId,
          kind: hold ? "PAYOUT_HELD" : "PAYOUT_RELEASED",
          actorId: admin.id,
          actorRole: "ADMIN",
          createdAt: now,
        },
      });
    }
    return tx.booking.findUnique({
      where: { id: bookingId },
      select: { status: true, payoutTransferId: true, payoutHeldAt: true },
    });
  });
  if (!result) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  // Holding a held booking (or releasing a free one) is a no-op, not an error.
  if (result.status !== "ACCEPTED" || result.payoutTransferId) {
    throw new TRPCError({ code: "BAD_REQUEST", message: HOLD_ONLY_UNPAID });
  }
  return { message: hold ? PAYOUT_HELD : PAYOUT_RELEASED, held: result.payoutHeldAt !== null };
}

export interface DuePayout {
  bookingId: string;
  doneAt: Date;
  payoutCents: number;
}

/**
 * For the automatic payout job: accepted bookings marked done at least
 * LIFECYCLE.autoPayoutAfterDoneHours ago, not held and not paid (nor being paid), oldest first.
 * Paying each one goes through payOutBooking, whose claim keeps it to one transfer.
 */
export async function payoutsDue(db: Db, now: Date, limit = 100): Promise<DuePayout[]> {
  const rows = await db.booking.findMany({
    where: {
      status: "ACCEPTED",
      paymentState: "CAPTURED",
      doneAt: { not: null, lte: autoPayoutCutoff(now) },
      payoutHeldAt: null,
      payoutTransferId: null,
    },
    orderBy: [{ doneAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, doneAt: true, payoutCents: true },
  });
  return rows.flatMap((row) =>
    row.doneAt ? [{ bookingId: row.id, doneAt: row.doneAt, payoutCents: row.payoutCents }] : [],
  );
}
