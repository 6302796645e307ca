import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatClockTimeInZone,
  formatDateLong,
  formatFromPrice,
  formatInstant,
  formatInstantInZone,
  formatTime12h,
  formatUpcharge,
  formatUsd,
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
