import { describe, expect, it } from "vitest";
import { recoveryUnderLoad } from "./shedding.ts";

describe("shedding figures", () => {
  it("counts recovery until admitted requests' p99 stays under a second, refusals (503) allowed", () => {
    const at = (second: number, ms: number, status: number | "refused" = 200) => ({ second, ms, status });
    const outcomes = [
      at(9.5, 5),
      at(10.2, 1, "refused"),
      at(11.5, 4_000),
      at(12.1, 20),
      at(12.2, 3, 503),
      at(13.4, 30),
      at(14.9, 10, 503),
      at(14.95, 12),
    ];
    expect(recoveryUnderLoad(outcomes, 10)).toBe(2);
    // Only refusals in a second is not healthy: nothing was served.
    expect(recoveryUnderLoad([at(10.5, 1, 503), at(11.5, 1, 503), at(12.5, 1, 503)], 10)).toBeNull();
  });
});
