import { t as Button } from "./Button-AH1fibEG.js";
import { Ct as SimpleGrid, Gt as Group, d as FormMessage, f as PageMeta, m as withFlash, w as paths, wn as useNavigate, xt as TextInput } from "../entry-server.js";
import { t as PasswordInput } from "./PasswordInput-BI6BR4MG.js";
import { S as Stack, b as signupSuccess } from "./messages-C05avZiZ.js";
import { i as signUpSchema } from "./account-schemas-1T3dYzlS.js";
import { X as require_jsx_runtime, Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
import { t as GuestOnly } from "./GuestOnly-D9bqs2ic.js";
import { t as AuthCard } from "./AuthCard-Br4E4XPe.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// src/pages/SignUpPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var EMPTY_SIGN_UP = {
	firstName: "",
	lastName: "",
	phone: "",
	email: "",
	password: "",
	confirmPassword: ""
};
/** Reached at /signup and /register (the spec gives both names). */
function SignUpPage() {
	const navigate = useNavigate();
	const utils = trpc.useUtils();
	const { formError, field, onSubmit, showServerError } = useSchemaForm(signUpSchema, EMPTY_SIGN_UP);
	const [signedUp, setSignedUp] = (0, import_react.useState)(false);
	const signUp = trpc.auth.signUp.useMutation({
		onSuccess: ({ message }, input) => {
			setSignedUp(true);
			utils.auth.session.invalidate();
			navigate(paths.home, { state: withFlash(message || signupSuccess(input.email)) });
		},
		onError: showServerError
	});
	const submit = onSubmit((values) => signUp.mutate(values));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Sign up" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestOnly, {
		stay: signedUp,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthCard, {
			title: "Create your account",
			subtitle: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Already have an account? ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
				to: paths.login,
				children: "Log in"
			})] }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: submit,
				noValidate: true,
				"aria-label": "Sign up",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "md",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
							cols: {
								base: 1,
								xs: 2
							},
							spacing: "md",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "First name",
								autoComplete: "given-name",
								required: true,
								...field("firstName")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Last name",
								autoComplete: "family-name",
								required: true,
								...field("lastName")
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Phone number",
							type: "tel",
							autoComplete: "tel",
							required: true,
							...field("phone")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Email",
							type: "email",
							autoComplete: "email",
							required: true,
							...field("email")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							label: "Password",
							description: `At least 8 characters`,
							autoComplete: "new-password",
							required: true,
							...field("password")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
							label: "Confirm password",
							autoComplete: "new-password",
							required: true,
							...field("confirmPassword")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
							grow: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								size: "md",
								loading: signUp.isPending,
								children: "Sign up"
							})
						})
					]
				})
			})
		})
	})] });
}
export { SignUpPage };
