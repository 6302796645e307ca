// Cancelling a booking: the customer (not completed), or an administrator (any open one).
// The refund is what packages/core's written policy allows, sent through the payments
// interface with an idempotency key per booking, so a retry can never refund twice. A card
// only held is never charged and refunded: the kept share is captured, the rest released; a
// card only saved (not yet held) is charged the kept share alone, or nothing.
import {
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  canTransition,
  cardAfterCancelling,
  formatUsd,
  isUnheldCard,
  lateCancelPayoutCents,
  refundForCancellation,
  UNHELD_CARD_STATES,
} from "@primp/core";
import type { Booking, Db, Prisma, Role } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { bookingCancelledToCustomer, bookingCancelledToStaff, settlementFailedToAdmin } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { canReadBooking, type Viewer } from "./booking-access.ts";
import { changeBooking } from "./booking-changes.ts";
import { attendee, inviteAttachment } from "./calendar-invite.ts";
import { paymentSecured, settleHold, settleSavedCard } from "./card-hold.ts";
import { adminRecipients, bookingMailFacts, mailEach } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

export const COMPLETED_NOT_CANCELLABLE = "A completed booking cannot be cancelled.";
export const NOT_CANCELLABLE_YET = "This booking is not paid yet, so there is nothing to cancel.";
export const BOOKING_CHANGED = "This booking changed while you were cancelling it. Please refresh and try again.";
export const PAYOUT_STARTED = "This booking is being paid out, so it can no longer be cancelled.";
export const REFUND_DELAYED =
  "The booking is cancelled, but the refund could not be sent yet. Our team has been told and will complete it.";
export const HOLD_RELEASE_DELAYED =
  "The booking is cancelled, but the hold on your card could not be released yet. Our team has been told and will complete it.";
export const FEE_CHARGE_DELAYED =
  "The booking is cancelled. The cancellation fee could not be charged to your saved card yet; our team has been told and will be in touch.";

/** What the customer is told when settling the card failed at the provider: it depends on what was to be done. */
function settlementDelayed(state: Booking["paymentState"]) {
  if (state === "HELD") return HOLD_RELEASE_DELAYED;
  return isUnheldCard(state) ? FEE_CHARGE_DELAYED : REFUND_DELAYED;
}

type Deps = Pick<Services, "db" | "mail" | "payments" | "config" | "jobs" | "live">;

export const refundIdempotencyKey = (bookingId: string) => `refund:${bookingId}`;

/**
 * The role a customer-side change (cancel, reschedule) is made in: an admin always as ADMIN;
 * anyone else only as the booking's customer, never as its pro.
 */
export async function actingAsCustomerOrAdmin(
  db: Db,
  viewer: Viewer,
  booking: Booking,
): Promise<"CUSTOMER" | "ADMIN" | null> {
  if (viewer.role === "ADMIN") return "ADMIN";
  if (booking.assignedProId === viewer.id && booking.customerId !== viewer.id) return null;
  return (await canReadBooking(db, viewer, booking)) ? "CUSTOMER" : null;
}

/**
 * Cancelled bookings that still owe the customer money back: a hold not yet settled, a saved
 * card not yet settled, or a charge (never held) whose refund has not gone through.
 */
export const REFUND_OWED: Prisma.BookingWhereInput = {
  status: "CANCELLED",
  OR: [
    { paymentState: { in: ["HELD", ...UNHELD_CARD_STATES] } },
    { heldAt: null, setupIntentId: null, refundCents: { gt: 0 }, refundId: null },
  ],
};

const refundOwed = (booking: Pick<Booking, "paymentState" | "heldAt" | "setupIntentId" | "refundCents" | "refundId">) =>
  booking.paymentState === "HELD" ||
  isUnheldCard(booking.paymentState) ||
  (booking.heldAt === null && booking.setupIntentId === null && booking.refundCents > 0 && !booking.refundId);

type RefundedBooking = Pick<Booking, "id" | "paymentIntentId" | "setupIntentId" | "paymentState" | "totalCents">;

/** Refunds a charge with its one idempotency key and records the refund; answers false when it failed. */
async function refundCharge(deps: Pick<Services, "db" | "payments">, booking: RefundedBooking, amountCents: number) {
  if (!booking.paymentIntentId || amountCents <= 0) return true;
  try {
    const refund = await deps.payments.refund({
      paymentIntentId: booking.paymentIntentId,
      amountCents,
      idempotencyKey: refundIdempotencyKey(booking.id),
    });
    await deps.db.booking.update({ where: { id: booking.id }, data: { refundId: refund.id } });
    return true;
  } catch (error) {
    console.error("refund failed", booking.id, error);
    return false;
  }
}

/**
 * Gives a cancelled booking's customer `amountCents` back: of a hold, by capturing only the
 * rest; of a charge, by a refund. On failure the administrators are told (unless `tellAdmins`
 * is false: a retry of a refund they already heard about) and it answers false.
 */
export async function issueRefund(
  deps: Pick<Services, "db" | "mail" | "payments">,
  booking: RefundedBooking,
  amountCents: number,
  { tellAdmins = true, now = new Date() } = {},
) {
  const keptCents = booking.totalCents - amountCents;
  const done =
    booking.paymentState === "HELD"
      ? await settleHold(deps, booking, keptCents, now)
      : isUnheldCard(booking.paymentState)
        ? await settleSavedCard(deps, booking, keptCents, now)
        : await refundCharge(deps, booking, amountCents);
  if (!done && tellAdmins) {
    await mailEach(deps.mail, await adminRecipients(deps.db), (admin) =>
      settlementFailedToAdmin(admin, booking, keptCents, amountCents),
    );
  }
  return done;
}

function cancelledMessage(
  booking: Pick<Booking, "paymentState" | "totalCents">,
  refundCents: number,
  refunded: boolean,
) {
  if (!refunded) return `${BOOKING_CANCELLED}. ${settlementDelayed(booking.paymentState)}`;
  const card = cardAfterCancelling(booking.paymentState, booking.totalCents - refundCents);
  if (card) return `${BOOKING_CANCELLED}. ${card}`;
  return refundCents > 0
    ? `${BOOKING_CANCELLED}. A refund of ${formatUsd(refundCents)} is on its way to your card.`
    : `${BOOKING_CANCELLED}. No refund is due under the cancellation policy.`;
}

export async function cancelBooking(deps: Deps, viewer: Viewer, bookingId: string, now = new Date()) {
  const { db } = deps;
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  const cancelledBy = booking ? await actingAsCustomerOrAdmin(db, viewer, booking) : null;
  if (!booking || !cancelledBy) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });

  if (booking.status === "CANCELLED") {
    // An administrator cancelling again retries a refund that failed earlier (same key).
    if (cancelledBy === "ADMIN" && refundOwed(booking)) {
      const refunded = await issueRefund(deps, booking, booking.refundCents, { now });
      return { message: cancelledMessage(booking, booking.refundCents, refunded), refundCents: booking.refundCents };
    }
    throw new TRPCError({ code: "BAD_REQUEST", message: BOOKING_CANCELLED });
  }
  if (booking.status === "COMPLETED") throw new TRPCError({ code: "BAD_REQUEST", message: COMPLETED_NOT_CANCELLABLE });
  if (!canTransition(booking.status, "CANCELLED") || booking.status === "AWAITING_PAYMENT") {
    throw new TRPCError({ code: "BAD_REQUEST", message: NOT_CANCELLABLE_YET });
  }
  if (booking.payoutTransferId) throw new TRPCError({ code: "CONFLICT", message: PAYOUT_STARTED });

  const refund = refundForCancellation({
    totalCents: booking.totalCents,
    appointmentAt: booking.appointmentAt,
    cancelledAt: now,
    cancelledBy,
    accepted: booking.assignedProId !== null,
  });
  const secured = paymentSecured(booking);
  const refundCents = secured ? refund.refundCents : 0;
  // A customer cancelling an accepted booking late leaves its pro a share of what was kept,
  // paid by the payouts job (payout.ts) through the same transfer path as a payout.
  const cancelPayoutCents =
    secured && booking.assignedProId && cancelledBy === "CUSTOMER"
      ? lateCancelPayoutCents(booking.totalCents, refundCents)
      : 0;
  const facts = bookingMailFacts(booking);
  const refundReason = secured ? refund.reason : "No card payment was recorded";
  const cancellation = {
    cancelledBy,
    refundCents,
    refundReason,
    card: cardAfterCancelling(booking.paymentState, booking.totalCents - refundCents),
  };
  const cancelInvite = (to: Parameters<typeof attendee>[0]) =>
    inviteAttachment({ ...booking, inviteSequence: booking.inviteSequence + 1 }, "CANCEL", {
      ...deps.config,
      attendee: attendee(to),
    });
  // Conditional on the status we read and on no payout having started: a pro accepting or an
  // admin paying out at the same moment makes exactly one of the two win. The e-mails commit
  // with the change; the refund, an outside call, follows the commit.
  const cancelled = await changeBooking(deps, bookingId, async (tx) => {
    const update = await tx.booking.updateMany({
      where: { id: bookingId, status: booking.status, payoutTransferId: null },
      data: {
        status: "CANCELLED",
        cancelledAt: now,
        cancelledBy: cancelledBy satisfies Role,
        refundCents,
        cancelPayoutCents,
        inviteSequence: { increment: 1 },
      },
    });
    if (update.count !== 1) return false;
    const pro = booking.assignedProId
      ? await tx.user.findUnique({ where: { id: booking.assignedProId }, select: { email: true, firstName: true } })
      : null;
    await mailInTransaction(
      deps.jobs,
      tx,
      [
        {
          ...bookingCancelledToCustomer({ email: booking.email, firstName: booking.firstName }, facts, cancellation),
          attachments: [cancelInvite(booking)],
        },
        ...(pro ? [{ ...bookingCancelledToStaff(pro, facts, cancellation), attachments: [cancelInvite(pro)] }] : []),
        ...(await adminRecipients(tx)).map((to) => bookingCancelledToStaff(to, facts, cancellation)),
      ],
      now,
    );
    return true;
  });
  if (!cancelled) throw new TRPCError({ code: "CONFLICT", message: BOOKING_CHANGED });

  const refunded = await issueRefund(deps, booking, refundCents, { now });
  return { message: cancelledMessage(booking, refundCents, refunded), refundCents };
}
