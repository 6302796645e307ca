import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { S as peekReturnTo, Sn as Navigate, T as LoadingScreen, b as useSession, x as clearReturnTo } from "../entry-server.js";
// src/auth/GuestOnly.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Signed-in users go to the address they were headed for (then forgotten) or the dashboard. */
function SignedInRedirect() {
	const [target] = (0, import_react.useState)(peekReturnTo);
	(0, import_react.useEffect)(() => clearReturnTo(), []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		to: target,
		replace: true
	});
}
/**
* Wraps the login and sign-up pages. `stay` keeps a page that has just signed the user in
* on screen, so it can show its success message and leave in its own time.
*/
function GuestOnly({ children, stay = false }) {
	const { user, isLoading } = useSession();
	if (isLoading && !stay) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {});
	if (user && !stay) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignedInRedirect, {});
	return children;
}
export { GuestOnly as t };
