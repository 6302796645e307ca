import { describe, expect, it } from "vitest";
import { proPagePath, proSlugBase, uniqueSlug } from "./pro-page";

describe("proSlugBase", () => {
  it("joins first and last name in lower case with a dash", () => {
    expect(proSlugBase("Jasmine", "Carter")).toBe("jasmine-carter");
  });

  it("drops accents and turns spaces, apostrophes and symbols into single dashes", () => {
    expect(proSlugBase("  Zoë ", "O'Brien-Núñez ")).toBe("zoe-o-brien-nunez");
    expect(proSlugBase("Mary Ann", "St. Clair")).toBe("mary-ann-st-clair");
  });

  it("gives names without a Latin letter or digit an address all the same", () => {
    expect(proSlugBase("李", "娜")).toBe("pro");
    expect(proSlugBase("!!", "")).toBe("pro");
  });

  it("keeps long names short and never ends on a dash", () => {
    const slug = proSlugBase("A".repeat(40), `${"b".repeat(19)} cdef`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free base as it is", () => {
    expect(uniqueSlug("jasmine-carter", ["jasmine-c"])).toBe("jasmine-carter");
  });

  it("numbers a taken base from 2, skipping numbers in use", () => {
    expect(uniqueSlug("jasmine-carter", ["jasmine-carter"])).toBe("jasmine-carter-2");
    expect(uniqueSlug("jasmine-carter", ["jasmine-carter", "jasmine-carter-2", "jasmine-carter-3"])).toBe(
      "jasmine-carter-4",
    );
  });
});

it("proPagePath puts the slug under /pros", () => {
  expect(proPagePath("jasmine-carter")).toBe("/pros/jasmine-carter");
});
