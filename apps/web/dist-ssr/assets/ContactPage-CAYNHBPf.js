import { Ct as SimpleGrid, Dt as Divider, Et as Grid, Ft as Anchor, Jt as Paper, Ot as Container, d as FormMessage, f as PageMeta, p as EXTERNAL_LINKS, w as paths, xt as TextInput } from "../entry-server.js";
import { X as require_jsx_runtime, a as PRODUCT_NAME, s as Text } from "./product-CALG69RJ.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Textarea } from "./Textarea-BPopjcoO.js";
import { t as ThemeIcon } from "./ThemeIcon-DpB--7MC.js";
import { i as contactMessageSchema } from "./schemas-sxsS2w5F.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
// src/features/content/ContactDetails.tsx
var import_jsx_runtime = require_jsx_runtime();
var CONTACT_EMAIL = `hello@${PRODUCT_NAME.toLowerCase()}.com`;
function Detail({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "plum.7",
			tt: "uppercase",
			fw: 700,
			fz: "xs",
			style: { letterSpacing: "0.1em" },
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dark.6",
			children
		})]
	});
}
/** The static contact details beside the form. */
function ContactDetails() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "h3",
				c: "plum.9",
				children: "Other ways to reach us"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
				label: "Email",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					href: `mailto:${CONTACT_EMAIL}`,
					fw: 600,
					children: CONTACT_EMAIL
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
				label: "Hours",
				children: "Monday to Saturday, 9 A.M. to 8 P.M. Eastern. We answer within one business day."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
				label: "Where we work",
				children: "Homes, offices and hotels in our live cities across the United States."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { color: "plum.1" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Detail, {
				label: "About a booking?",
				children: [
					"Signed-in customers can see and cancel bookings from their ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
						to: paths.dashboard,
						children: "dashboard"
					}),
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Detail, {
				label: "Want to join us?",
				children: [
					"Beauty professionals can ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
						to: paths.professionals,
						children: "apply to join the team"
					}),
					". Follow us on",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						href: EXTERNAL_LINKS.photoNetwork,
						target: "_blank",
						rel: "noopener noreferrer",
						fw: 600,
						children: "Instagram"
					}),
					"."
				]
			})
		]
	});
}
// src/features/content/ContactForm.tsx
var EMPTY = {
	name: "",
	number: "",
	email: "",
	message: ""
};
function ThankYou({ message, onAnother }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		align: "flex-start",
		role: "status",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeIcon, {
				size: 48,
				radius: "xl",
				color: "teal.1",
				c: "teal.9",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fz: 24,
					fw: 700,
					children: "✓"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "h3",
				c: "plum.9",
				children: "Message sent"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fz: "lg",
				c: "dark.6",
				children: message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "subtle",
				onClick: onAnother,
				px: 0,
				children: "Send another message"
			})
		]
	});
}
/**
* Name, number, e-mail and message, all required (spec part 2), checked in the browser by
* the procedure's own schema; the server checks again, and its field errors appear under
* the fields too. After a refused submit, focus goes to the first field to fix.
*/
function ContactForm() {
	const { form, formError, field: fieldProps, onSubmit, showServerError } = useSchemaForm(contactMessageSchema, EMPTY);
	const send = trpc.content.sendContactMessage.useMutation({
		onSuccess: () => form.reset(),
		onError: showServerError
	});
	const submit = onSubmit((values) => send.mutate(values));
	const field = (name) => ({
		required: true,
		...fieldProps(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: {
			base: "lg",
			sm: 40
		},
		shadow: "sm",
		radius: "lg",
		children: send.isSuccess ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThankYou, {
			message: send.data.message,
			onAnother: () => send.reset()
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: submit,
			noValidate: true,
			"aria-label": "Contact us",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						fz: "h3",
						c: "plum.9",
						children: "Send us a message"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 2
						},
						spacing: "md",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Name",
							autoComplete: "name",
							...field("name")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Phone number",
							type: "tel",
							autoComplete: "tel",
							...field("number")
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Email",
						type: "email",
						autoComplete: "email",
						...field("email")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
						label: "Message",
						autosize: true,
						minRows: 5,
						maxRows: 12,
						size: "md",
						...field("message")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						size: "md",
						loading: send.isPending,
						style: { alignSelf: "flex-start" },
						children: "Send message"
					})
				]
			})
		})
	});
}
// src/pages/ContactPage.tsx
function ContactPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Contact us",
			description: `Questions about a booking, a group event or joining ${PRODUCT_NAME} as a professional? Send us a message and we will get back to you within one business day.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: "We are here to help",
			title: "Contact us",
			lead: "Questions about a booking, a bridal party or joining the team? We would love to hear from you."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			py: {
				base: 40,
				sm: 72
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				gap: {
					base: 40,
					md: 56
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 7
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactForm, {})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 5
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, {})
				})]
			})
		})
	] });
}
export { ContactPage };
