import { Z as require_react, tt as __toESM } from "./product-CALG69RJ.js";
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/utils/random-id/random-id.mjs
function randomId(prefix = "mantine-") {
	return `${prefix}${Math.random().toString(36).slice(2, 11)}`;
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-isomorphic-effect/use-isomorphic-effect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useIsomorphicEffect = typeof document !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-id/use-id.mjs
function useId$1(staticId) {
	const reactId = (0, import_react.useId)();
	const [uuid, setUuid] = (0, import_react.useState)(`mantine-${reactId.replace(/:/g, "")}`);
	const hasInitializedRef = (0, import_react.useRef)(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);
	if (typeof staticId === "string") return staticId;
	return uuid;
}
export { useIsomorphicEffect as n, useId$1 as t };
