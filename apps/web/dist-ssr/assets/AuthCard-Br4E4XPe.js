import { Jt as Paper, Ot as Container } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
// src/components/AuthCard.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The framed, centred card that holds the login, sign-up and password forms. */
function AuthCard({ title, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size: 480,
		py: {
			base: "xl",
			sm: 64
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			p: {
				base: "lg",
				sm: 36
			},
			shadow: "sm",
			withBorder: true,
			style: { borderColor: "var(--mantine-color-plum-1)" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 4,
				mb: "lg",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					fz: {
						base: 28,
						sm: 32
					},
					children: title
				}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					size: "sm",
					children: subtitle
				})]
			}), children]
		})
	});
}
export { AuthCard as t };
