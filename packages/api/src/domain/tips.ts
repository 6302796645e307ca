// Tips: the customer of a completed booking tips its pro, charged off session to the card
// the booking was paid with (saved by the payment provider then) or to a new card (an intent
// the browser confirms, tip-new-card.ts), and the whole tip is sent to the pro as its own
// transfer at once: a COMPLETED booking has already been paid out.
//
// Exactly one charge per attempt, however many requests arrive at once: an attempt is a Tip
// row numbered per booking (unique bookingId + number), claimed before the card is charged,
// and charged with a key derived from that number, so a retried attempt is replayed by the
// provider, never charged again. A booking keeps at most one charged tip; a declined attempt
// is kept and the customer may try again (the next number).
import {
  formatUsd,
  TIP_BOOKING_CARD_PENDING,
  TIP_CANCELLED,
  TIP_CARD_NOT_CONFIRMED,
  TIP_DECLINED_NOTHING_CHANGED,
  TIP_IN_PROGRESS,
  TIP_NO_SAVED_CARD,
  TIP_NOT_COMPLETED,
  TIP_ONLY_CUSTOMER,
  TIP_OUT_OF_RANGE,
  TIP_PROVIDER_FAILED,
  type TipChoice,
  type TipInput,
  tipCents,
  tipThanks,
} from "@primp/core";
import { type Booking, isUniqueViolation, type Tip } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { customersOwnBooking, type Viewer } from "./booking-access.ts";
import { STALE_CLAIM_MS } from "./claim-timing.ts";

export type Deps = Pick<Services, "db" | "payments">;

/** The charge of attempt `number`: replayed by the provider however often it is retried. */
export const tipChargeIdempotencyKey = (bookingId: string, number: number) => `tip-charge:${bookingId}:${number}`;
/** The transfer of attempt `number` to the pro, likewise one transfer whoever sends it. */
export const tipTransferIdempotencyKey = (bookingId: string, number: number) => `tip:${bookingId}:${number}`;

export const refuse = (code: "BAD_REQUEST" | "CONFLICT" | "BAD_GATEWAY", message: string) =>
  new TRPCError({ code, message });

export type TippableBooking = Pick<Booking, "id" | "status" | "assignedProId" | "totalCents" | "paymentIntentId">;

type Claim = { kind: "charge"; tip: Tip } | { kind: "charged"; tip: Tip };

/** A charged tip is the pro's: marked once, then sent. Answers whether this call marked it. */
export async function markTipCharged(deps: Deps, tipId: string, paymentIntentId: string, now: Date) {
  const { count } = await deps.db.tip.updateMany({
    where: { id: tipId, status: "CHARGING" },
    data: { status: "CHARGED", paymentIntentId, chargedAt: now, claimedAt: null },
  });
  await transferTip(deps, tipId, now);
  return count === 1;
}

/** The payment webhook's half: a new-card tip's intent succeeded (the browser may never have said so). */
export async function markTipPaid(deps: Deps, paymentIntentId: string, now = new Date()): Promise<boolean> {
  const tip = await deps.db.tip.findUnique({ where: { paymentIntentId }, select: { id: true } });
  return tip ? markTipCharged(deps, tip.id, paymentIntentId, now) : false;
}

/**
 * Settles a new-card attempt this request has claimed whose browser went away: paid meanwhile
 * it is the booking's tip; otherwise its intent is cancelled, so it can never be paid, and the
 * attempt is over. Answers the charged tip, or null when a new attempt may start.
 */
async function settleNewCardAttempt(deps: Deps, tip: Tip, now: Date): Promise<Tip | null> {
  const intentId = tip.paymentIntentId;
  if (intentId) {
    let intent: Awaited<ReturnType<Deps["payments"]["retrievePaymentIntent"]>>;
    try {
      intent = await deps.payments.retrievePaymentIntent(intentId);
      // Stripe refuses to cancel a paid intent: read again what won, the customer or us.
      if (intent.status !== "succeeded" && intent.status !== "canceled") {
        intent = await deps.payments
          .cancelPaymentIntent(intentId)
          .catch(() => deps.payments.retrievePaymentIntent(intentId));
      }
    } catch (error) {
      await deps.db.tip.updateMany({ where: { id: tip.id, claimedAt: now }, data: { claimedAt: null } });
      throw new TRPCError({ code: "BAD_GATEWAY", message: TIP_PROVIDER_FAILED, cause: error });
    }
    if (intent.status === "succeeded") {
      await markTipCharged(deps, tip.id, intentId, now);
      return deps.db.tip.findUniqueOrThrow({ where: { id: tip.id } });
    }
    if (intent.status === "processing") {
      await deps.db.tip.updateMany({ where: { id: tip.id, claimedAt: now }, data: { claimedAt: null } });
      throw refuse("CONFLICT", TIP_IN_PROGRESS);
    }
  }
  await deps.db.tip.updateMany({
    where: { id: tip.id, status: "CHARGING" },
    data: { status: "DECLINED", declineMessage: TIP_CARD_NOT_CONFIRMED, claimedAt: null },
  });
  return null;
}

/**
 * The attempt this request may charge: a new one, or one left CHARGING by a request that lost
 * its answer (stale claim), retried with its own amount and key. A new-card attempt left open
 * is settled first (settleNewCardAttempt). A booking already tipped answers that tip; an
 * attempt being charged by another request right now is refused.
 */
export async function claimAttempt(
  deps: Deps,
  booking: TippableBooking,
  attempt: { proId: string; amountCents: number; withNewCard: boolean },
  now: Date,
) {
  const { db } = deps;
  for (let tries = 0; tries < 3; tries++) {
    const latest = await db.tip.findFirst({ where: { bookingId: booking.id }, orderBy: { number: "desc" } });
    if (latest?.status === "CHARGED") return { kind: "charged", tip: latest } satisfies Claim;
    if (latest?.status === "CHARGING") {
      const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
      const { count } = await db.tip.updateMany({
        where: { id: latest.id, status: "CHARGING", OR: [{ claimedAt: null }, { claimedAt: { lt: staleBefore } }] },
        data: { claimedAt: now },
      });
      if (count !== 1) throw refuse("CONFLICT", TIP_IN_PROGRESS);
      const claimed = { ...latest, claimedAt: now };
      if (latest.withNewCard) {
        const charged = await settleNewCardAttempt(deps, claimed, now);
        if (charged) return { kind: "charged", tip: charged } satisfies Claim;
        continue;
      }
      if (attempt.withNewCard) {
        // The booking's card may have been charged: only that attempt's own key can tell.
        await db.tip.updateMany({ where: { id: latest.id, claimedAt: now }, data: { claimedAt: null } });
        throw refuse("CONFLICT", TIP_BOOKING_CARD_PENDING);
      }
      return { kind: "charge", tip: claimed } satisfies Claim;
    }
    try {
      const tip = await db.tip.create({
        data: { bookingId: booking.id, number: (latest?.number ?? 0) + 1, claimedAt: now, ...attempt },
      });
      return { kind: "charge", tip } satisfies Claim;
    } catch (error) {
      // Another request created this attempt a moment ago: read again what it became.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw refuse("CONFLICT", TIP_IN_PROGRESS);
}

/**
 * Sends a charged tip to its pro, once (the key makes a second call the same transfer). A pro
 * without a connected account, or a failing provider, leaves it for the payouts sweep.
 */
export async function transferTip(deps: Deps, tipId: string, now = new Date()): Promise<boolean> {
  const tip = await deps.db.tip.findUnique({
    where: { id: tipId },
    include: { pro: { select: { proProfile: { select: { stripeConnectId: true } } } } },
  });
  const destination = tip?.pro.proProfile?.stripeConnectId;
  if (tip?.status !== "CHARGED" || tip.transferId || !destination) return false;
  try {
    const transfer = await deps.payments.transfer({
      amountCents: tip.amountCents,
      destination,
      bookingId: tip.bookingId,
      idempotencyKey: tipTransferIdempotencyKey(tip.bookingId, tip.number),
    });
    await deps.db.tip.updateMany({
      where: { id: tip.id, transferId: null },
      data: { transferId: transfer.id, transferredAt: now },
    });
    return true;
  } catch {
    return false;
  }
}

/** Charged tips not yet sent to a pro who can now be paid (for the payouts sweep), oldest first. */
export async function tipTransfersDue(db: Deps["db"], limit = 100): Promise<string[]> {
  const rows = await db.tip.findMany({
    where: { status: "CHARGED", transferId: null, pro: { proProfile: { stripeConnectId: { not: null } } } },
    orderBy: [{ chargedAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** What a tip on this booking would be: refused unless COMPLETED and $1 to $500; the pro it goes to. */
export async function tipTerms(db: Deps["db"], booking: TippableBooking, choice: TipChoice) {
  if (booking.status === "CANCELLED") throw refuse("BAD_REQUEST", TIP_CANCELLED);
  if (booking.status !== "COMPLETED" || !booking.assignedProId) throw refuse("BAD_REQUEST", TIP_NOT_COMPLETED);
  const amountCents = tipCents(booking.totalCents, choice);
  if (amountCents === null) throw refuse("BAD_REQUEST", TIP_OUT_OF_RANGE);
  const pro = await db.user.findUniqueOrThrow({
    where: { id: booking.assignedProId },
    select: { id: true, firstName: true },
  });
  return { amountCents, pro };
}

/** Charges the tip on a booking already known to be the caller's, and sends it to the pro. */
export async function chargeTip(deps: Deps, booking: TippableBooking, input: TipInput, now = new Date()) {
  const { amountCents, pro } = await tipTerms(deps.db, booking, input.choice);
  const claim = await claimAttempt(deps, booking, { proId: pro.id, amountCents, withNewCard: false }, now);
  const { tip } = claim;
  if (claim.kind === "charged") return { message: tipThanks(tip.amountCents, pro.firstName), tip: ownTip(tip) };

  const release = () => deps.db.tip.updateMany({ where: { id: tip.id, claimedAt: now }, data: { claimedAt: null } });
  const card = booking.paymentIntentId
    ? (await deps.payments.retrievePaymentIntent(booking.paymentIntentId).catch(() => null))?.savedCard
    : null;
  if (!card) {
    // Nothing was charged for this attempt: it ends here, and the next is a new one.
    await deps.db.tip.updateMany({
      where: { id: tip.id, status: "CHARGING" },
      data: { status: "DECLINED", declineMessage: TIP_NO_SAVED_CARD, claimedAt: null },
    });
    throw refuse("BAD_REQUEST", TIP_NO_SAVED_CARD);
  }

  let charge: Awaited<ReturnType<Deps["payments"]["chargeSavedCard"]>>;
  try {
    charge = await deps.payments.chargeSavedCard({
      card,
      amountCents: tip.amountCents,
      bookingId: booking.id,
      description: `Tip of ${formatUsd(tip.amountCents)} for ${pro.firstName}`,
      idempotencyKey: tipChargeIdempotencyKey(booking.id, tip.number),
    });
  } catch (error) {
    // The charge may or may not have happened: the attempt stays CHARGING, free to be retried
    // at once with the same key, which the provider answers with what it did.
    await release();
    throw new TRPCError({ code: "BAD_GATEWAY", message: TIP_PROVIDER_FAILED, cause: error });
  }
  if (!charge.ok) {
    await deps.db.tip.updateMany({
      where: { id: tip.id, status: "CHARGING" },
      data: { status: "DECLINED", declineMessage: charge.message, claimedAt: null },
    });
    throw refuse("BAD_REQUEST", `${charge.message} ${TIP_DECLINED_NOTHING_CHANGED}`);
  }
  await markTipCharged(deps, tip.id, charge.paymentIntentId, now);
  const charged = await deps.db.tip.findUniqueOrThrow({ where: { id: tip.id } });
  return { message: tipThanks(charged.amountCents, pro.firstName), tip: ownTip(charged) };
}

/** The booking's customer tips its pro (review.tip). */
export async function tipBooking(deps: Deps, viewer: Viewer, input: TipInput, now = new Date()) {
  const booking = await customersOwnBooking(deps.db, viewer, input.bookingId, TIP_ONLY_CUSTOMER);
  return chargeTip(deps, booking, input, now);
}

export function ownTip(tip: Pick<Tip, "amountCents" | "chargedAt">) {
  return { amountCents: tip.amountCents, chargedAt: tip.chargedAt };
}

/** The booking's charged tip as its readers see it (customer, pro, administrators), or null. */
export async function bookingTip(db: Deps["db"], bookingId: string) {
  const tip = await db.tip.findFirst({ where: { bookingId, status: "CHARGED" } });
  return tip ? { ...ownTip(tip), sentToPro: tip.transferId !== null } : null;
}

/** The pro dashboard's tips: what customers tipped in all, and the latest ones with their booking. */
export async function proTips(db: Deps["db"], proId: string, latest = 5) {
  const where = { proId, status: "CHARGED" as const };
  const [totals, recent] = await Promise.all([
    db.tip.aggregate({ where, _count: { _all: true }, _sum: { amountCents: true } }),
    db.tip.findMany({
      where,
      orderBy: [{ chargedAt: "desc" }, { id: "desc" }],
      take: latest,
      include: { booking: { select: { id: true, serviceName: true, localDate: true, firstName: true } } },
    }),
  ]);
  return {
    count: totals._count._all,
    totalCents: totals._sum.amountCents ?? 0,
    latest: recent.map((tip) => ({
      bookingId: tip.booking.id,
      serviceName: tip.booking.serviceName,
      localDate: tip.booking.localDate,
      customerFirstName: tip.booking.firstName,
      amountCents: tip.amountCents,
      chargedAt: tip.chargedAt,
      sentToPro: tip.transferId !== null,
    })),
  };
}
