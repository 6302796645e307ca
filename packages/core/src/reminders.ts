// Which reminders a booking gets and when. The database sweep (packages/api domain/reminders.ts)
// finds due ones with these rules, and re-checks each with isReminderDue under a row lock.
import type { BookingStatus } from "./booking-status";
import { LIFECYCLE } from "./lifecycle";

const HOUR_MS = 3_600_000;

export type ReminderKind = "CUSTOMER_DAY_BEFORE" | "CUSTOMER_HOURS_BEFORE" | "PRO_DAY_BEFORE";

export interface ReminderRule {
  kind: ReminderKind;
  audience: "customer" | "pro";
  hoursBefore: number;
  /**
   * Once the appointment is this close the reminder is no longer sent: the audience's next,
   * nearer reminder is due instead (a sweep that was down does not send both at once).
   */
  supersededAtHoursBefore: number;
  /** Open bookings only; the pro's reminder needs an accepted booking whose time the pro confirmed. */
  statuses: readonly BookingStatus[];
}

const [customerFirst, customerLast] = LIFECYCLE.customerReminderHours;

export const REMINDER_RULES: readonly ReminderRule[] = [
  {
    kind: "CUSTOMER_DAY_BEFORE",
    audience: "customer",
    hoursBefore: customerFirst,
    supersededAtHoursBefore: customerLast,
    statuses: ["PENDING", "ACCEPTED"],
  },
  {
    kind: "CUSTOMER_HOURS_BEFORE",
    audience: "customer",
    hoursBefore: customerLast,
    supersededAtHoursBefore: 0,
    statuses: ["PENDING", "ACCEPTED"],
  },
  {
    kind: "PRO_DAY_BEFORE",
    audience: "pro",
    hoursBefore: LIFECYCLE.proReminderHours,
    supersededAtHoursBefore: 0,
    statuses: ["ACCEPTED"],
  },
];

export const reminderRule = (kind: ReminderKind): ReminderRule =>
  REMINDER_RULES.find((rule) => rule.kind === kind) as ReminderRule;

/** The instant a reminder is due: exactly so many real hours before, whatever DST does in between. */
export const reminderDueAt = (rule: ReminderRule, appointmentAt: Date) =>
  new Date(appointmentAt.getTime() - rule.hoursBefore * HOUR_MS);

export interface RemindableBooking {
  status: BookingStatus;
  appointmentAt: Date;
  paidAt: Date | null;
  doneAt: Date | null;
  assignedProId: string | null;
  rescheduleRequestedAt: Date | null;
}

/**
 * Whether `rule`'s reminder is due for this booking at `now` (whether it went out already is the
 * database's to say). Due from its instant until it is superseded or the appointment starts,
 * and only for a booking paid before that instant: one booked 20 hours ahead has just read its
 * confirmation and gets no "tomorrow" reminder, only the nearer one.
 */
export function isReminderDue(rule: ReminderRule, booking: RemindableBooking, now: Date): boolean {
  const dueAt = reminderDueAt(rule, booking.appointmentAt).getTime();
  const supersededAt = booking.appointmentAt.getTime() - rule.supersededAtHoursBefore * HOUR_MS;
  const forPro = rule.audience === "pro";
  return (
    rule.statuses.includes(booking.status) &&
    booking.doneAt === null &&
    booking.paidAt !== null &&
    booking.paidAt.getTime() <= dueAt &&
    dueAt <= now.getTime() &&
    now.getTime() < supersededAt &&
    (!forPro || (booking.assignedProId !== null && booking.rescheduleRequestedAt === null))
  );
}
