import { X as require_jsx_runtime, s as Text } from "./product-CALG69RJ.js";
import { t as Pagination } from "./Pagination-uBPDA9HN.js";
import { f as Tooltip, o as EyeIcon } from "./icons-Cq0W7S21.js";
import { t as ActionIcon } from "./ActionIcon-CbFC3Bb2.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as Table } from "./Table-B45tcJDo.js";
import { At as Center, Gt as Group, Jt as Paper, T as LoadingScreen, Xt as ScrollArea, Yt as VisuallyHidden, xn as Link, y as errorMessage } from "../entry-server.js";
import { i as formatTableTotal, t as formatAppointment } from "./format-Bu0XNN8x.js";
// src/components/AppointmentDateTime.tsx
var import_jsx_runtime = require_jsx_runtime();
function AppointmentDateTime({ booking }) {
	const { date, time } = formatAppointment(booking);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			children: date
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: time
		})]
	});
}
// src/components/DashboardSection.tsx
/** One framed block of a dashboard: a heading, an optional line under it, its content. */
function DashboardSection({ title, description, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		p: {
			base: "md",
			sm: "xl"
		},
		shadow: "xs",
		component: "section",
		"aria-label": title,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 4,
			mb: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: {
					base: 22,
					sm: 26
				},
				children: title
			}), description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				size: "sm",
				children: description
			})]
		}), children]
	});
}
var PagedTable_module_default = {
	wide: "_wide_xcopj_3",
	table: "_table_xcopj_8",
	narrowOnly: "_narrowOnly_xcopj_28"
};
// src/components/PagedTable.tsx
function PagedTable({ label, columns, data, isLoading, error, emptyText, page, onPageChange, rowKey }) {
	if (error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		variant: "light",
		role: "alert",
		children: errorMessage(error)
	});
	if (isLoading || !data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { inline: true });
	if (data.total === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, {
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			fw: 500,
			children: emptyText
		})
	});
	const switchingPage = data.page !== page;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollArea, {
		type: "auto",
		scrollbars: "x",
		offsetScrollbars: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			className: PagedTable_module_default.table,
			"aria-label": label,
			"aria-busy": switchingPage,
			verticalSpacing: "sm",
			highlightOnHover: true,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tr, { children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
				className: column.wide ? PagedTable_module_default.wide : void 0,
				children: column.headerHidden ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: column.header }) : column.header
			}, column.key)) }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: data.items.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tr, { children: columns.map((column) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
				className: column.wide ? PagedTable_module_default.wide : void 0,
				children: column.cell(row)
			}, column.key)) }, rowKey(row))) })]
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		justify: "space-between",
		mt: "sm",
		gap: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: formatTableTotal(data)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
			total: data.pageCount,
			value: page,
			onChange: onPageChange,
			size: "sm",
			hideWithOnePage: true,
			getControlProps: (control) => ({ "aria-label": `${control} page` })
		})]
	})] });
}
/** Shown at 1000px and below only: carries a hidden wide column's content into another cell. */
function NarrowOnly({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: PagedTable_module_default.narrowOnly,
		children
	});
}
// src/components/RowLinks.tsx
function DetailsIconLink({ to, what }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: "Details",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
			component: Link,
			to,
			variant: "subtle",
			"aria-label": `Details of ${what}`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeIcon, {})
		})
	});
}
export { AppointmentDateTime as a, DashboardSection as i, NarrowOnly as n, PagedTable as r, DetailsIconLink as t };
