import { describe, expect, it } from "vitest";
import { blogParagraphs, socialHandle } from "./site-content";

describe("site content", () => {
  it("reads the handle from a social account's address", () => {
    expect(socialHandle("https://www.instagram.com/primpbeauty/")).toBe("@primpbeauty");
    expect(socialHandle("https://x.com/@primp")).toBe("@primp");
    expect(socialHandle("https://www.facebook.com/")).toBeNull();
  });

  it("splits a post into its paragraphs at blank lines", () => {
    expect(blogParagraphs("One.\n\n  Two,\nstill two.\n \nThree.\n")).toEqual(["One.", "Two,\nstill two.", "Three."]);
    expect(blogParagraphs("")).toEqual([]);
  });
});
