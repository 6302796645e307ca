import { describe, expect, it } from "vitest";
import {
  linkTipRefusal,
  linkTipTooHigh,
  parseTipDollars,
  TIP_CHOOSE,
  TIP_CONFIRM_AGAIN,
  TIP_OUT_OF_RANGE,
  tipCents,
  tipForPercent,
  tipInputSchema,
} from "./tips";

const firstError = (input: unknown) => tipInputSchema.safeParse(input).error?.issues[0]?.message;

describe("tip input", () => {
  it("takes one of the offered shares or an amount from $1 to $500, never both or neither", () => {
    const percent = { kind: "percent", percent: 20 };
    expect(tipInputSchema.parse({ bookingId: "b1", choice: percent })).toEqual({ bookingId: "b1", choice: percent });
    const amount = { kind: "amount", amountCents: 50_000 };
    expect(tipInputSchema.parse({ bookingId: "b1", choice: amount }).choice).toEqual(amount);
    expect(firstError({ bookingId: "b1", choice: { kind: "percent", percent: 18 } })).toBe(TIP_CHOOSE);
    expect(firstError({ bookingId: "b1" })).toBe(TIP_CHOOSE);
    expect(firstError({ bookingId: "b1", choice: { kind: "both", percent: 20, amountCents: 500 } })).toBe(TIP_CHOOSE);
    for (const amountCents of [99, 50_001, 12.5, -100]) {
      expect(firstError({ bookingId: "b1", choice: { kind: "amount", amountCents } })).toBe(TIP_OUT_OF_RANGE);
    }
    expect(TIP_OUT_OF_RANGE).toBe("A tip can be from $1.00 to $500.00.");
  });
});

describe("tip amounts", () => {
  it("rounds a share of the total to the cent and refuses one outside the limits", () => {
    expect(tipForPercent(12_550, 20)).toBe(2_510);
    expect(tipForPercent(9_999, 15)).toBe(1_500);
    expect(tipCents(12_550, { kind: "percent", percent: 25 })).toBe(3_138);
    expect(tipCents(12_550, { kind: "amount", amountCents: 700 })).toBe(700);
    expect(tipCents(300_000, { kind: "percent", percent: 20 })).toBeNull();
    expect(tipCents(500, { kind: "percent", percent: 15 })).toBeNull();
  });

  it("reads a typed dollar amount", () => {
    expect(parseTipDollars("12")).toBe(1_200);
    expect(parseTipDollars(" $12.5 ")).toBe(1_250);
    expect(parseTipDollars("0.07")).toBe(7);
    for (const text of ["", "12.345", "abc", "-3", "1e3"]) expect(parseTipDollars(text)).toBeNull();
  });
});

describe("a tip through the e-mailed link", () => {
  it("goes only at the amount confirmed, and at most the booking's price", () => {
    const amount = (amountCents: number) => ({ kind: "amount" as const, amountCents });
    expect(linkTipRefusal(8_000, { kind: "percent", percent: 25 }, 2_000)).toBeNull();
    expect(linkTipRefusal(8_000, amount(8_000), 8_000)).toBeNull();
    expect(linkTipRefusal(8_000, amount(8_001), 8_001)).toBe(linkTipTooHigh(8_000));
    expect(linkTipTooHigh(8_000)).toBe("Through this link a tip can be up to $80.00, the price of the booking.");
    // A booking dearer than the usual maximum keeps that maximum.
    expect(linkTipRefusal(90_000, amount(50_001), 50_001)).toBe(TIP_OUT_OF_RANGE);
    expect(linkTipRefusal(8_000, { kind: "percent", percent: 20 }, 2_000)).toBe(TIP_CONFIRM_AGAIN);
    expect(linkTipRefusal(8_000, amount(500), 5)).toBe(TIP_CONFIRM_AGAIN);
  });
});
