import { describe, expect, it } from "vitest";
import { isLateRelease, median, RELIABILITY } from "./reliability";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 5, 10])).toBe(10);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});

describe("isLateRelease", () => {
  const appointmentAt = new Date("2026-12-05T18:00:00Z");
  const hoursBefore = (hours: number) => new Date(appointmentAt.getTime() - hours * 3_600_000);
  it(`is a release under ${RELIABILITY.lateReleaseHours} hours before the start`, () => {
    expect(isLateRelease(hoursBefore(24), appointmentAt)).toBe(false);
    expect(isLateRelease(hoursBefore(23.9), appointmentAt)).toBe(true);
    expect(isLateRelease(hoursBefore(-1), appointmentAt)).toBe(true);
  });
});
