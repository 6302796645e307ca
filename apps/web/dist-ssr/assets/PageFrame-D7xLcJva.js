import { t as Alert } from "./Alert-9th_45Ug.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { En as useSearchParams, Jt as Paper, Ot as Container, T as LoadingScreen, w as paths, wn as useNavigate, y as errorMessage } from "../entry-server.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime } from "./product-CALG69RJ.js";
// src/components/PageFrame.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The page's ?id= parameter ("" when absent, which the server answers as not found). */
function useIdParam() {
	const [searchParams] = useSearchParams();
	return searchParams.get("id") ?? "";
}
function BackButton() {
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "subtle",
		px: 0,
		onClick: () => window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard),
		"aria-label": "Back",
		children: "← Back"
	});
}
function PageFrame({ title, children, size = "md" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		size,
		py: {
			base: "lg",
			sm: 48
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackButton, {}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
				p: {
					base: "md",
					sm: "xl"
				},
				shadow: "xs",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "lg",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						fz: {
							base: 26,
							sm: 32
						},
						children: title
					}), children]
				})
			})]
		})
	});
}
/** 'Loading...' while a query runs, its error in words if it fails, the content after. */
function QueryState({ isPending, error, children }) {
	if (error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		variant: "light",
		role: "alert",
		children: errorMessage(error)
	});
	if (isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, { inline: true });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children() });
}
export { useIdParam as i, PageFrame as n, QueryState as r, BackButton as t };
