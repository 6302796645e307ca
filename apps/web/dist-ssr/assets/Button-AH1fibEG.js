import { E as useMantineEnv, L as clsx, M as getThemeColor, R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, l as polymorphicFactory, q as rem, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps, z as getFontSize } from "./product-CALG69RJ.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { i as require_react_dom, n as useDidUpdate, t as useReducedMotion } from "./use-reduced-motion-CoCIVfhb.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Transition/transitions.mjs
var popIn = (from) => ({
	in: {
		opacity: 1,
		transform: "scale(1)"
	},
	out: {
		opacity: 0,
		transform: `scale(.9) translateY(${from === "bottom" ? 10 : -10}px)`
	},
	transitionProperty: "transform, opacity"
});
var transitions = {
	fade: {
		in: { opacity: 1 },
		out: { opacity: 0 },
		transitionProperty: "opacity"
	},
	"fade-up": {
		in: {
			opacity: 1,
			transform: "translateY(0)"
		},
		out: {
			opacity: 0,
			transform: "translateY(30px)"
		},
		transitionProperty: "opacity, transform"
	},
	"fade-down": {
		in: {
			opacity: 1,
			transform: "translateY(0)"
		},
		out: {
			opacity: 0,
			transform: "translateY(-30px)"
		},
		transitionProperty: "opacity, transform"
	},
	"fade-left": {
		in: {
			opacity: 1,
			transform: "translateX(0)"
		},
		out: {
			opacity: 0,
			transform: "translateX(30px)"
		},
		transitionProperty: "opacity, transform"
	},
	"fade-right": {
		in: {
			opacity: 1,
			transform: "translateX(0)"
		},
		out: {
			opacity: 0,
			transform: "translateX(-30px)"
		},
		transitionProperty: "opacity, transform"
	},
	scale: {
		in: {
			opacity: 1,
			transform: "scale(1)"
		},
		out: {
			opacity: 0,
			transform: "scale(0)"
		},
		common: { transformOrigin: "top" },
		transitionProperty: "transform, opacity"
	},
	"scale-y": {
		in: {
			opacity: 1,
			transform: "scaleY(1)"
		},
		out: {
			opacity: 0,
			transform: "scaleY(0)"
		},
		common: { transformOrigin: "top" },
		transitionProperty: "transform, opacity"
	},
	"scale-x": {
		in: {
			opacity: 1,
			transform: "scaleX(1)"
		},
		out: {
			opacity: 0,
			transform: "scaleX(0)"
		},
		common: { transformOrigin: "left" },
		transitionProperty: "transform, opacity"
	},
	"skew-up": {
		in: {
			opacity: 1,
			transform: "translateY(0) skew(0deg, 0deg)"
		},
		out: {
			opacity: 0,
			transform: "translateY(-20px) skew(-10deg, -5deg)"
		},
		common: { transformOrigin: "top" },
		transitionProperty: "transform, opacity"
	},
	"skew-down": {
		in: {
			opacity: 1,
			transform: "translateY(0) skew(0deg, 0deg)"
		},
		out: {
			opacity: 0,
			transform: "translateY(20px) skew(-10deg, -5deg)"
		},
		common: { transformOrigin: "bottom" },
		transitionProperty: "transform, opacity"
	},
	"rotate-left": {
		in: {
			opacity: 1,
			transform: "translateY(0) rotate(0deg)"
		},
		out: {
			opacity: 0,
			transform: "translateY(20px) rotate(-5deg)"
		},
		common: { transformOrigin: "bottom" },
		transitionProperty: "transform, opacity"
	},
	"rotate-right": {
		in: {
			opacity: 1,
			transform: "translateY(0) rotate(0deg)"
		},
		out: {
			opacity: 0,
			transform: "translateY(20px) rotate(5deg)"
		},
		common: { transformOrigin: "top" },
		transitionProperty: "transform, opacity"
	},
	"slide-down": {
		in: {
			opacity: 1,
			transform: "translateY(0)"
		},
		out: {
			opacity: 0,
			transform: "translateY(-100%)"
		},
		common: { transformOrigin: "top" },
		transitionProperty: "transform, opacity"
	},
	"slide-up": {
		in: {
			opacity: 1,
			transform: "translateY(0)"
		},
		out: {
			opacity: 0,
			transform: "translateY(100%)"
		},
		common: { transformOrigin: "bottom" },
		transitionProperty: "transform, opacity"
	},
	"slide-left": {
		in: {
			opacity: 1,
			transform: "translateX(0)"
		},
		out: {
			opacity: 0,
			transform: "translateX(100%)"
		},
		common: { transformOrigin: "left" },
		transitionProperty: "transform, opacity"
	},
	"slide-right": {
		in: {
			opacity: 1,
			transform: "translateX(0)"
		},
		out: {
			opacity: 0,
			transform: "translateX(-100%)"
		},
		common: { transformOrigin: "right" },
		transitionProperty: "transform, opacity"
	},
	pop: {
		...popIn("bottom"),
		common: { transformOrigin: "center center" }
	},
	"pop-bottom-left": {
		...popIn("bottom"),
		common: { transformOrigin: "bottom left" }
	},
	"pop-bottom-right": {
		...popIn("bottom"),
		common: { transformOrigin: "bottom right" }
	},
	"pop-top-left": {
		...popIn("top"),
		common: { transformOrigin: "top left" }
	},
	"pop-top-right": {
		...popIn("top"),
		common: { transformOrigin: "top right" }
	}
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Transition/get-transition-styles/get-transition-styles.mjs
var transitionStatuses = {
	entering: "in",
	entered: "in",
	exiting: "out",
	exited: "out",
	"pre-exiting": "out",
	"pre-entering": "out"
};
function getTransitionStyles({ transition, state, duration, timingFunction }) {
	const shared = {
		WebkitBackfaceVisibility: "hidden",
		transitionDuration: `${duration}ms`,
		transitionTimingFunction: timingFunction
	};
	if (typeof transition === "string") {
		if (!(transition in transitions)) return {};
		return {
			transitionProperty: transitions[transition].transitionProperty,
			...shared,
			...transitions[transition].common,
			...transitions[transition][transitionStatuses[state]]
		};
	}
	return {
		transitionProperty: transition.transitionProperty,
		...shared,
		...transition.common,
		...transition[transitionStatuses[state]]
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Transition/use-transition.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function useTransition({ duration, exitDuration, timingFunction, mounted, onEnter, onExit, onEntered, onExited, enterDelay, exitDelay }) {
	const theme = useMantineTheme();
	const shouldReduceMotion = useReducedMotion();
	const reduceMotion = theme.respectReducedMotion ? shouldReduceMotion : false;
	const [transitionDuration, setTransitionDuration] = (0, import_react.useState)(reduceMotion ? 0 : duration);
	const [transitionStatus, setStatus] = (0, import_react.useState)(mounted ? "entered" : "exited");
	const transitionTimeoutRef = (0, import_react.useRef)(-1);
	const delayTimeoutRef = (0, import_react.useRef)(-1);
	const rafRef = (0, import_react.useRef)(-1);
	function clearAllTimeouts() {
		window.clearTimeout(transitionTimeoutRef.current);
		window.clearTimeout(delayTimeoutRef.current);
		cancelAnimationFrame(rafRef.current);
		rafRef.current = -1;
	}
	const handleStateChange = (shouldMount) => {
		clearAllTimeouts();
		const preHandler = shouldMount ? onEnter : onExit;
		const handler = shouldMount ? onEntered : onExited;
		const newTransitionDuration = reduceMotion ? 0 : shouldMount ? duration : exitDuration;
		setTransitionDuration(newTransitionDuration);
		if (newTransitionDuration === 0) {
			typeof preHandler === "function" && preHandler();
			typeof handler === "function" && handler();
			setStatus(shouldMount ? "entered" : "exited");
		} else {
			const frame = requestAnimationFrame(() => {
				import_react_dom.flushSync(() => {
					setStatus(shouldMount ? "pre-entering" : "pre-exiting");
				});
				if (rafRef.current !== frame) return;
				rafRef.current = requestAnimationFrame(() => {
					typeof preHandler === "function" && preHandler();
					setStatus(shouldMount ? "entering" : "exiting");
					transitionTimeoutRef.current = window.setTimeout(() => {
						typeof handler === "function" && handler();
						setStatus(shouldMount ? "entered" : "exited");
					}, newTransitionDuration);
				});
			});
			rafRef.current = frame;
		}
	};
	const handleTransitionWithDelay = (shouldMount) => {
		clearAllTimeouts();
		if (typeof (shouldMount ? enterDelay : exitDelay) !== "number") {
			handleStateChange(shouldMount);
			return;
		}
		delayTimeoutRef.current = window.setTimeout(() => {
			handleStateChange(shouldMount);
		}, shouldMount ? enterDelay : exitDelay);
	};
	useDidUpdate(() => {
		handleTransitionWithDelay(mounted);
	}, [mounted]);
	(0, import_react.useEffect)(() => () => {
		clearAllTimeouts();
	}, []);
	return {
		transitionDuration,
		transitionStatus,
		transitionTimingFunction: timingFunction || "ease"
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Transition/Transition.mjs
var import_jsx_runtime = require_jsx_runtime();
function Transition({ keepMounted, keepMountedMode = "activity", transition = "fade", duration = 250, exitDuration = duration, mounted, children, timingFunction = "ease", onExit, onEntered, onEnter, onExited, enterDelay, exitDelay }) {
	const env = useMantineEnv();
	const { transitionDuration, transitionStatus, transitionTimingFunction } = useTransition({
		mounted,
		exitDuration,
		duration,
		timingFunction,
		onExit,
		onEntered,
		onEnter,
		onExited,
		enterDelay,
		exitDelay
	});
	if (env === "test") return mounted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children({}) }) : keepMounted ? children({ display: "none" }) : null;
	if (transitionDuration === 0) {
		if (keepMounted) {
			if (keepMountedMode === "display-none") return mounted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children({}) }) : children({ display: "none" });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
				mode: mounted ? "visible" : "hidden",
				children: children({})
			});
		}
		return mounted ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children({}) }) : null;
	}
	const isExited = transitionStatus === "exited";
	if (keepMounted) {
		const keepMountedChildren = children(isExited ? keepMountedMode === "display-none" ? { display: "none" } : {} : getTransitionStyles({
			transition,
			duration: transitionDuration,
			state: transitionStatus,
			timingFunction: transitionTimingFunction
		}));
		if (keepMountedMode === "display-none") return keepMountedChildren;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
			mode: isExited ? "hidden" : "visible",
			children: keepMountedChildren
		});
	}
	return isExited ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children(getTransitionStyles({
		transition,
		duration: transitionDuration,
		state: transitionStatus,
		timingFunction: transitionTimingFunction
	})) });
}
Transition.displayName = "@mantine/core/Transition";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Loader/Loader.module.mjs
var Loader_module_default = {
	"root": "m_5ae2e3c",
	"barsLoader": "m_7a2bd4cd",
	"bar": "m_870bb79",
	"bars-loader-animation": "m_5d2b3b9d",
	"dotsLoader": "m_4e3f22d7",
	"dot": "m_870c4af",
	"loader-dots-animation": "m_aac34a1",
	"ovalLoader": "m_b34414df",
	"oval-loader-animation": "m_f8e89c4b"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Loader/loaders/Bars.mjs
var Bars = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "span",
	className: clsx(Loader_module_default.barsLoader, className),
	...others,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar })
	]
});
Bars.displayName = "@mantine/core/Bars";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Loader/loaders/Dots.mjs
var Dots = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "span",
	className: clsx(Loader_module_default.dotsLoader, className),
	...others,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot })
	]
});
Dots.displayName = "@mantine/core/Dots";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Loader/loaders/Oval.mjs
var Oval = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	component: "span",
	className: clsx(Loader_module_default.ovalLoader, className),
	...others
});
Oval.displayName = "@mantine/core/Oval";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Loader/Loader.mjs
var defaultLoaders = {
	bars: Bars,
	oval: Oval,
	dots: Dots
};
var defaultProps$1 = {
	loaders: defaultLoaders,
	type: "oval"
};
var varsResolver$3 = createVarsResolver((theme, { size, color }) => ({ root: {
	"--loader-size": getSize(size, "loader-size"),
	"--loader-color": color ? getThemeColor(color, theme) : void 0
} }));
var Loader = factory((_props) => {
	const props = useProps("Loader", defaultProps$1, _props);
	const { size, color, type, vars, className, style, classNames, styles, unstyled, loaders, variant, children, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Loader",
		props,
		classes: Loader_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$3
	});
	if (children) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		...others,
		children
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		component: loaders[type],
		variant,
		size,
		...others
	});
});
Loader.defaultLoaders = defaultLoaders;
Loader.classes = Loader_module_default;
Loader.varsResolver = varsResolver$3;
Loader.displayName = "@mantine/core/Loader";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Button/Button.module.mjs
var Button_module_default = {
	"root": "m_77c9d27d",
	"inner": "m_80f1301b",
	"label": "m_811560b9",
	"section": "m_a74036a",
	"loader": "m_a25b86ee",
	"group": "m_80d6d844",
	"groupSection": "m_70be2a01"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Button/ButtonGroup/ButtonGroup.mjs
var defaultProps = { orientation: "horizontal" };
var varsResolver$2 = createVarsResolver((_, { borderWidth }) => ({ group: { "--button-border-width": rem(borderWidth) } }));
var ButtonGroup = factory((_props) => {
	const props = useProps("ButtonGroup", defaultProps, _props);
	const { className, style, classNames, styles, unstyled, orientation, vars, borderWidth, mod, attributes, ...others } = useProps("ButtonGroup", defaultProps, _props);
	const getStyles = useStyles({
		name: "ButtonGroup",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$2,
		rootSelector: "group"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("group"),
		mod: [{ orientation }, mod],
		role: "group",
		...others
	});
});
ButtonGroup.classes = Button_module_default;
ButtonGroup.varsResolver = varsResolver$2;
ButtonGroup.displayName = "@mantine/core/ButtonGroup";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Button/ButtonGroupSection/ButtonGroupSection.mjs
var varsResolver$1 = createVarsResolver((theme, { radius, color, gradient, variant, autoContrast, size }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { groupSection: {
		"--section-height": getSize(size, "section-height"),
		"--section-padding-x": getSize(size, "section-padding-x"),
		"--section-fz": size?.includes("compact") ? getFontSize(size.replace("compact-", "")) : getFontSize(size),
		"--section-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--section-bg": color || variant ? colors.background : void 0,
		"--section-color": colors.color,
		"--section-bd": color || variant ? colors.border : void 0
	} };
});
var ButtonGroupSection = factory((_props) => {
	const props = useProps("ButtonGroupSection", null, _props);
	const { className, style, classNames, styles, unstyled, vars, gradient, radius, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ButtonGroupSection",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1,
		rootSelector: "groupSection"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("groupSection"),
		...others
	});
});
ButtonGroupSection.classes = Button_module_default;
ButtonGroupSection.varsResolver = varsResolver$1;
ButtonGroupSection.displayName = "@mantine/core/ButtonGroupSection";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Button/Button.mjs
var loaderTransition = {
	in: {
		opacity: 1,
		transform: `translate(-50%, calc(-50% + ${rem(1)}))`
	},
	out: {
		opacity: 0,
		transform: "translate(-50%, -200%)"
	},
	common: { transformOrigin: "center" },
	transitionProperty: "transform, opacity"
};
var varsResolver = createVarsResolver((theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--button-justify": justify,
		"--button-height": getSize(size, "button-height"),
		"--button-padding-x": getSize(size, "button-padding-x"),
		"--button-fz": size?.includes("compact") ? getFontSize(size.replace("compact-", "")) : getFontSize(size),
		"--button-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--button-bg": color || variant ? colors.background : void 0,
		"--button-hover": color || variant ? colors.hover : void 0,
		"--button-color": colors.color,
		"--button-bd": color || variant ? colors.border : void 0,
		"--button-hover-color": color || variant ? colors.hoverColor : void 0
	} };
});
var Button = polymorphicFactory((_props) => {
	const props = useProps("Button", null, _props);
	const { style, vars, className, color, disabled, children, leftSection, rightSection, fullWidth, variant, radius, loading, loaderProps, gradient, classNames, styles, unstyled, "data-disabled": dataDisabled, autoContrast, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Button",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const hasLeftSection = !!leftSection;
	const hasRightSection = !!rightSection;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root", { active: !disabled && !loading && !dataDisabled }),
		unstyled,
		variant,
		disabled: disabled || loading,
		mod: [{
			disabled: disabled || dataDisabled,
			loading,
			block: fullWidth,
			"with-left-section": hasLeftSection,
			"with-right-section": hasRightSection
		}, mod],
		...others,
		children: [typeof loading === "boolean" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			mounted: loading,
			transition: loaderTransition,
			duration: 150,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				...getStyles("loader", { style: transitionStyles }),
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
					color: "var(--button-color)",
					size: "calc(var(--button-height) / 1.8)",
					...loaderProps
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			...getStyles("inner"),
			children: [
				leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("section"),
					mod: { position: "left" },
					children: leftSection
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					mod: { loading },
					...getStyles("label"),
					children
				}),
				rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("section"),
					mod: { position: "right" },
					children: rightSection
				})
			]
		})]
	});
});
Button.classes = Button_module_default;
Button.varsResolver = varsResolver;
Button.displayName = "@mantine/core/Button";
Button.Group = ButtonGroup;
Button.GroupSection = ButtonGroupSection;
export { Loader as n, Transition as r, Button as t };
