import { a as PRODUCT_NAME } from "./product-CALG69RJ.js";
// ../../packages/core/src/cancellation.ts
var CANCELLATION_POLICY = {
	/** A customer cancelling at least this long before the appointment gets everything back. */
	fullRefundHours: 48,
	/** ...at least this long before (but less than fullRefundHours) gets partialRefundRate back. */
	partialRefundHours: 24,
	partialRefundRate: .5
};
var { fullRefundHours, partialRefundHours, partialRefundRate } = CANCELLATION_POLICY;
var partialPercent = `${partialRefundRate * 100}%`;
/** Printed verbatim on the Terms of Sale page. */
var CANCELLATION_POLICY_TEXT = [
	`If you cancel ${fullRefundHours} hours or more before your appointment time, you receive a full refund.`,
	`If you cancel at least ${partialRefundHours} hours but less than ${fullRefundHours} hours before your appointment time, you receive a refund of ${partialPercent} of the total price.`,
	`If you cancel less than ${partialRefundHours} hours before your appointment time, or after it has started, no refund is given.`,
	`If your beauty professional or ${PRODUCT_NAME} cancels your booking, you receive a full refund.`,
	"If no professional has accepted your booking yet, cancelling it always gives you a full refund.",
	"Refunds are returned to the card used to pay."
].join(" ");
export { CANCELLATION_POLICY_TEXT as n, CANCELLATION_POLICY as t };
