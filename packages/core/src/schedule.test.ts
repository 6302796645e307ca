import { describe, expect, it } from "vitest";
import { OUT_OF_HOURS_MESSAGE, PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from "./messages";
import { MINIMUM_NOTICE_HOURS, TOO_SOON_MESSAGE } from "./notice";
import {
  appointmentInstant,
  checkSchedule,
  ianaZone,
  isCalendarDate,
  isDateInPast,
  isWithinBookingHours,
  latestUsDate,
  localDate,
  missingQuickRequestFields,
  SCHEDULE_REQUIRED_MESSAGES,
} from "./schedule";

describe("appointmentInstant", () => {
  it.each([
    ["2026-07-15", "14:30", "Eastern", "2026-07-15T18:30:00.000Z"], // EDT, UTC-4
    ["2026-01-15", "14:30", "Eastern", "2026-01-15T19:30:00.000Z"], // EST, UTC-5
    ["2026-03-08", "10:00", "America/New_York", "2026-03-08T14:00:00.000Z"], // first morning of DST
    ["2026-11-01", "10:00", "America/New_York", "2026-11-01T15:00:00.000Z"], // first morning after DST
    ["2026-07-15", "10:00", "Hawaiian", "2026-07-15T20:00:00.000Z"], // no DST, UTC-10
    ["2026-01-15", "10:00", "Hawaiian", "2026-01-15T20:00:00.000Z"],
    ["2026-07-15", "12:00", "Alaskan", "2026-07-15T20:00:00.000Z"], // AKDT, UTC-8
    ["2026-07-15", "12:00", "Mountain", "2026-07-15T18:00:00.000Z"], // MDT, UTC-6
    ["2026-12-31", "19:30", "Pacific", "2027-01-01T03:30:00.000Z"], // crosses the UTC year
    ["2026-07-15", "00:30", "Pacific", "2026-07-15T07:30:00.000Z"], // the wall clock's hour 00, not 24
  ])("%s %s %s is %s", (date, time, zone, iso) => {
    expect(appointmentInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it("maps our zone ids to IANA and leaves IANA names alone", () => {
    expect(ianaZone("Central")).toBe("America/Chicago");
    expect(ianaZone("Europe/Paris")).toBe("Europe/Paris");
  });
});

describe("dates in the appointment's zone", () => {
  // 08:30 UTC on June 11: already the 11th on the mainland, still the 10th in Honolulu.
  const now = new Date("2026-06-11T08:30:00Z");

  it("knows today's date per zone", () => {
    expect(localDate(now, "Eastern")).toBe("2026-06-11");
    expect(localDate(now, "Hawaiian")).toBe("2026-06-10");
  });

  it("judges a past date in the zone of the appointment", () => {
    expect(isDateInPast("2026-06-10", "Hawaiian", now)).toBe(false);
    expect(isDateInPast("2026-06-10", "Eastern", now)).toBe(true);
    expect(isDateInPast("2026-06-11", "Eastern", now)).toBe(false);
    expect(isDateInPast("2026-06-09", "Hawaiian", now)).toBe(true);
  });

  it("checks real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-6-1")).toBe(false);
  });
});

describe("latestUsDate", () => {
  it("is Hawaii's date at every hour of two years, as the time-zone database says", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 2 * 365 * 24; hour++) {
      const now = new Date(start + hour * 3_600_000);
      expect(latestUsDate(now), now.toISOString()).toBe(localDate(now, "Pacific/Honolulu"));
    }
  });
});

describe("isWithinBookingHours", () => {
  it.each([
    ["08:59", false],
    ["09:00", false],
    ["09:01", true],
    ["12:00", true],
    ["19:59", true],
    ["20:00", false],
    ["20:30", false],
    ["9:30", false],
    ["24:00", false],
  ])("%s -> %s", (time, expected) => {
    expect(isWithinBookingHours(time)).toBe(expected);
  });
});

describe("checkSchedule", () => {
  const now = new Date("2026-06-11T18:00:00Z"); // 14:00 in New York, 08:00 in Honolulu

  it("accepts a future appointment within hours", () => {
    expect(checkSchedule({ date: "2026-06-12", time: "10:00", timeZone: "Eastern" }, now)).toEqual({ ok: true });
  });

  it("refuses a past date and clears date, time and time zone", () => {
    expect(checkSchedule({ date: "2026-06-10", time: "10:00", timeZone: "Eastern" }, now)).toEqual({
      ok: false,
      field: "date",
      message: PAST_DATE_MESSAGE,
      clear: ["date", "time", "timeZone"],
    });
  });

  it("judges a date picked before the zone by the last US zone to reach it", () => {
    const lateNow = new Date("2026-06-11T08:30:00Z");
    expect(checkSchedule({ date: "2026-06-10" }, lateNow)).toEqual({ ok: true });
    expect(checkSchedule({ date: "2026-06-09" }, lateNow)).toMatchObject({ ok: false, field: "date" });
  });

  it("refuses an out-of-hours time and clears only the time", () => {
    expect(checkSchedule({ date: "2026-06-12", time: "20:00", timeZone: "Eastern" }, now)).toEqual({
      ok: false,
      field: "time",
      message: OUT_OF_HOURS_MESSAGE,
      clear: ["time"],
    });
  });

  it("refuses a time already past today in the appointment's zone", () => {
    expect(checkSchedule({ date: "2026-06-11", time: "13:00", timeZone: "Eastern" }, now)).toEqual({
      ok: false,
      field: "time",
      message: PAST_TIME_MESSAGE,
      clear: ["time"],
    });
    // 13:00 is still ahead in Honolulu (eight hours on is 16:00 there).
    expect(checkSchedule({ date: "2026-06-11", time: "16:00", timeZone: "Hawaiian" }, now)).toEqual({ ok: true });
  });

  it("refuses a time sooner than the minimum notice, in the server's words, and clears only the time", () => {
    const tooSoon = { ok: false, field: "time", message: TOO_SOON_MESSAGE, clear: ["time"] };
    expect(MINIMUM_NOTICE_HOURS).toBe(8);
    // 14:00 in New York, 08:00 in Honolulu: eight hours on is 16:00 there.
    expect(checkSchedule({ date: "2026-06-11", time: "15:00", timeZone: "Eastern" }, now)).toEqual(tooSoon);
    expect(checkSchedule({ date: "2026-06-11", time: "13:00", timeZone: "Hawaiian" }, now)).toEqual(tooSoon);
    expect(checkSchedule({ date: "2026-06-11", time: "15:59", timeZone: "Hawaiian" }, now)).toEqual(tooSoon);
    expect(checkSchedule({ date: "2026-06-11", time: "16:00", timeZone: "Hawaiian" }, now)).toEqual({ ok: true });
  });
});

describe("missingQuickRequestFields", () => {
  it("names every empty or blank field with its message, and nothing when all are filled", () => {
    expect(missingQuickRequestFields({})).toEqual(SCHEDULE_REQUIRED_MESSAGES);
    expect(missingQuickRequestFields({ cityId: "  ", serviceType: "HAIR", date: "2026-12-05" })).toEqual({
      cityId: "Please choose a location",
      time: "Please choose a time",
      timeZone: "Please choose a time zone",
    });
    const filled = { cityId: "c1", serviceType: "HAIR", date: "2026-12-05", time: "14:30", timeZone: "Eastern" };
    expect(missingQuickRequestFields(filled)).toEqual({});
  });
});
