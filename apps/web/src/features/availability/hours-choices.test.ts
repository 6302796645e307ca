import { describe, expect, it } from "vitest";
import { HALF_HOUR_CHOICES, nextRange, rangeSpan } from "./hours-choices";

describe("the availability form's choices", () => {
  it("offers every half hour in the house's words", () => {
    expect(HALF_HOUR_CHOICES).toHaveLength(48);
    expect(HALF_HOUR_CHOICES[18]).toEqual({ value: "09:00", label: "9:00 A.M." });
  });

  it("adds 9 to 5 to an empty day, and a later range after the last one", () => {
    expect(nextRange([])).toEqual({ start: "09:00", end: "17:00" });
    expect(nextRange([{ start: "09:00", end: "12:00" }])).toEqual({ start: "13:00", end: "15:00" });
    expect(nextRange([{ start: "20:00", end: "23:30" }])).toEqual({ start: "23:00", end: "23:30" });
  });

  it("places a range on the day's bar", () => {
    expect(rangeSpan({ start: "06:00", end: "18:00" })).toEqual({ left: 25, width: 50 });
    expect(rangeSpan({ start: "18:00", end: "06:00" }).width).toBe(0);
  });
});
