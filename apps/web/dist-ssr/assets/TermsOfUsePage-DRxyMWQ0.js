import { n as CLAIMS_PERIOD, r as GOVERNING_LAW_STATE, t as LegalDocumentView } from "./LegalDocumentView-DkKlkvC4.js";
import { X as require_jsx_runtime, a as PRODUCT_NAME } from "./product-CALG69RJ.js";
// src/features/legal/terms-of-use.ts
var P = PRODUCT_NAME;
var TERMS_OF_USE = {
	title: "Terms of use",
	description: `The terms that apply when you use the ${P} website and your ${P} account.`,
	lead: `These terms govern your use of the ${P} website and accounts. By using the site you agree to them. Bookings and payments are also covered by our terms of sale.`,
	sections: [
		{
			id: "eligibility",
			heading: "Who may use the site",
			blocks: [`You must be at least 18 years old and located in the United States to create an account, book a service or apply as a professional. ${P} services are available only in the United States.`]
		},
		{
			id: "what-we-do",
			heading: `What ${P} does`,
			blocks: [`${P} is a marketplace. We take bookings and payments for beauty services and match each booking with an independent, vetted beauty professional who performs the service at the address you choose. Professionals are independent businesses, not ${P} employees.`]
		},
		{
			id: "accounts",
			heading: "Your account",
			blocks: ["Give accurate information and keep it up to date. Keep your password private: you are responsible for what is done with your account. Tell us straight away if you think someone else has used it.", "We may suspend or close an account that breaks these terms, is used for fraud, or puts our customers or professionals at risk."]
		},
		{
			id: "acceptable-use",
			heading: "Acceptable use",
			blocks: ["When you use the site, you agree not to:", { list: [
				"book services you do not intend to receive, or pay with a card you are not entitled to use;",
				"harass, threaten or discriminate against a professional, a customer or our team;",
				"upload photos or text that you have no right to share, or that are unlawful or offensive;",
				`contact a professional you met through ${P} to arrange the same services off the platform;`,
				"try to reach parts of the site or data that are not meant for you, or disrupt the site's operation;",
				"copy, scrape or resell the site's content or data."
			] }]
		},
		{
			id: "content",
			heading: "Photos and content you share",
			blocks: [`You keep ownership of the photos and text you upload. You give ${P} a non-exclusive, royalty-free licence to store and display them as needed to run the service (for example, showing a completed look to the customer it belongs to). We will ask before using any photo of you in our marketing.`]
		},
		{
			id: "ours",
			heading: "Our content",
			blocks: [`The ${P} name, logo, artwork and site text belong to ${P}. You may not use them without our written permission, other than to share links to the site.`, "The site links to other websites, such as our blog and social networks; we are not responsible for their content."]
		},
		{
			id: "disclaimers",
			heading: "Disclaimers and liability",
			blocks: [`We work hard to keep the site available and accurate, but it is provided "as is". To the fullest extent the law allows, ${P} is not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount you paid for the booking concerned.`, "Nothing in these terms limits liability that cannot be limited by law."]
		},
		{
			id: "claims",
			heading: "Claims and governing law",
			blocks: [`Any claim arising from your use of the site must be brought within ${CLAIMS_PERIOD} after it arose; after that it is permanently barred.`, `These terms are governed by the laws of the Commonwealth of ${GOVERNING_LAW_STATE}, and the state and federal courts located there have jurisdiction over any dispute.`]
		},
		{
			id: "changes",
			heading: "Changes",
			blocks: ["We may change these terms. When we make a significant change we will say so on the site or by e-mail; continuing to use the site after that means you accept the new terms."]
		}
	]
};
// src/pages/TermsOfUsePage.tsx
var import_jsx_runtime = require_jsx_runtime();
function TermsOfUsePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LegalDocumentView, { document: TERMS_OF_USE });
}
export { TermsOfUsePage };
