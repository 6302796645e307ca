import { t as Button } from "./Button-AH1fibEG.js";
import { t as PasswordInput } from "./PasswordInput-BI6BR4MG.js";
import { S as Stack } from "./messages-C05avZiZ.js";
import { r as setPasswordSchema } from "./account-schemas-1T3dYzlS.js";
import { C as takeReturnTo, En as useSearchParams, d as FormMessage, f as PageMeta, m as withFlash, w as paths, wn as useNavigate } from "../entry-server.js";
import { t as AuthCard } from "./AuthCard-Br4E4XPe.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/pages/ResetPasswordPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var MISSING_LINK_TOKEN = "This link is not complete. Please open the link from your email again.";
/**
* /reset-password?token=… from the reset e-mail, also the set-password (or join-as-pro) link
* of an accepted applicant. Saving signs the user in and takes them to their dashboard.
*/
function ResetPasswordPage() {
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token") ?? "";
	const { formError, field, onSubmit, showServerError } = useSchemaForm(setPasswordSchema, {
		password: "",
		confirmPassword: ""
	}, { toInput: (values) => ({
		token,
		...values
	}) });
	const navigate = useNavigate();
	const utils = trpc.useUtils();
	const reset = trpc.auth.resetPassword.useMutation({
		onSuccess: async ({ message }) => {
			await utils.auth.session.fetch(void 0, { staleTime: 0 });
			navigate(takeReturnTo(), {
				replace: true,
				state: withFlash(message)
			});
		},
		onError: showServerError
	});
	const submit = onSubmit((values) => reset.mutate({
		token,
		...values
	}));
	if (!token) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Choose a new password",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Choose a new password" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: MISSING_LINK_TOKEN }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
				to: paths.forgotPassword,
				children: "Send me a new link"
			})]
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AuthCard, {
		title: "Choose a new password",
		subtitle: `Use at least 8 characters.`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Choose a new password" }), reset.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
			tone: "success",
			message: reset.data.message
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: submit,
			noValidate: true,
			"aria-label": "Choose a new password",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "New password",
						autoComplete: "new-password",
						required: true,
						...field("password")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Confirm new password",
						autoComplete: "new-password",
						required: true,
						...field("confirmPassword")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						size: "md",
						loading: reset.isPending,
						children: "Save new password"
					})
				]
			})
		})]
	});
}
export { MISSING_LINK_TOKEN, ResetPasswordPage };
