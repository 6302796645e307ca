import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { En as useSearchParams, T as LoadingScreen, d as FormMessage, f as PageMeta, w as paths, xn as Link, y as errorMessage } from "../entry-server.js";
import { t as AuthCard } from "./AuthCard-Br4E4XPe.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { MISSING_LINK_TOKEN } from "./ResetPasswordPage-mUAW_C6c.js";
// src/pages/VerifyEmailPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** /verify-email?token=… from the confirmation e-mail: confirms on arrival, once. */
function VerifyEmailPage() {
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token") ?? "";
	const verify = trpc.auth.verifyEmail.useMutation();
	const sent = (0, import_react.useRef)(false);
	const { mutate } = verify;
	(0, import_react.useEffect)(() => {
		if (!token || sent.current) return;
		sent.current = true;
		mutate({ token });
	}, [token, mutate]);
	const outcome = !token ? {
		tone: "error",
		message: MISSING_LINK_TOKEN
	} : verify.isSuccess ? {
		tone: "success",
		message: verify.data.message
	} : verify.isError ? {
		tone: "error",
		message: errorMessage(verify.error)
	} : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Confirm your email",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Confirm your email" }), outcome ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: outcome.tone,
				message: outcome.message
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: paths.home,
				variant: "light",
				children: "Go to the home page"
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { inline: true })]
	});
}
export { VerifyEmailPage };
