import { B as getLineHeight, R as createVarsResolver, W as getSpacing, X as require_jsx_runtime, c as Box, u as factory, v as useStyles, y as useProps, z as getFontSize } from "./product-CALG69RJ.js";
import { bn as createSafeContext } from "../entry-server.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/List/List.context.mjs
var [ListProvider, useListContext] = createSafeContext("List component was not found in tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/List/List.module.mjs
var List_module_default = {
	"root": "m_abbac491",
	"item": "m_abb6bec2",
	"itemWrapper": "m_75cd9f71",
	"itemIcon": "m_60f83e5b"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/List/ListItem/ListItem.mjs
var import_jsx_runtime = require_jsx_runtime();
var ListItem = factory((_props) => {
	const { classNames, className, style, styles, vars, icon, children, mod, ...others } = useProps("ListItem", null, _props);
	const ctx = useListContext();
	const _icon = icon || ctx.icon;
	const stylesApiProps = {
		classNames,
		styles
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("item", {
			...stylesApiProps,
			className,
			style
		}),
		component: "li",
		mod: [{
			"with-icon": !!_icon,
			centered: ctx.center
		}, mod],
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			...ctx.getStyles("itemWrapper", stylesApiProps),
			children: [_icon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("itemIcon", stylesApiProps),
				children: _icon
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("itemLabel", stylesApiProps),
				children
			})]
		})
	});
});
ListItem.classes = List_module_default;
ListItem.displayName = "@mantine/core/ListItem";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/List/List.mjs
var defaultProps = { type: "unordered" };
var varsResolver = createVarsResolver((_, { size, spacing }) => ({ root: {
	"--list-fz": getFontSize(size),
	"--list-lh": getLineHeight(size),
	"--list-spacing": getSpacing(spacing)
} }));
var List = factory((_props) => {
	const props = useProps("List", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, type, withPadding, icon, spacing, center, listStyleType, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "List",
		classes: List_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListProvider, {
		value: {
			center,
			icon,
			getStyles
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root", { style: { listStyleType } }),
			component: type === "unordered" ? "ul" : "ol",
			mod: [{
				"with-padding": withPadding,
				type: icon ? "none" : listStyleType
			}, mod],
			...others,
			children
		})
	});
});
List.classes = List_module_default;
List.varsResolver = varsResolver;
List.displayName = "@mantine/core/List";
List.Item = ListItem;
export { List as t };
