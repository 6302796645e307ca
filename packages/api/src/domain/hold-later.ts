// A card saved for an appointment further out than a hold lasts (card-step.ts) is held
// off-session CARD_HOLD.placeHoldDaysBefore the appointment by a periodic sweep. The hold
// carries one idempotency key per booking, and the booking moves only from CARD_SAVED, so a
// retried or doubled sweep never holds twice. A declined hold makes the booking CARD_NEEDED:
// it stays with its pro (or in the pool) and waits for a card, never for a pro; the customer
// is e-mailed a signed link to give another card, which is held at once. A booking still
// unheld CARD_HOLD.unheldAlertHoursBefore its appointment is reported to the administrators, once.
import { BOOKING_NOT_FOUND, holdsDueUpTo, unheldAlertsDueUpTo } from "@primp/core";
import type { Booking, Prisma } from "@primp/db";
import { isLocalPayments } from "@primp/payments";
import { TRPCError } from "@trpc/server";
import { holdDeclinedToCustomer, unheldBookingToAdmin } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { changeBooking } from "./booking-changes.ts";
import { sameSecret } from "./booking-confirmation.ts";
import { bookingByLink } from "./booking-link.ts";
import { issueBookingLink } from "./booking-link-issuing.ts";
import { CARD_NUMBER_REQUIRED, type ConfirmPaymentInput } from "./card-confirmation.ts";
import { adminRecipients, bookingMailFacts } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

type Deps = Pick<Services, "db" | "payments" | "config" | "jobs" | "live">;

const BATCH = 100;
/** Bookings whose card may still need a hold: not cancelled, not done. */
const OPEN: Prisma.BookingWhereInput = { status: { in: ["PENDING", "ACCEPTED"] } };
const UNHELD = ["CARD_SAVED", "CARD_NEEDED"] as const;

export const NO_CARD_NEEDED = "This booking does not need another card: its payment is already in place.";
const CHECK_CARD = "Please check your card details or use another card.";
export const HOLD_NOT_CONFIRMED = `Your card was not confirmed. ${CHECK_CARD}`;

export const laterHoldIdempotencyKey = (bookingId: string) => `later-hold:${bookingId}`;
export const newCardHoldIdempotencyKey = (bookingId: string) => `new-card-hold:${bookingId}`;

/** The page of the e-mailed link where the customer gives another card. */
export const newCardUrl = (appUrl: string, token: string) => `${appUrl}/card?token=${encodeURIComponent(token)}`;

/**
 * Records a hold placed after the booking was confirmed (on the saved card, or on another card
 * the customer gave), once: answers false when the booking was not waiting for one.
 */
export async function markLaterHoldPlaced(deps: Pick<Services, "db">, paymentIntentId: string, now: Date) {
  const { count } = await deps.db.booking.updateMany({
    where: { paymentIntentId, paymentState: { in: [...UNHELD] }, ...OPEN },
    data: { paymentState: "HELD", heldAt: now },
  });
  return count === 1;
}

/** The hold was declined: the booking now waits for a card, and the customer gets the link to give one. */
async function holdDeclined(deps: Deps, booking: Booking, now: Date) {
  await changeBooking(deps, booking.id, async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, paymentState: "CARD_SAVED", ...OPEN },
      data: { paymentState: "CARD_NEEDED" },
    });
    if (count !== 1) return false;
    const url = newCardUrl(deps.config.appUrl, await issueBookingLink(tx, booking.id, now));
    const message = holdDeclinedToCustomer(
      booking,
      { ...bookingMailFacts(booking), totalCents: booking.totalCents },
      url,
    );
    await mailInTransaction(deps.jobs, tx, [message], now);
    return true;
  });
}

/**
 * Holds the total on a booking's saved card (off-session). Answers "held", "declined", or
 * "skipped" when it no longer waits for this hold. A provider failure throws: the booking stays
 * CARD_SAVED and the next sweep tries again with the same key.
 */
export async function placeLaterHold(deps: Deps, bookingId: string, now: Date) {
  const booking = await deps.db.booking.findFirst({ where: { id: bookingId, paymentState: "CARD_SAVED", ...OPEN } });
  if (!booking?.setupIntentId) return "skipped";
  const { savedCard } = await deps.payments.retrieveSetupIntent(booking.setupIntentId);
  const charge = savedCard
    ? await deps.payments.chargeSavedCard({
        card: savedCard,
        amountCents: booking.totalCents,
        bookingId: booking.id,
        description: booking.serviceName,
        idempotencyKey: laterHoldIdempotencyKey(booking.id),
        captureMethod: "manual",
      })
    : ({ ok: false, message: "No card was saved." } as const);
  if (!charge.ok) {
    await holdDeclined(deps, booking, now);
    return "declined";
  }
  const { count } = await deps.db.booking.updateMany({
    where: { id: booking.id, paymentState: "CARD_SAVED", ...OPEN },
    data: { paymentState: "HELD", heldAt: now, paymentIntentId: charge.paymentIntentId },
  });
  // Cancelled meanwhile (its cancellation found nothing held): the hold is released at once.
  if (count !== 1) await deps.payments.cancelPaymentIntent(charge.paymentIntentId).catch(() => null);
  return count === 1 ? "held" : "skipped";
}

/** Sends the administrators' alert about one unheld booking, once: unheldAlertSentAt records it. */
async function alertUnheldOnce(deps: Deps, bookingId: string, now: Date) {
  return deps.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: bookingId, unheldAlertSentAt: null, paymentState: { in: [...UNHELD] }, ...OPEN },
      data: { unheldAlertSentAt: now },
    });
    if (count !== 1) return false;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const dashboardUrl = `${deps.config.appUrl}/dashboard`;
    const facts = { ...bookingMailFacts(booking), id: booking.id, email: booking.email };
    const messages = (await adminRecipients(tx)).map((admin) => unheldBookingToAdmin(admin, facts, dashboardUrl));
    await mailInTransaction(deps.jobs, tx, messages, now);
    return true;
  });
}

const dueIds = async (deps: Deps, where: Prisma.BookingWhereInput) =>
  (
    await deps.db.booking.findMany({
      where: { ...where, ...OPEN },
      orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: { id: true },
    })
  ).map((booking) => booking.id);

/**
 * The hold-later sweep (a periodic job): holds the saved cards now due, then alerts about the
 * bookings still unheld close to their appointment. Answers a note for the job log.
 */
export async function placeDueHolds(deps: Deps, now: Date): Promise<string> {
  const outcomes = { held: 0, declined: 0, skipped: 0, failed: 0 };
  for (const id of await dueIds(deps, { paymentState: "CARD_SAVED", appointmentAt: { lte: holdsDueUpTo(now) } })) {
    try {
      outcomes[await placeLaterHold(deps, id, now)]++;
    } catch (error) {
      console.error("placing a saved card's hold failed", id, error);
      outcomes.failed++;
    }
  }
  let alerted = 0;
  for (const id of await dueIds(deps, {
    paymentState: { in: [...UNHELD] },
    unheldAlertSentAt: null,
    appointmentAt: { lte: unheldAlertsDueUpTo(now) },
  })) {
    if (await alertUnheldOnce(deps, id, now)) alerted++;
  }
  return (
    `held ${outcomes.held} saved cards, ${outcomes.declined} declined, ${outcomes.failed} failed; ` +
    `alerted about ${alerted} unheld bookings`
  );
}

/** The booking waiting for another card that the signed link names; anything else is refused. */
async function bookingNeedingCard(deps: Pick<Services, "db">, token: string, now: Date) {
  const booking = await bookingByLink(deps.db, token, now);
  if (booking.paymentState !== "CARD_NEEDED" || !["PENDING", "ACCEPTED"].includes(booking.status)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: NO_CARD_NEEDED });
  }
  return booking;
}

/** Opens the hold of the total on another card, for the link's page to confirm in the browser. */
export async function openNewCardHold(deps: Pick<Services, "db" | "payments">, token: string, now = new Date()) {
  const booking = await bookingNeedingCard(deps, token, now);
  const intent = await deps.payments.createPaymentIntent({
    amountCents: booking.totalCents,
    bookingId: booking.id,
    receiptEmail: booking.email,
    description: booking.serviceName,
    idempotencyKey: newCardHoldIdempotencyKey(booking.id),
    captureMethod: "manual",
  });
  await deps.db.booking.updateMany({
    where: { id: booking.id, paymentState: "CARD_NEEDED" },
    data: { paymentIntentId: intent.id },
  });
  return {
    bookingId: booking.id,
    clientSecret: intent.clientSecret,
    totalCents: booking.totalCents,
    serviceName: booking.serviceName,
    paymentProvider: deps.payments.kind,
  };
}

/**
 * After the link's page confirmed the other card (local provider: the typed test card is
 * confirmed here): the hold is recorded and the booking no longer waits for a card.
 */
export async function confirmNewCardHold(
  deps: Pick<Services, "db" | "payments">,
  input: ConfirmPaymentInput & { token: string },
  now = new Date(),
) {
  const booking = await bookingByLink(deps.db, input.token, now);
  const intentId = booking.paymentIntentId;
  if (booking.id !== input.bookingId || !intentId)
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  let intent = await deps.payments.retrievePaymentIntent(intentId);
  if (!sameSecret(intent.clientSecret, input.clientSecret)) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  if (
    booking.paymentState === "CARD_NEEDED" &&
    isLocalPayments(deps.payments) &&
    intent.status !== "requires_capture"
  ) {
    if (!input.cardNumber?.trim()) throw new TRPCError({ code: "BAD_REQUEST", message: CARD_NUMBER_REQUIRED });
    const result = await deps.payments.confirmWithTestCard(intentId, input.cardNumber);
    if (!result.ok) throw new TRPCError({ code: "BAD_REQUEST", message: `${result.message} ${CHECK_CARD}` });
    intent = await deps.payments.retrievePaymentIntent(intentId);
  }
  if (intent.status !== "requires_capture") throw new TRPCError({ code: "BAD_REQUEST", message: HOLD_NOT_CONFIRMED });
  await markLaterHoldPlaced(deps, intentId, now);
  const { paymentState } = await deps.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  return { bookingId: booking.id, paymentState };
}
