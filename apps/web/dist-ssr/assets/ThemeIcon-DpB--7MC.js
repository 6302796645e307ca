import { R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, c as Box, u as factory, v as useStyles, y as useProps } from "./product-CALG69RJ.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/ThemeIcon/ThemeIcon.module.mjs
var ThemeIcon_module_default = { "root": "m_7341320d" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/ThemeIcon/ThemeIcon.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver = createVarsResolver((theme, { size, radius, variant, gradient, color, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--ti-size": getSize(size, "ti-size"),
		"--ti-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--ti-bg": color || variant ? colors.background : void 0,
		"--ti-color": color || variant ? colors.color : void 0,
		"--ti-bd": color || variant ? colors.border : void 0
	} };
});
var ThemeIcon = factory((_props) => {
	const props = useProps("ThemeIcon", null, _props);
	const { classNames, className, style, styles, unstyled, vars, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ThemeIcon",
		classes: ThemeIcon_module_default,
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		...others
	});
});
ThemeIcon.classes = ThemeIcon_module_default;
ThemeIcon.varsResolver = varsResolver;
ThemeIcon.displayName = "@mantine/core/ThemeIcon";
export { ThemeIcon as t };
