import { n as CLAIMS_PERIOD, r as GOVERNING_LAW_STATE, t as LegalDocumentView } from "./LegalDocumentView-DkKlkvC4.js";
import { n as CANCELLATION_POLICY_TEXT } from "./cancellation--C0VMLWT.js";
import { a as CHILD_SUPERVISION_ALERT } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, a as PRODUCT_NAME } from "./product-CALG69RJ.js";
// src/features/legal/terms-of-sale.ts
var P = PRODUCT_NAME;
var TERMS_OF_SALE = {
	title: "Terms of sale",
	description: `How ${P} bookings are priced, paid for, cancelled and refunded, including our cancellation policy in full.`,
	lead: `These terms apply every time you book and pay for a beauty service through ${P}. Please read them, and our cancellation policy in particular, before you pay.`,
	sections: [
		{
			id: "who",
			heading: "Who can book",
			blocks: [`You must be at least 18 years old to book and pay for a service. Services are offered and performed only in the United States, at an address in one of our live cities.`, `You may book a service for someone under 18. ${CHILD_SUPERVISION_ALERT}.`]
		},
		{
			id: "booking",
			heading: "Your booking and its price",
			blocks: [
				`A booking is an order for one service, at one address, on one date and time. ${P} calculates the total price from the service you choose and the answers you give (for example hair length, added hair, or parking at the address) and shows it to you before you pay. The total is in US dollars and includes every surcharge that applies.`,
				"The price you are charged is the price shown on the review step. If an answer you gave turns out to be inaccurate (for example the hair is much longer than described), the professional may be unable to perform the service as booked; we will contact you before anything changes.",
				`Once paid, your booking is offered to vetted ${P} professionals serving your area, and you receive an e-mail when one accepts it.`
			]
		},
		{
			id: "payment",
			heading: "Payment",
			blocks: [
				"You pay in full when you book, by credit or debit card or by a digital wallet payment provider offered at checkout (such as Apple Pay or Google Pay).",
				`Payments are processed by our payment provider; ${P} never sees or stores your full card number.`,
				`All payments are non-refundable, except as set out in the cancellation policy below or where the law requires otherwise.`
			]
		},
		{
			id: "cancellation-policy",
			heading: "Cancellation policy",
			blocks: [
				{ callout: CANCELLATION_POLICY_TEXT },
				"You can cancel a booking that is not yet completed from your dashboard, or by contacting us. The time of cancellation is the moment we receive it, compared with the appointment time in the appointment's own time zone.",
				"If no one is at the address at the appointment time, or the professional cannot safely perform the service there, the booking counts as cancelled by you at the appointment time."
			]
		},
		{
			id: "tips",
			heading: "Tips",
			blocks: ["Tips are voluntary and never included in the price. If you choose to tip, the whole tip goes to your professional."]
		},
		{
			id: "professionals",
			heading: "Our professionals",
			blocks: [`Services are performed by independent beauty professionals who have applied to ${P} and been vetted by our team. They are not ${P} employees. Each professional is responsible for the service they perform; ${P} is responsible for your booking and your payment.`, "Please tell us in the booking form about allergies, sensitivities, pets, stairs and any accommodations needed, so we can match you with the right professional."]
		},
		{
			id: "problems",
			heading: "If something goes wrong",
			blocks: [`If you are unhappy with a service, contact us within 7 days through our contact page. We will look into it with the professional and, where it is fair to do so, offer a remedy such as a corrective appointment or a partial refund.`, `Any claim arising from a booking or these terms must be brought within ${CLAIMS_PERIOD} after the claim arose; after that it is permanently barred.`]
		},
		{
			id: "law",
			heading: "Governing law",
			blocks: [`These terms are governed by the laws of the Commonwealth of ${GOVERNING_LAW_STATE}, without regard to its conflict-of-law rules, and by the laws of the United States that apply there.`]
		},
		{
			id: "changes",
			heading: "Changes to these terms",
			blocks: ["We may update these terms from time to time. The terms in force when you pay for a booking apply to that booking."]
		}
	]
};
// src/pages/TermsOfSalePage.tsx
var import_jsx_runtime = require_jsx_runtime();
function TermsOfSalePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDocumentView, { document: TERMS_OF_SALE });
}
export { TermsOfSalePage };
