import { t as Button } from "./Button-AH1fibEG.js";
import { t as PasswordInput } from "./PasswordInput-BI6BR4MG.js";
import { S as Stack, u as LOGGED_IN } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { C as takeReturnTo, d as FormMessage, f as PageMeta, w as paths, wn as useNavigate, xt as TextInput } from "../entry-server.js";
import { t as loginSchema } from "./account-schemas-1T3dYzlS.js";
import { t as GuestOnly } from "./GuestOnly-D9bqs2ic.js";
import { t as AuthCard } from "./AuthCard-Br4E4XPe.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// src/pages/LoginPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Long enough to read 'You have been logged in', short enough not to feel stuck. */
var REDIRECT_DELAY_MS = 1200;
function LoginPage() {
	const navigate = useNavigate();
	const utils = trpc.useUtils();
	const { formError, field, onSubmit, showServerError } = useSchemaForm(loginSchema, {
		email: "",
		password: ""
	});
	const [loggedIn, setLoggedIn] = (0, import_react.useState)(false);
	const login = trpc.auth.login.useMutation({
		onSuccess: () => {
			setLoggedIn(true);
			utils.auth.session.invalidate();
		},
		onError: showServerError
	});
	(0, import_react.useEffect)(() => {
		if (!loggedIn) return;
		const timer = window.setTimeout(() => navigate(takeReturnTo(), { replace: true }), REDIRECT_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [loggedIn, navigate]);
	const submit = onSubmit((values) => login.mutate(values));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Login" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestOnly, {
		stay: loggedIn,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
			title: "Welcome back",
			subtitle: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["New here? ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
				to: paths.signup,
				children: "Create an account"
			})] }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: submit,
				noValidate: true,
				"aria-label": "Login",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "md",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Email",
							type: "email",
							autoComplete: "email",
							required: true,
							...field("email")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							label: "Password",
							autoComplete: "current-password",
							required: true,
							...field("password")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							ta: "right",
							mt: -6,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
								to: paths.forgotPassword,
								children: "Forgot your password?"
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
							message: loggedIn ? LOGGED_IN : formError,
							tone: loggedIn ? "success" : "error"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							size: "md",
							loading: login.isPending || loggedIn,
							children: "Log in"
						})
					]
				})
			})
		})
	})] });
}
export { LoginPage };
