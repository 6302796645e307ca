import { t as LegalDocumentView } from "./LegalDocumentView-DkKlkvC4.js";
import { a as CHILD_SUPERVISION_ALERT } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, a as PRODUCT_NAME } from "./product-CALG69RJ.js";
// src/features/legal/privacy-policy.ts
var P = PRODUCT_NAME;
var PRIVACY_POLICY = {
	title: "Privacy policy",
	description: `What personal information ${P} collects, why, who we share it with, and the choices you have.`,
	lead: `Your privacy matters to us. This policy explains what we collect when you use ${P}, how we use it and how we keep it safe.`,
	sections: [
		{
			id: "collect",
			heading: "What we collect",
			blocks: [{ list: [
				"Account details: your name, e-mail address, phone number and a password, which we store only as a one-way hash.",
				"Booking details: the service, date, time and address, and your answers to the booking questions (for example hair type, skin type, allergies, pets or accessibility needs).",
				"Payment details: our payment provider handles your card or wallet details; we never see or store your full card number.",
				"Photos you or your professional upload, such as a photo of the finished look.",
				"Messages you send us through the contact page.",
				"For professionals and applicants: the details in your application, your licence information and payout account status.",
				"Technical data: a session cookie that keeps you signed in, and server logs (IP address, browser, pages requested) kept for security."
			] }]
		},
		{
			id: "use",
			heading: "How we use it",
			blocks: [{ list: [
				"to take, price and charge for your booking, and to match it with a professional;",
				"to send you e-mails about your account and your bookings;",
				"to answer your messages and resolve problems;",
				"to vet professionals and pay them for completed work;",
				"to keep the site secure and prevent fraud;",
				"to meet our legal obligations."
			] }, "We do not sell your personal information, and we do not use advertising or tracking cookies."]
		},
		{
			id: "share",
			heading: "Who we share it with",
			blocks: [{ list: [
				"The professional matched with your booking sees what they need to perform it: your name, the address, the date and time and your answers to the booking questions.",
				"Our payment provider processes payments and payouts.",
				"Our e-mail provider delivers the e-mails we send you.",
				"Authorities, when the law requires it or to protect someone's safety."
			] }, "Each of these providers may use your information only to provide their service to us."]
		},
		{
			id: "keep",
			heading: "How long we keep it",
			blocks: ["We keep account and booking records for as long as your account is open and afterwards for as long as tax and accounting law requires. Contact messages are kept for as long as we need them to answer you. You can ask us to delete your account at any time."]
		},
		{
			id: "security",
			heading: "How we protect it",
			blocks: ["Passwords are stored only as salted hashes. Your session lives in a secure, http-only cookie that page scripts cannot read. Every request is checked on our servers, so you, and only you, can see your bookings. No system is perfectly secure, but we work to keep yours safe and will tell you promptly if a breach affects you."]
		},
		{
			id: "choices",
			heading: "Your choices and rights",
			blocks: ["You can see and correct your details in your profile, and ask us through the contact page for a copy of your information or for its deletion. Depending on your state of residence you may have further rights, which we will honour."]
		},
		{
			id: "children",
			heading: "Children",
			blocks: [`${P} accounts are for people aged 18 or older, and we do not knowingly collect information from children. A parent or guardian may book a service for a child. ${CHILD_SUPERVISION_ALERT}.`]
		},
		{
			id: "us-only",
			heading: "United States only",
			blocks: [`${P} serves customers in the United States, and your information is stored and processed in the United States.`]
		},
		{
			id: "changes",
			heading: "Changes to this policy",
			blocks: ["If we change this policy we will update the date at the top of the page, and tell you by e-mail when the change is significant."]
		}
	]
};
// src/pages/PrivacyPolicyPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function PrivacyPolicyPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDocumentView, { document: PRIVACY_POLICY });
}
export { PrivacyPolicyPage };
