// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/Box/get-style-object/get-style-object.mjs
function getStyleObject(style, theme) {
	if (Array.isArray(style)) return [...style].reduce((acc, item) => ({
		...acc,
		...getStyleObject(item, theme)
	}), {});
	if (typeof style === "function") return style(theme);
	if (style == null) return {};
	return style;
}
export { getStyleObject as t };
