import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { d as FormMessage, f as PageMeta, w as paths, xt as TextInput } from "../entry-server.js";
import { n as requestPasswordResetSchema } from "./account-schemas-1T3dYzlS.js";
import { t as AuthCard } from "./AuthCard-Br4E4XPe.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/pages/ForgotPasswordPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function ForgotPasswordPage() {
	const { formError, field, onSubmit, showServerError } = useSchemaForm(requestPasswordResetSchema, { email: "" });
	const request = trpc.auth.requestPasswordReset.useMutation({ onError: showServerError });
	const submit = onSubmit((values) => request.mutate(values));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Forgot your password?",
		subtitle: "Enter the email you signed up with and we will send you a link to choose a new password.",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Forgot password" }), request.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
				tone: "success",
				message: request.data.message
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
				to: paths.login,
				children: "Back to login"
			})]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: submit,
			noValidate: true,
			"aria-label": "Forgot password",
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
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						size: "md",
						loading: request.isPending,
						children: "Send reset link"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
						to: paths.login,
						children: "Back to login"
					})
				]
			})
		})]
	});
}
export { ForgotPasswordPage };
