// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/utils/clamp/clamp.mjs
function clamp(value, min, max) {
	if (min === void 0 && max === void 0) return value;
	if (min !== void 0 && max === void 0) return Math.max(value, min);
	if (min === void 0 && max !== void 0) return Math.min(value, max);
	return Math.min(Math.max(value, min), max);
}
export { clamp as t };
