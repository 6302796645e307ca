import { describe, expect, it } from "vitest";
import { percentile, summarize } from "./load.ts";

describe("load statistics", () => {
  it("takes percentiles from sorted latencies", () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(latencies, 50)).toBe(51);
    expect(percentile(latencies, 99)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });

  it("reports throughput per second of elapsed time", () => {
    const result = summarize([5, 1, 3, 2, 4], 500, 2);
    expect(result).toMatchObject({ requests: 5, errors: 2, perSecond: 10, p50Ms: 3 });
  });
});
