// The minimum notice: how long before its start a booking may still be made. It follows from
// the acceptance deadline (the sweep cancels a booking still unaccepted this close to its
// start), so no time a customer can pick is cancelled as soon as it is paid. The schedule
// check (form and server), the slot engine and the acceptance sweep read these numbers.
const HOUR_MS = 3_600_000;

export const ACCEPTANCE_DEADLINE = {
  /** Still unaccepted this long before its appointment, a booking is cancelled with a full refund. */
  cancelBeforeStartHours: 6,
  /** The least time pros get to accept a new booking before that cancellation. */
  minimumWindowHours: 2,
} as const;

export const MINIMUM_NOTICE_HOURS = ACCEPTANCE_DEADLINE.cancelBeforeStartHours + ACCEPTANCE_DEADLINE.minimumWindowHours;

export const TOO_SOON_MESSAGE =
  `Please choose a time at least ${MINIMUM_NOTICE_HOURS} hours from now, so that a professional has time to accept ` +
  "your booking.";

/** Whether an appointment at `appointmentAt` may still be booked at `now` (the minimum notice). */
export const hasMinimumNotice = (appointmentAt: Date, now: Date) =>
  appointmentAt.getTime() - now.getTime() >= MINIMUM_NOTICE_HOURS * HOUR_MS;
