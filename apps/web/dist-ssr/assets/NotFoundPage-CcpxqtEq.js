import { t as Button } from "./Button-AH1fibEG.js";
import { Gt as Group, Ot as Container, f as PageMeta, w as paths, xn as Link } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
// src/pages/NotFoundPage.tsx
var import_jsx_runtime = require_jsx_runtime();
function NotFoundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		size: "sm",
		py: {
			base: 56,
			sm: 96
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Page not found" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			align: "center",
			ta: "center",
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					"aria-hidden": "true",
					ff: "var(--mantine-font-family-headings)",
					fz: {
						base: 96,
						sm: 140
					},
					fw: 600,
					lh: 1,
					variant: "gradient",
					gradient: {
						from: "plum.5",
						to: "plum.9",
						deg: 135
					},
					children: "404"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					children: "This page has wandered off"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					size: "lg",
					maw: 460,
					children: "The address may be mistyped, or the page may have moved. Let us get you back to something beautiful."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "center",
					mt: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: paths.home,
						size: "md",
						children: "Go to the home page"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: paths.bookNow,
						state: { homeInfo: null },
						size: "md",
						variant: "outline",
						children: "Book Now"
					})]
				})
			]
		})]
	});
}
export { NotFoundPage };
