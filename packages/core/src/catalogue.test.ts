import { describe, expect, it } from "vitest";
import { bookableCities, bookableServices, SERVICE_FLOWS } from "./catalogue";
import { makeService } from "./test-fixtures";

describe("catalogue", () => {
  it("lists the service flows", () => {
    expect(SERVICE_FLOWS).toEqual([
      "STANDARD",
      "BLOWOUT",
      "LOCS",
      "BRAIDED_EXTENSION",
      "CORNROW",
      "SIGNATURE_BRAIDS",
      "WIG_INSTALLATION",
      "CUSTOM_WIG",
      "LUXE_MAKEUP",
    ]);
  });

  it("offers live cities only, by city name", () => {
    const cities = [
      { id: "3", city: "Miami", state: "FL", live: true },
      { id: "1", city: "Boston", state: "MA", live: true },
      { id: "2", city: "Austin", state: "TX", live: false },
    ];
    expect(bookableCities(cities).map((city) => city.city)).toEqual(["Boston", "Miami"]);
  });

  it("offers live services of the chosen type only", () => {
    const services = [
      makeService({ id: "a" }),
      makeService({ id: "b", live: false }),
      makeService({ id: "c", serviceType: "NAIL" }),
    ];
    expect(bookableServices(services, "HAIR").map((service) => service.id)).toEqual(["a"]);
  });
});
