import { describe, expect, it } from "vitest";
import { formatAppointment } from "./format";
import { LIFECYCLE } from "./lifecycle";
import { isReminderDue, REMINDER_RULES, type RemindableBooking, reminderDueAt, reminderRule } from "./reminders";

const HOUR = 3_600_000;
const appointmentAt = new Date("2026-12-05T19:30:00Z");
const booking: RemindableBooking = {
  status: "ACCEPTED",
  appointmentAt,
  paidAt: new Date("2026-11-20T12:00:00Z"),
  doneAt: null,
  assignedProId: "pro-1",
  rescheduleRequestedAt: null,
};
const at = (hoursBefore: number, ms = 0) => new Date(appointmentAt.getTime() - hoursBefore * HOUR + ms);
const dueKinds = (b: RemindableBooking, now: Date) =>
  REMINDER_RULES.filter((rule) => isReminderDue(rule, b, now)).map((rule) => rule.kind);

describe("reminder rules", () => {
  it("remind customers 24 h and 2 h before, and the pro 24 h before (LIFECYCLE's numbers)", () => {
    expect(LIFECYCLE.customerReminderHours).toEqual([24, 2]);
    expect(LIFECYCLE.proReminderHours).toBe(24);
    expect(reminderDueAt(reminderRule("CUSTOMER_DAY_BEFORE"), appointmentAt)).toEqual(at(24));
    expect(reminderDueAt(reminderRule("CUSTOMER_HOURS_BEFORE"), appointmentAt)).toEqual(at(2));
    expect(reminderDueAt(reminderRule("PRO_DAY_BEFORE"), appointmentAt)).toEqual(at(24));
  });

  it("are due from their instant until the nearer one takes over or the appointment starts", () => {
    expect(dueKinds(booking, at(24, -1))).toEqual([]);
    expect(dueKinds(booking, at(24))).toEqual(["CUSTOMER_DAY_BEFORE", "PRO_DAY_BEFORE"]);
    expect(dueKinds(booking, at(2, -1))).toEqual(["CUSTOMER_DAY_BEFORE", "PRO_DAY_BEFORE"]);
    expect(dueKinds(booking, at(2))).toEqual(["CUSTOMER_HOURS_BEFORE", "PRO_DAY_BEFORE"]);
    expect(dueKinds(booking, at(0))).toEqual([]);
  });

  it("skip closed, done and unpaid bookings, bookings paid after the instant, and a pro who has not confirmed a move", () => {
    const now = at(1);
    expect(dueKinds({ ...booking, status: "CANCELLED" }, now)).toEqual([]);
    expect(dueKinds({ ...booking, status: "COMPLETED" }, now)).toEqual([]);
    expect(dueKinds({ ...booking, doneAt: at(1.5) }, now)).toEqual([]);
    expect(dueKinds({ ...booking, status: "AWAITING_PAYMENT", paidAt: null }, now)).toEqual([]);
    expect(dueKinds({ ...booking, paidAt: at(1.5) }, now)).toEqual([]);
    expect(dueKinds({ ...booking, paidAt: at(20) }, now)).toEqual(["CUSTOMER_HOURS_BEFORE"]);
    expect(dueKinds({ ...booking, rescheduleRequestedAt: at(30) }, now)).toEqual(["CUSTOMER_HOURS_BEFORE"]);
    expect(dueKinds({ ...booking, status: "PENDING", assignedProId: null }, now)).toEqual(["CUSTOMER_HOURS_BEFORE"]);
  });
});

describe("formatAppointment", () => {
  it("names the booking's own zone after its local date and time", () => {
    expect(formatAppointment("2026-12-05", "14:30", "America/New_York")).toBe(
      "Saturday, December 5, 2026 at 2:30 P.M. Eastern time",
    );
    expect(formatAppointment("2026-03-08", "09:00", "America/Los_Angeles")).toBe(
      "Sunday, March 8, 2026 at 9:00 A.M. Pacific time",
    );
    expect(formatAppointment("2026-03-08", "09:00", "Europe/Paris")).toBe(
      "Sunday, March 8, 2026 at 9:00 A.M. (Europe/Paris)",
    );
  });
});
