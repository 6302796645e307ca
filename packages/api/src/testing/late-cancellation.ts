// What the refund policy keeps of an accepted booking its customer cancels now: the share a
// held or saved card is charged, worked out by core's policy, not restated in each test.
import { refundForCancellation } from "@primp/core";
import type { Booking } from "@primp/db";

export function customerCancelsNow(booking: Pick<Booking, "totalCents" | "appointmentAt">) {
  const { refundCents } = refundForCancellation({
    totalCents: booking.totalCents,
    appointmentAt: booking.appointmentAt,
    cancelledAt: new Date(),
    cancelledBy: "CUSTOMER",
    accepted: true,
  });
  return { refundCents, keptCents: booking.totalCents - refundCents };
}
