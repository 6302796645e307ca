import { describe, expect, it } from "vitest";
import { chartsFrom, formatWaited, OPERATIONS, weekStart } from "./operations.ts";

describe("weekStart", () => {
  it("is the Monday at 00:00 UTC of the week, whatever the day and hour", () => {
    expect(weekStart(new Date("2026-11-23T00:00:00Z"))).toEqual(new Date("2026-11-23T00:00:00Z")); // Monday
    expect(weekStart(new Date("2026-11-25T13:45:00Z"))).toEqual(new Date("2026-11-23T00:00:00Z")); // Wednesday
    expect(weekStart(new Date("2026-11-29T23:59:59Z"))).toEqual(new Date("2026-11-23T00:00:00Z")); // Sunday night
    expect(weekStart(new Date("2027-01-01T08:00:00Z"))).toEqual(new Date("2026-12-28T00:00:00Z")); // across a year
  });
});

describe("chartsFrom", () => {
  it("covers the current week and the ones before it, chartWeeks in all", () => {
    const from = chartsFrom(new Date("2026-11-25T13:45:00Z"));
    expect(from).toEqual(new Date("2026-09-07T00:00:00Z"));
    const weeks = (new Date("2026-11-23T00:00:00Z").getTime() - from.getTime()) / (7 * 86_400_000) + 1;
    expect(weeks).toBe(OPERATIONS.chartWeeks);
  });
});

describe("formatWaited", () => {
  it("says minutes, hours and minutes, or days and hours", () => {
    expect(formatWaited(0)).toBe("0 min");
    expect(formatWaited(59 * 60_000 + 59_000)).toBe("59 min");
    expect(formatWaited(5 * 3_600_000 + 20 * 60_000)).toBe("5 h 20 min");
    expect(formatWaited(3 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toBe("3 d 4 h");
    expect(formatWaited(-5_000)).toBe("0 min");
  });
});
