// Turning a paid intent into a confirmed booking. Two paths reach it, the browser's confirm
// call and the provider's webhook, in either order and possibly at once; the status change
// is one conditional update (AWAITING_PAYMENT -> PENDING), so exactly one of them wins and
// only the winner writes the e-mails, in the same transaction, with the jobs that send them.
// A booking paid in a tab that was then closed is still confirmed by the webhook. "Paid"
// (payment secured, so offered to pros) is a hold on the card (an appointment within
// CARD_HOLD.holdWithinDays), a card saved to hold later (further out), or a charge.
import type { Prisma } from "@primp/db";
import { isLocalPayments, type PaymentIntent } from "@primp/payments";
import { TRPCError } from "@trpc/server";
import { bookingReceiptToCustomer, newBookingToAdmin, type PaidBookingFacts } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { announce, changeBooking } from "./booking-changes.ts";
import { bookingConfirmationView, bookingForSecret, type CardStepObject } from "./booking-confirmation.ts";
import { attendee, type InviteConfig, inviteAttachment } from "./calendar-invite.ts";
import { CARD_NUMBER_REQUIRED, type ConfirmPaymentInput } from "./card-confirmation.ts";
import { adminRecipients, fullName } from "./dashboard-recipients.ts";
import { acceptInstantly, sendDueWave } from "./dispatch.ts";
import { markLaterHoldPlaced } from "./hold-later.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";
import { pushInTransaction } from "./push-in-transaction.ts";
import { requestedProMail } from "./requested-pro.ts";
import { markTipPaid } from "./tips.ts";

type Deps = Pick<Services, "db" | "sql" | "mail" | "payments" | "config" | "jobs" | "live" | "push">;

export const TRY_ANOTHER_CARD = "Your answers are kept: please check your card details or use another card.";
export const PAYMENT_NOT_RECEIVED =
  "We have not received your payment yet. Please check your card details and try again.";
export const BOOKING_NOT_PAYABLE = "This booking can no longer be paid. Please start a new booking.";

/** Receipt to the customer, notices to the pro asked for (if any) and to administrators; other pros hear through the dispatch. */
async function paidBookingMail(tx: Prisma.TransactionClient, config: InviteConfig, bookingId: string, now: Date) {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { lines: { orderBy: { position: "asc" } } },
  });
  const facts: PaidBookingFacts = booking;
  return [
    {
      ...bookingReceiptToCustomer(booking, facts),
      attachments: [inviteAttachment(booking, "REQUEST", { ...config, attendee: attendee(booking) })],
    },
    ...(await requestedProMail(tx, config.appUrl, booking, now)),
    ...(await adminRecipients(tx)).map((admin) => newBookingToAdmin(admin, facts, fullName(booking))),
  ];
}

/** How a booking's payment was secured: its total held or charged, or its card saved to hold later. */
export type SecuredAs = "held" | "charged" | "saved";

/** Whether the intent's amount is held on the card or charged; anything else has not been paid. */
export const paidAs = (status: PaymentIntent["status"]) =>
  status === "requires_capture" ? "held" : status === "succeeded" ? "charged" : null;

const PAYMENT_STATE_SECURED = {
  held: (now: Date) => ({ paymentState: "HELD", heldAt: now }),
  charged: (now: Date, totalCents: number) => ({
    paymentState: "CAPTURED",
    capturedAt: now,
    capturedCents: totalCents,
  }),
  saved: () => ({ paymentState: "CARD_SAVED" }),
} as const satisfies Record<SecuredAs, (now: Date, totalCents: number) => Prisma.BookingUpdateManyMutationInput>;

/**
 * The one place a booking's payment becomes secured: it turns PENDING (offered to pros), once,
 * and its e-mails are written with it; then a pro who takes instant bookings and is free then
 * may accept it at once, or else the first wave of offers goes out. `providerId` is the
 * intent's id, or the setup intent's for a saved card. Answers whether this call made the
 * change (false when it was already confirmed, or the id is not one of our bookings).
 */
export async function markBookingPaid(deps: Deps, providerId: string, securedAs: SecuredAs, now = new Date()) {
  const byProviderId = securedAs === "saved" ? { setupIntentId: providerId } : { paymentIntentId: providerId };
  const booking = await deps.db.booking.findUnique({
    where: byProviderId,
    select: { id: true, totalCents: true, requestedProId: true },
  });
  if (!booking) return false;
  const confirmed = await changeBooking(deps, booking.id, async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, ...byProviderId, status: "AWAITING_PAYMENT" },
      data: { status: "PENDING", paidAt: now, ...PAYMENT_STATE_SECURED[securedAs](now, booking.totalCents) },
    });
    if (count !== 1) return false;
    await mailInTransaction(deps.jobs, tx, await paidBookingMail(tx, deps.config, booking.id, now), now);
    if (booking.requestedProId) {
      await pushInTransaction(deps, tx, { topic: "offers", bookingId: booking.id, proIds: [booking.requestedProId] });
    }
    return true;
  });
  // The pro the customer asked for is offered it whatever the waves do (their e-mail is in paidBookingMail).
  if (confirmed && booking.requestedProId) {
    await announce(deps, { kind: "offer.new", proId: booking.requestedProId, bookingId: booking.id });
  }
  // After the payment commits: a lost claim leaves the booking pending, paid, for the pros, and
  // its first wave of offers goes out at once (the lifecycle sweep sends any it missed).
  if (confirmed && !(await acceptInstantly(deps, booking.id, now))) {
    await sendDueWave(deps, await deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } }), now);
  }
  return confirmed;
}

/** What the browser's card step achieved: secured (and how, with the provider id and amount), processing, or nothing. */
function stepOutcome(step: CardStepObject): {
  securedAs: SecuredAs | null;
  id: string;
  amountCents: number | null;
  processing: boolean;
} {
  if (step.kind === "save") {
    const saved = step.setup.status === "succeeded";
    return { securedAs: saved ? "saved" : null, id: step.setup.id, amountCents: null, processing: false };
  }
  const { intent } = step;
  return {
    securedAs: paidAs(intent.status),
    id: intent.id,
    amountCents: intent.amountCents,
    processing: intent.status === "processing",
  };
}

/** Local provider only: confirms the card step with the typed test card, or refuses with the card's message. */
async function confirmWithTestCard(deps: Deps, step: CardStepObject, cardNumber: string | undefined) {
  const { payments } = deps;
  // Already secured (the webhook or another tab was first): nothing to confirm.
  if (!isLocalPayments(payments) || stepOutcome(step).securedAs) return step;
  if (!cardNumber?.trim()) throw new TRPCError({ code: "BAD_REQUEST", message: CARD_NUMBER_REQUIRED });
  const result =
    step.kind === "save"
      ? await payments.confirmSetupWithTestCard(step.setup.id, cardNumber)
      : await payments.confirmWithTestCard(step.intent.id, cardNumber);
  if (!result.ok) throw new TRPCError({ code: "BAD_REQUEST", message: `${result.message} ${TRY_ANOTHER_CARD}` });
  return step.kind === "save"
    ? { kind: step.kind, setup: await payments.retrieveSetupIntent(step.setup.id) }
    : { kind: step.kind, intent: await payments.retrievePaymentIntent(step.intent.id) };
}

/**
 * After the browser's card step: with the local provider this confirms the typed test card;
 * with Stripe, Stripe.js has already confirmed the intent (or setup intent) and this reads its
 * status. A declined card leaves the booking awaiting payment, so the same call can be retried.
 */
export async function confirmBookingPayment(deps: Deps, input: ConfirmPaymentInput, now = new Date()) {
  const { booking, step: found } = await bookingForSecret(deps, input.bookingId, input.clientSecret);
  if (booking.status === "CANCELLED") throw new TRPCError({ code: "BAD_REQUEST", message: BOOKING_NOT_PAYABLE });
  // A double click, or the webhook was faster: already confirmed, nothing to charge.
  if (booking.status !== "AWAITING_PAYMENT") return bookingConfirmationView(deps, booking.id);

  const outcome = stepOutcome(await confirmWithTestCard(deps, found, input.cardNumber));
  if (outcome.securedAs) {
    if (outcome.amountCents !== null && outcome.amountCents !== booking.totalCents) {
      // Cannot happen through our code (the intent is created for the total); never confirm it silently.
      throw new Error(
        `Intent ${outcome.id} amount ${outcome.amountCents} differs from booking total ${booking.totalCents}`,
      );
    }
    await markBookingPaid(deps, outcome.id, outcome.securedAs, now);
  } else if (!outcome.processing) {
    // "processing" is left to the webhook; the confirmation shows the booking as not yet paid.
    throw new TRPCError({ code: "BAD_REQUEST", message: PAYMENT_NOT_RECEIVED });
  }
  return bookingConfirmationView(deps, booking.id);
}

/** The webhook route's signature failures: answered 400, never retried usefully. */
export class WebhookRejectedError extends Error {}

export type WebhookOutcome = "confirmed" | "unchanged" | "ignored" | "duplicate";

/**
 * A provider webhook: signature checked by the payments provider, replays recognised by the
 * PaymentEvent row (claimed before handling), payment successes confirmed once. If handling
 * fails the claim is released so the provider's retry is handled again.
 */
export async function handlePaymentWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookOutcome> {
  let event: ReturnType<Deps["payments"]["parseWebhook"]>;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    throw new WebhookRejectedError(error instanceof Error ? error.message : "Webhook refused");
  }
  const claim = await deps.db.paymentEvent.createMany({
    data: [{ id: event.id, type: event.type }],
    skipDuplicates: true,
  });
  if (claim.count === 0) return "duplicate";
  try {
    // A booking's hold (Stripe reports an authorised amount as capturable), its charge, or a tip
    // paid with a new card. The success that follows a hold's capture finds it already confirmed.
    // A hold placed later, on a card saved or given again, is recorded the same way.
    if (event.type === "payment_intent.amount_capturable_updated") {
      const held =
        (await markBookingPaid(deps, event.objectId, "held", now)) ||
        (await markLaterHoldPlaced(deps, event.objectId, now));
      return held ? "confirmed" : "unchanged";
    }
    if (event.type === "setup_intent.succeeded") {
      return (await markBookingPaid(deps, event.objectId, "saved", now)) ? "confirmed" : "unchanged";
    }
    if (event.type !== "payment_intent.succeeded") return "ignored";
    const confirmed =
      (await markBookingPaid(deps, event.objectId, "charged", now)) || (await markTipPaid(deps, event.objectId, now));
    return confirmed ? "confirmed" : "unchanged";
  } catch (error) {
    await deps.db.paymentEvent.deleteMany({ where: { id: event.id } });
    throw error;
  }
}
