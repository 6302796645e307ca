import { describe, expect, it } from "vitest";
import { cityPageDescription, cityPageJsonLd, formatDuration, servicePageJsonLd, serviceUpcharges } from "./storefront";
import { citySlugs, serviceSlug } from "./storefront-paths";
import { makeService } from "./test-fixtures";

describe("addresses", () => {
  it("makes a service's from its name", () => {
    expect(serviceSlug("Silk Press")).toBe("silk-press");
    expect(serviceSlug("Signature Braid Style w/added hair")).toBe("signature-braid-style-w-added-hair");
    expect(serviceSlug("Gel Manicure and Pedicure")).toBe("gel-manicure-and-pedicure");
    expect(serviceSlug("美甲")).toBe("service");
  });

  it("makes a city's from its name, and adds the state only where two cities share a name", () => {
    const slugs = citySlugs([
      { id: "1", city: "Boston", state: "MA" },
      { id: "2", city: "New York", state: "NY" },
      { id: "3", city: "Springfield", state: "MA" },
      { id: "4", city: "Springfield", state: "IL" },
    ]);
    expect([...slugs.values()]).toEqual(["boston", "new-york", "springfield-ma", "springfield-il"]);
  });
});

describe("serviceUpcharges", () => {
  const labels = (service: ReturnType<typeof makeService>) => serviceUpcharges(service).map((line) => line.label);

  it("lists a plain hair service's general surcharges, with the scalp question hair alone asks", () => {
    expect(serviceUpcharges(makeService())).toEqual([
      { label: "Sensitive scalp", prices: [{ option: null, price: "+$25" }] },
      { label: "No parking available", prices: [{ option: null, price: "+$20" }] },
      { label: "Quiet service", prices: [{ option: null, price: "+$50" }] },
      { label: "Stairs", prices: [{ option: null, price: "+$20" }] },
    ]);
    expect(labels(makeService({ serviceType: "NAIL", flow: "STANDARD" }))).toEqual([
      "No parking available",
      "Quiet service",
      "Stairs",
    ]);
  });

  it("prices each option of a flow's choices, the first one included", () => {
    const braids = serviceUpcharges(makeService({ flow: "BRAIDED_EXTENSION" }));
    expect(braids[0]).toEqual({
      label: "Braid size",
      prices: [
        { option: "Large", price: "included" },
        { option: "Medium", price: "+$25" },
        { option: "Small", price: "+$50" },
      ],
    });
    expect(braids[1]?.label).toBe("Braid length");
    expect(labels(makeService({ serviceType: "MAKEUP", flow: "LUXE_MAKEUP" }))[0]).toBe("Luxe lashes");
    expect(labels(makeService({ serviceType: "HENNA" })).slice(0, 2)).toEqual(["Henna size", "Henna length"]);
  });

  it("leaves out what only a later answer asks (a custom-made wig on a Wig Installation)", () => {
    const wig = labels(makeService({ flow: "WIG_INSTALLATION" }));
    expect(wig).toContain("Wig styling");
    expect(wig).not.toContain("Custom wig density");
    expect(labels(makeService({ flow: "CUSTOM_WIG" }))).toEqual(
      expect.arrayContaining(["Custom wig density", "Custom wig color", "Custom wig installation"]),
    );
  });
});

it("writes durations in words", () => {
  expect(formatDuration(120)).toBe("2 hours");
  expect(formatDuration(90)).toBe("1 hour 30 minutes");
  expect(formatDuration(45)).toBe("45 minutes");
  expect(formatDuration(61)).toBe("1 hour 1 minute");
});

describe("structured data", () => {
  const origin = "https://primp.example";

  it("describes a service with its starting price, the cities served and the rating once public", () => {
    const page = {
      name: "Silk Press",
      serviceType: "HAIR" as const,
      detail: "Wash and press.",
      fromCents: 9500,
      rating: null,
      cities: [{ city: "Boston", state: "MA" }],
      imageUrl: "/files/look.jpg",
    };
    const url = `${origin}/services/silk-press`;
    const data = servicePageJsonLd(page, url, origin);
    expect(data).toMatchObject({
      "@type": "Service",
      "@id": url,
      name: "Silk Press",
      serviceType: "Hair",
      image: `${origin}/files/look.jpg`,
      areaServed: [{ "@type": "City", name: "Boston, MA" }],
      offers: { "@type": "Offer", price: "95.00", priceCurrency: "USD" },
    });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(servicePageJsonLd({ ...page, rating: { average: 4.8, count: 12 } }, url, origin)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 12 },
    });
  });

  it("describes a city as a local business serving it, with each service from its price", () => {
    const page = {
      city: "Boston",
      state: "MA",
      services: [
        { name: "Silk Press", fromCents: 9500 },
        { name: "Classic Manicure", fromCents: 3500 },
      ],
      imageUrl: null,
    };
    expect(cityPageDescription(page)).toContain("in Boston, MA. Services from $35.");
    const data = cityPageJsonLd(page, `${origin}/boston`, origin);
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      areaServed: [{ "@type": "City", name: "Boston, MA" }],
      address: { addressLocality: "Boston", addressRegion: "MA" },
      hasOfferCatalog: { itemListElement: [{ itemOffered: { name: "Silk Press" } }, {}] },
    });
    expect(data).not.toHaveProperty("image");
  });
});
