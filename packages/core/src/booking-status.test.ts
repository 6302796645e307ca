import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, canTransition, statusLabel } from "./booking-status";

describe("booking lifecycle", () => {
  it("allows exactly the designed transitions", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "AWAITING_PAYMENT->PENDING",
      "AWAITING_PAYMENT->CANCELLED",
      "PENDING->ACCEPTED",
      "PENDING->CANCELLED",
      "ACCEPTED->PENDING",
      "ACCEPTED->COMPLETED",
      "ACCEPTED->CANCELLED",
    ]);
  });

  it("never leaves a completed or cancelled booking", () => {
    for (const to of BOOKING_STATUSES) {
      expect(canTransition("COMPLETED", to)).toBe(false);
      expect(canTransition("CANCELLED", to)).toBe(false);
    }
  });
});

describe("statusLabel", () => {
  it("uses the spec's dashboard words", () => {
    expect(statusLabel("ACCEPTED", "PRO")).toBe("Scheduled");
    expect(statusLabel("COMPLETED", "PRO")).toBe("Completed");
    for (const viewer of ["CUSTOMER", "ADMIN"] as const) {
      expect(statusLabel("PENDING", viewer)).toBe("Pending...");
      expect(statusLabel("ACCEPTED", viewer)).toBe("Confirmed");
      // One casing for every badge (the spec's "COMPLETED" was the odd one out).
      expect(statusLabel("COMPLETED", viewer)).toBe("Completed");
    }
  });

  it("labels the statuses the spec does not show", () => {
    expect(statusLabel("CANCELLED", "CUSTOMER")).toBe("Cancelled");
    expect(statusLabel("AWAITING_PAYMENT", "ADMIN")).toBe("Awaiting payment");
    expect(statusLabel("PENDING", "PRO")).toBe("Open");
  });
});
