import { describe, expect, it } from "vitest";
import {
  ADVISOR_MAX_RECOMMENDATIONS,
  ADVISOR_NEEDS,
  ADVISOR_OCCASIONS,
  ADVISOR_TIMES,
  type AdvisorAnswers,
  bookNowHref,
  recommendServices,
} from "./advisor.ts";
import type { CatalogueService } from "./catalogue.ts";
import { makeService } from "./test-fixtures.ts";

const catalogue: CatalogueService[] = [
  makeService({ id: "silk", name: "Silk Press", flow: "STANDARD" }),
  makeService({ id: "blowout", name: "Blowout", flow: "BLOWOUT" }),
  makeService({ id: "kids-braids", name: "Kids Braids", flow: "STANDARD", forKids: true }),
  makeService({ id: "cornrow", name: "Cornrow", flow: "CORNROW" }),
  makeService({ id: "knotless", name: "Signature Braid Style w/added hair", flow: "SIGNATURE_BRAIDS" }),
  makeService({ id: "locs", name: "Locs", flow: "LOCS" }),
  makeService({ id: "retired", name: "Retired Braids", flow: "BRAIDED_EXTENSION", live: false }),
  makeService({ id: "wig", name: "Wig Installation", flow: "WIG_INSTALLATION" }),
  makeService({ id: "glam", name: "Glam Makeup", serviceType: "MAKEUP" }),
  makeService({ id: "luxe", name: "Luxe Makeup", serviceType: "MAKEUP", flow: "LUXE_MAKEUP" }),
  makeService({ id: "gel", name: "Gel Manicure", serviceType: "NAIL" }),
];

const ask = (answers: AdvisorAnswers) => recommendServices(answers, catalogue).map((r) => r.service.id);

describe("beauty advisor", () => {
  it("recommends only live adult services that match what the customer wants done", () => {
    expect(ask({ occasion: "EVERYDAY", need: "PROTECTIVE_STYLES", time: "HALF_DAY" })).toEqual([
      "cornrow",
      "locs",
      "knotless",
    ]);
    expect(ask({ occasion: "EVERYDAY", need: "HAIR_STYLING", time: "HALF_DAY" })).toEqual(["silk", "blowout"]);
    expect(ask({ occasion: "SELF_CARE", need: "NAILS", time: "QUICK" })).toEqual(["gel"]);
    expect(ask({ occasion: "WEDDING", need: "HENNA", time: "HALF_DAY" })).toEqual([]);
  });

  it("puts the occasion's classic first", () => {
    expect(ask({ occasion: "WEDDING", need: "MAKEUP", time: "HALF_DAY" })).toEqual(["luxe", "glam"]);
    expect(ask({ occasion: "NIGHT_OUT", need: "MAKEUP", time: "HALF_DAY" })).toEqual(["glam", "luxe"]);
    expect(ask({ occasion: "NIGHT_OUT", need: "HAIR_STYLING", time: "QUICK" })).toEqual(["blowout", "silk"]);
  });

  it("puts what fits the time available before what does not, and says so", () => {
    const quick = recommendServices({ occasion: "WEDDING", need: "PROTECTIVE_STYLES", time: "QUICK" }, catalogue);
    expect(quick.map((r) => [r.service.id, r.fitsTime])).toEqual([
      ["knotless", false],
      ["cornrow", false],
      ["locs", false],
    ]);
    const fewHours = recommendServices(
      { occasion: "WEDDING", need: "PROTECTIVE_STYLES", time: "FEW_HOURS" },
      catalogue,
    );
    expect(fewHours.map((r) => [r.service.id, r.fitsTime])).toEqual([
      ["cornrow", true],
      ["locs", true],
      ["knotless", false],
    ]);
    expect(fewHours[2]?.reasons.join(" ")).toContain("more time than you have");
    expect(fewHours[0]?.reasons.join(" ")).toContain("within the time you have");
  });

  it("links every recommendation to the booking form with its type and service chosen", () => {
    const [first] = recommendServices({ occasion: "PHOTOS", need: "MAKEUP", time: "QUICK" }, catalogue);
    expect(first?.service.id).toBe("luxe");
    expect(first?.href).toBe("/book-now/MAKEUP?service=luxe");
    expect(bookNowHref({ id: "a b&c", serviceType: "HAIR" })).toBe("/book-now/HAIR?service=a+b%26c");
  });

  it("answers every combination of answers with at most three suggestions and a reason each", () => {
    for (const { value: occasion } of ADVISOR_OCCASIONS) {
      for (const { value: need } of ADVISOR_NEEDS) {
        for (const { value: time } of ADVISOR_TIMES) {
          const recommendations = recommendServices({ occasion, need, time }, catalogue);
          expect(recommendations.length).toBeLessThanOrEqual(ADVISOR_MAX_RECOMMENDATIONS);
          for (const recommendation of recommendations) {
            expect(recommendation.reasons.length).toBeGreaterThan(0);
            expect(recommendation.service.live && !recommendation.service.forKids).toBe(true);
          }
        }
      }
    }
  });
});
