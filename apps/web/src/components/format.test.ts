import { DASHBOARD_COUNT_CAP } from "@primp/core";
import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatTableTotal } from "./format";

describe("dashboard formatting", () => {
  it("writes a calendar date without shifting it by the viewer's zone", () => {
    expect(formatCalendarDate("2026-12-05")).toBe("Sat, Dec 5, 2026");
  });

  it("says how many rows a table holds, and that there are more past the count cap", () => {
    expect(formatTableTotal({ total: 12, totalIsCapped: false })).toBe("12 in all");
    expect(formatTableTotal({ total: 1234, totalIsCapped: false })).toBe("1,234 in all");
    expect(formatTableTotal({ total: DASHBOARD_COUNT_CAP, totalIsCapped: true })).toBe("More than 10,000");
  });
});
