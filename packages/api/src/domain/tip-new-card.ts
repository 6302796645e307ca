// Tipping with a new card, the way a booking is paid: the server opens a payment intent for
// the amount it decides (a numbered Tip attempt, as on the saved card, keyed per attempt),
// the browser confirms it with the card (Stripe.js, or the local provider's test card field
// through confirmTip), and the tip is the pro's once the intent succeeded: by confirmTip or by
// the payment webhook, whichever comes first (markTipCharged is one conditional update).
import {
  BOOKING_NOT_FOUND,
  formatUsd,
  TIP_CARD_NOT_CONFIRMED,
  TIP_DECLINED_NOTHING_CHANGED,
  TIP_IN_PROGRESS,
  TIP_ONLY_CUSTOMER,
  TIP_PROVIDER_FAILED,
  type TipInput,
  tipThanks,
} from "@primp/core";
import type { Booking, Tip } from "@primp/db";
import { isLocalPayments, type PaymentIntent } from "@primp/payments";
import { TRPCError } from "@trpc/server";
import { customersOwnBooking, type Viewer } from "./booking-access.ts";
import { sameSecret } from "./booking-confirmation.ts";
import { CARD_NUMBER_REQUIRED, type ConfirmPaymentInput } from "./card-confirmation.ts";
import { claimAttempt, type Deps, markTipCharged, ownTip, refuse, type TippableBooking, tipTerms } from "./tips.ts";

/** The intent of new-card attempt `number`: one intent however often the attempt is retried. */
export const tipIntentIdempotencyKey = (bookingId: string, number: number) => `tip-card:${bookingId}:${number}`;

type TipPayment =
  | { paid: true; message: string; tip: ReturnType<typeof ownTip> }
  | { paid: false; bookingId: string; clientSecret: string; amountCents: number };

const providerFailed = (error: unknown) =>
  new TRPCError({ code: "BAD_GATEWAY", message: TIP_PROVIDER_FAILED, cause: error });

/** Opens the payment of a tip with a new card; a booking already tipped answers that tip. */
export async function openTipPayment(
  deps: Deps,
  booking: TippableBooking & Pick<Booking, "email">,
  input: TipInput,
  now = new Date(),
): Promise<TipPayment> {
  const { amountCents, pro } = await tipTerms(deps.db, booking, input.choice);
  const claim = await claimAttempt(deps, booking, { proId: pro.id, amountCents, withNewCard: true }, now);
  const { tip } = claim;
  if (claim.kind === "charged")
    return { paid: true, message: tipThanks(tip.amountCents, pro.firstName), tip: ownTip(tip) };
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.createPaymentIntent({
      amountCents: tip.amountCents,
      bookingId: booking.id,
      receiptEmail: booking.email,
      description: `Tip of ${formatUsd(tip.amountCents)} for ${pro.firstName}`,
      idempotencyKey: tipIntentIdempotencyKey(booking.id, tip.number),
    });
  } catch (error) {
    // Nobody has the intent's secret yet, so nothing can be paid: the next try settles it.
    await deps.db.tip.updateMany({ where: { id: tip.id, claimedAt: now }, data: { claimedAt: null } });
    throw providerFailed(error);
  }
  // Claim released: the browser confirms it now; a later submit settles it if it never does.
  await deps.db.tip.updateMany({
    where: { id: tip.id, claimedAt: now },
    data: { paymentIntentId: intent.id, claimedAt: null },
  });
  return { paid: false, bookingId: booking.id, clientSecret: intent.clientSecret, amountCents: tip.amountCents };
}

/** The booking's customer opens a new-card tip (review.tipNewCard). */
export async function tipBookingWithNewCard(deps: Deps, viewer: Viewer, input: TipInput, now = new Date()) {
  const booking = await customersOwnBooking(deps.db, viewer, input.bookingId, TIP_ONLY_CUSTOMER);
  return openTipPayment(deps, booking, input, now);
}

const declined = (message: string) => refuse("BAD_REQUEST", `${message} ${TIP_DECLINED_NOTHING_CHANGED}`);

/** A declined test card ends the attempt: its intent is cancelled and the decline kept. */
async function declineAttempt(deps: Deps, tip: Tip, message: string) {
  await deps.payments.cancelPaymentIntent(tip.paymentIntentId ?? "").catch(() => null);
  await deps.db.tip.updateMany({
    where: { id: tip.id, status: "CHARGING" },
    data: { status: "DECLINED", declineMessage: message },
  });
}

/**
 * After the browser confirmed the card (review.confirmTip): the client secret is the
 * credential, as for a booking's payment. With the local provider this pays the intent with
 * the typed test card; with Stripe it reads what Stripe.js did.
 */
export async function confirmTip(deps: Deps, input: ConfirmPaymentInput, now = new Date()) {
  const intentId = input.clientSecret.split("_secret_")[0] ?? "";
  const tip = await deps.db.tip.findFirst({
    where: { bookingId: input.bookingId, paymentIntentId: intentId, withNewCard: true },
    include: { pro: { select: { firstName: true } } },
  });
  if (!tip) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  let intent = await deps.payments.retrievePaymentIntent(intentId).catch((error) => {
    throw providerFailed(error);
  });
  if (!sameSecret(intent.clientSecret, input.clientSecret)) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  if (tip.status === "DECLINED") throw declined(tip.declineMessage ?? TIP_CARD_NOT_CONFIRMED);
  if (tip.status === "CHARGING" && intent.status !== "succeeded" && isLocalPayments(deps.payments)) {
    if (!input.cardNumber?.trim()) throw refuse("BAD_REQUEST", CARD_NUMBER_REQUIRED);
    const result = await deps.payments.confirmWithTestCard(intentId, input.cardNumber);
    if (!result.ok) {
      await declineAttempt(deps, tip, result.message);
      throw declined(result.message);
    }
    intent = await deps.payments.retrievePaymentIntent(intentId);
  }
  if (intent.status === "processing") throw refuse("CONFLICT", TIP_IN_PROGRESS);
  if (intent.status !== "succeeded") throw declined(TIP_CARD_NOT_CONFIRMED);
  if (intent.amountCents !== tip.amountCents) {
    // Cannot happen through our code (the intent is opened for the tip); never take it silently.
    throw new Error(`Intent ${intent.id} amount ${intent.amountCents} differs from tip ${tip.amountCents}`);
  }
  await markTipCharged(deps, tip.id, intentId, now);
  const charged = await deps.db.tip.findUniqueOrThrow({ where: { id: tip.id } });
  return { message: tipThanks(charged.amountCents, tip.pro.firstName), tip: ownTip(charged) };
}
