import { describe, expect, it } from "vitest";
import { SERVICE_TYPES, TIME_ZONES } from "./options";
import {
  BRAID_LENGTHS,
  BRAID_SIZES,
  CONTACT_PREFERENCES,
  CORNROW_COUNTS,
  CORNROW_STYLES,
  CURL_PATTERNS,
  CUSTOM_WIG_DENSITIES,
  CUSTOM_WIG_HAIR_TYPES,
  CUSTOM_WIG_MEASUREMENTS,
  CUSTOM_WIG_REASONS,
  CUSTOM_WIG_SIZE_PRESETS,
  CUSTOM_WIG_SIZES,
  CUSTOM_WIG_STYLES,
  CUSTOM_WIG_TEXTURES,
  EXTENSION_TYPES,
  HAIR_DENSITIES,
  HAIR_LOSS_CAUSES,
  HENNA_COLORS,
  HENNA_LENGTHS,
  HENNA_SIZES,
  LOC_TIMES,
  MAKEUP_LOOKS,
  NAIL_DESCRIPTIONS,
  NAIL_POLISH_COLORS,
  NAIL_SHAPES,
  PET_TYPES,
  SKIN_TYPES,
  SPECIAL_ACCOMMODATIONS,
  SPECIALITIES,
  US_STATES,
  WIG_HAIR_TYPES,
  WIG_INSTALL_TYPES,
  WIG_PRICES,
} from "./question-options";

// Expected values are copied from the spec text, so any drift from it fails here.
describe("option lists match the spec", () => {
  it("time zones map to their IANA zones", () => {
    expect(TIME_ZONES.map((zone) => [zone.id, zone.label, zone.iana])).toEqual([
      ["Eastern", "Eastern", "America/New_York"],
      ["Central", "Central", "America/Chicago"],
      ["Mountain", "Mountain", "America/Denver"],
      ["Pacific", "Pacific", "America/Los_Angeles"],
      ["Hawaiian", "Hawaiian", "Pacific/Honolulu"],
      ["Alaskan", "Alaskan", "America/Anchorage"],
    ]);
  });

  it("part 1 lists", () => {
    expect(SERVICE_TYPES).toEqual(["HAIR", "MAKEUP", "NAIL", "HENNA"]);
    expect(HAIR_DENSITIES).toEqual(["Very Thick", "Somewhat Thick", "Medium Thickness", "Thin", "Very Thin"]);
    expect(CURL_PATTERNS).toEqual(["3A", "3B", "3C", "4A", "4B", "4C"]);
    expect(SKIN_TYPES).toEqual(["Normal", "Dry", "Combination", "Oily", "Sensitive"]);
    expect(MAKEUP_LOOKS).toEqual([
      "Daytime",
      "Natural (Light Contouring)",
      "High Glam (Heavy Contouring)",
      "Evening",
      "Gothic (Dark Makeup)",
    ]);
    expect(NAIL_DESCRIPTIONS).toEqual(["Natural", "Gel Overlay", "Full Set", "I do not know how to describe my nails"]);
    expect(NAIL_SHAPES).toEqual(["Round", "Square", "Oval", "Almond", "Coffin", "Stiletto"]);
    expect(HENNA_COLORS).toEqual(["Brown", "Orange-Brown", "Reddish-Brown"]);
    expect(HENNA_SIZES).toEqual(["Small", "Medium", "Large", "Extra Large"]);
    expect(HENNA_LENGTHS).toEqual(["1 hour", "2 hours", "3 hours", "4 hours"]);
    expect(LOC_TIMES).toEqual(["1-3 years", "4-6 years", "7+ years"]);
    expect(HAIR_LOSS_CAUSES).toEqual(["Alopecia", "Childbirth", "Thyroid Issues", "Hormone Imbalance", "Other"]);
    expect(EXTENSION_TYPES).toEqual(["Sew-In", "Clip-In", "Tape-In", "Other"]);
    expect(CORNROW_STYLES).toEqual(["Twist/Braids", "Sade Adu", "Fulani", "Tribal Braid"]);
    expect(CORNROW_COUNTS).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(BRAID_SIZES).toEqual(["Large", "Medium", "Small"]);
    expect(BRAID_LENGTHS).toEqual(["18 in", "20 in", "22 in", "24 in"]);
  });

  it("nail polish is a list of distinct colours ending with Other", () => {
    expect(NAIL_POLISH_COLORS.at(-1)).toBe("Other");
    expect(NAIL_POLISH_COLORS.length).toBeGreaterThan(5);
    expect(new Set(NAIL_POLISH_COLORS).size).toBe(NAIL_POLISH_COLORS.length);
  });

  it("wig lists", () => {
    expect(WIG_HAIR_TYPES).toEqual(["Synthetic", "100% human", "Custom Made 100% Human Hair"]);
    expect(WIG_INSTALL_TYPES).toEqual(["360 Frontal", "T part wig", "Lace front", "Closure"]);
    expect(WIG_PRICES).toEqual(["<$50", "$50+", "$200+", "$1,000+"]);
    expect(CUSTOM_WIG_SIZES).toEqual(["Small", "Medium", "Large", "Custom"]);
    expect(CUSTOM_WIG_HAIR_TYPES).toEqual([
      "Virgin Hair Human Hair",
      "Chemically Treated Human Hair",
      "Human Hair Blend",
      "Synthetic",
    ]);
    // The spec's second "Layered Wigs" is dropped: one value, in its first position.
    expect(CUSTOM_WIG_STYLES).toEqual([
      "Pixie Cut",
      "Bob",
      "Long",
      "Short",
      "Layered Wigs",
      "Custom Cut",
      "Straight Wig",
      "Curly Wig",
      "Wavy Wig",
      "Mid Length Wigs",
    ]);
    expect(CUSTOM_WIG_DENSITIES).toEqual([
      { label: "Extra Light 50-60%", upchargeCents: 5000 },
      { label: "Light 80%", upchargeCents: 10000 },
      { label: "Heavy 150%", upchargeCents: 15000 },
      { label: "Extra Heavy 200%", upchargeCents: 20000 },
    ]);
    expect(CUSTOM_WIG_TEXTURES).toEqual([
      "Straight",
      "Kinky Straight",
      "Bodywave",
      "Loose",
      "Brazilian Wave",
      "Kinky Curly",
      "I don't know",
    ]);
    expect(CUSTOM_WIG_REASONS).toEqual(["Health reasons", "Religious reasons", "Versatility", "Other"]);
  });

  it("custom wig size presets follow the size table, column by column", () => {
    const columns = CUSTOM_WIG_MEASUREMENTS.map((measurement) => measurement.key);
    const row = (size: keyof typeof CUSTOM_WIG_SIZE_PRESETS) =>
      columns.map((key) => CUSTOM_WIG_SIZE_PRESETS[size][key]);
    expect(CUSTOM_WIG_MEASUREMENTS.map((measurement) => measurement.label)).toEqual([
      "Circumference",
      "Front to nape",
      "Across forehead",
      "Overtop",
      "Temple round back",
      "Nape",
    ]);
    expect(columns).toEqual([
      "customWigSizeCirc",
      "customWigSizeNape",
      "customWigSizeForehead",
      "customWigSizeOverlap",
      "customWigSizeTempleBack",
      "customWigSizeNeck",
    ]);
    expect(row("Small")).toEqual(["21-21.5", "13.5", "11.5", "12", "15", "5"]);
    expect(row("Medium")).toEqual(["22-22.5", "14", "12", "12.5", "15.5", "5.5"]);
    expect(row("Large")).toEqual(["23-23.5", "15", "12.5", "13.5", "16", "6"]);
  });

  it("general, pro and applicant lists", () => {
    expect(PET_TYPES).toEqual(["Cat", "Dog", "Both", "Other"]);
    expect(SPECIAL_ACCOMMODATIONS).toEqual([
      "Physical Challenges",
      "Wheelchair-bound",
      "Bed-bound",
      "Other -- Please call",
    ]);
    expect(SPECIALITIES).toEqual([
      "Esthetician",
      "Hair and Makeup Artist",
      "Hair Braider",
      "Digital Content Creator Hair",
      "Digital Content Creator Makeup",
      "Customer Service Agent Hair",
      "Customer Service Agent Makeup",
      "Beauty Sales - on location/activations",
      "Henna Artist",
      "Wig Specialist",
    ]);
    expect(CONTACT_PREFERENCES).toEqual(["Email", "Phone", "Text"]);
  });

  it("US states are the 50 states plus DC, unique two-letter codes", () => {
    expect(US_STATES).toHaveLength(51);
    const codes = US_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(51);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(US_STATES).toContainEqual({ code: "MA", name: "Massachusetts" });
    expect(US_STATES).toContainEqual({ code: "DC", name: "District of Columbia" });
    expect(US_STATES).toContainEqual({ code: "HI", name: "Hawaii" });
  });
});
