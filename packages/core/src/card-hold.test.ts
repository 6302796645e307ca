import { describe, expect, it } from "vitest";
import {
  autoCaptureAt,
  CARD_HOLD,
  cardPaymentWording,
  cardStepNote,
  holdPlacementAt,
  paysWithHold,
  totalWithPayment,
  unheldAlertAt,
} from "./card-hold";

const DAY = 86_400_000;

describe("card holds", () => {
  it(`holds the card for an appointment up to ${CARD_HOLD.holdWithinDays} days away, charges it further out`, () => {
    const now = new Date("2026-12-01T15:00:00Z");
    const inDays = (days: number) => new Date(now.getTime() + days * DAY);
    expect(paysWithHold(inDays(0.25), now)).toBe(true);
    expect(paysWithHold(inDays(CARD_HOLD.holdWithinDays), now)).toBe(true);
    expect(paysWithHold(new Date(inDays(CARD_HOLD.holdWithinDays).getTime() + 1), now)).toBe(false);
  });

  it("captures automatically at midnight after the appointment's day, in its own zone", () => {
    expect(autoCaptureAt("2026-12-31", "America/Los_Angeles").toISOString()).toBe("2027-01-01T08:00:00.000Z");
    expect(autoCaptureAt("2026-12-05", "America/New_York").toISOString()).toBe("2026-12-06T05:00:00.000Z");
    // The night the clocks go back in New York: midnight is still EDT (UTC-4).
    expect(autoCaptureAt("2026-10-31", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it(`holds a saved card ${CARD_HOLD.placeHoldDaysBefore} days before, inside the hold window, and alerts 48 hours before`, () => {
    const appointmentAt = new Date("2026-12-20T19:00:00Z");
    expect(holdPlacementAt(appointmentAt).toISOString()).toBe("2026-12-16T19:00:00.000Z");
    expect(paysWithHold(appointmentAt, holdPlacementAt(appointmentAt))).toBe(true);
    expect(unheldAlertAt(appointmentAt).toISOString()).toBe("2026-12-18T19:00:00.000Z");
    expect(cardStepNote(appointmentAt, new Date("2026-12-01T15:00:00Z"))).toContain("saved now, held 4 days before");
    expect(cardStepNote(appointmentAt, holdPlacementAt(appointmentAt))).toContain("held now");
  });

  it("says card saved, then held, until the card is charged", () => {
    expect(totalWithPayment(12_500, "CARD_SAVED")).toBe("$125.00 (card saved, we'll place a hold 4 days before)");
    expect(cardPaymentWording("CARD_NEEDED")).toContain("please give another card");
    expect(cardPaymentWording("HELD")).toBe("held on your card");
    expect(cardPaymentWording("CAPTURED")).toBe("charged");
    expect(cardPaymentWording("RELEASED")).toBe("hold released, not charged");
    expect(cardPaymentWording(null)).toBe("");
  });
});
