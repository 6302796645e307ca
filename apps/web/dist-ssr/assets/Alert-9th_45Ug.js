import { R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, l as polymorphicFactory, q as rem, u as factory, v as useStyles, y as useProps } from "./product-CALG69RJ.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
require_react();
var import_jsx_runtime = require_jsx_runtime();
function CloseIcon({ size = "var(--cb-icon-size, 70%)", style, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 15 15",
		fill: "none",
		xmlns: "http://www.w3.org/2000/svg",
		style: {
			...style,
			width: size,
			height: size
		},
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z",
			fill: "currentColor",
			fillRule: "evenodd",
			clipRule: "evenodd"
		})
	});
}
CloseIcon.displayName = "@mantine/core/CloseIcon";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/CloseButton/CloseButton.module.mjs
var CloseButton_module_default = {
	"root": "m_86a44da5",
	"root--subtle": "m_220c80f2"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/CloseButton/CloseButton.mjs
var defaultProps = { variant: "subtle" };
var varsResolver$1 = createVarsResolver((_, { size, radius, iconSize }) => ({ root: {
	"--cb-size": getSize(size, "cb-size"),
	"--cb-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--cb-icon-size": rem(iconSize)
} }));
var CloseButton = polymorphicFactory((_props) => {
	const props = useProps("CloseButton", defaultProps, _props);
	const { iconSize, children, vars, radius, className, classNames, style, styles, unstyled, "data-disabled": dataDisabled, disabled, variant, icon, mod, attributes, __staticSelector, ...others } = props;
	const getStyles = useStyles({
		name: __staticSelector || "CloseButton",
		props,
		className,
		style,
		classes: CloseButton_module_default,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...others,
		unstyled,
		variant,
		disabled,
		mod: [{ disabled: disabled || dataDisabled }, mod],
		...getStyles("root", {
			variant,
			active: !disabled && !dataDisabled
		}),
		children: [icon || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {}), children]
	});
});
CloseButton.classes = CloseButton_module_default;
CloseButton.varsResolver = varsResolver$1;
CloseButton.displayName = "@mantine/core/CloseButton";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Alert/Alert.module.mjs
var Alert_module_default = {
	"root": "m_66836ed3",
	"wrapper": "m_a5d60502",
	"body": "m_667c2793",
	"title": "m_6a03f287",
	"label": "m_698f4f23",
	"icon": "m_667f2a6a",
	"message": "m_7fa78076",
	"closeButton": "m_87f54839"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Alert/Alert.mjs
var varsResolver = createVarsResolver((theme, { radius, color, variant, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: variant || "light",
		autoContrast
	});
	return { root: {
		"--alert-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--alert-bg": color || variant ? colors.background : void 0,
		"--alert-color": colors.color,
		"--alert-bd": color || variant ? colors.border : void 0
	} };
});
var Alert = factory((_props) => {
	const props = useProps("Alert", null, _props);
	const { classNames, className, style, styles, unstyled, vars, radius, color, title, children, id, icon, withCloseButton, onClose, closeButtonLabel, variant, autoContrast, role, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Alert",
		classes: Alert_module_default,
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
	const rootId = useId$1(id);
	const titleId = title && `${rootId}-title` || void 0;
	const bodyId = `${rootId}-body`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id: rootId,
		...getStyles("root", { variant }),
		variant,
		...others,
		role: role || "alert",
		"aria-describedby": children ? bodyId : void 0,
		"aria-labelledby": title ? titleId : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			...getStyles("wrapper"),
			children: [
				icon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					...getStyles("icon"),
					children: icon
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					...getStyles("body"),
					children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						...getStyles("title"),
						"data-with-close-button": withCloseButton || void 0,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							id: titleId,
							...getStyles("label"),
							children: title
						})
					}), children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: bodyId,
						...getStyles("message"),
						"data-variant": variant,
						children
					})]
				}),
				withCloseButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
					...getStyles("closeButton"),
					onClick: onClose,
					variant: "transparent",
					size: 16,
					iconSize: 16,
					"aria-label": closeButtonLabel,
					unstyled
				})
			]
		})
	});
});
Alert.classes = Alert_module_default;
Alert.varsResolver = varsResolver;
Alert.displayName = "@mantine/core/Alert";
export { CloseButton as n, Alert as t };
