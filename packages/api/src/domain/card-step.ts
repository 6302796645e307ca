// A new booking's card step, opened for the server's total before the booking is written: a
// hold (an intent captured after the job) when the appointment is within
// CARD_HOLD.holdWithinDays, since the hold outlasts it; further out, only a saved card (a setup
// intent), held off-session CARD_HOLD.placeHoldDaysBefore the appointment (hold-later.ts).
import { paysWithHold } from "@primp/core";
import type { Payments } from "@primp/payments";

/** "hold": the browser authorises the total now; "save": the browser only saves the card. */
export type CardStep = "hold" | "save";

/** One intent per booking: a retried create call can never open a second hold for it. */
export const paymentIntentIdempotencyKey = (bookingId: string) => `payment-intent:${bookingId}`;
/** One setup intent per booking, likewise. */
export const setupIntentIdempotencyKey = (bookingId: string) => `setup-intent:${bookingId}`;

export interface OpenedCardStep {
  cardStep: CardStep;
  /** The intent's or setup intent's id, stored on the booking as paymentIntentId or setupIntentId. */
  id: string;
  clientSecret: string;
}

export async function openCardStep(
  payments: Payments,
  input: { bookingId: string; amountCents: number; receiptEmail: string; description: string; appointmentAt: Date },
  now: Date,
): Promise<OpenedCardStep> {
  const { bookingId, receiptEmail } = input;
  if (!paysWithHold(input.appointmentAt, now)) {
    const setup = await payments.createSetupIntent({
      bookingId,
      receiptEmail,
      idempotencyKey: setupIntentIdempotencyKey(bookingId),
    });
    return { cardStep: "save", id: setup.id, clientSecret: setup.clientSecret };
  }
  const intent = await payments.createPaymentIntent({
    amountCents: input.amountCents,
    bookingId,
    receiptEmail,
    description: input.description,
    idempotencyKey: paymentIntentIdempotencyKey(bookingId),
    captureMethod: "manual",
  });
  return { cardStep: "hold", id: intent.id, clientSecret: intent.clientSecret };
}
