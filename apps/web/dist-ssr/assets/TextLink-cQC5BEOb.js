import { Ft as Anchor, xn as Link } from "../entry-server.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/components/TextLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An in-app link styled as text, for "Sign up", "Forgot your password?" and the like. */
function TextLink({ to, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
		component: Link,
		to,
		fw: 600,
		children
	});
}
export { TextLink as t };
