import { describe, expect, it } from "vitest";
import { proAboutSentences } from "./pro-about";

const JASMINE = {
  firstName: "Jasmine",
  licensed: true,
  yearsLicensed: 8,
  location: "Boston, Massachusetts",
  joinedAt: new Date("2025-03-14T12:00:00Z"),
  kidServices: true,
  smokerFriendly: false,
  allergies: false,
};

describe("a pro's information as sentences", () => {
  it("writes every fact given as a sentence under the pro's first name", () => {
    expect(proAboutSentences(JASMINE)).toEqual([
      "Jasmine is a licensed professional, has 8 years of experience and works in Boston, Massachusetts.",
      "Jasmine joined Primp in March 2025.",
      "Jasmine also does children's services.",
      "Jasmine works in smoke-free homes only.",
      "Jasmine has no allergies.",
    ]);
  });

  it("says the other side of each yes/no fact", () => {
    expect(proAboutSentences({ firstName: "Ada", kidServices: false, smokerFriendly: true, allergies: true })).toEqual([
      "Ada serves adults only.",
      "Ada is happy to work where people smoke.",
      "Ada has allergies.",
    ]);
  });

  it("leaves out the parts of facts not given, and the sentence when none of its facts is", () => {
    expect(proAboutSentences({ firstName: "Jasmine", yearsLicensed: 1, location: "Boston, Massachusetts" })).toEqual([
      "Jasmine has 1 year of experience and works in Boston, Massachusetts.",
    ]);
    expect(proAboutSentences({ firstName: "Jasmine", licensed: true })).toEqual([
      "Jasmine is a licensed professional.",
    ]);
    expect(proAboutSentences({ firstName: "Jasmine", licensed: false, yearsLicensed: 0, location: "" })).toEqual([]);
    expect(proAboutSentences({ firstName: "Jasmine" })).toEqual([]);
  });

  it("shows no surname, e-mail or phone even when the record holding the facts has them", () => {
    const record = { ...JASMINE, lastName: "Carter", email: "jasmine@example.com", phone: "617-555-0100" };
    const text = proAboutSentences(record).join(" ");
    for (const hidden of ["Carter", "jasmine@example.com", "617-555-0100"]) expect(text).not.toContain(hidden);
  });

  it("names the pro in general words when the first name is blank", () => {
    expect(proAboutSentences({ firstName: " ", yearsLicensed: 3 })).toEqual([
      "This professional has 3 years of experience.",
    ]);
  });
});
