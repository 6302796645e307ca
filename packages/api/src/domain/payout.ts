// Paying a pro for a completed job. Two guards make a double payout impossible:
// 1. a conditional "claim" on the booking row, so only one request at a time gets as far
//    as the transfer, and a completed booking is never claimed again;
// 2. the transfer's idempotency key is derived from the booking id, so even a retried
//    claim (after a crash mid-transfer) makes the provider return the same transfer.
import { randomUUID } from "node:crypto";
import {
  BOOKING_NOT_ACCEPTED_YET,
  BOOKING_NOT_FOUND,
  formatUsd,
  hasStarted,
  PAYOUT_BEFORE_START,
  STRIPE_CONNECT_NOT_CONNECTED,
} from "@primp/core";
import { TRPCError } from "@trpc/server";
import { payoutSentToPro } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { bookingMailFacts, fullName } from "./dashboard-recipients.ts";

export const ALREADY_PAID = "This booking has already been paid out.";
export const PAYOUT_IN_PROGRESS = "This booking is being paid out right now. Please refresh in a moment.";
export const ONLY_ACCEPTED_PAID = "Only accepted bookings can be paid out.";
export const PAYOUT_FAILED = "The payout could not be sent to StripeConnect. Nothing was paid; please try again.";

/** A claim left behind by a crashed request may be taken over after this long. */
export const STALE_CLAIM_MS = 5 * 60_000;
const CLAIM_PREFIX = "claim:";

/** One key per booking: every attempt to pay this booking out is the same transfer. */
export const payoutIdempotencyKey = (bookingId: string) => `payout:${bookingId}`;

type Deps = Pick<Services, "db" | "mail" | "payments">;

export async function payOutBooking(deps: Deps, bookingId: string, now = new Date()) {
  const { db } = deps;
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    include: {
      assignedPro: {
        select: { firstName: true, lastName: true, email: true, proProfile: { select: { stripeConnectId: true } } },
      },
    },
  });
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (booking.status === "COMPLETED") throw new TRPCError({ code: "CONFLICT", message: ALREADY_PAID });
  if (!booking.assignedProId || !booking.assignedPro) {
    throw new TRPCError({ code: "BAD_REQUEST", message: BOOKING_NOT_ACCEPTED_YET });
  }
  if (booking.status !== "ACCEPTED") throw new TRPCError({ code: "BAD_REQUEST", message: ONLY_ACCEPTED_PAID });
  if (!hasStarted(booking.appointmentAt, now))
    throw new TRPCError({ code: "BAD_REQUEST", message: PAYOUT_BEFORE_START });
  const destination = booking.assignedPro.proProfile?.stripeConnectId;
  if (!destination) throw new TRPCError({ code: "BAD_REQUEST", message: STRIPE_CONNECT_NOT_CONNECTED });

  const claim = `${CLAIM_PREFIX}${randomUUID()}`;
  const claimed = await db.booking.updateMany({
    where: {
      id: bookingId,
      status: "ACCEPTED",
      assignedProId: booking.assignedProId,
      // A reschedule at the same moment may have moved the start into the future.
      appointmentAt: { lte: now },
      OR: [
        { payoutTransferId: null },
        { payoutTransferId: { startsWith: CLAIM_PREFIX }, updatedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
      ],
    },
    data: { payoutTransferId: claim },
  });
  if (claimed.count !== 1) {
    const current = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true } });
    throw new TRPCError({
      code: "CONFLICT",
      message: current.status === "COMPLETED" ? ALREADY_PAID : PAYOUT_IN_PROGRESS,
    });
  }

  let transfer: { id: string };
  try {
    transfer = await deps.payments.transfer({
      amountCents: booking.payoutCents,
      destination,
      bookingId,
      idempotencyKey: payoutIdempotencyKey(bookingId),
    });
  } catch (error) {
    // Nothing moved (or the provider will replay the same transfer next time): let the admin retry.
    await db.booking.updateMany({
      where: { id: bookingId, payoutTransferId: claim },
      data: { payoutTransferId: null },
    });
    throw new TRPCError({ code: "BAD_GATEWAY", message: PAYOUT_FAILED, cause: error });
  }
  await db.booking.updateMany({
    where: { id: bookingId, payoutTransferId: claim },
    data: { status: "COMPLETED", completedAt: now, payoutTransferId: transfer.id },
  });

  const pro = booking.assignedPro;
  await deps.mail.send(payoutSentToPro(pro, bookingMailFacts(booking), booking.payoutCents));
  return {
    message: `${formatUsd(booking.payoutCents)} has been paid out to ${fullName(pro)}.`,
    transferId: transfer.id,
  };
}
