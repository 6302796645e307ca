import { describe, expect, it } from "vitest";
import { CHILD_SUPERVISION_ALERT, OUT_OF_HOURS_MESSAGE, PAST_DATE_MESSAGE } from "./messages";
import { TOO_SOON_MESSAGE } from "./notice";
import type { BookingFormState } from "./resets";
import {
  answerChildSupervision,
  changeDate,
  changeSchedule,
  changeService,
  changeServiceType,
  reviewInvalidated,
  setAnswer,
} from "./resets";
import { makeService } from "./test-fixtures";

const braids = makeService({ id: "braids", name: "Box Braids", flow: "BRAIDED_EXTENSION" });
const kidsCut = makeService({ id: "kids", name: "Kids Cut", forKids: true });
const silkPress = makeService();
const services = [braids, kidsCut, silkPress];

const schedule = { cityId: "boston", date: "2026-12-05", time: "14:30", timeZone: "Eastern" } as const;
const filled: BookingFormState = {
  schedule,
  answers: {
    serviceType: "HAIR",
    hairType: "Curly",
    hairDensity: "Thin",
    serviceId: "braids",
    curlPattern: "4A",
    hairExt: false,
    braidsSize: "Small",
    braidsLength: "20 in",
    parkingAvailable: false,
  },
};
const now = new Date("2026-12-01T15:00:00Z");

describe("changeServiceType", () => {
  it("keeps only location, date, time and time zone", () => {
    expect(changeServiceType(filled, "NAIL")).toEqual({ schedule, answers: { serviceType: "NAIL" } });
  });

  it("is no change when the type is the same", () => {
    expect(changeServiceType(filled, "HAIR")).toBe(filled);
  });
});

describe("changeService", () => {
  it("keeps the schedule, service type, hair type and hair density", () => {
    expect(changeService(filled, silkPress)).toEqual({
      schedule,
      answers: { serviceType: "HAIR", hairType: "Curly", hairDensity: "Thin", serviceId: silkPress.id },
    });
  });
});

describe("changeDate", () => {
  it("clears date, time and time zone for a past date, with the spec's message", () => {
    expect(changeDate(filled, "2026-11-30", now)).toEqual({
      state: { schedule: { cityId: "boston" }, answers: filled.answers },
      alert: PAST_DATE_MESSAGE,
    });
  });

  it("keeps everything for a future date", () => {
    expect(changeDate(filled, "2026-12-10", now)).toEqual({
      state: { schedule: { ...schedule, date: "2026-12-10" }, answers: filled.answers },
    });
  });
});

describe("changeSchedule", () => {
  it("clears an out-of-hours time only", () => {
    expect(changeSchedule(filled, { time: "20:00" }, now)).toEqual({
      state: { schedule: { cityId: "boston", date: "2026-12-05", timeZone: "Eastern" }, answers: filled.answers },
      alert: OUT_OF_HOURS_MESSAGE,
    });
  });

  it("clears a time sooner than the minimum notice, with the server's sentence, keeping the answers", () => {
    // 10:00 A.M. Eastern on December 1: 5:00 P.M. is seven hours away, 6:00 P.M. eight.
    const today = { date: "2026-12-01" };
    expect(changeSchedule(filled, { ...today, time: "17:00" }, now)).toEqual({
      state: { schedule: { cityId: "boston", date: "2026-12-01", timeZone: "Eastern" }, answers: filled.answers },
      alert: TOO_SOON_MESSAGE,
    });
    expect(changeSchedule(filled, { ...today, time: "18:00" }, now).alert).toBeUndefined();
  });

  it("clears later schedule fields and every answer when a field is blanked", () => {
    expect(changeSchedule(filled, { date: "" }, now)).toEqual({
      state: { schedule: { cityId: "boston" }, answers: {} },
    });
  });
});

describe("answerChildSupervision", () => {
  const kids: BookingFormState = {
    schedule,
    answers: { serviceType: "HAIR", hairType: "Curly", hairDensity: "Thin", serviceId: "kids", curlPattern: "3A" },
  };

  it("'no' resets to schedule, service type, hair type and density, and alerts", () => {
    expect(answerChildSupervision(kids, false)).toEqual({
      state: { schedule, answers: { serviceType: "HAIR", hairType: "Curly", hairDensity: "Thin" } },
      alert: CHILD_SUPERVISION_ALERT,
    });
  });

  it("'yes' just records the answer", () => {
    expect(answerChildSupervision(kids, true)).toEqual({
      state: { schedule, answers: { ...kids.answers, childSupervision: true } },
    });
  });
});

describe("setAnswer", () => {
  const ctx = { services };

  it("applies the service type and service rules", () => {
    expect(setAnswer(filled, "serviceType", "HENNA", ctx).state.answers).toEqual({ serviceType: "HENNA" });
    expect(setAnswer(filled, "serviceId", "kids", ctx).state.answers).toEqual({
      serviceType: "HAIR",
      hairType: "Curly",
      hairDensity: "Thin",
      serviceId: "kids",
    });
  });

  it("applies the child supervision rule", () => {
    const kids = { schedule, answers: { serviceType: "HAIR", serviceId: "kids" } } as const;
    expect(setAnswer(kids, "childSupervision", false, ctx).alert).toBe(CHILD_SUPERVISION_ALERT);
  });

  it("clears every later answer when a required answer is blanked", () => {
    expect(setAnswer(filled, "braidsSize", undefined, ctx).state.answers).toEqual({
      serviceType: "HAIR",
      hairType: "Curly",
      hairDensity: "Thin",
      serviceId: "braids",
      curlPattern: "4A",
      hairExt: false,
    });
    expect(setAnswer(filled, "hairType", "", ctx).state.answers).toEqual({ serviceType: "HAIR" });
  });

  it("clears nothing else when an optional text is blanked", () => {
    const makeup = makeService({ id: "m", serviceType: "MAKEUP" });
    const state: BookingFormState = {
      schedule,
      answers: { serviceType: "MAKEUP", serviceId: "m", allergies: "Latex", makeupLook: "Evening" },
    };
    expect(setAnswer(state, "allergies", "", { services: [makeup] }).state.answers).toEqual({
      serviceType: "MAKEUP",
      serviceId: "m",
      makeupLook: "Evening",
    });
  });

  it("drops answers to questions that stop applying", () => {
    const withExtensions = setAnswer(filled, "hairExt", true, ctx).state;
    const withType = setAnswer(withExtensions, "hairExtType", "Clip-In", ctx).state;
    expect(withType.answers.hairExtType).toBe("Clip-In");
    expect(setAnswer(withType, "hairExt", false, ctx).state.answers).not.toHaveProperty("hairExtType");
    expect(setAnswer(filled, "hairType", "Straight", ctx).state.answers).not.toHaveProperty("curlPattern");
  });

  it("drops follow-ups of follow-ups", () => {
    const state: BookingFormState = {
      schedule,
      answers: { serviceType: "HAIR", serviceId: "braids", hairLoss: true, hairLossDiag: true, hairLossCause: "Other" },
    };
    const answers = setAnswer(state, "hairLoss", false, ctx).state.answers;
    expect(answers).toEqual({ serviceType: "HAIR", serviceId: "braids", hairLoss: false });
  });

  it("refuses a service outside the catalogue it was given", () => {
    expect(() => setAnswer(filled, "serviceId", "nope", ctx)).toThrow(/nope/);
  });
});

describe("reviewInvalidated", () => {
  it("is true only when an answer changed", () => {
    expect(reviewInvalidated(filled.answers, { ...filled.answers })).toBe(false);
    expect(reviewInvalidated(filled.answers, { ...filled.answers, stairs: true })).toBe(true);
    expect(reviewInvalidated(filled.answers, { ...filled.answers, parkingAvailable: true })).toBe(true);
  });
});
