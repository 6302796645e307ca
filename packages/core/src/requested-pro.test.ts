import { describe, expect, it } from "vitest";
import {
  bookThisLookHref,
  exclusiveRequestBounds,
  isExclusiveRequest,
  isOfferedTo,
  PRO_REQUEST,
  type RequestedBooking,
  requestExclusiveUntil,
} from "./requested-pro";

const HOUR = 3_600_000;
const paidAt = new Date("2026-12-01T10:00:00Z");
const hoursAfterPaid = (hours: number) => new Date(paidAt.getTime() + hours * HOUR);
const requested = (appointmentHoursAfterPaid: number, extra: Partial<RequestedBooking> = {}): RequestedBooking => ({
  requestedProId: "maya",
  requestDeclinedAt: null,
  paidAt,
  appointmentAt: hoursAfterPaid(appointmentHoursAfterPaid),
  ...extra,
});

describe("requestExclusiveUntil", () => {
  it("is 4 hours after payment for an appointment far ahead", () => {
    expect(requestExclusiveUntil(paidAt, hoursAfterPaid(24 * 7))).toEqual(hoursAfterPaid(PRO_REQUEST.exclusiveHours));
  });
  it("is 24 hours before the appointment when that comes sooner, even before payment", () => {
    expect(requestExclusiveUntil(paidAt, hoursAfterPaid(26))).toEqual(hoursAfterPaid(2));
    expect(requestExclusiveUntil(paidAt, hoursAfterPaid(20))).toEqual(hoursAfterPaid(-4));
  });
});

describe("isExclusiveRequest and isOfferedTo", () => {
  it("offers a requested booking to its pro alone until the window ends, then to everyone", () => {
    const booking = requested(24 * 7);
    expect(isExclusiveRequest(booking, hoursAfterPaid(0))).toBe(true);
    expect(isExclusiveRequest(booking, hoursAfterPaid(3.99))).toBe(true);
    expect(isExclusiveRequest(booking, hoursAfterPaid(4))).toBe(false);
    expect(isOfferedTo(booking, "maya", hoursAfterPaid(1))).toBe(true);
    expect(isOfferedTo(booking, "other", hoursAfterPaid(1))).toBe(false);
    expect(isOfferedTo(booking, "other", hoursAfterPaid(4))).toBe(true);
  });

  it("has no window for an appointment within 24 hours, a declined request, or no request", () => {
    expect(isExclusiveRequest(requested(20), paidAt)).toBe(false);
    expect(isExclusiveRequest(requested(24 * 7, { requestDeclinedAt: paidAt }), paidAt)).toBe(false);
    expect(isExclusiveRequest(requested(24 * 7, { requestedProId: null }), paidAt)).toBe(false);
    expect(isExclusiveRequest(requested(24 * 7, { paidAt: null }), paidAt)).toBe(false);
  });

  it("agrees with the query bounds at every hour of a window", () => {
    for (const appointmentHours of [10, 24, 26, 28, 200]) {
      const booking = requested(appointmentHours);
      for (let hour = -1; hour <= 8; hour += 0.5) {
        const now = hoursAfterPaid(hour);
        const bounds = exclusiveRequestBounds(now);
        const byBounds = paidAt > bounds.paidAfter && booking.appointmentAt > bounds.appointmentAfter;
        expect(byBounds, `appointment +${appointmentHours} h, now +${hour} h`).toBe(isExclusiveRequest(booking, now));
      }
    }
  });
});

describe("bookThisLookHref", () => {
  it("opens the booking form on the look's service with the pro requested", () => {
    expect(bookThisLookHref({ serviceId: "svc 1", serviceType: "HAIR" }, "pro1")).toBe(
      "/book-now/HAIR?service=svc+1&pro=pro1",
    );
  });
});
