import { describe, expect, it } from "vitest";
import { proPageDescription, proPageJsonLd, proPagePath, proSlugBase, uniqueSlug } from "./pro-page";

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

describe("proPageJsonLd", () => {
  const page = {
    name: "Jasmine Carter",
    location: "Boston, Massachusetts",
    avatarUrl: "/files/avatars/j.png",
    services: [
      { name: "Silk Press", fromCents: 8500 },
      { name: "Braids", fromCents: 12_550 },
    ],
    rating: null,
    reviews: [],
  };
  const url = "https://primp.example/pros/jasmine-carter";

  it("offers each service as a Service from its starting price, with an absolute image", () => {
    const data = proPageJsonLd(page, url, "https://primp.example");
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      url,
      name: "Jasmine Carter",
      image: "https://primp.example/files/avatars/j.png",
    });
    expect(data.hasOfferCatalog.itemListElement).toEqual([
      expect.objectContaining({
        itemOffered: { "@type": "Service", name: "Silk Press" },
        priceSpecification: expect.objectContaining({ minPrice: "85.00", priceCurrency: "USD" }),
      }),
      expect.objectContaining({ priceSpecification: expect.objectContaining({ minPrice: "125.50" }) }),
    ]);
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("adds the rating and the reviews once the rating is public", () => {
    const reviewed = {
      ...page,
      rating: { average: 4.8, count: 5 },
      reviews: [{ rating: 5, comment: "Lovely", reviewer: "Ada L.", reviewedAt: new Date("2026-11-02T15:00:00Z") }],
    };
    const data = proPageJsonLd(reviewed, url, "https://primp.example");
    expect(data).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 5 },
      review: [{ author: { name: "Ada L." }, datePublished: "2026-11-02", reviewBody: "Lovely" }],
    });
  });

  it("describes the page by name, place and first services", () => {
    expect(proPageDescription(page)).toBe(
      "Book Jasmine Carter in Boston, Massachusetts for Silk Press, Braids, at your home, office or hotel.",
    );
  });
});
