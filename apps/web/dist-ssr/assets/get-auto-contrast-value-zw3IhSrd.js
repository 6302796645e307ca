import { N as parseThemeColor, P as getPrimaryShade, j as isVirtualColor } from "./product-CALG69RJ.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/MantineProvider/color-functions/get-contrast-color/get-contrast-color.mjs
function getContrastColor({ color, theme, autoContrast, colorScheme }) {
	if (!(typeof autoContrast === "boolean" ? autoContrast : theme.autoContrast)) return "var(--mantine-color-white)";
	return parseThemeColor({
		color: color || theme.primaryColor,
		theme,
		colorScheme
	}).isLight ? "var(--mantine-color-black)" : "var(--mantine-color-white)";
}
function getVirtualColorContrast(value, theme, colorScheme) {
	return getContrastColor({
		color: colorScheme === "dark" ? value.dark : value.light,
		theme,
		colorScheme,
		autoContrast: true
	});
}
function getPrimaryContrastColor(theme, colorScheme) {
	const primaryColor = theme.colors[theme.primaryColor];
	if (isVirtualColor(primaryColor)) {
		if (!theme.autoContrast) return "var(--mantine-color-white)";
		return getVirtualColorContrast(primaryColor, theme, colorScheme);
	}
	return getContrastColor({
		color: primaryColor[getPrimaryShade(theme, colorScheme)],
		theme,
		autoContrast: null
	});
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/MantineProvider/color-functions/get-auto-contrast-value/get-auto-contrast-value.mjs
function getAutoContrastValue(autoContrast, theme) {
	return typeof autoContrast === "boolean" ? autoContrast : theme.autoContrast;
}
export { getVirtualColorContrast as i, getContrastColor as n, getPrimaryContrastColor as r, getAutoContrastValue as t };
