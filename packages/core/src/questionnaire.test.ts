import { describe, expect, it } from "vitest";
import type { BookingAnswers } from "./answers";
import type { ServiceFlow } from "./catalogue";
import type { QuestionContext } from "./questionnaire";
import {
  BRAIDS_NOTE,
  missingAnswers,
  QUESTIONS,
  questionsToShow,
  SCHEDULE_LABELS,
  visibleQuestions,
} from "./questionnaire";
import { hairAnswers, makeService } from "./test-fixtures";

const keys = (ctx: QuestionContext) => visibleQuestions(ctx).map((question) => question.key);
const hairCtx = (flow: ServiceFlow, extra: Partial<BookingAnswers> = {}, forKids = false): QuestionContext => {
  const service = makeService({ flow, forKids });
  return { answers: hairAnswers(service, extra), service };
};

const WIG_KEYS = ["wigPurchased", "wigHairType", "wigInstallType", "wigPrice", "wigStyling"];
const MEASUREMENTS = [
  "customWigSizeCirc",
  "customWigSizeNape",
  "customWigSizeForehead",
  "customWigSizeOverlap",
  "customWigSizeTempleBack",
  "customWigSizeNeck",
];

describe("QUESTIONS", () => {
  it("has one question per key", () => {
    const all = QUESTIONS.map((question) => question.key);
    expect(new Set(all).size).toBe(all.length);
  });

  it("asks for a time between 9AM and 8PM", () => {
    expect(SCHEDULE_LABELS.time).toContain("between 9AM and 8PM");
  });

  it("gives every required question a human message", () => {
    const density = QUESTIONS.find((question) => question.key === "hairDensity");
    expect(density?.missingMessage).toBe("Please choose your hair density");
    const parking = QUESTIONS.find((question) => question.key === "parkingAvailable");
    expect(parking?.missingMessage).toBe("Please tell us whether parking is available");
  });

  it("only the allergy and skin-condition free texts are optional", () => {
    expect(QUESTIONS.filter((question) => !question.required).map((question) => question.key)).toEqual([
      "allergies",
      "skinConditions",
    ]);
  });
});

describe("visibleQuestions", () => {
  it("shows only the service type until one is chosen", () => {
    expect(keys({ answers: {} })).toEqual(["serviceType"]);
  });

  it("orders a standard hair service: hair basics, service, hair health, then general questions", () => {
    expect(keys(hairCtx("STANDARD"))).toEqual([
      "serviceType",
      "hairType",
      "hairDensity",
      "serviceId",
      "hairExt",
      "hairLoss",
      "sensitiveScalp",
      "parkingAvailable",
      "smokeFree",
      "quietService",
      "stairs",
      "pet",
      "specialAcc",
    ]);
  });

  it("ends every service type with the general questions, scalp for hair only", () => {
    const general = ["parkingAvailable", "smokeFree", "quietService", "stairs", "pet", "specialAcc"];
    for (const serviceType of ["MAKEUP", "NAIL", "HENNA"] as const) {
      const service = makeService({ id: "s", serviceType });
      const visible = keys({ answers: { serviceType, serviceId: "s" }, service });
      expect(visible.slice(-general.length)).toEqual(general);
      expect(visible).not.toContain("sensitiveScalp");
    }
    expect(keys(hairCtx("STANDARD")).slice(-7)).toEqual(["sensitiveScalp", ...general]);
  });

  it.each([
    ["Curly", true],
    ["COILY", true],
    [" coily ", true],
    ["Straight", false],
    ["Wavy", false],
  ])("asks the curl pattern for hair type %s: %s", (hairType, asked) => {
    expect(keys(hairCtx("STANDARD", { hairType })).includes("curlPattern")).toBe(asked);
  });

  it("asks the wig branch only for WIG_INSTALLATION", () => {
    expect(keys(hairCtx("WIG_INSTALLATION"))).toEqual(expect.arrayContaining(WIG_KEYS));
    for (const flow of ["STANDARD", "CUSTOM_WIG", "BRAIDED_EXTENSION"] as const) {
      expect(keys(hairCtx(flow)).filter((key) => key.startsWith("wig"))).toEqual([]);
    }
  });

  it("offers purchase help only to a customer who has not bought the wig", () => {
    expect(keys(hairCtx("WIG_INSTALLATION", { wigPurchased: false }))).toContain("wigPurchaseAsst");
    expect(keys(hairCtx("WIG_INSTALLATION", { wigPurchased: true }))).not.toContain("wigPurchaseAsst");
  });

  it("asks the custom wig branch only for CUSTOM_WIG, in the spec's order", () => {
    expect(keys(hairCtx("WIG_INSTALLATION")).filter((key) => key.startsWith("customWig"))).toEqual([]);
    expect(
      keys(hairCtx("CUSTOM_WIG", { customWigSizeCheck: true, customWigSize: "Custom" })).filter((key) =>
        key.startsWith("customWig"),
      ),
    ).toEqual([
      "customWigSizeCheck",
      "customWigSize",
      ...MEASUREMENTS,
      "customWigInstallType",
      "customWigHairType",
      "customWigStyle",
      "customWigDensity",
      "customWigTexture",
      "customWigColor",
      "customWigInstall",
      "customWigReason",
    ]);
  });

  it("opens the custom wig questions on a Wig Installation whose wig is custom made, instead of the bought wig's", () => {
    const made = keys(hairCtx("WIG_INSTALLATION", { wigHairType: "Custom Made 100% Human Hair", wigPurchased: true }));
    expect(made.filter((key) => key.startsWith("customWig"))).toEqual([
      "customWigSizeCheck",
      "customWigInstallType",
      "customWigHairType",
      "customWigStyle",
      "customWigDensity",
      "customWigTexture",
      "customWigColor",
      "customWigInstall",
      "customWigReason",
    ]);
    expect(made).not.toContain("wigInstallType");
    expect(made).not.toContain("wigPrice");
    const bought = keys(hairCtx("WIG_INSTALLATION", { wigHairType: "100% human" }));
    expect(bought).toEqual(expect.arrayContaining(["wigInstallType", "wigPrice"]));
    expect(bought.filter((key) => key.startsWith("customWig"))).toEqual([]);
  });

  it("asks the measurements only for a Custom size, and the size only when it is known", () => {
    expect(keys(hairCtx("CUSTOM_WIG", { customWigSizeCheck: true, customWigSize: "Medium" }))).not.toContain(
      "customWigSizeCirc",
    );
    expect(keys(hairCtx("CUSTOM_WIG", { customWigSizeCheck: false }))).not.toContain("customWigSize");
    const custom = hairCtx("CUSTOM_WIG", { customWigSizeCheck: true, customWigSize: "Custom" });
    const required = missingAnswers(custom).map((question) => question.key);
    expect(required).toEqual(expect.arrayContaining(MEASUREMENTS));
  });

  it("asks child supervision only for kids services, right after the service", () => {
    expect(keys(hairCtx("STANDARD"))).not.toContain("childSupervision");
    const kids = keys(hairCtx("STANDARD", {}, true));
    expect(kids[kids.indexOf("serviceId") + 1]).toBe("childSupervision");
    const kidsNails = makeService({ id: "k", serviceType: "NAIL", forKids: true });
    expect(keys({ answers: { serviceType: "NAIL", serviceId: "k" }, service: kidsNails })).toContain(
      "childSupervision",
    );
  });

  it("shows the braids note for braided extensions and signature braids only", () => {
    const note = (flow: ServiceFlow) =>
      visibleQuestions(hairCtx(flow)).some((question) => question.note === BRAIDS_NOTE);
    expect(note("BRAIDED_EXTENSION")).toBe(true);
    expect(note("SIGNATURE_BRAIDS")).toBe(true);
    expect(note("CORNROW")).toBe(false);
    expect(BRAIDS_NOTE).toMatch(/micro braids/);
    expect(BRAIDS_NOTE).toMatch(/hair is not provided/);
  });

  it.each([
    ["BLOWOUT", ["hairDry"]],
    ["LOCS", ["locTime", "locColor"]],
    ["BRAIDED_EXTENSION", ["braidsSize", "braidsLength"]],
    ["SIGNATURE_BRAIDS", ["braidsSize", "braidsLength"]],
    ["CORNROW", ["cornrowsStyle", "cornrowsCount"]],
  ] as const)("%s asks its own questions", (flow, own) => {
    expect(keys(hairCtx(flow))).toEqual(expect.arrayContaining([...own]));
    expect(keys(hairCtx("STANDARD"))).not.toEqual(expect.arrayContaining([...own]));
  });

  it("asks follow-ups only after the answer that calls for them", () => {
    const followUps = [
      ["hairExt", true, "hairExtType"],
      ["hairLoss", true, "hairLossDiag"],
      ["hairLoss", true, "hairLossCause"],
      ["pet", true, "petType"],
      ["specialAcc", true, "specialAccType"],
    ] as const;
    for (const [key, value, followUp] of followUps) {
      expect(keys(hairCtx("STANDARD", { [key]: value }))).toContain(followUp);
      expect(keys(hairCtx("STANDARD", { [key]: !value }))).not.toContain(followUp);
    }
  });

  it("asks for the other polish color only when polish is Other", () => {
    const nails = makeService({ id: "n", serviceType: "NAIL" });
    const nailKeys = (nailPolish: BookingAnswers["nailPolish"]) =>
      keys({ answers: { serviceType: "NAIL", serviceId: "n", nailPolish }, service: nails });
    expect(nailKeys("Other")).toContain("nailPolishOther");
    expect(nailKeys("Red")).not.toContain("nailPolishOther");
  });

  it("asks for lashes only on Luxe Makeup", () => {
    const makeup = (flow: ServiceFlow) => {
      const service = makeService({ id: "m", serviceType: "MAKEUP", flow });
      return keys({ answers: { serviceType: "MAKEUP", serviceId: "m" }, service });
    };
    expect(makeup("LUXE_MAKEUP")).toContain("makeupLashes");
    expect(makeup("STANDARD")).not.toContain("makeupLashes");
  });

  it("hides service-dependent questions until the service is known", () => {
    const visible = keys({ answers: { serviceType: "HAIR", hairType: "Straight" } });
    expect(visible).not.toContain("childSupervision");
    expect(visible).not.toContain("braidsSize");
  });
});

describe("questionsToShow", () => {
  it("reveals one question at a time", () => {
    expect(questionsToShow({ answers: {} }).map((question) => question.key)).toEqual(["serviceType"]);
    expect(questionsToShow({ answers: { serviceType: "HAIR" } }).map((question) => question.key)).toEqual([
      "serviceType",
      "hairType",
    ]);
    const ctx = { answers: { serviceType: "HAIR", hairType: "Straight", hairDensity: "Thin" } } as const;
    expect(questionsToShow(ctx).at(-1)?.key).toBe("serviceId");
  });

  it("does not stop at an optional question left blank", () => {
    const service = makeService({ id: "m", serviceType: "MAKEUP" });
    const answers: Partial<BookingAnswers> = {
      serviceType: "MAKEUP",
      serviceId: "m",
      skinType: "Dry",
      skinComplexion: "#aabbcc",
    };
    expect(
      questionsToShow({ answers, service })
        .map((question) => question.key)
        .slice(-3),
    ).toEqual(["allergies", "skinConditions", "makeupLook"]);
  });

  it("shows everything once everything is answered", () => {
    const ctx = hairCtx("STANDARD");
    expect(questionsToShow(ctx)).toEqual(visibleQuestions(ctx));
    expect(missingAnswers(ctx)).toEqual([]);
  });
});
