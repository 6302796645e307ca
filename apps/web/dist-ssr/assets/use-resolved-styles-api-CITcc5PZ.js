import { F as resolveStyles, I as resolveClassNames, x as useMantineTheme } from "./product-CALG69RJ.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/styles-api/use-resolved-styles-api/use-resolved-styles-api.mjs
function useResolvedStylesApi({ classNames, styles, props, stylesCtx }) {
	const theme = useMantineTheme();
	return {
		resolvedClassNames: classNames === void 0 ? void 0 : resolveClassNames({
			theme,
			classNames,
			props,
			stylesCtx: stylesCtx || void 0
		}),
		resolvedStyles: styles === void 0 ? void 0 : resolveStyles({
			theme,
			styles,
			props,
			stylesCtx: stylesCtx || void 0
		})
	};
}
export { useResolvedStylesApi as t };
