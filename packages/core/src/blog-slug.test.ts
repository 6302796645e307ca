import { describe, expect, it } from "vitest";
import { blogSlugSchema } from "./blog-slug";

describe("a blog post's address", () => {
  it("accepts only lower-case words joined by dashes", () => {
    expect(blogSlugSchema.parse("silk-press-that-lasts")).toBe("silk-press-that-lasts");
    for (const bad of ["Silk-Press", "silk--press", "-silk", "silk press", "../etc", ""]) {
      expect(blogSlugSchema.safeParse(bad).success).toBe(false);
    }
  });
});
