import { X as require_jsx_runtime, c as Box, s as Text } from "./product-CALG69RJ.js";
import { Ot as Container } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
// src/features/content/PageHeader.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The band at the top of every content page: a small eyebrow, the page's h1 and a lead. */
function PageHeader({ eyebrow, title, lead }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		py: {
			base: 40,
			sm: 72
		},
		style: { background: "radial-gradient(circle at 90% 0%, var(--mantine-color-rose-1) 0%, transparent 55%), linear-gradient(180deg, var(--mantine-color-plum-1) 0%, var(--mantine-color-plum-0) 100%)" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			maw: 720,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "plum.7",
					tt: "uppercase",
					fw: 700,
					fz: "xs",
					style: { letterSpacing: "0.14em" },
					children: eyebrow
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					fz: {
						base: 36,
						sm: 52
					},
					lh: 1.1,
					c: "plum.9",
					children: title
				}),
				lead && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dark.4",
					fz: {
						base: "md",
						sm: "lg"
					},
					maw: 620,
					children: lead
				})
			]
		}) })
	});
}
export { PageHeader as t };
