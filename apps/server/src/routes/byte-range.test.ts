import { describe, expect, it } from "vitest";
import { requestedRange } from "./byte-range.ts";

describe("requestedRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["Bytes = 5-5", { start: 5, end: 5 }],
  ])("%j of 1000 bytes is %j", (header, range) => {
    expect(requestedRange(header, 1000)).toEqual(range);
  });

  it.each([undefined, "items=0-5", "bytes=0-1,5-6"])("%j asks for the whole file", (header) => {
    expect(requestedRange(header, 1000)).toBeNull();
  });

  it.each(["bytes=1000-", "bytes=1000-1001", "bytes=5-2", "bytes=-0", "bytes=-", "bytes=abc", "bytes=1.5-2", "bytes="])(
    "%j of 1000 bytes cannot be satisfied",
    (header) => {
      expect(requestedRange(header, 1000)).toBe("unsatisfiable");
    },
  );

  it("cannot satisfy any range of an empty file", () => {
    expect(requestedRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-1", 0)).toBe("unsatisfiable");
  });
});
