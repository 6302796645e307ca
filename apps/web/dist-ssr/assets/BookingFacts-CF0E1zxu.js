import { Ct as SimpleGrid, Dt as Divider, Gt as Group } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as Table } from "./Table-B45tcJDo.js";
import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { c as formatUsd } from "./format-DKKLJChm.js";
// src/components/BookingFacts.tsx
var import_jsx_runtime = require_jsx_runtime();
function Fact({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "xs",
			c: "dimmed",
			tt: "uppercase",
			fw: 600,
			style: { letterSpacing: .4 },
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			component: "div",
			children
		})]
	});
}
function FactGrid({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			xs: 2
		},
		spacing: "md",
		verticalSpacing: "md",
		children
	});
}
function AnswersList({ answers }) {
	if (answers.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			fz: "lg",
			children: "Answers"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
			variant: "vertical",
			layout: "fixed",
			withTableBorder: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: answers.map((answer) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
				w: "60%",
				fw: 500,
				children: answer.question
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: answer.answer })] }, answer.key)) })
		})]
	});
}
function PricedLines({ lines, totalCents }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 6,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "lg",
				children: "Price"
			}),
			lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				wrap: "nowrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: line.label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: formatUsd(line.amountCents) })]
			}, `${line.code}-${line.label}`)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 700,
					children: "Total"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 700,
					children: formatUsd(totalCents)
				})]
			})
		]
	});
}
export { PricedLines as i, Fact as n, FactGrid as r, AnswersList as t };
