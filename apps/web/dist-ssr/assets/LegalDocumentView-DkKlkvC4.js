import { Et as Grid, Ft as Anchor, Jt as Paper, Ot as Container, f as PageMeta } from "../entry-server.js";
import { X as require_jsx_runtime, c as Box, s as Text } from "./product-CALG69RJ.js";
import { t as List } from "./List-CpY615aW.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
// src/features/legal/legal-document.ts
/** The date the three documents were last revised. */
var LEGAL_LAST_UPDATED = "November 22, 2026";
/** Disputes are governed by the law of this one US state (spec part 2, section 1). */
var GOVERNING_LAW_STATE = "Massachusetts";
/** Claims must be brought within this many years (spec part 2, section 1). */
var CLAIMS_PERIOD = "one (1) year";
// src/features/legal/LegalDocumentView.tsx
var import_jsx_runtime = require_jsx_runtime();
function Block({ block }) {
	if (typeof block === "string") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "dark.6",
		lh: 1.7,
		children: block
	});
	if ("callout" in block) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		bg: "plum.0",
		p: "lg",
		radius: "md",
		style: { borderLeft: "4px solid var(--mantine-color-plum-7)" },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "plum.9",
			fw: 500,
			lh: 1.7,
			children: block.callout
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
		spacing: 6,
		c: "dark.6",
		lh: 1.6,
		pl: "xs",
		children: block.list.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: item }, item))
	});
}
/** A legal page: header, a table of contents (beside the text on wide screens) and numbered sections. */
function LegalDocumentView({ document: doc }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: doc.title,
			description: doc.description
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: `Last updated ${LEGAL_LAST_UPDATED}`,
			title: doc.title,
			lead: doc.lead
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			py: {
				base: 40,
				sm: 64
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
				gap: {
					base: "xl",
					md: 48
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 4
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
						component: "nav",
						"aria-label": "On this page",
						p: "lg",
						radius: "lg",
						shadow: "xs",
						pos: { md: "sticky" },
						top: 96,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 700,
							c: "plum.9",
							mb: "sm",
							children: "On this page"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							component: "ol",
							gap: 6,
							m: 0,
							pl: "md",
							children: doc.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "li",
								c: "plum.7",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
									href: `#${section.id}`,
									fz: "sm",
									c: "plum.8",
									children: section.heading
								})
							}, section.id))
						})]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
					span: {
						base: 12,
						md: 8
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						p: {
							base: "lg",
							sm: 40
						},
						radius: "lg",
						shadow: "xs",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
							gap: 36,
							children: doc.sections.map((section, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
								component: "section",
								gap: "sm",
								"aria-labelledby": section.id,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
									id: section.id,
									order: 2,
									fz: {
										base: 22,
										sm: 26
									},
									c: "plum.9",
									style: { scrollMarginTop: 96 },
									children: `${index + 1}. ${section.heading}`
								}), section.blocks.map((block, blockIndex) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Block, { block }, blockIndex))]
							}, section.id))
						})
					})
				})]
			})
		})
	] });
}
export { CLAIMS_PERIOD as n, GOVERNING_LAW_STATE as r, LegalDocumentView as t };
