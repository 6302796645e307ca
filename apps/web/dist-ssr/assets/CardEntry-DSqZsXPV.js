import { n as Loader } from "./Button-AH1fibEG.js";
import { d as FormMessage, xt as TextInput } from "../entry-server.js";
import { X as require_jsx_runtime, Z as require_react } from "./product-CALG69RJ.js";
require_react();
var import_jsx_runtime = require_jsx_runtime();
// src/features/booking/CardEntry.tsx
var CARDS_UNAVAILABLE = "Card payments are not available on this site right now. Please try again later.";
function CardEntry({ provider, onCardReady, cardNumber }) {
	if (provider === void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, { size: "sm" });
	if (provider === "stripe") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: CARDS_UNAVAILABLE });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
		name: "cardNumber",
		label: "Card number",
		description: "Test mode, no real charge: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.",
		autoComplete: "cc-number",
		inputMode: "numeric",
		required: true,
		...cardNumber
	});
}
export { CardEntry as n, CARDS_UNAVAILABLE as t };
