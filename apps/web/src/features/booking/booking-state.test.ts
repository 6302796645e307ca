// The Book Now form's first state from a city page's link (?city=<slug>): the city is chosen
// when it is one of the live cities the form offers, and ignored otherwise.
import { describe, expect, it } from "vitest";
import { cityFromSlug, initialFormState } from "./booking-state";

const CITIES = [
  { id: "city-boston", city: "Boston", state: "MA" },
  { id: "city-new-york", city: "New York", state: "NY" },
  { id: "city-springfield-ma", city: "Springfield", state: "MA" },
  { id: "city-springfield-il", city: "Springfield", state: "IL" },
];

describe("a city page's link to the booking form", () => {
  it("names a live city by its page's slug", () => {
    expect(cityFromSlug("boston", CITIES)).toBe("city-boston");
    expect(cityFromSlug("new-york", CITIES)).toBe("city-new-york");
    expect(cityFromSlug("springfield-il", CITIES)).toBe("city-springfield-il");
  });

  it("names nothing for an unknown city, one not offered (switched off), an ambiguous name or no parameter", () => {
    for (const slug of ["atlantis", "houston", "springfield", "", "Boston", null]) {
      expect(cityFromSlug(slug, CITIES)).toBeUndefined();
    }
  });

  it("opens the form with the city chosen, and the quick bar's answers win over it", () => {
    expect(initialFormState(null, undefined, { serviceId: null, services: [], cityId: "city-boston" })).toEqual({
      schedule: { cityId: "city-boston" },
      answers: {},
    });
    expect(initialFormState(null, undefined, { serviceId: null, services: [], cityId: undefined })).toEqual({
      schedule: {},
      answers: {},
    });
    const homeInfo = {
      cityId: "city-new-york",
      serviceType: "HAIR" as const,
      date: "2026-12-05",
      time: "14:30",
      timeZone: "Eastern" as const,
    };
    expect(
      initialFormState(homeInfo, undefined, { serviceId: null, services: [], cityId: "city-boston" }).schedule,
    ).toMatchObject({ cityId: "city-new-york" });
  });
});
