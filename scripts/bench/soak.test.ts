import { describe, expect, it } from "vitest";
import { recoveryAfter, slopePerMinute } from "./soak.ts";

describe("soak figures", () => {
  it("fits the memory slope in MB per minute", () => {
    expect(
      slopePerMinute([
        [0, 100],
        [30, 101],
        [60, 102],
      ]),
    ).toBe(2);
    expect(slopePerMinute([[0, 100]])).toBe(0);
  });

  it("counts recovery from the restart to the start of three healthy seconds running", () => {
    const ok = (second: number, ms = 5) => ({ endpoint: "x", second, ms, status: 200 as const });
    const outcomes = [
      ok(9.5),
      { endpoint: "x", second: 10.2, ms: 1, status: "refused" as const },
      { endpoint: "x", second: 11.5, ms: 4_000, status: 200 as const },
      ok(12.1),
      ok(13.4),
      ok(14.9),
    ];
    expect(recoveryAfter(outcomes, 10)).toBe(2);
    expect(recoveryAfter(outcomes.slice(0, 4), 10)).toBeNull();
  });
});
