import { describe, expect, it } from "vitest";
import {
  acceptanceCancelAt,
  acceptanceCutoffs,
  autoPayoutCutoff,
  checkReschedule,
  LIFECYCLE,
  RESCHEDULE_ALREADY_DONE,
  RESCHEDULE_CLOSED,
  RESCHEDULE_LIMIT_REACHED,
  RESCHEDULE_NOT_PAID,
  RESCHEDULE_SAME_TIME,
  RESCHEDULE_TOO_LATE,
  type ReschedulableBooking,
  rescheduleConfirmDeadline,
} from "./lifecycle";
import { OUT_OF_HOURS_MESSAGE, PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from "./messages";

const now = new Date("2026-03-02T15:00:00Z");
// Tuesday March 10, 2026, 14:30 in Chicago (CDT since March 8): 19:30 UTC.
const booking: ReschedulableBooking = {
  status: "ACCEPTED",
  appointmentAt: new Date("2026-03-10T19:30:00Z"),
  timeZone: "America/Chicago",
  localDate: "2026-03-10",
  localTime: "14:30",
  doneAt: null,
};

describe("checkReschedule", () => {
  it("moves an open booking to a new local time in its own zone, across a DST change", () => {
    // March 7 is still CST (UTC-6); the booking itself sits in CDT (UTC-5).
    expect(checkReschedule(booking, { date: "2026-03-07", time: "10:00" }, now)).toEqual({
      ok: true,
      appointmentAt: new Date("2026-03-07T16:00:00Z"),
    });
    expect(checkReschedule({ ...booking, status: "PENDING" }, { date: "2026-03-12", time: "19:59" }, now)).toEqual({
      ok: true,
      appointmentAt: new Date("2026-03-13T00:59:00Z"),
    });
  });

  it(`refuses a customer's move after ${LIFECYCLE.reschedulesPerBooking} earlier ones, but not an administrator's`, () => {
    const to = { date: "2026-03-12", time: "11:00" };
    const limit = LIFECYCLE.reschedulesPerBooking;
    expect(checkReschedule(booking, to, now, { movesByCustomer: limit - 1 })).toMatchObject({ ok: true });
    expect(checkReschedule(booking, to, now, { movesByCustomer: limit })).toEqual({
      ok: false,
      message: RESCHEDULE_LIMIT_REACHED,
    });
    expect(checkReschedule(booking, to, now, { movesByCustomer: limit, byAdmin: true })).toMatchObject({ ok: true });
  });

  it("refuses closed, unpaid and done bookings with a sentence", () => {
    const to = { date: "2026-03-12", time: "11:00" };
    expect(checkReschedule({ ...booking, status: "COMPLETED" }, to, now)).toEqual({
      ok: false,
      message: RESCHEDULE_CLOSED,
    });
    expect(checkReschedule({ ...booking, status: "CANCELLED" }, to, now)).toEqual({
      ok: false,
      message: RESCHEDULE_CLOSED,
    });
    expect(checkReschedule({ ...booking, status: "AWAITING_PAYMENT" }, to, now)).toEqual({
      ok: false,
      message: RESCHEDULE_NOT_PAID,
    });
    expect(checkReschedule({ ...booking, doneAt: now }, to, now)).toEqual({
      ok: false,
      message: RESCHEDULE_ALREADY_DONE,
    });
  });

  it("is free 48 hours ahead or more, refused closer, except for an administrator", () => {
    const to = { date: "2026-03-12", time: "11:00" };
    const exactly48 = new Date(booking.appointmentAt.getTime() - LIFECYCLE.rescheduleNoticeHours * 3_600_000);
    expect(checkReschedule(booking, to, exactly48).ok).toBe(true);
    const justUnder = new Date(exactly48.getTime() + 1);
    expect(checkReschedule(booking, to, justUnder)).toEqual({ ok: false, message: RESCHEDULE_TOO_LATE });
    expect(RESCHEDULE_TOO_LATE).toContain("contact us");
    expect(checkReschedule(booking, to, justUnder, { byAdmin: true }).ok).toBe(true);
  });

  it("applies the booking rules to the new time: not past, strictly between 9 AM and 8 PM", () => {
    expect(checkReschedule(booking, { date: "2026-03-01", time: "11:00" }, now)).toEqual({
      ok: false,
      message: PAST_DATE_MESSAGE,
    });
    // 09:00 itself is outside "strictly between".
    expect(checkReschedule(booking, { date: "2026-03-02", time: "09:00" }, now).ok).toBe(false);
    expect(checkReschedule(booking, { date: "2026-03-04", time: "20:00" }, now)).toEqual({
      ok: false,
      message: OUT_OF_HOURS_MESSAGE,
    });
    const later = new Date("2026-03-02T18:00:00Z"); // noon in Chicago
    expect(checkReschedule(booking, { date: "2026-03-02", time: "11:30" }, later)).toEqual({
      ok: false,
      message: PAST_TIME_MESSAGE,
    });
    expect(checkReschedule(booking, { date: "2026-03-10", time: "14:30" }, now)).toEqual({
      ok: false,
      message: RESCHEDULE_SAME_TIME,
    });
  });
});

describe("deadlines", () => {
  it("gives the pro 12 hours to confirm and pays out 48 hours after done", () => {
    expect(rescheduleConfirmDeadline(now).toISOString()).toBe("2026-03-03T03:00:00.000Z");
    expect(autoPayoutCutoff(now).toISOString()).toBe("2026-02-28T15:00:00.000Z");
  });

  it("alerts after 12 hours waited or under 48 hours to start, and cancels 6 hours before", () => {
    expect(acceptanceCutoffs(now)).toEqual({
      alertPaidBy: new Date("2026-03-02T03:00:00.000Z"),
      alertStartsBefore: new Date("2026-03-04T15:00:00.000Z"),
      cancelStartsBy: new Date("2026-03-02T21:00:00.000Z"),
    });
    expect(acceptanceCancelAt(new Date("2026-03-02T21:00:00.000Z"))).toEqual(now);
  });
});
