// When a booking's card is held, when an uncaptured hold is captured without the pro, and when
// the card of an appointment further out is only saved and held later. Card networks keep an
// online authorisation for about a week (Stripe cancels it after 7 days), so only an appointment
// that close can be paid with a hold that outlasts it; a card saved for one further out is held
// off-session placeHoldDaysBefore the appointment, leaving days to give another card if declined.
import { formatUsd } from "./format";
import { appointmentInstant, type ZoneLike } from "./schedule";

const DAY_MS = 86_400_000;

export const CARD_HOLD = {
  /** An appointment at most this many days away is paid with a hold, captured after the job. */
  holdWithinDays: 5,
  /** A saved card is held this many days before its appointment (inside holdWithinDays). */
  placeHoldDaysBefore: 4,
  /** A booking still unheld this close to its appointment is reported to the administrators, once. */
  unheldAlertHoursBefore: 48,
} as const;

/** True when a booking paid at `now` for `appointmentAt` is held rather than charged at once. */
export const paysWithHold = (appointmentAt: Date, now: Date) =>
  appointmentAt.getTime() - now.getTime() <= CARD_HOLD.holdWithinDays * DAY_MS;

/** What the payment step says will happen to the card, for an appointment at `appointmentAt` booked at `now`. */
export const cardStepNote = (appointmentAt: Date, now: Date) =>
  paysWithHold(appointmentAt, now)
    ? "Your card is held now and charged only once your appointment is done."
    : `Your card is saved now, held ${CARD_HOLD.placeHoldDaysBefore} days before your appointment, and charged only once it is done.`;

const PLACE_HOLD_LEAD_MS = CARD_HOLD.placeHoldDaysBefore * DAY_MS;
const UNHELD_ALERT_LEAD_MS = CARD_HOLD.unheldAlertHoursBefore * 3_600_000;

/** When the saved card of a booking for `appointmentAt` is held (off-session). */
export const holdPlacementAt = (appointmentAt: Date) => new Date(appointmentAt.getTime() - PLACE_HOLD_LEAD_MS);
/** At `now`, the saved cards of appointments up to this instant are due to be held. */
export const holdsDueUpTo = (now: Date) => new Date(now.getTime() + PLACE_HOLD_LEAD_MS);

/** When a booking for `appointmentAt` whose card is still not held is reported to the administrators. */
export const unheldAlertAt = (appointmentAt: Date) => new Date(appointmentAt.getTime() - UNHELD_ALERT_LEAD_MS);
/** At `now`, unheld bookings with appointments up to this instant are due for that report. */
export const unheldAlertsDueUpTo = (now: Date) => new Date(now.getTime() + UNHELD_ALERT_LEAD_MS);

/** The first instant after the appointment's own day (midnight in its zone): a hold still open then is captured. */
export function autoCaptureAt(localDate: string, timeZone: ZoneLike): Date {
  const [year = 0, month = 1, day = 1] = localDate.split("-").map(Number);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return appointmentInstant(nextDay, "00:00", timeZone);
}

export type CardPaymentState = "CARD_SAVED" | "CARD_NEEDED" | "HELD" | "CAPTURED" | "RELEASED";

/** A card saved to be held later, not held yet (the saved card's hold may have been declined). */
export const UNHELD_CARD_STATES = ["CARD_SAVED", "CARD_NEEDED"] as const;
export const isUnheldCard = (state: CardPaymentState | null) => state === "CARD_SAVED" || state === "CARD_NEEDED";

/** The customer's card for a booking further out: saved now, held placeHoldDaysBefore. */
export const CARD_SAVED_WORDING = `card saved, we'll place a hold ${CARD_HOLD.placeHoldDaysBefore} days before`;
/** The saved card's hold was declined: the booking waits for another card (never for a pro). */
export const CARD_NEEDED_WORDING = "the hold on your card was declined, please give another card";

/** How the customer's card payment is named next to the total: saved, then held, then charged. */
export function cardPaymentWording(state: CardPaymentState | null): string {
  if (state === "CARD_SAVED") return CARD_SAVED_WORDING;
  if (state === "CARD_NEEDED") return CARD_NEEDED_WORDING;
  if (state === "HELD") return "held on your card";
  if (state === "CAPTURED") return "charged";
  if (state === "RELEASED") return "hold released, not charged";
  return "";
}

/** A dashboard's status of a booking whose saved card's hold was declined: it waits for a card, not for a pro. */
export const withCardWait = (label: string, state: CardPaymentState | null) =>
  state === "CARD_NEEDED" ? `${label} (waiting for the customer's card)` : label;

/** "$125.00 (held on your card)", or the bare amount before any payment. */
export function totalWithPayment(totalCents: number, state: CardPaymentState | null): string {
  const wording = cardPaymentWording(state);
  return wording ? `${formatUsd(totalCents)} (${wording})` : formatUsd(totalCents);
}

/**
 * What a cancellation does to a card that was only held or saved, as it stood when cancelled:
 * only the policy's kept share is charged, the rest of a hold released. Null for a card that
 * was charged (its refund is told instead).
 */
export function cardAfterCancelling(state: CardPaymentState | null, keptCents: number): string | null {
  if (state === "HELD") {
    return keptCents > 0
      ? `Under the cancellation policy your card is charged ${formatUsd(keptCents)}; the rest of the hold is released.`
      : "The hold on your card is released; you are not charged.";
  }
  if (isUnheldCard(state)) {
    return keptCents > 0
      ? `Under the cancellation policy your saved card is charged ${formatUsd(keptCents)}.`
      : "Nothing was held or charged on your card, and nothing will be.";
  }
  return null;
}
