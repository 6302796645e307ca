import { M as getThemeColor, R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, d as genericFactory, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps, z as getFontSize } from "./product-CALG69RJ.js";
import { n as getContrastColor } from "./get-auto-contrast-value-zw3IhSrd.js";
import { t as getEnv } from "./get-env-CGju8oLq.js";
import { gn as toInt, yn as useCallbackRef } from "../entry-server.js";
import { r as useMergedRef } from "./use-merged-ref-CCpXzbJc.js";
import { t as useReducedMotion } from "./use-reduced-motion-CoCIVfhb.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/utils/shallow-equal/shallow-equal.mjs
function shallowEqual(a, b) {
	if (a === b) return true;
	if (Number.isNaN(a) && Number.isNaN(b)) return true;
	if (!(a instanceof Object) || !(b instanceof Object)) return false;
	const keys = Object.keys(a);
	const { length } = keys;
	if (length !== Object.keys(b).length) return false;
	for (let i = 0; i < length; i += 1) {
		const key = keys[i];
		if (!(key in b)) return false;
		if (a[key] !== b[key] && !(Number.isNaN(a[key]) && Number.isNaN(b[key]))) return false;
	}
	return true;
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-shallow-effect/use-shallow-effect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function shallowCompare(prevValue, currValue) {
	if (!prevValue || !currValue) return false;
	if (prevValue === currValue) return true;
	if (prevValue.length !== currValue.length) return false;
	for (let i = 0; i < prevValue.length; i += 1) if (!shallowEqual(prevValue[i], currValue[i])) return false;
	return true;
}
function useShallowCompare(dependencies) {
	const ref = (0, import_react.useRef)([]);
	const updateRef = (0, import_react.useRef)(0);
	if (!shallowCompare(ref.current, dependencies)) {
		ref.current = dependencies;
		updateRef.current += 1;
	}
	return [updateRef.current];
}
function useShallowEffect(cb, dependencies) {
	(0, import_react.useEffect)(cb, useShallowCompare(dependencies));
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-timeout/use-timeout.mjs
function useTimeout(callback, delay, options = { autoInvoke: false }) {
	const timeoutRef = (0, import_react.useRef)(null);
	const handleCallback = useCallbackRef(callback);
	const start = (0, import_react.useCallback)((...args) => {
		if (!timeoutRef.current) timeoutRef.current = window.setTimeout(() => {
			handleCallback(...args);
			timeoutRef.current = null;
		}, delay);
	}, [delay]);
	const clear = (0, import_react.useCallback)(() => {
		if (timeoutRef.current) {
			window.clearTimeout(timeoutRef.current);
			timeoutRef.current = null;
		}
	}, []);
	(0, import_react.useEffect)(() => {
		if (options.autoInvoke) start();
		return clear;
	}, [clear, start]);
	return {
		start,
		clear
	};
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-mutation-observer/use-mutation-observer.mjs
function useMutationObserverTarget(callback, options, target) {
	const observer = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (observer.current) {
			observer.current.disconnect();
			observer.current = null;
		}
		const targetElement = typeof target === "function" ? target() : target;
		if (targetElement) {
			observer.current = new MutationObserver(callback);
			observer.current.observe(targetElement, options);
		}
		return () => {
			if (observer.current) {
				observer.current.disconnect();
				observer.current = null;
			}
		};
	}, [
		callback,
		options,
		target
	]);
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-mounted/use-mounted.mjs
function useMounted() {
	const [mounted, setMounted] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => setMounted(true), []);
	return mounted;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/utils/primitive/primitive.mjs
function isPrimitive(value) {
	return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "bigint";
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/FloatingIndicator/use-floating-indicator.mjs
function isParent(parentElement, childElement) {
	if (!childElement || !parentElement) return false;
	let parent = childElement.parentNode;
	while (parent != null) {
		if (parent === parentElement) return true;
		parent = parent.parentNode;
	}
	return false;
}
function useFloatingIndicator({ target, parent, ref, displayAfterTransitionEnd, onTransitionStart, onTransitionEnd }) {
	const transitionTimeout = (0, import_react.useRef)(-1);
	const previousTarget = (0, import_react.useRef)(target);
	const [initialized, setInitialized] = (0, import_react.useState)(false);
	const [hidden, setHidden] = (0, import_react.useState)(typeof displayAfterTransitionEnd === "boolean" ? displayAfterTransitionEnd : false);
	const updatePosition = () => {
		if (!target || !parent || !ref.current) return;
		const targetRect = target.getBoundingClientRect();
		const parentRect = parent.getBoundingClientRect();
		const scaleX = parent.offsetWidth === 0 ? 1 : parentRect.width / parent.offsetWidth;
		const scaleY = parent.offsetHeight === 0 ? 1 : parentRect.height / parent.offsetHeight;
		const targetComputedStyle = window.getComputedStyle(target);
		const parentComputedStyle = window.getComputedStyle(parent);
		const borderTopWidth = toInt(targetComputedStyle.borderTopWidth) + toInt(parentComputedStyle.borderTopWidth);
		const borderLeftWidth = toInt(targetComputedStyle.borderLeftWidth) + toInt(parentComputedStyle.borderLeftWidth);
		const position = {
			top: (targetRect.top - parentRect.top) / scaleY - borderTopWidth,
			left: (targetRect.left - parentRect.left) / scaleX - borderLeftWidth,
			width: targetRect.width / scaleX,
			height: targetRect.height / scaleY
		};
		ref.current.style.transform = `translateY(${position.top}px) translateX(${position.left}px)`;
		ref.current.style.width = `${position.width}px`;
		ref.current.style.height = `${position.height}px`;
	};
	const updatePositionWithoutAnimation = () => {
		window.clearTimeout(transitionTimeout.current);
		if (ref.current) ref.current.style.transitionDuration = "0ms";
		updatePosition();
		transitionTimeout.current = window.setTimeout(() => {
			if (ref.current) ref.current.style.transitionDuration = "";
		}, 30);
	};
	const targetResizeObserver = (0, import_react.useRef)(null);
	const parentResizeObserver = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		if (initialized && previousTarget.current !== target && onTransitionStart) onTransitionStart();
		previousTarget.current = target;
		updatePosition();
		if (target) {
			targetResizeObserver.current = new ResizeObserver(updatePositionWithoutAnimation);
			targetResizeObserver.current.observe(target);
			if (parent) {
				parentResizeObserver.current = new ResizeObserver(updatePositionWithoutAnimation);
				parentResizeObserver.current.observe(parent);
			}
			return () => {
				targetResizeObserver.current?.disconnect();
				parentResizeObserver.current?.disconnect();
			};
		}
	}, [parent, target]);
	(0, import_react.useEffect)(() => {
		if (parent) {
			const handleTransitionEnd = (event) => {
				if (isParent(event.target, parent)) {
					updatePositionWithoutAnimation();
					setHidden(false);
				}
			};
			parent.addEventListener("transitionend", handleTransitionEnd);
			return () => {
				parent.removeEventListener("transitionend", handleTransitionEnd);
			};
		}
	}, [parent]);
	(0, import_react.useEffect)(() => {
		if (ref.current && onTransitionEnd) {
			const handleIndicatorTransitionEnd = (event) => {
				if (event.propertyName === "transform") onTransitionEnd();
			};
			ref.current.addEventListener("transitionend", handleIndicatorTransitionEnd);
			return () => {
				ref.current?.removeEventListener("transitionend", handleIndicatorTransitionEnd);
			};
		}
	}, [onTransitionEnd]);
	useTimeout(() => {
		if (getEnv() !== "test") setInitialized(true);
	}, 20, { autoInvoke: true });
	useMutationObserverTarget((mutations) => {
		mutations.forEach((mutation) => {
			if (mutation.type === "attributes" && mutation.attributeName === "dir") updatePositionWithoutAnimation();
		});
	}, {
		attributes: true,
		attributeFilter: ["dir"]
	}, () => document.documentElement);
	return {
		initialized,
		hidden
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/FloatingIndicator/FloatingIndicator.module.mjs
var FloatingIndicator_module_default = { "root": "m_96b553a6" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/FloatingIndicator/FloatingIndicator.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver$1 = createVarsResolver((theme, { transitionDuration }, { shouldReduceMotion }) => {
	return { root: { "--transition-duration": (theme.respectReducedMotion ? shouldReduceMotion : false) ? "0ms" : typeof transitionDuration === "number" ? `${transitionDuration}ms` : transitionDuration || "150ms" } };
});
var FloatingIndicator = factory((_props) => {
	const props = useProps("FloatingIndicator", null, _props);
	const { classNames, className, style, styles, unstyled, vars, target, parent, transitionDuration, mod, displayAfterTransitionEnd, onTransitionStart, onTransitionEnd, attributes, ref, ...others } = props;
	const shouldReduceMotion = useReducedMotion();
	const getStyles = useStyles({
		name: "FloatingIndicator",
		classes: FloatingIndicator_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1,
		stylesCtx: { shouldReduceMotion }
	});
	const innerRef = (0, import_react.useRef)(null);
	const { initialized, hidden } = useFloatingIndicator({
		target,
		parent,
		ref: innerRef,
		displayAfterTransitionEnd,
		onTransitionStart,
		onTransitionEnd
	});
	const mergedRef = useMergedRef(ref, innerRef);
	if (!target || !parent) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		ref: mergedRef,
		mod: [{
			initialized,
			hidden
		}, mod],
		...getStyles("root"),
		...others
	});
});
FloatingIndicator.displayName = "@mantine/core/FloatingIndicator";
FloatingIndicator.classes = FloatingIndicator_module_default;
FloatingIndicator.varsResolver = varsResolver$1;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/SegmentedControl/SegmentedControl.module.mjs
var SegmentedControl_module_default = {
	"root": "m_cf365364",
	"indicator": "m_9e182ccd",
	"label": "m_1738fcb2",
	"input": "m_1714d588",
	"control": "m_69686b9b",
	"innerLabel": "m_78882f40"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/SegmentedControl/SegmentedControl.mjs
var defaultProps = { withItemsBorders: true };
var varsResolver = createVarsResolver((theme, { radius, color, transitionDuration, size, transitionTimingFunction }) => ({ root: {
	"--sc-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--sc-color": color ? getThemeColor(color, theme) : void 0,
	"--sc-shadow": color ? void 0 : "var(--mantine-shadow-xs)",
	"--sc-transition-duration": transitionDuration === void 0 ? void 0 : `${transitionDuration}ms`,
	"--sc-transition-timing-function": transitionTimingFunction,
	"--sc-padding": getSize(size, "sc-padding"),
	"--sc-font-size": getFontSize(size)
} }));
var SegmentedControl = genericFactory((_props) => {
	const props = useProps("SegmentedControl", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, data, value, defaultValue, onChange, size, name, disabled, readOnly, fullWidth, orientation, radius, color, transitionDuration, transitionTimingFunction, variant, autoContrast, withItemsBorders, mod, attributes, ref, ...others } = props;
	const getStyles = useStyles({
		name: "SegmentedControl",
		props,
		classes: SegmentedControl_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const theme = useMantineTheme();
	const _data = data.map((item) => isPrimitive(item) ? {
		label: `${item}`,
		value: item
	} : item);
	const initialized = useMounted();
	const [key, setKey] = (0, import_react.useState)(0);
	const [parent, setParent] = (0, import_react.useState)(null);
	const [refs, setRefs] = (0, import_react.useState)({});
	const setElementRef = (element, val) => {
		if (element === null || refs[val] === element) return;
		refs[val] = element;
		setRefs({ ...refs });
	};
	const [_value, handleValueChange] = useUncontrolled({
		value,
		defaultValue,
		finalValue: Array.isArray(data) ? _data.find((item) => !item.disabled)?.value ?? data[0]?.value ?? null : null,
		onChange
	});
	const uuid = useId$1(name);
	const dataValues = _data.map((item) => `${item.value}`);
	const controls = _data.map((item) => /* @__PURE__ */ (0, import_react.createElement)(Box, {
		...getStyles("control"),
		mod: {
			active: _value === item.value,
			orientation
		},
		key: `${item.value}`
	}, /* @__PURE__ */ (0, import_react.createElement)("input", {
		...getStyles("input"),
		disabled: disabled || item.disabled,
		type: "radio",
		name: uuid,
		value: `${item.value}`,
		id: `${uuid}-${item.value}`,
		checked: _value === item.value,
		onChange: () => !readOnly && handleValueChange(item.value),
		"data-focus-ring": theme.focusRing,
		key: `${item.value}-input`
	}), /* @__PURE__ */ (0, import_react.createElement)(Box, {
		component: "label",
		...getStyles("label"),
		mod: {
			active: _value === item.value && !(disabled || item.disabled),
			disabled: disabled || item.disabled,
			"read-only": readOnly
		},
		htmlFor: `${uuid}-${item.value}`,
		ref: (node) => setElementRef(node, `${item.value}`),
		__vars: { "--sc-label-color": color !== void 0 ? getContrastColor({
			color,
			theme,
			autoContrast
		}) : void 0 },
		key: `${item.value}-label`
	}, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		...getStyles("innerLabel"),
		children: item.label
	}))));
	const mergedRef = useMergedRef(ref, setParent);
	useShallowEffect(() => {
		setKey((current) => current + 1);
	}, [data.length]);
	useShallowEffect(() => {
		setRefs((current) => {
			const next = {};
			dataValues.forEach((value) => {
				if (value in current) next[value] = current[value];
			});
			return Object.keys(next).length === Object.keys(current).length ? current : next;
		});
	}, [dataValues]);
	if (data.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		...getStyles("root"),
		variant,
		size,
		ref: mergedRef,
		mod: [{
			"full-width": fullWidth,
			orientation,
			initialized,
			"with-items-borders": withItemsBorders
		}, mod],
		...others,
		role: "radiogroup",
		"data-disabled": disabled,
		children: [typeof _value !== "undefined" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingIndicator, {
			target: refs[`${_value}`],
			parent,
			component: "span",
			transitionDuration: "var(--sc-transition-duration)",
			...getStyles("indicator")
		}, key), controls]
	});
});
SegmentedControl.classes = SegmentedControl_module_default;
SegmentedControl.varsResolver = varsResolver;
SegmentedControl.displayName = "@mantine/core/SegmentedControl";
export { SegmentedControl as t };
