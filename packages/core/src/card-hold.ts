// When a booking's card is held rather than charged, and when an uncaptured hold is captured
// without the pro. Card networks keep an online authorisation for about a week (Stripe cancels
// it after 7 days), so only an appointment that close can be paid with a hold that outlasts it.
import { formatUsd } from "./format";
import { appointmentInstant, type ZoneLike } from "./schedule";

const DAY_MS = 86_400_000;

export const CARD_HOLD = {
  /** An appointment at most this many days away is paid with a hold, captured after the job. */
  holdWithinDays: 5,
} as const;

/** True when a booking paid at `now` for `appointmentAt` is held rather than charged at once. */
export const paysWithHold = (appointmentAt: Date, now: Date) =>
  appointmentAt.getTime() - now.getTime() <= CARD_HOLD.holdWithinDays * DAY_MS;

/** The first instant after the appointment's own day (midnight in its zone): a hold still open then is captured. */
export function autoCaptureAt(localDate: string, timeZone: ZoneLike): Date {
  const [year = 0, month = 1, day = 1] = localDate.split("-").map(Number);
  const nextDay = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return appointmentInstant(nextDay, "00:00", timeZone);
}

export type CardPaymentState = "HELD" | "CAPTURED" | "RELEASED";

/** How the customer's card payment is named next to the total: held until it is charged. */
export function cardPaymentWording(state: CardPaymentState | null): string {
  if (state === "HELD") return "held on your card";
  if (state === "CAPTURED") return "charged";
  if (state === "RELEASED") return "hold released, not charged";
  return "";
}

/** "$125.00 (held on your card)", or the bare amount before any payment. */
export function totalWithPayment(totalCents: number, state: CardPaymentState | null): string {
  const wording = cardPaymentWording(state);
  return wording ? `${formatUsd(totalCents)} (${wording})` : formatUsd(totalCents);
}
