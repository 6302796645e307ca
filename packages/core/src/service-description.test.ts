import { describe, expect, it } from "vitest";
import { bookingStyle, serviceDescription } from "./service-description";

describe("bookingStyle", () => {
  it("describes the style choices of a booking", () => {
    expect(bookingStyle({ serviceType: "HAIR", braidsSize: "Medium", braidsLength: "22 in" })).toBe("Medium, 22 in");
    expect(bookingStyle({ serviceType: "HAIR", cornrowsStyle: "Fulani", cornrowsCount: 6 })).toBe("Fulani, 6 cornrows");
    expect(
      bookingStyle({ serviceType: "NAIL", nailShape: "Coffin", nailPolish: "Other", nailPolishOther: "Teal" }),
    ).toBe("Coffin, Teal");
    expect(bookingStyle({ serviceType: "HAIR", hairType: "Straight", stairs: true })).toBe("");
  });
});

describe("serviceDescription", () => {
  it("says what, which style, when, where and how much, with thanks", () => {
    expect(
      serviceDescription({
        serviceName: "Box Braids",
        answers: { serviceType: "HAIR", braidsSize: "Medium", braidsLength: "22 in" },
        schedule: { date: "2026-12-05", time: "14:30", timeZone: "Eastern" },
        place: { city: "Boston", state: "MA" },
        totalCents: 24500,
      }),
    ).toBe(
      "Thank you for booking Box Braids (Medium, 22 in) on Saturday, December 5, 2026 at 2:30 P.M. Eastern time " +
        "in Boston, MA. Your total is $245.00. We will contact you soon.",
    );
  });

  it("leaves the brackets out when there is no style", () => {
    const text = serviceDescription({
      serviceName: "Silk Press",
      answers: { serviceType: "HAIR" },
      schedule: { date: "2026-12-05", time: "10:00", timeZone: "Hawaiian" },
      place: { city: "Honolulu", state: "HI" },
      totalCents: 10000,
    });
    expect(text).toContain("booking Silk Press on Saturday");
    expect(text).toContain("10:00 A.M. Hawaiian time");
  });
});
