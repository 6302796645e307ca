import { describe, expect, it } from "vitest";
import type { BookingAnswers } from "./answers";
import { LUXE_MAKEUP_PRICE_CENTS } from "./catalogue";
import { QUESTIONS } from "./questionnaire";
import { computeQuote, optionLabel, payoutFor } from "./quote";
import { validateBookingAnswers } from "./schemas";
import { hairAnswers, makeService, NO_SURCHARGE_GENERAL } from "./test-fixtures";

const surcharges = (answers: Partial<BookingAnswers>, service = makeService()) =>
  computeQuote(answers, service)
    .lines.slice(1)
    .map((line) => [line.code, line.amountCents]);

describe("computeQuote", () => {
  it("starts with the service's catalogue price and nothing else when no answer costs extra", () => {
    const service = makeService({ priceCents: 12345 });
    expect(computeQuote(hairAnswers(service), service)).toEqual({
      lines: [{ code: "SERVICE", label: "Silk Press", amountCents: 12345 }],
      totalCents: 12345,
      payoutCents: 9876,
    });
  });

  it("prices each general surcharge", () => {
    const service = makeService();
    const base = hairAnswers(service);
    expect(surcharges({ ...base, sensitiveScalp: true })).toEqual([["SENSITIVE_SCALP", 2500]]);
    expect(surcharges({ ...base, parkingAvailable: false })).toEqual([["NO_PARKING", 2000]]);
    expect(surcharges({ ...base, quietService: true })).toEqual([["QUIET_SERVICE", 5000]]);
    expect(surcharges({ ...base, stairs: true })).toEqual([["STAIRS", 2000]]);
  });

  it("does not charge the scalp surcharge outside hair services", () => {
    const nails = makeService({ id: "n", serviceType: "NAIL", flow: "STANDARD" });
    const answers: Partial<BookingAnswers> = { serviceType: "NAIL", serviceId: "n", sensitiveScalp: true };
    expect(surcharges(answers, nails)).toEqual([]);
  });

  it.each([
    ["Large", 0],
    ["Medium", 2500],
    ["Small", 5000],
  ] as const)("braid size %s adds %i", (braidsSize, cents) => {
    const service = makeService({ flow: "BRAIDED_EXTENSION" });
    const answers = hairAnswers(service, { braidsSize, braidsLength: "18 in" });
    expect(computeQuote(answers, service).totalCents).toBe(10000 + cents);
  });

  it.each([
    ["18 in", 0],
    ["20 in", 2500],
    ["22 in", 5000],
    ["24 in", 7500],
  ] as const)("braid length %s adds %i", (braidsLength, cents) => {
    const service = makeService({ flow: "SIGNATURE_BRAIDS" });
    const answers = hairAnswers(service, { braidsSize: "Large", braidsLength });
    expect(computeQuote(answers, service).totalCents).toBe(10000 + cents);
  });

  it.each([
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 3000],
    [6, 4000],
    [7, 5000],
    [8, 6000],
  ])("%i cornrows add %i", (cornrowsCount, cents) => {
    const service = makeService({ flow: "CORNROW" });
    const answers = hairAnswers(service, { cornrowsStyle: "Fulani", cornrowsCount });
    expect(computeQuote(answers, service).totalCents).toBe(10000 + cents);
  });

  it("wig styling adds 80 dollars on a wig installation", () => {
    const service = makeService({ flow: "WIG_INSTALLATION" });
    const answers = hairAnswers(service, { wigPurchased: true, wigStyling: true });
    expect(surcharges(answers, service)).toEqual([["WIG_STYLING", 8000]]);
  });

  it.each([
    ["Extra Light 50-60%", 5000],
    ["Light 80%", 10000],
    ["Heavy 150%", 15000],
    ["Extra Heavy 200%", 20000],
  ] as const)("custom wig density %s adds %i", (customWigDensity, cents) => {
    const service = makeService({ flow: "CUSTOM_WIG" });
    expect(surcharges(hairAnswers(service, { customWigDensity }), service)).toEqual([["CUSTOM_WIG_DENSITY", cents]]);
  });

  it("custom wig color and install", () => {
    const service = makeService({ flow: "CUSTOM_WIG" });
    const answers = hairAnswers(service, { customWigColor: true, customWigInstall: true });
    expect(surcharges(answers, service)).toEqual([
      ["CUSTOM_WIG_COLOR", 10000],
      ["CUSTOM_WIG_INSTALL", 8000],
    ]);
  });

  it("luxe makeup: catalogue price plus 15 dollars of lashes", () => {
    const luxe = makeService({
      id: "luxe",
      name: "Luxe Makeup",
      serviceType: "MAKEUP",
      flow: "LUXE_MAKEUP",
      priceCents: LUXE_MAKEUP_PRICE_CENTS,
    });
    const answers: Partial<BookingAnswers> = { serviceType: "MAKEUP", serviceId: "luxe", makeupLashes: true };
    expect(computeQuote(answers, luxe).lines).toEqual([
      { code: "SERVICE", label: "Luxe Makeup", amountCents: 15000 },
      { code: "LUXE_LASHES", label: "Luxe lashes", amountCents: 1500 },
    ]);
    expect(computeQuote({ ...answers, makeupLashes: false }, luxe).totalCents).toBe(15000);
  });

  it.each([
    ["Small", "1 hour", 0],
    ["Medium", "2 hours", 4000 + 10000],
    ["Large", "3 hours", 6000 + 20000],
    ["Extra Large", "4 hours", 10000 + 30000],
  ] as const)("henna %s for %s adds %i", (hennaSize, hennaLength, cents) => {
    const henna = makeService({ id: "h", serviceType: "HENNA", priceCents: 5000 });
    const answers: Partial<BookingAnswers> = { serviceType: "HENNA", serviceId: "h", hennaSize, hennaLength };
    expect(computeQuote(answers, henna).totalCents).toBe(5000 + cents);
  });

  it("lists a combination in questionnaire order and totals it", () => {
    const service = makeService({ flow: "BRAIDED_EXTENSION", priceCents: 20000 });
    const answers = hairAnswers(service, {
      braidsSize: "Small",
      braidsLength: "24 in",
      sensitiveScalp: true,
      parkingAvailable: false,
      quietService: true,
      stairs: true,
    });
    const quote = computeQuote(answers, service);
    expect(quote.lines).toEqual([
      { code: "SERVICE", label: "Silk Press", amountCents: 20000 },
      { code: "BRAIDS_SIZE", label: "Braid size: Small", amountCents: 5000 },
      { code: "BRAIDS_LENGTH", label: "Braid length: 24 in", amountCents: 7500 },
      { code: "SENSITIVE_SCALP", label: "Sensitive scalp", amountCents: 2500 },
      { code: "NO_PARKING", label: "No parking available", amountCents: 2000 },
      { code: "QUIET_SERVICE", label: "Quiet service", amountCents: 5000 },
      { code: "STAIRS", label: "Stairs", amountCents: 2000 },
    ]);
    expect(quote.totalCents).toBe(44000);
    expect(quote.payoutCents).toBe(35200);
  });

  it("never prices an answer to a question that does not apply", () => {
    // Wig styling sent for a plain service, braid size for cornrows, density for a wig install.
    const service = makeService({ flow: "CORNROW" });
    const answers = hairAnswers(service, {
      cornrowsCount: 2,
      wigStyling: true,
      braidsSize: "Small",
      customWigDensity: "Extra Heavy 200%",
      ...NO_SURCHARGE_GENERAL,
    });
    expect(computeQuote(answers, service).totalCents).toBe(10000);
  });
});

describe("payoutFor", () => {
  it("is 80 percent, rounded to the cent", () => {
    expect(payoutFor(15000)).toBe(12000);
    expect(payoutFor(1001)).toBe(801);
    expect(payoutFor(1003)).toBe(802);
  });
});

describe("computeQuote on untrusted input", () => {
  it("prices only the service for an unknown service type instead of throwing", () => {
    const answers = { serviceType: "WAXING", serviceId: "x", stairs: true } as unknown as Partial<BookingAnswers>;
    expect(computeQuote(answers, makeService()).totalCents).toBe(10000);
  });

  it("prices a Wig Installation's custom-made wig like the Custom Wig service, and accepts its answers", () => {
    const service = makeService({ flow: "WIG_INSTALLATION", priceCents: 20000 });
    const answers = hairAnswers(service, {
      wigPurchased: true,
      wigHairType: "Custom Made 100% Human Hair",
      wigStyling: true,
      customWigSizeCheck: true,
      customWigSize: "Medium",
      customWigInstallType: "Lace front",
      customWigHairType: "Virgin Hair Human Hair",
      customWigStyle: "Bob",
      customWigDensity: "Light 80%",
      customWigTexture: "Bodywave",
      customWigColor: true,
      customWigInstall: true,
      customWigReason: "Versatility",
    });
    expect(validateBookingAnswers(answers, service)).toEqual([]);
    expect(surcharges(answers, service)).toEqual([
      ["WIG_STYLING", 8000],
      ["CUSTOM_WIG_DENSITY", 10000],
      ["CUSTOM_WIG_COLOR", 10000],
      ["CUSTOM_WIG_INSTALL", 8000],
    ]);
  });
});

describe("optionLabel", () => {
  const question = (key: string) => {
    const found = QUESTIONS.find((candidate) => candidate.key === key);
    if (!found) throw new Error(key);
    return found;
  };

  it("shows beside each option what it adds, from the same table the quote uses", () => {
    expect(optionLabel(question("braidsSize"), "Small")).toBe("Small (+$50)");
    expect(optionLabel(question("braidsSize"), "Large")).toBe("Large");
    expect(optionLabel(question("cornrowsCount"), 8)).toBe("8 (+$60)");
    expect(optionLabel(question("customWigDensity"), "Extra Heavy 200%")).toBe("Extra Heavy 200% (+$200)");
    expect(optionLabel(question("quietService"), true, "Yes")).toBe("Yes (+$50)");
    expect(optionLabel(question("quietService"), false, "No")).toBe("No");
    expect(optionLabel(question("parkingAvailable"), false, "No")).toBe("No (+$20)");
    expect(optionLabel(question("hennaColor"), "Brown")).toBe("Brown");
  });
});
