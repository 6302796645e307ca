import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatClockTimeInZone,
  formatCount,
  formatDateLong,
  formatDateShort,
  formatDayInReadersCalendar,
  formatFromPrice,
  formatInstant,
  formatInstantInZone,
  formatMonthDay,
  formatMonthYear,
  formatTime12h,
  formatUpcharge,
  formatUsd,
  formatWeekdayShort,
  greeting,
  greetingName,
} from "./format";

describe("formatTime12h", () => {
  it.each([
    ["14:30", "2:30 P.M."],
    ["09:05", "9:05 A.M."],
    ["12:00", "12:00 P.M."],
    ["00:15", "12:15 A.M."],
    ["19:59", "7:59 P.M."],
  ])("%s -> %s", (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it("refuses what is not a time", () => {
    expect(() => formatTime12h("2:30pm")).toThrow(RangeError);
  });
});

describe("formatDateLong", () => {
  it("spells the calendar date out, whatever the machine's zone", () => {
    expect(formatDateLong("2026-12-05")).toBe("Saturday, December 5, 2026");
    expect(formatDateLong("2027-01-01")).toBe("Friday, January 1, 2027");
  });
});

describe("formatUsd", () => {
  it("always shows cents", () => {
    expect(formatUsd(123450)).toBe("$1,234.50");
    expect(formatUsd(15000)).toBe("$150.00");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(0)).toBe("$0.00");
  });
});

describe("greeting", () => {
  it.each([
    ["Ada", "Hi Ada,"],
    ["  Mary   Jane ", "Hi Mary Jane,"],
    ["Zoë O'Neil-Brown", "Hi Zoë O'Neil-Brown,"],
    ["Win $500 at https://evil.example/claim now", "Hi Win at httpsevilexam,"],
    ["visit evil.com", "Hi visit evilcom,"],
    ["1234 !!!", "Hi there,"],
  ])("%j -> %j", (name, expected) => {
    expect(greeting(name)).toBe(expected);
  });

  it("never carries a dot, a slash or a colon, so no mail client can make a link of it", () => {
    expect(greetingName("a.b/c:d@e")).toMatch(/^[^./:@]*$/);
  });
});

describe("times on a booking, in its zone and named", () => {
  it("write an instant and a clock time in the appointment's zone, whatever the reader's", () => {
    const doneAt = new Date("2026-12-05T19:45:00Z");
    expect(formatInstantInZone(doneAt, "America/New_York")).toBe("Dec 5, 2026, 2:45 P.M. Eastern");
    expect(formatClockTimeInZone(doneAt, "America/Los_Angeles")).toBe("11:45 A.M. Pacific");
    expect(formatClockTimeInZone(doneAt, "Europe/Paris")).toBe("8:45 P.M. Europe/Paris");
  });
});

describe("formatClockTime", () => {
  it("writes an instant's clock time in the given zone", () => {
    expect(formatClockTime(new Date("2026-12-05T19:45:00Z"), "America/New_York")).toBe("2:45 P.M.");
    expect(formatClockTime(new Date("2026-12-05T19:45:00Z"), "America/Los_Angeles")).toBe("11:45 A.M.");
  });
});

describe("formatInstant", () => {
  it("writes an instant's clock time as formatTime12h does, in the zone given", () => {
    expect(formatInstant(new Date("2026-12-05T20:30:00Z"), "America/New_York")).toBe("Dec 5, 2026, 3:30 P.M.");
    expect(formatInstant(new Date("2026-12-06T04:05:00Z"), "America/New_York")).toBe("Dec 5, 2026, 11:05 P.M.");
    expect(formatInstant(new Date("2026-12-05T05:00:00Z"), "America/New_York")).toBe("Dec 5, 2026, 12:00 A.M.");
  });
});

describe("formatUpcharge", () => {
  it("drops the cents of whole dollars", () => {
    expect(formatUpcharge(5000)).toBe("+$50");
    expect(formatUpcharge(1250)).toBe("+$12.50");
    expect(formatUpcharge(100000)).toBe("+$1,000");
  });
});

describe("formatFromPrice", () => {
  it("says where a price starts, in whole dollars when it is whole", () => {
    expect(formatFromPrice(8500)).toBe("from $85");
    expect(formatFromPrice(12_550)).toBe("from $125.50");
  });
});

// Written by hand so a page's start loads no Intl locale data (format.ts); Intl is the reference.
describe("amounts, counts and dates written by hand", () => {
  const intlUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  const intlCount = new Intl.NumberFormat("en-US");
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  const everyDay = Array.from({ length: 800 }, (_, index) =>
    new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const amounts = [0, 1, 5, 99, 100, 8500, 12_345, 99_999, 100_000, 123_450, 100_000_000, 123_456_789, -250, -123_450];

  it("write every amount as Intl's en-US dollars do", () => {
    for (const cents of amounts) expect(formatUsd(cents), `${cents}`).toBe(intlUsd.format(cents / 100));
  });

  it("write counts with Intl's en-US thousands separators", () => {
    for (const count of [0, 7, 999, 1000, 1234, 10_000, 999_999, 1_234_567, -4321]) {
      expect(formatCount(count)).toBe(intlCount.format(count));
    }
  });

  it("write every calendar date of two years as Intl does, whatever zone the reader is in", () => {
    for (const date of everyDay) {
      const instant = Date.parse(`${date}T00:00:00Z`);
      expect(formatDateLong(date)).toBe(
        utc({ weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(instant),
      );
      expect(formatDateShort(date)).toBe(
        utc({ weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(instant),
      );
      expect(formatWeekdayShort(date)).toBe(utc({ weekday: "short" }).format(instant));
      expect(formatMonthDay(date)).toBe(utc({ month: "short", day: "numeric" }).format(instant));
    }
  });

  it("write an instant's month in UTC, and its day in the reader's calendar", () => {
    const readers = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
    for (const date of everyDay) {
      // Late in the UTC day: the reader's calendar may already be on another day.
      const instant = new Date(`${date}T23:30:00Z`);
      expect(formatMonthYear(instant)).toBe(utc({ month: "long", year: "numeric" }).format(instant));
      expect(formatDayInReadersCalendar(instant)).toBe(readers.format(instant));
    }
  });
});
