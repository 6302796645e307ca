// After payment: reschedules, the pro's re-confirmation, completion and payout timing.
// Thresholds live here so the server, the web app and the job engine read the same numbers.
import { z } from "zod";
import type { BookingStatus } from "./booking-status";
import { BOOKING_NOT_FOUND } from "./input-schemas";
import { ACCEPTANCE_DEADLINE } from "./notice";
import { appointmentInstant, checkSchedule, TIME_PATTERN, type ZoneLike } from "./schedule";
import { calendarDateSchema } from "./schemas";

const HOUR_MS = 3_600_000;

export const LIFECYCLE = {
  /** A customer may move an appointment online only this long or more before it starts. */
  rescheduleNoticeHours: 48,
  /** A pro who does not confirm a moved booking within this long loses it to the state's pool. */
  rescheduleConfirmHours: 12,
  /** A customer may move one booking online this many times; after that, administrators do it for them. */
  reschedulesPerBooking: 3,
  /**
   * The e-mails about a move wait this long before they are sent, and a further move in the
   * meantime rewrites them: moves in quick succession reach each party as one e-mail.
   */
  rescheduleMailWindowMinutes: 10,
  /** A job marked done is paid out automatically this long after, unless held. */
  autoPayoutAfterDoneHours: 48,
  /** A paid booking no pro has accepted alerts the administrators once it has waited this long... */
  acceptanceAlertAfterWaitingHours: 12,
  /** ...and, separately, once its appointment is less than this far away. */
  acceptanceAlertBeforeStartHours: 48,
  /** Still unaccepted this long before its appointment, it is cancelled with a full refund (see notice.ts). */
  acceptanceCancelBeforeStartHours: ACCEPTANCE_DEADLINE.cancelBeforeStartHours,
  /** Customers are reminded this many hours before their appointment, the earlier reminder first. */
  customerReminderHours: [24, 2],
  /** The accepted pro is reminded this many hours before. */
  proReminderHours: 24,
} as const;

export const RESCHEDULABLE_STATUSES: readonly BookingStatus[] = ["PENDING", "ACCEPTED"];

/** Appointment length by service type when the catalogue row does not say otherwise. */
export const DEFAULT_SERVICE_MINUTES = { HAIR: 120, MAKEUP: 90, NAIL: 60, HENNA: 90 } as const;

export const RESCHEDULE_TOO_LATE =
  `Your appointment is less than ${LIFECYCLE.rescheduleNoticeHours} hours away, so it can no longer be moved online. ` +
  "Please contact us and we will do our best to help.";
export const RESCHEDULE_LIMIT_REACHED =
  `This booking has already been moved ${LIFECYCLE.reschedulesPerBooking} times, so it can no longer be moved online. ` +
  "Please contact us and we will do our best to help.";
export const RESCHEDULE_CLOSED = "A completed or cancelled booking cannot be rescheduled.";
export const RESCHEDULE_NOT_PAID = "This booking is not paid yet, so there is nothing to reschedule.";
export const RESCHEDULE_SAME_TIME = "Please choose a different date or time from the current appointment.";
export const RESCHEDULE_ALREADY_DONE = "This appointment has been marked done, so it can no longer be moved.";
export const DONE_TOO_EARLY = "You can mark this booking done once its appointment has started.";
export const PAYOUT_BEFORE_START =
  "This appointment has not started yet. A pro can be paid out only once their appointment has begun.";

export const rescheduleInputSchema = z.object({
  bookingId: z.string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64),
  date: calendarDateSchema,
  time: z.string({ error: "Please choose a time" }).regex(TIME_PATTERN, { error: "Please choose a time" }),
  /**
   * The appointment the mover was looking at. When given, a move made from a stale page is
   * refused however the two requests interleave, instead of silently moving the moved booking.
   */
  seenAppointmentAt: z.date().optional(),
});
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

export interface ReschedulableBooking {
  status: BookingStatus;
  appointmentAt: Date;
  timeZone: ZoneLike;
  localDate: string;
  localTime: string;
  doneAt: Date | null;
}

export type RescheduleCheck = { ok: true; appointmentAt: Date } | { ok: false; message: string };

/**
 * Whether a booking may move to a new local date and time in its own zone: it is open, not
 * done, far enough ahead and not moved too often by its customer already (administrators,
 * whom such customers contact, are exempt from both), and the new time obeys the same rules
 * as a new booking.
 */
export function checkReschedule(
  booking: ReschedulableBooking,
  to: { date: string; time: string },
  now: Date,
  options: { byAdmin?: boolean; movesByCustomer?: number } = {},
): RescheduleCheck {
  if (booking.status === "AWAITING_PAYMENT") return { ok: false, message: RESCHEDULE_NOT_PAID };
  if (!RESCHEDULABLE_STATUSES.includes(booking.status)) return { ok: false, message: RESCHEDULE_CLOSED };
  if (booking.doneAt) return { ok: false, message: RESCHEDULE_ALREADY_DONE };
  const noticeMs = LIFECYCLE.rescheduleNoticeHours * HOUR_MS;
  if (!options.byAdmin && booking.appointmentAt.getTime() - now.getTime() < noticeMs) {
    return { ok: false, message: RESCHEDULE_TOO_LATE };
  }
  if (!options.byAdmin && (options.movesByCustomer ?? 0) >= LIFECYCLE.reschedulesPerBooking) {
    return { ok: false, message: RESCHEDULE_LIMIT_REACHED };
  }
  if (to.date === booking.localDate && to.time === booking.localTime) {
    return { ok: false, message: RESCHEDULE_SAME_TIME };
  }
  const schedule = checkSchedule({ date: to.date, time: to.time, timeZone: booking.timeZone }, now);
  if (!schedule.ok) return { ok: false, message: schedule.message };
  return { ok: true, appointmentAt: appointmentInstant(to.date, to.time, booking.timeZone) };
}

/** The instant a moved booking stops waiting for its pro and returns to the pool. */
export const rescheduleConfirmDeadline = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + LIFECYCLE.rescheduleConfirmHours * HOUR_MS);

/** Bookings marked done at or before this instant are due for their automatic payout. */
export const autoPayoutCutoff = (now: Date) => new Date(now.getTime() - LIFECYCLE.autoPayoutAfterDoneHours * HOUR_MS);

/** When a job marked done at `doneAt` is paid out automatically (unless held). */
export const autoPayoutAt = (doneAt: Date) => new Date(doneAt.getTime() + LIFECYCLE.autoPayoutAfterDoneHours * HOUR_MS);

/**
 * The instants that decide a waiting booking's acceptance deadlines at `now`: an alert is due
 * for a booking paid at or before `alertPaidBy`, another for one starting before
 * `alertStartsBefore`; one starting at or before `cancelStartsBy` is cancelled.
 */
export const acceptanceCutoffs = (now: Date) => ({
  alertPaidBy: new Date(now.getTime() - LIFECYCLE.acceptanceAlertAfterWaitingHours * HOUR_MS),
  alertStartsBefore: new Date(now.getTime() + LIFECYCLE.acceptanceAlertBeforeStartHours * HOUR_MS),
  cancelStartsBy: new Date(now.getTime() + LIFECYCLE.acceptanceCancelBeforeStartHours * HOUR_MS),
});

/** When a booking nobody accepts is cancelled automatically (for the e-mails and the operations page). */
export const acceptanceCancelAt = (appointmentAt: Date) =>
  new Date(appointmentAt.getTime() - LIFECYCLE.acceptanceCancelBeforeStartHours * HOUR_MS);

/** A pro may mark a job done, and be paid for it, only once it has started. */
export const hasStarted = (appointmentAt: Date, now: Date) => appointmentAt.getTime() <= now.getTime();
