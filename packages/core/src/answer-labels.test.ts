import { describe, expect, it } from "vitest";
import { answerText, describeAnswers } from "./answer-labels";

describe("describeAnswers", () => {
  it("shows labels, never the stored values: hair type rows, yes/no, shades by name", () => {
    const lines = describeAnswers(
      {
        serviceType: "HAIR",
        serviceId: "svc",
        parkingAvailable: false,
        hairType: "STRAIGHT",
        skinComplexion: "#A1B2C3",
        cornrowsCount: 4,
      },
      { skinShades: [{ hexCode: "#a1b2c3", foundationShade: "Warm Honey" }] },
    );
    expect(lines).toEqual([
      { key: "hairType", question: "What is your hair type?", answer: "Straight" },
      { key: "cornrowsCount", question: "How many cornrows would you like?", answer: "4" },
      { key: "skinComplexion", question: "Which shade is closest to your skin tone?", answer: "Warm Honey" },
      { key: "parkingAvailable", question: "Is parking available at your address?", answer: "No" },
    ]);
  });

  it("names service types and hyphenated hair types as the form does", () => {
    expect(answerText("serviceType", "NAIL")).toBe("Nails");
    expect(answerText("hairType", "KINKY-CURLY")).toBe("Kinky-Curly");
    expect(answerText("braidsSize", "Small")).toBe("Small");
  });
});
