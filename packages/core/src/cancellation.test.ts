import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICY_TEXT, lateCancelPayoutCents, refundForCancellation } from "./cancellation";

const appointmentAt = new Date("2026-12-05T19:30:00Z");
const hoursBefore = (hours: number) => new Date(appointmentAt.getTime() - hours * 3_600_000);
const refund = (
  hours: number,
  cancelledBy: "CUSTOMER" | "PRO" | "ADMIN" = "CUSTOMER",
  totalCents = 20001,
  accepted = true,
) =>
  refundForCancellation({ totalCents, appointmentAt, cancelledAt: hoursBefore(hours), cancelledBy, accepted })
    .refundCents;

describe("refundForCancellation", () => {
  it("refunds a customer in full from 48 hours before", () => {
    expect(refund(72)).toBe(20001);
    expect(refund(48)).toBe(20001);
  });

  it("refunds half, rounded down, from 24 to 48 hours before", () => {
    expect(refund(47.9)).toBe(10000);
    expect(refund(24)).toBe(10000);
  });

  it("refunds nothing under 24 hours before, or after the start", () => {
    expect(refund(23.9)).toBe(0);
    expect(refund(-1)).toBe(0);
  });

  it("refunds in full, however late, a booking no pro has accepted: nobody had promised the time", () => {
    expect(refund(23.9, "CUSTOMER", 20001, false)).toBe(20001);
    expect(refund(1, "CUSTOMER", 20001, false)).toBe(20001);
    expect(refund(30, "CUSTOMER", 20001, false)).toBe(20001);
    expect(
      refundForCancellation({
        totalCents: 100,
        appointmentAt,
        cancelledAt: hoursBefore(2),
        cancelledBy: "CUSTOMER",
        accepted: false,
      }).reason,
    ).toBe("No professional had accepted the booking yet: full refund");
  });

  it("always refunds in full when the pro or the admin cancels", () => {
    expect(refund(1, "PRO")).toBe(20001);
    expect(refund(-5, "ADMIN")).toBe(20001);
  });

  it("gives a reason", () => {
    const result = refundForCancellation({
      totalCents: 100,
      appointmentAt,
      cancelledAt: hoursBefore(30),
      cancelledBy: "CUSTOMER",
      accepted: true,
    });
    expect(result).toEqual({ refundCents: 50, reason: "Cancelled 24 to 48 hours before the appointment: 50% refund" });
  });
});

describe("CANCELLATION_POLICY_TEXT", () => {
  it("states the same thresholds the refund applies", () => {
    expect(CANCELLATION_POLICY_TEXT).toBe(
      "If you cancel 48 hours or more before your appointment time, you receive a full refund. " +
        "If you cancel at least 24 hours but less than 48 hours before your appointment time, you receive a refund of 50% of the total price. " +
        "If you cancel less than 24 hours before your appointment time, or after it has started, no refund is given. " +
        "If your beauty professional or Primp cancels your booking, you receive a full refund. " +
        "If no professional has accepted your booking yet, cancelling it always gives you a full refund. " +
        "Refunds are returned to the card used to pay.",
    );
  });
});

describe("lateCancelPayoutCents", () => {
  it("gives the pro 80% of what the policy kept, and nothing when all was refunded", () => {
    expect(lateCancelPayoutCents(20_000, refund(30, "CUSTOMER", 20_000))).toBe(8_000);
    expect(lateCancelPayoutCents(20_000, refund(10, "CUSTOMER", 20_000))).toBe(16_000);
    expect(lateCancelPayoutCents(20_000, refund(72, "CUSTOMER", 20_000))).toBe(0);
    expect(lateCancelPayoutCents(20_000, 25_000)).toBe(0);
  });
});
