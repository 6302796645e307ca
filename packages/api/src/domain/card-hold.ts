// Settling a booking paid with a hold on the card (see @primp/core card-hold.ts): the pro marking
// the job done captures it, a sweep captures what is still held once the appointment's day is
// over, and a cancellation captures only the share the policy keeps and releases the rest.
// Captures carry one idempotency key per booking, so a retry can never charge twice; the
// booking's paymentState changes only from HELD, so two settlements at once record one. A
// booking whose card is only saved (not yet held) is settled by charging the kept share of a
// late cancellation off-session, or by nothing at all.
import { autoCaptureAt, UNHELD_CARD_STATES } from "@primp/core";
import type { Booking } from "@primp/db";
import type { Services } from "../trpc.ts";

type Deps = Pick<Services, "db" | "payments">;

export const captureIdempotencyKey = (bookingId: string) => `capture:${bookingId}`;
export const savedCardChargeIdempotencyKey = (bookingId: string) => `saved-card-charge:${bookingId}`;

/** Whether the booking's payment was secured: its intent (held or charged), or a saved card. */
export const paymentSecured = (booking: Pick<Booking, "paymentIntentId" | "setupIntentId">) =>
  booking.paymentIntentId !== null || booking.setupIntentId !== null;

/**
 * Settles a cancelled booking whose card is saved but not held: charges `keptCents` on the saved
 * card (off-session, one key per booking) and records it, or records that nothing was charged.
 * Answers false, with the booking left as it was, when the charge was declined or failed.
 */
export async function settleSavedCard(
  deps: Deps,
  booking: Pick<Booking, "id" | "setupIntentId">,
  keptCents: number,
  now: Date,
): Promise<boolean> {
  const unheld = { id: booking.id, paymentState: { in: [...UNHELD_CARD_STATES] } };
  if (keptCents <= 0) {
    await deps.db.booking.updateMany({ where: unheld, data: { paymentState: null } });
    return true;
  }
  try {
    const { savedCard } = await deps.payments.retrieveSetupIntent(booking.setupIntentId ?? "");
    if (!savedCard) return false;
    const charge = await deps.payments.chargeSavedCard({
      card: savedCard,
      amountCents: keptCents,
      bookingId: booking.id,
      description: "Late cancellation",
      idempotencyKey: savedCardChargeIdempotencyKey(booking.id),
    });
    if (!charge.ok) return false;
    await deps.db.booking.updateMany({
      where: unheld,
      data: {
        paymentState: "CAPTURED",
        capturedAt: now,
        capturedCents: keptCents,
        paymentIntentId: charge.paymentIntentId,
      },
    });
    return true;
  } catch (error) {
    console.error("charging the saved card failed", booking.id, error);
    return false;
  }
}

/**
 * Charges `keptCents` of a held booking (nothing: the hold is released) and records it.
 * Answers false, with the hold left as it was, when the provider refused or failed.
 */
export async function settleHold(
  deps: Deps,
  booking: Pick<Booking, "id" | "paymentIntentId">,
  keptCents: number,
  now: Date,
): Promise<boolean> {
  const { paymentIntentId } = booking;
  if (!paymentIntentId) return true;
  try {
    if (keptCents > 0) {
      await deps.payments.capturePaymentIntent({
        paymentIntentId,
        amountCents: keptCents,
        idempotencyKey: captureIdempotencyKey(booking.id),
      });
    } else if ((await deps.payments.retrievePaymentIntent(paymentIntentId)).status !== "canceled") {
      await deps.payments.cancelPaymentIntent(paymentIntentId);
    }
  } catch (error) {
    console.error("settling the card hold failed", booking.id, error);
    return false;
  }
  await deps.db.booking.updateMany({
    where: { id: booking.id, paymentState: "HELD" },
    data:
      keptCents > 0
        ? { paymentState: "CAPTURED", capturedAt: now, capturedCents: keptCents }
        : { paymentState: "RELEASED" },
  });
  return true;
}

/** Charges the whole hold of a booking whose job is done (a no-op unless it is still held). */
export async function captureHeldBooking(deps: Deps, bookingId: string, now: Date): Promise<boolean> {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (booking?.paymentState !== "HELD") return false;
  return settleHold(deps, booking, booking.totalCents, now);
}

/**
 * Accepted bookings still held once their appointment's day is over (the pro forgot to mark
 * them done, or the capture at done failed): their whole hold is captured. Answers how many.
 */
export async function captureFinishedHolds(deps: Deps, now: Date, limit = 100): Promise<number> {
  const held = await deps.db.booking.findMany({
    where: { status: "ACCEPTED", paymentState: "HELD", appointmentAt: { lte: now } },
    orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
    take: limit,
  });
  let captured = 0;
  for (const booking of held) {
    if (autoCaptureAt(booking.localDate, booking.timeZone).getTime() > now.getTime()) continue;
    if (await settleHold(deps, booking, booking.totalCents, now)) captured++;
  }
  return captured;
}
