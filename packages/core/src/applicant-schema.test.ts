import { describe, expect, it } from "vitest";
import { ageOn, applicationSchema, notableClientsText } from "./applicant-schema";

const validApplication = {
  firstName: "Nia",
  lastName: "Braids",
  email: "Nia@Example.com",
  phone: "617-555-0101",
  address: "1 Main St",
  city: "Boston",
  state: "MA",
  country: "US",
  zip: "02110",
  birthday: "1990-04-02",
  contactPref: "Email",
  linkedIn: "linkedin.com/in/nia",
  portfolio: "https://nia.example",
  licensed: true,
  licenseNumber: "MA-123",
  yearsLicensed: 6,
  location: "MA",
  specialities: ["Wig Specialist", "Hair Braider"],
  allergies: false,
  hasCar: true,
  salesExperience: false,
} as const;

describe("applicationSchema", () => {
  it("normalises e-mail, prefixes links and keeps specialities in the spec's order", () => {
    const parsed = applicationSchema.parse(validApplication);
    expect(parsed.email).toBe("nia@example.com");
    expect(parsed.linkedIn).toBe("http://linkedin.com/in/nia");
    expect(parsed.portfolio).toBe("https://nia.example");
    expect(parsed.specialities).toEqual(["Hair Braider", "Wig Specialist"]);
    expect(parsed.address2).toBe("");
    expect(parsed.notableClients).toBe("");
  });

  it("requires a license number only from licensed applicants and clears it otherwise", () => {
    const missing = applicationSchema.safeParse({ ...validApplication, licenseNumber: "" });
    expect(missing.error?.issues[0]?.message).toBe("Please enter your license number");
    const unlicensed = applicationSchema.parse({ ...validApplication, licensed: false });
    expect(unlicensed).toMatchObject({ licenseNumber: "", yearsLicensed: 0 });
  });

  it("refuses applicants under 18, outside the US, and without a speciality", () => {
    const year = new Date().getUTCFullYear();
    const young = applicationSchema.safeParse({ ...validApplication, birthday: `${year - 10}-01-01` });
    expect(young.error?.issues[0]?.message).toBe("You must be 18 or older to apply");
    expect(applicationSchema.safeParse({ ...validApplication, country: "CA" }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...validApplication, specialities: [] }).success).toBe(false);
    expect(applicationSchema.safeParse({ ...validApplication, specialities: ["Barber"] }).success).toBe(false);
  });
});

describe("ageOn and notableClientsText", () => {
  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageOn("2000-06-15", "2018-06-14")).toBe(17);
    expect(ageOn("2000-06-15", "2018-06-15")).toBe(18);
  });

  it("shows None for no notable clients", () => {
    expect(notableClientsText("  ")).toBe("None");
    expect(notableClientsText("Beyoncé")).toBe("Beyoncé");
  });
});
