// The day of an appointment: the assigned pro says "On my way" (with an ETA), "Arrived", then
// "Done" (the completion that charges the card), each only after the one before. The sweep that
// notices a pro who has not set off, and a job never marked done, reads the same numbers.
import { z } from "zod";
import type { BookingStatus } from "./booking-status";
import { BOOKING_NOT_FOUND } from "./input-schemas";
import { DONE_TOO_EARLY } from "./lifecycle";
import { localDate, type ZoneLike } from "./schedule";

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export const DAY_OF = {
  /** A pro who has not said "On my way" this long before the start: the customer and the administrators are told. */
  onMyWayDueMinutesBefore: 60,
  /** A job not marked done this long after its end: the administrators get a safety-check alert. */
  safetyCheckHoursAfterEnd: 3,
  /** "On my way" can still be said this long after the appointment's end (a pro running very late). */
  onMyWayGraceMinutesAfterEnd: 60,
  /** An alert that came due longer ago than this is not sent any more (a backlog after an outage, old bookings). */
  alertStaleAfterHours: 24,
  /** The ETA a pro may give, in minutes. */
  etaMinutes: { min: 1, max: 240 },
  /** The ETAs the pro's form offers with one tap. */
  etaChoices: [5, 10, 15, 30, 45, 60],
} as const;

export type DayOfStep = "ON_MY_WAY" | "ARRIVED" | "DONE";
export const DAY_OF_STEPS: readonly DayOfStep[] = ["ON_MY_WAY", "ARRIVED", "DONE"];

export const ON_MY_WAY_TOO_EARLY = "You can say you're on your way on the day of the appointment.";
export const ON_MY_WAY_TOO_LATE =
  "This appointment has ended, so it is too late to say you're on your way. You can still mark it done.";
export const ARRIVED_BEFORE_ON_MY_WAY = "Please tap “On my way” before “Arrived”.";
export const DONE_BEFORE_ARRIVED = "Please tap “Arrived” before marking this booking done.";
export const DAY_OF_ALREADY_DONE = "This booking is already marked done.";
export const ONLY_ACCEPTED_DAY_OF = "Only an accepted booking can be marked on the way, arrived or done.";
export const CONFIRM_NEW_TIME_FIRST = "Please confirm or decline the new time before marking this booking.";
export const ETA_OUT_OF_RANGE = `Please give your arrival time in minutes, from ${DAY_OF.etaMinutes.min} to ${DAY_OF.etaMinutes.max}.`;

export const onMyWayInputSchema = z.object({
  bookingId: z.string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64),
  etaMinutes: z
    .number({ error: ETA_OUT_OF_RANGE })
    .int({ error: ETA_OUT_OF_RANGE })
    .min(DAY_OF.etaMinutes.min, { error: ETA_OUT_OF_RANGE })
    .max(DAY_OF.etaMinutes.max, { error: ETA_OUT_OF_RANGE }),
});
export type OnMyWayInput = z.infer<typeof onMyWayInputSchema>;

export interface DayOfBooking {
  status: BookingStatus;
  appointmentAt: Date;
  durationMinutes: number;
  timeZone: ZoneLike;
  rescheduleRequestedAt: Date | null;
  onMyWayAt: Date | null;
  arrivedAt: Date | null;
  doneAt: Date | null;
}

/** The step already taken: repeating it answers the same state instead of an error. */
const takenAt = (booking: DayOfBooking, step: DayOfStep) =>
  ({ ON_MY_WAY: booking.onMyWayAt, ARRIVED: booking.arrivedAt, DONE: booking.doneAt })[step];

export const appointmentEnd = (booking: Pick<DayOfBooking, "appointmentAt" | "durationMinutes">) =>
  new Date(booking.appointmentAt.getTime() + booking.durationMinutes * MINUTE_MS);

export type DayOfCheck = { ok: true; taken: boolean } | { ok: false; message: string };

/**
 * Whether the pro may take `step` now. "On my way" from the appointment's local day until its
 * end plus a grace; "Arrived" after "On my way"; "Done" after "Arrived" and once the appointment
 * has started, or, with no earlier step at all, as the plain completion once it has started.
 */
export function checkDayOfStep(booking: DayOfBooking, step: DayOfStep, now: Date): DayOfCheck {
  if (takenAt(booking, step)) return { ok: true, taken: true };
  if (booking.status !== "ACCEPTED") return { ok: false, message: ONLY_ACCEPTED_DAY_OF };
  if (booking.doneAt) return { ok: false, message: DAY_OF_ALREADY_DONE };
  if (booking.rescheduleRequestedAt) return { ok: false, message: CONFIRM_NEW_TIME_FIRST };
  if (step === "ON_MY_WAY") {
    if (localDate(now, booking.timeZone) < localDate(booking.appointmentAt, booking.timeZone)) {
      return { ok: false, message: ON_MY_WAY_TOO_EARLY };
    }
    const lastMoment = appointmentEnd(booking).getTime() + DAY_OF.onMyWayGraceMinutesAfterEnd * MINUTE_MS;
    if (now.getTime() > lastMoment) return { ok: false, message: ON_MY_WAY_TOO_LATE };
    return { ok: true, taken: false };
  }
  if (step === "ARRIVED") {
    return booking.onMyWayAt ? { ok: true, taken: false } : { ok: false, message: ARRIVED_BEFORE_ON_MY_WAY };
  }
  if (booking.onMyWayAt && !booking.arrivedAt) return { ok: false, message: DONE_BEFORE_ARRIVED };
  if (booking.appointmentAt.getTime() > now.getTime()) return { ok: false, message: DONE_TOO_EARLY };
  return { ok: true, taken: false };
}

/** The steps the pro may take now, in order (the buttons their pages show). */
export const nextDayOfSteps = (booking: DayOfBooking, now: Date): DayOfStep[] =>
  DAY_OF_STEPS.filter((step) => {
    const check = checkDayOfStep(booking, step, now);
    return check.ok && !check.taken;
  });

/** When the pro said they would arrive. */
export const arrivingAt = (onMyWayAt: Date, etaMinutes: number) =>
  new Date(onMyWayAt.getTime() + etaMinutes * MINUTE_MS);

/** The timeline a booking's readers see, and the steps its pro may take now. */
export function dayOfTimeline(booking: DayOfBooking & { etaMinutes: number | null }, now: Date) {
  return {
    onMyWayAt: booking.onMyWayAt,
    arrivingAt: booking.onMyWayAt && booking.etaMinutes ? arrivingAt(booking.onMyWayAt, booking.etaMinutes) : null,
    arrivedAt: booking.arrivedAt,
    doneAt: booking.doneAt,
    nextSteps: nextDayOfSteps(booking, now),
  };
}
export type DayOfTimeline = ReturnType<typeof dayOfTimeline>;

export type DayOfAlert = "NOT_ON_THE_WAY" | "SAFETY_CHECK";

export interface AlertableBooking extends DayOfBooking {
  notOnTheWayAlertSentAt: Date | null;
  safetyCheckAlertSentAt: Date | null;
}

/** The instant an alert comes due for a booking. */
export function dayOfAlertDueAt(alert: DayOfAlert, booking: Pick<DayOfBooking, "appointmentAt" | "durationMinutes">) {
  return alert === "NOT_ON_THE_WAY"
    ? new Date(booking.appointmentAt.getTime() - DAY_OF.onMyWayDueMinutesBefore * MINUTE_MS)
    : new Date(appointmentEnd(booking).getTime() + DAY_OF.safetyCheckHoursAfterEnd * HOUR_MS);
}

/**
 * Whether an alert is due now and not sent: "not on the way" from its instant until the
 * appointment ends (the customer's note would come too late after that), for an accepted booking
 * whose pro has taken no step; the safety check for an accepted booking not done, within
 * DAY_OF.alertStaleAfterHours of its instant.
 */
export function isDayOfAlertDue(alert: DayOfAlert, booking: AlertableBooking, now: Date): boolean {
  if (booking.status !== "ACCEPTED" || booking.doneAt) return false;
  const dueAt = dayOfAlertDueAt(alert, booking).getTime();
  const t = now.getTime();
  if (alert === "NOT_ON_THE_WAY") {
    return (
      !booking.notOnTheWayAlertSentAt &&
      !booking.onMyWayAt &&
      !booking.arrivedAt &&
      dueAt <= t &&
      t < appointmentEnd(booking).getTime()
    );
  }
  return !booking.safetyCheckAlertSentAt && dueAt <= t && t < dueAt + DAY_OF.alertStaleAfterHours * HOUR_MS;
}
