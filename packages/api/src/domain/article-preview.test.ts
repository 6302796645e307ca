import { describe, expect, it } from "vitest";
import { cutPreview } from "./article-preview.ts";

describe("cutPreview", () => {
  it("never exceeds the limit, ends on a whole word, and cuts one endless word too", () => {
    expect(cutPreview("  Spaces   are   tidied  ")).toBe("Spaces are tidied");
    expect(cutPreview("x".repeat(200))).toBe("x".repeat(200));
    expect(cutPreview("x".repeat(201))).toBe(`${"x".repeat(199)}…`);
    expect(cutPreview("one two three four", 16)).toBe("one two three…");
    expect(Array.from(cutPreview("💄".repeat(300))).length).toBe(200);
  });
});
