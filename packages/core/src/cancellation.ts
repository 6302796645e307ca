// The cancellation policy as data, its wording for the Terms of Sale, and the refund it allows.
import { PRODUCT_NAME } from "./product";
import { payoutFor } from "./quote";

export const CANCELLATION_POLICY = {
  /** A customer cancelling at least this long before the appointment gets everything back. */
  fullRefundHours: 48,
  /** ...at least this long before (but less than fullRefundHours) gets partialRefundRate back. */
  partialRefundHours: 24,
  partialRefundRate: 0.5,
} as const;

const { fullRefundHours, partialRefundHours, partialRefundRate } = CANCELLATION_POLICY;
const partialPercent = `${partialRefundRate * 100}%`;

/** Printed verbatim on the Terms of Sale page. */
export const CANCELLATION_POLICY_TEXT = [
  `If you cancel ${fullRefundHours} hours or more before your appointment time, you receive a full refund.`,
  `If you cancel at least ${partialRefundHours} hours but less than ${fullRefundHours} hours before your appointment time, you receive a refund of ${partialPercent} of the total price.`,
  `If you cancel less than ${partialRefundHours} hours before your appointment time, or after it has started, no refund is given.`,
  `If your beauty professional or ${PRODUCT_NAME} cancels your booking, you receive a full refund.`,
  "If no professional has accepted your booking yet, cancelling it always gives you a full refund.",
  "Refunds are returned to the card used to pay.",
].join(" ");

export type CancellationRequest = {
  totalCents: number;
  appointmentAt: Date;
  cancelledAt: Date;
  cancelledBy: "CUSTOMER" | "PRO" | "ADMIN";
  /** A pro has accepted (is assigned). Until then nobody has promised the time, so nothing is kept. */
  accepted: boolean;
};
export type Refund = { refundCents: number; reason: string };

const HOUR_MS = 60 * 60 * 1000;

export function refundForCancellation({
  totalCents,
  appointmentAt,
  cancelledAt,
  cancelledBy,
  accepted,
}: CancellationRequest): Refund {
  if (!accepted)
    return { refundCents: totalCents, reason: "No professional had accepted the booking yet: full refund" };
  if (cancelledBy === "PRO") return { refundCents: totalCents, reason: "Cancelled by the professional: full refund" };
  if (cancelledBy === "ADMIN") return { refundCents: totalCents, reason: `Cancelled by ${PRODUCT_NAME}: full refund` };
  const hoursBefore = (appointmentAt.getTime() - cancelledAt.getTime()) / HOUR_MS;
  if (hoursBefore >= fullRefundHours) {
    return {
      refundCents: totalCents,
      reason: `Cancelled ${fullRefundHours} hours or more before the appointment: full refund`,
    };
  }
  if (hoursBefore >= partialRefundHours) {
    return {
      // Rounded down: a refund never exceeds what the policy allows.
      refundCents: Math.floor(totalCents * partialRefundRate),
      reason: `Cancelled ${partialRefundHours} to ${fullRefundHours} hours before the appointment: ${partialPercent} refund`,
    };
  }
  return {
    refundCents: 0,
    reason: `Cancelled less than ${partialRefundHours} hours before the appointment: no refund`,
  };
}

/**
 * What the assigned pro is paid when a customer cancels late: the share of the total the
 * policy kept (nothing when it was all refunded), less Primp's commission, as for a payout.
 */
export const lateCancelPayoutCents = (totalCents: number, refundCents: number) =>
  payoutFor(Math.max(0, totalCents - refundCents));
