import { describe, expect, it } from "vitest";
import {
  type AlertableBooking,
  ARRIVED_BEFORE_ON_MY_WAY,
  CONFIRM_NEW_TIME_FIRST,
  checkDayOfStep,
  DAY_OF,
  DAY_OF_ALREADY_DONE,
  type DayOfBooking,
  DONE_BEFORE_ARRIVED,
  dayOfAlertDueAt,
  dayOfTimeline,
  isDayOfAlertDue,
  nextDayOfSteps,
  ON_MY_WAY_TOO_EARLY,
  ON_MY_WAY_TOO_LATE,
  ONLY_ACCEPTED_DAY_OF,
  onMyWayInputSchema,
} from "./day-of";
import { DONE_TOO_EARLY } from "./lifecycle";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 14:30 in Boston (EST, UTC-5) on 5 December 2026; 90 minutes long.
const appointmentAt = new Date("2026-12-05T19:30:00Z");
const booking: DayOfBooking = {
  status: "ACCEPTED",
  appointmentAt,
  durationMinutes: 90,
  timeZone: "America/New_York",
  rescheduleRequestedAt: null,
  onMyWayAt: null,
  arrivedAt: null,
  doneAt: null,
};
const at = (iso: string) => new Date(iso);
const refused = (message: string) => ({ ok: false, message });
const allowed = { ok: true, taken: false };

describe("the day-of timeline", () => {
  it("allows On my way from the appointment's local midnight, not the UTC one", () => {
    // 23:59 on the 4th in Boston is already the 5th in UTC.
    expect(checkDayOfStep(booking, "ON_MY_WAY", at("2026-12-05T04:59:00Z"))).toEqual(refused(ON_MY_WAY_TOO_EARLY));
    expect(checkDayOfStep(booking, "ON_MY_WAY", at("2026-12-05T05:00:00Z"))).toEqual(allowed);
    expect(checkDayOfStep(booking, "ON_MY_WAY", at("2026-12-04T19:30:00Z"))).toEqual(refused(ON_MY_WAY_TOO_EARLY));
  });

  it("allows On my way until the end plus the grace, then only the plain Done", () => {
    const lastMoment = appointmentAt.getTime() + 90 * MINUTE + DAY_OF.onMyWayGraceMinutesAfterEnd * MINUTE;
    expect(checkDayOfStep(booking, "ON_MY_WAY", new Date(lastMoment))).toEqual(allowed);
    expect(checkDayOfStep(booking, "ON_MY_WAY", new Date(lastMoment + 1))).toEqual(refused(ON_MY_WAY_TOO_LATE));
    expect(nextDayOfSteps(booking, new Date(lastMoment + 1))).toEqual(["DONE"]);
  });

  it("takes each step only after the one before", () => {
    const morning = at("2026-12-05T15:00:00Z");
    expect(nextDayOfSteps(booking, morning)).toEqual(["ON_MY_WAY"]);
    expect(checkDayOfStep(booking, "ARRIVED", morning)).toEqual(refused(ARRIVED_BEFORE_ON_MY_WAY));
    const onTheWay = { ...booking, onMyWayAt: morning };
    expect(nextDayOfSteps(onTheWay, morning)).toEqual(["ARRIVED"]);
    const afterStart = new Date(appointmentAt.getTime() + MINUTE);
    expect(checkDayOfStep(onTheWay, "DONE", afterStart)).toEqual(refused(DONE_BEFORE_ARRIVED));
    const arrived = { ...onTheWay, arrivedAt: morning };
    // Arrived early: Done still waits for the start (no payout before the start).
    expect(checkDayOfStep(arrived, "DONE", morning)).toEqual(refused(DONE_TOO_EARLY));
    expect(nextDayOfSteps(arrived, afterStart)).toEqual(["DONE"]);
    expect(nextDayOfSteps({ ...arrived, doneAt: afterStart }, afterStart)).toEqual([]);
  });

  it("keeps today's plain completion: Done with no earlier step once the appointment has started", () => {
    expect(checkDayOfStep(booking, "DONE", new Date(appointmentAt.getTime() - 1))).toEqual(refused(DONE_TOO_EARLY));
    expect(checkDayOfStep(booking, "DONE", appointmentAt)).toEqual(allowed);
    expect(nextDayOfSteps(booking, appointmentAt)).toEqual(["ON_MY_WAY", "DONE"]);
  });

  it("answers a repeated step as taken, and refuses the others on a closed, done or moved booking", () => {
    const noon = at("2026-12-05T17:00:00Z");
    const onTheWay = { ...booking, onMyWayAt: noon };
    expect(checkDayOfStep(onTheWay, "ON_MY_WAY", noon)).toEqual({ ok: true, taken: true });
    expect(checkDayOfStep({ ...booking, status: "CANCELLED" }, "ON_MY_WAY", noon)).toEqual(
      refused(ONLY_ACCEPTED_DAY_OF),
    );
    expect(checkDayOfStep({ ...booking, doneAt: noon }, "ON_MY_WAY", noon)).toEqual(refused(DAY_OF_ALREADY_DONE));
    expect(checkDayOfStep({ ...booking, rescheduleRequestedAt: noon }, "ON_MY_WAY", noon)).toEqual(
      refused(CONFIRM_NEW_TIME_FIRST),
    );
  });

  it("reads the arrival time from the ETA", () => {
    const onMyWayAt = at("2026-12-05T19:00:00Z");
    const timeline = dayOfTimeline({ ...booking, onMyWayAt, etaMinutes: 15 }, onMyWayAt);
    expect(timeline.arrivingAt).toEqual(at("2026-12-05T19:15:00Z"));
    expect(timeline.nextSteps).toEqual(["ARRIVED"]);
    expect(dayOfTimeline({ ...booking, etaMinutes: null }, onMyWayAt).arrivingAt).toBeNull();
  });

  it("accepts whole ETAs within the bounds only", () => {
    const parse = (etaMinutes: unknown) => onMyWayInputSchema.safeParse({ bookingId: "b1", etaMinutes }).success;
    expect([1, 15, 240].map(parse)).toEqual([true, true, true]);
    expect([0, 241, 2.5, "15", null].map(parse)).toEqual([false, false, false, false, false]);
  });
});

describe("day-of alerts", () => {
  const alertable: AlertableBooking = { ...booking, notOnTheWayAlertSentAt: null, safetyCheckAlertSentAt: null };
  const notOnTheWayAt = dayOfAlertDueAt("NOT_ON_THE_WAY", booking);
  const safetyAt = dayOfAlertDueAt("SAFETY_CHECK", booking);

  it("come due 60 minutes before the start and 3 hours after the end", () => {
    expect(DAY_OF.onMyWayDueMinutesBefore).toBe(60);
    expect(DAY_OF.safetyCheckHoursAfterEnd).toBe(3);
    expect(notOnTheWayAt).toEqual(at("2026-12-05T18:30:00Z"));
    expect(safetyAt).toEqual(at("2026-12-06T00:00:00Z"));
  });

  it("notes a pro not on the way from its instant until the end, once, and not after any step", () => {
    const due = (b: AlertableBooking, now: Date) => isDayOfAlertDue("NOT_ON_THE_WAY", b, now);
    expect(due(alertable, new Date(notOnTheWayAt.getTime() - 1))).toBe(false);
    expect(due(alertable, notOnTheWayAt)).toBe(true);
    expect(due(alertable, at("2026-12-05T21:00:00Z"))).toBe(false);
    expect(due({ ...alertable, notOnTheWayAlertSentAt: notOnTheWayAt }, notOnTheWayAt)).toBe(false);
    expect(due({ ...alertable, onMyWayAt: notOnTheWayAt }, notOnTheWayAt)).toBe(false);
    expect(due({ ...alertable, status: "CANCELLED" }, notOnTheWayAt)).toBe(false);
  });

  it("asks for a safety check of a job not done, once, and not for a day-old backlog", () => {
    const due = (b: AlertableBooking, now: Date) => isDayOfAlertDue("SAFETY_CHECK", b, now);
    expect(due(alertable, new Date(safetyAt.getTime() - 1))).toBe(false);
    expect(due(alertable, safetyAt)).toBe(true);
    expect(due({ ...alertable, arrivedAt: appointmentAt, onMyWayAt: appointmentAt }, safetyAt)).toBe(true);
    expect(due({ ...alertable, doneAt: appointmentAt }, safetyAt)).toBe(false);
    expect(due({ ...alertable, safetyCheckAlertSentAt: safetyAt }, safetyAt)).toBe(false);
    expect(due(alertable, new Date(safetyAt.getTime() + DAY_OF.alertStaleAfterHours * HOUR))).toBe(false);
  });
});
