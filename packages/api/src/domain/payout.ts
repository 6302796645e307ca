// Paying a pro: for a completed job (by an administrator, or automatically once it is due),
// and their share of a late cancellation. Two guards make a double payment impossible:
// 1. a conditional "claim" on the booking row, so only one request at a time gets as far
//    as the transfer, and a completed booking is never claimed again;
// 2. the transfer's idempotency key is derived from the booking id, so even a retried
//    claim (after a crash mid-transfer) makes the provider return the same transfer.
import { randomUUID } from "node:crypto";
import {
  autoPayoutCutoff,
  BOOKING_NOT_ACCEPTED_YET,
  BOOKING_NOT_FOUND,
  formatUsd,
  hasStarted,
  PAYOUT_BEFORE_START,
  STRIPE_CONNECT_NOT_CONNECTED,
} from "@primp/core";
import type { Prisma } from "@primp/db";
import type { MailMessageInput } from "@primp/mail";
import { TRPCError } from "@trpc/server";
import { bookingCompletedToCustomer, lateCancelPayoutToPro, payoutSentToPro } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { issueBookingLink } from "./booking-link-issuing.ts";
import { STALE_CLAIM_MS } from "./claim-timing.ts";
import { bookingMailFacts, fullName } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

export const ALREADY_PAID = "This booking has already been paid out.";
export const PAYOUT_IN_PROGRESS = "This booking is being paid out right now. Please refresh in a moment.";
export const ONLY_ACCEPTED_PAID = "Only accepted bookings can be paid out.";
export const PAYOUT_FAILED = "The payout could not be sent to StripeConnect. Nothing was paid; please try again.";
export const PAYOUT_ON_HOLD = "This payout is on hold, so it is not paid automatically.";
export const PAYOUT_BEFORE_CAPTURE =
  "The customer's card has not been charged for this booking yet, so it cannot be paid out.";
export const NO_LATE_CANCEL_SHARE = "This booking has no late-cancellation share to pay.";

const CLAIM_PREFIX = "claim:";

/** One key per booking: every attempt to pay this booking out is the same transfer. */
export const payoutIdempotencyKey = (bookingId: string) => `payout:${bookingId}`;
/** Likewise for the pro's share of a late cancellation (a booking is paid one way or the other). */
export const lateCancelIdempotencyKey = (bookingId: string) => `late-cancel:${bookingId}`;

type Deps = Pick<Services, "db" | "payments" | "jobs" | "config">;

interface TransferToPro {
  bookingId: string;
  amountCents: number;
  destination: string;
  idempotencyKey: string;
  /** What the booking must still be for this payment (besides unpaid). */
  claimWhere: Prisma.BookingWhereInput;
  /** What the booking becomes once the money has moved. */
  paidData: Prisma.BookingUpdateManyMutationInput;
  /** The e-mails the payment causes, written in the transaction that records the transfer. */
  notices(tx: Prisma.TransactionClient): Promise<MailMessageInput[]>;
}

/**
 * Claims the booking, sends the transfer and records it: the one path money reaches a pro.
 * Answers the transfer, or null when the claim was lost (paid, or being paid, elsewhere, or
 * the booking no longer matches claimWhere). A failed transfer releases the claim.
 */
async function claimAndTransfer(deps: Deps, payment: TransferToPro, now: Date) {
  const { db } = deps;
  const claim = `${CLAIM_PREFIX}${randomUUID()}`;
  const claimed = await db.booking.updateMany({
    where: {
      id: payment.bookingId,
      ...payment.claimWhere,
      OR: [
        { payoutTransferId: null },
        { payoutTransferId: { startsWith: CLAIM_PREFIX }, updatedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
      ],
    },
    data: { payoutTransferId: claim },
  });
  if (claimed.count !== 1) return null;

  let transfer: { id: string };
  try {
    transfer = await deps.payments.transfer({
      amountCents: payment.amountCents,
      destination: payment.destination,
      bookingId: payment.bookingId,
      idempotencyKey: payment.idempotencyKey,
    });
  } catch (error) {
    // Nothing moved (or the provider will replay the same transfer next time): let the caller retry.
    await db.booking.updateMany({
      where: { id: payment.bookingId, payoutTransferId: claim },
      data: { payoutTransferId: null },
    });
    throw new TRPCError({ code: "BAD_GATEWAY", message: PAYOUT_FAILED, cause: error });
  }
  await db.$transaction(async (tx) => {
    const recorded = await tx.booking.updateMany({
      where: { id: payment.bookingId, payoutTransferId: claim },
      data: { ...payment.paidData, payoutTransferId: transfer.id },
    });
    if (recorded.count === 1) await mailInTransaction(deps.jobs, tx, await payment.notices(tx), now);
  });
  return transfer;
}

const withPro = {
  assignedPro: {
    select: { firstName: true, lastName: true, email: true, proProfile: { select: { stripeConnectId: true } } },
  },
} as const;

/**
 * Pays a pro for an accepted booking whose appointment has started. An administrator's payout
 * ignores a hold; the automatic one (`automatic`) pays only a booking marked done long enough
 * ago and not held, checked again in the claim, so a hold placed a moment before wins.
 */
export async function payOutBooking(deps: Deps, bookingId: string, now = new Date(), { automatic = false } = {}) {
  const { db } = deps;
  const booking = await db.booking.findUnique({ where: { id: bookingId }, include: withPro });
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (booking.status === "COMPLETED") throw new TRPCError({ code: "CONFLICT", message: ALREADY_PAID });
  if (!booking.assignedProId || !booking.assignedPro) {
    throw new TRPCError({ code: "BAD_REQUEST", message: BOOKING_NOT_ACCEPTED_YET });
  }
  if (booking.status !== "ACCEPTED") throw new TRPCError({ code: "BAD_REQUEST", message: ONLY_ACCEPTED_PAID });
  if (booking.paymentState !== "CAPTURED") {
    throw new TRPCError({ code: "BAD_REQUEST", message: PAYOUT_BEFORE_CAPTURE });
  }
  if (!hasStarted(booking.appointmentAt, now))
    throw new TRPCError({ code: "BAD_REQUEST", message: PAYOUT_BEFORE_START });
  const pro = booking.assignedPro;
  const destination = pro.proProfile?.stripeConnectId;
  if (!destination) throw new TRPCError({ code: "BAD_REQUEST", message: STRIPE_CONNECT_NOT_CONNECTED });

  const transfer = await claimAndTransfer(
    deps,
    {
      bookingId,
      amountCents: booking.payoutCents,
      destination,
      idempotencyKey: payoutIdempotencyKey(bookingId),
      claimWhere: {
        status: "ACCEPTED",
        paymentState: "CAPTURED",
        assignedProId: booking.assignedProId,
        // A reschedule at the same moment may have moved the start into the future.
        appointmentAt: { lte: now },
        ...(automatic ? { payoutHeldAt: null, doneAt: { lte: autoPayoutCutoff(now) } } : {}),
      },
      paidData: { status: "COMPLETED", completedAt: now },
      // The booking is complete: the customer is asked to rate it and may tip, through a signed
      // link that works without an account (a guest booking).
      notices: async (tx) => {
        const rateUrl = `${deps.config.appUrl}/rate?token=${await issueBookingLink(tx, bookingId, now)}`;
        return [
          payoutSentToPro(pro, bookingMailFacts(booking), booking.payoutCents),
          bookingCompletedToCustomer(booking, bookingMailFacts(booking), pro.firstName, rateUrl),
        ];
      },
    },
    now,
  );
  if (!transfer) {
    const current = await db.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: { status: true, payoutHeldAt: true },
    });
    const message =
      current.status === "COMPLETED"
        ? ALREADY_PAID
        : automatic && current.payoutHeldAt
          ? PAYOUT_ON_HOLD
          : PAYOUT_IN_PROGRESS;
    throw new TRPCError({ code: "CONFLICT", message });
  }

  return {
    message: `${formatUsd(booking.payoutCents)} has been paid out to ${fullName(pro)}.`,
    transferId: transfer.id,
  };
}

/**
 * Pays the assigned pro their share of a booking the customer cancelled late (cancelPayoutCents,
 * set by cancelBooking). For the payouts job; safe to run twice: the claim allows one transfer.
 */
export async function payLateCancellation(deps: Deps, bookingId: string, now: Date) {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId }, include: withPro });
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (booking.status !== "CANCELLED" || booking.cancelPayoutCents <= 0 || !booking.assignedPro) {
    throw new TRPCError({ code: "BAD_REQUEST", message: NO_LATE_CANCEL_SHARE });
  }
  if (booking.paymentState !== "CAPTURED") throw new TRPCError({ code: "BAD_REQUEST", message: PAYOUT_BEFORE_CAPTURE });
  const pro = booking.assignedPro;
  const destination = pro.proProfile?.stripeConnectId;
  if (!destination) throw new TRPCError({ code: "BAD_REQUEST", message: STRIPE_CONNECT_NOT_CONNECTED });

  const transfer = await claimAndTransfer(
    deps,
    {
      bookingId,
      amountCents: booking.cancelPayoutCents,
      destination,
      idempotencyKey: lateCancelIdempotencyKey(bookingId),
      claimWhere: {
        status: "CANCELLED",
        paymentState: "CAPTURED",
        assignedProId: booking.assignedProId,
        cancelPayoutCents: { gt: 0 },
      },
      paidData: {},
      notices: async () => [lateCancelPayoutToPro(pro, bookingMailFacts(booking), booking.cancelPayoutCents)],
    },
    now,
  );
  if (!transfer) {
    const current = await deps.db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const paid = current.payoutTransferId && !current.payoutTransferId.startsWith(CLAIM_PREFIX);
    throw new TRPCError({ code: "CONFLICT", message: paid ? ALREADY_PAID : PAYOUT_IN_PROGRESS });
  }
  return { transferId: transfer.id, amountCents: booking.cancelPayoutCents };
}

/** Cancelled bookings whose pro's late-cancellation share has not been paid, oldest first. */
export async function lateCancellationsDue(db: Deps["db"], limit = 100): Promise<string[]> {
  const rows = await db.booking.findMany({
    where: {
      status: "CANCELLED",
      paymentState: "CAPTURED",
      cancelPayoutCents: { gt: 0 },
      assignedProId: { not: null },
      payoutTransferId: null,
    },
    orderBy: [{ cancelledAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
