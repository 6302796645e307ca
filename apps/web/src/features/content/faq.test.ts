import { formatTime12h } from "@primp/core";
import { describe, expect, it } from "vitest";
import { FAQ, faqSlug } from "./faq";

describe("FAQ slugs", () => {
  it("turn a question into lowercase words joined by dashes", () => {
    expect(faqSlug("What can I book?")).toBe("what-can-i-book");
    expect(faqSlug("  Is it safe -- really?! ")).toBe("is-it-safe-really");
  });

  it("give every entry an id-safe value of its own", () => {
    const slugs = FAQ.flatMap((group) => group.entries.map((entry) => faqSlug(entry.question)));
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("FAQ answers", () => {
  it("write the booking hours in the time format used everywhere else", () => {
    const hours = FAQ.flatMap((group) => group.entries).find((entry) => entry.question.startsWith("When can"));
    expect(hours?.answer).toContain(`after ${formatTime12h("09:00")} and before ${formatTime12h("20:00")}`);
  });
});
