import { t as Alert } from "./Alert-9th_45Ug.js";
import { Ct as SimpleGrid, Gt as Group, Jt as Paper, Nt as Avatar, Ot as Container, b as useSession, d as FormMessage, f as PageMeta, xt as TextInput } from "../entry-server.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { S as Stack, m as NO_PROFILE_ACCESS, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { n as Fact, r as FactGrid } from "./BookingFacts-CF0E1zxu.js";
import { i as useIdParam, r as QueryState, t as BackButton } from "./PageFrame-D7xLcJva.js";
import { t as PasswordInput } from "./PasswordInput-BI6BR4MG.js";
import { n as profileUpdateSchema, t as AvatarUploadPanel } from "./AvatarUploadPanel-B9B8zFeb.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc, n as isAppClientError } from "./trpc-DkUDrKyX.js";
// src/features/profile/AccountEditForm.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The spec reloads the page 2 seconds after a customer saves; we refresh the data then. */
var RELOAD_DELAY_MS = 2e3;
function AccountEditForm({ current, onSaved }) {
	const { formError, field, onSubmit, showServerError } = useSchemaForm(profileUpdateSchema, {
		firstName: "",
		lastName: "",
		phone: "",
		password: "",
		confirmPassword: ""
	});
	const [saved, setSaved] = (0, import_react.useState)(null);
	const update = trpc.account.updateProfile.useMutation({
		onSuccess: (result) => {
			setSaved(result.message);
			window.setTimeout(onSaved, RELOAD_DELAY_MS);
		},
		onError: showServerError
	});
	const submit = onSubmit((values) => update.mutate(values));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		"aria-label": "Edit profile",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "Leave a field blank to keep it as it is. To change your password, fill in both password fields."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "First name",
							placeholder: current.firstName,
							autoComplete: "given-name",
							...field("firstName")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Last name",
							placeholder: current.lastName,
							autoComplete: "family-name",
							...field("lastName")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Phone number",
							type: "tel",
							placeholder: current.phone,
							autoComplete: "tel",
							...field("phone")
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Password",
						autoComplete: "new-password",
						...field("password")
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
						label: "Confirm password",
						autoComplete: "new-password",
						...field("confirmPassword")
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					message: saved ?? formError,
					tone: saved ? "success" : "error"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: update.isPending,
					disabled: saved !== null,
					children: "SUBMIT"
				}) })
			]
		})
	});
}
// src/pages/ProfileEditPage.tsx
function ProfileEditPage() {
	const userId = useIdParam();
	const { user } = useSession();
	const utils = trpc.useUtils();
	const isOwner = user !== null && user.id === userId;
	const query = trpc.account.profile.useQuery({ userId }, { enabled: isOwner });
	const [editing, setEditing] = (0, import_react.useState)(false);
	const [uploadOpen, setUploadOpen] = (0, import_react.useState)(false);
	const reload = () => {
		setEditing(false);
		utils.account.profile.invalidate({ userId });
		utils.auth.session.invalidate();
	};
	const forbidden = !isOwner || isAppClientError(query.error) && query.error.data?.code === "FORBIDDEN";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "sm",
		py: {
			base: "lg",
			sm: 48
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Your profile" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackButton, {}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				p: {
					base: "md",
					sm: "xl"
				},
				shadow: "xs",
				children: forbidden ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "lg",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						fz: {
							base: 26,
							sm: 32
						},
						children: "Profile"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						color: "red",
						variant: "light",
						role: "alert",
						children: NO_PROFILE_ACCESS
					})]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
					isPending: query.isPending,
					error: query.error,
					children: () => {
						const profile = query.data;
						if (!profile) return null;
						const name = `${profile.firstName} ${profile.lastName}`;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "lg",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
									gap: "lg",
									wrap: "nowrap",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
										src: profile.avatarUrl,
										alt: name,
										name,
										color: "initials",
										size: 96,
										radius: 96
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										gap: 6,
										style: { minWidth: 0 },
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
											order: 1,
											fz: {
												base: 26,
												sm: 32
											},
											children: name
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
											gap: "xs",
											children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
												size: "xs",
												variant: "light",
												onClick: () => setUploadOpen((open) => !open),
												children: uploadOpen ? "CLOSE" : "UPLOAD"
											}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
												size: "xs",
												variant: "subtle",
												onClick: () => setEditing((value) => !value),
												children: editing ? "CANCEL" : "EDIT"
											})]
										})]
									})]
								}),
								uploadOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarUploadPanel, { onDone: (uploaded) => {
									setUploadOpen(false);
									if (uploaded) reload();
								} }),
								profile.mustChangePassword && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
									color: "plum",
									variant: "light",
									children: "Please change your password: choose EDIT and fill in both password fields."
								}),
								editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountEditForm, {
									current: profile,
									onSaved: reload
								}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactGrid, { children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
										label: "Name",
										children: name
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
										label: "Phone",
										children: profile.phone || "—"
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
										label: "Email",
										children: profile.email
									})
								] })
							]
						});
					}
				})
			})]
		})]
	});
}
export { ProfileEditPage };
