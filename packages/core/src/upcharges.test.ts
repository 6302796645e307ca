import { describe, expect, it } from "vitest";
import { UPCHARGES, upchargeAmount, upchargeLabel } from "./upcharges";

describe("UPCHARGES", () => {
  it("every row carries its own code", () => {
    for (const [code, row] of Object.entries(UPCHARGES)) expect(row.code).toBe(code);
  });

  it("flat surcharges (spec dollars, in cents)", () => {
    const flat = Object.values(UPCHARGES).flatMap((row) =>
      row.kind === "flat" ? [[row.code, row.amountCents, row.chargedWhen]] : [],
    );
    expect(flat).toEqual([
      ["LUXE_LASHES", 1500, true],
      ["WIG_STYLING", 8000, true],
      ["CUSTOM_WIG_COLOR", 10000, true],
      ["CUSTOM_WIG_INSTALL", 8000, true],
      ["SENSITIVE_SCALP", 2500, true],
      ["NO_PARKING", 2000, false],
      ["QUIET_SERVICE", 5000, true],
      ["STAIRS", 2000, true],
    ]);
  });

  it("per-option surcharges (spec dollars, in cents)", () => {
    expect(UPCHARGES.HENNA_LENGTH.amountsCents).toEqual({
      "1 hour": 0,
      "2 hours": 10000,
      "3 hours": 20000,
      "4 hours": 30000,
    });
    expect(UPCHARGES.HENNA_SIZE.amountsCents).toEqual({ Small: 0, Medium: 4000, Large: 6000, "Extra Large": 10000 });
    expect(UPCHARGES.BRAIDS_LENGTH.amountsCents).toEqual({ "18 in": 0, "20 in": 2500, "22 in": 5000, "24 in": 7500 });
    expect(UPCHARGES.BRAIDS_SIZE.amountsCents).toEqual({ Large: 0, Medium: 2500, Small: 5000 });
    expect(UPCHARGES.CORNROWS_COUNT.amountsCents).toEqual({
      2: 0,
      3: 1000,
      4: 2000,
      5: 3000,
      6: 4000,
      7: 5000,
      8: 6000,
    });
    expect(UPCHARGES.CUSTOM_WIG_DENSITY.amountsCents).toEqual({
      "Extra Light 50-60%": 5000,
      "Light 80%": 10000,
      "Heavy 150%": 15000,
      "Extra Heavy 200%": 20000,
    });
  });
});

describe("upchargeAmount", () => {
  it("charges a flat surcharge only on the triggering answer", () => {
    expect(upchargeAmount("STAIRS", true)).toBe(2000);
    expect(upchargeAmount("STAIRS", false)).toBe(0);
    expect(upchargeAmount("NO_PARKING", false)).toBe(2000);
    expect(upchargeAmount("NO_PARKING", true)).toBe(0);
    expect(upchargeAmount("NO_PARKING", undefined)).toBe(0);
  });

  it("looks an option up, numbers included, and ignores anything else", () => {
    expect(upchargeAmount("CORNROWS_COUNT", 5)).toBe(3000);
    expect(upchargeAmount("BRAIDS_SIZE", "Small")).toBe(5000);
    expect(upchargeAmount("BRAIDS_SIZE", "Tiny")).toBe(0);
    expect(upchargeAmount("BRAIDS_SIZE", "constructor")).toBe(0);
    expect(upchargeAmount("BRAIDS_SIZE", undefined)).toBe(0);
  });

  it("labels option surcharges with the option", () => {
    expect(upchargeLabel("BRAIDS_SIZE", "Small")).toBe("Braid size: Small");
    expect(upchargeLabel("STAIRS", true)).toBe("Stairs");
  });
});
