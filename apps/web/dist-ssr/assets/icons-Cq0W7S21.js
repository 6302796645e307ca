import { E as useMantineEnv, L as clsx, M as getThemeColor, R as createVarsResolver, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps } from "./product-CALG69RJ.js";
import { n as getSingleElementChild, r as getDefaultZIndex, t as OptionalPortal } from "./OptionalPortal-mfe4Oh9a.js";
import { n as useIsomorphicEffect, t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { r as useMergedRef } from "./use-merged-ref-CCpXzbJc.js";
import { i as getRefProp, n as FloatingArrow, r as getArrowMergeDropdownStyles, t as getFloatingPosition } from "./get-floating-position-Bb0W_6bL.js";
import { t as getStyleObject } from "./get-style-object-CvraiHCe.js";
import { t as useDirection } from "./DirectionProvider-EfkHQt9X.js";
import { r as Transition } from "./Button-AH1fibEG.js";
import { $t as useDelayGroup, Qt as safePolygon, Zt as FloatingDelayGroup, an as useRole, cn as hide, dn as offset, en as useDismiss, fn as shift, hn as getOverflowAncestors, in as useInteractions, ln as inline, mn as autoUpdate, nn as useFocus, on as arrow, rn as useHover, sn as flip, tn as useFloating } from "../entry-server.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Transition/get-transition-props/get-transition-props.mjs
var defaultTransition = {
	duration: 100,
	transition: "fade"
};
function getTransitionProps(transitionProps, componentTransition) {
	return {
		...defaultTransition,
		...componentTransition,
		...transitionProps
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/TooltipFloating/use-floating-tooltip.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useFloatingTooltip({ offset, position, defaultOpened }) {
	const [opened, setOpened] = (0, import_react.useState)(defaultOpened);
	const boundaryRef = (0, import_react.useRef)(null);
	const { x, y, elements, refs, update, placement } = useFloating({
		placement: position,
		middleware: [shift({
			crossAxis: true,
			padding: 5,
			rootBoundary: "document"
		})]
	});
	const horizontalOffset = placement.includes("right") ? offset : position.includes("left") ? offset * -1 : 0;
	const verticalOffset = placement.includes("bottom") ? offset : position.includes("top") ? offset * -1 : 0;
	const handleMouseMove = (0, import_react.useCallback)(({ clientX, clientY }) => {
		if (!Number.isFinite(clientX) || !Number.isFinite(clientY)) return;
		refs.setPositionReference({ getBoundingClientRect() {
			return {
				width: 0,
				height: 0,
				x: clientX,
				y: clientY,
				left: clientX + horizontalOffset,
				top: clientY + verticalOffset,
				right: clientX,
				bottom: clientY
			};
		} });
	}, [elements.reference]);
	(0, import_react.useEffect)(() => {
		if (refs.floating.current) {
			const boundary = boundaryRef.current;
			boundary.addEventListener("mousemove", handleMouseMove);
			const parents = getOverflowAncestors(refs.floating.current);
			parents.forEach((parent) => {
				parent.addEventListener("scroll", update);
			});
			return () => {
				boundary.removeEventListener("mousemove", handleMouseMove);
				parents.forEach((parent) => {
					parent.removeEventListener("scroll", update);
				});
			};
		}
	}, [
		elements.reference,
		refs.floating.current,
		update,
		handleMouseMove,
		opened
	]);
	return {
		handleMouseMove,
		x,
		y,
		opened,
		setOpened,
		boundaryRef,
		floating: refs.setFloating
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/Tooltip.module.mjs
var Tooltip_module_default = {
	"tooltip": "m_1b3c8819",
	"arrow": "m_f898399f"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/TooltipFloating/TooltipFloating.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$2 = {
	refProp: "ref",
	withinPortal: true,
	offset: 10,
	position: "right",
	zIndex: getDefaultZIndex("popover")
};
var varsResolver$1 = createVarsResolver((theme, { radius, color }) => ({ tooltip: {
	"--tooltip-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--tooltip-bg": color ? getThemeColor(color, theme) : void 0,
	"--tooltip-color": color ? "var(--mantine-color-white)" : void 0
} }));
var TooltipFloating = factory((_props) => {
	const props = useProps("TooltipFloating", defaultProps$2, _props);
	const { children, refProp, withinPortal, style, className, classNames, styles, unstyled, radius, color, label, offset, position, multiline, zIndex, disabled, defaultOpened, variant, vars, portalProps, attributes, ref, ...others } = props;
	const theme = useMantineTheme();
	const getStyles = useStyles({
		name: "TooltipFloating",
		props,
		classes: Tooltip_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "tooltip",
		vars,
		varsResolver: varsResolver$1
	});
	const { handleMouseMove, x, y, opened, boundaryRef, floating, setOpened } = useFloatingTooltip({
		offset,
		position,
		defaultOpened
	});
	const child = getSingleElementChild(children);
	if (!child) throw new Error("[@mantine/core] Tooltip.Floating component children should be an element or a component that accepts ref, fragments, strings, numbers and other primitive values are not supported");
	const targetRef = useMergedRef(boundaryRef, getRefProp(child), ref);
	const childProps = child.props;
	const onMouseEnter = (event) => {
		childProps.onMouseEnter?.(event);
		handleMouseMove(event);
		setOpened(true);
	};
	const onMouseLeave = (event) => {
		childProps.onMouseLeave?.(event);
		setOpened(false);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
		...portalProps,
		withinPortal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...others,
			...getStyles("tooltip", { style: {
				...getStyleObject(style, theme),
				zIndex,
				display: !disabled && opened ? "block" : "none",
				top: Number.isFinite(y) ? Math.round(y) : "",
				left: Number.isFinite(x) ? Math.round(x) : ""
			} }),
			variant,
			ref: floating,
			mod: { multiline },
			children: label
		})
	}), (0, import_react.cloneElement)(child, {
		...childProps,
		[refProp]: targetRef,
		onMouseEnter,
		onMouseLeave
	})] });
});
TooltipFloating.classes = Tooltip_module_default;
TooltipFloating.varsResolver = varsResolver$1;
TooltipFloating.displayName = "@mantine/core/TooltipFloating";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/TooltipGroup/TooltipGroup.mjs
var TooltipGroupContext = (0, import_react.createContext)({ withinGroup: false });
var defaultProps$1 = {
	openDelay: 0,
	closeDelay: 0
};
function TooltipGroup(props) {
	const { openDelay, closeDelay, children } = useProps("TooltipGroup", defaultProps$1, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TooltipGroupContext, {
		value: { withinGroup: true },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingDelayGroup, {
			delay: {
				open: openDelay,
				close: closeDelay
			},
			children
		})
	});
}
TooltipGroup.displayName = "@mantine/core/TooltipGroup";
TooltipGroup.extend = (c) => c;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/use-tooltip.mjs
function getDefaultMiddlewares(middlewares) {
	if (middlewares === void 0) return {
		shift: true,
		flip: true
	};
	const result = { ...middlewares };
	if (middlewares.shift === void 0) result.shift = true;
	if (middlewares.flip === void 0) result.flip = true;
	return result;
}
function getTooltipMiddlewares(settings) {
	const middlewaresOptions = getDefaultMiddlewares(settings.middlewares);
	const middlewares = [offset(settings.offset), hide()];
	if (middlewaresOptions.shift) middlewares.push(shift(typeof middlewaresOptions.shift === "boolean" ? { padding: 8 } : {
		padding: 8,
		...middlewaresOptions.shift
	}));
	if (middlewaresOptions.flip) middlewares.push(typeof middlewaresOptions.flip === "boolean" ? flip() : flip(middlewaresOptions.flip));
	middlewares.push(arrow({
		element: settings.arrowRef,
		padding: settings.arrowOffset
	}));
	if (middlewaresOptions.inline) middlewares.push(typeof middlewaresOptions.inline === "boolean" ? inline() : inline(middlewaresOptions.inline));
	else if (settings.inline) middlewares.push(inline());
	return middlewares;
}
function useTooltip(settings) {
	const [uncontrolledOpened, setUncontrolledOpened] = (0, import_react.useState)(settings.defaultOpened);
	const controlled = typeof settings.opened === "boolean";
	const opened = !settings.disabled && (controlled ? settings.opened : uncontrolledOpened);
	(0, import_react.useEffect)(() => {
		if (settings.disabled) setUncontrolledOpened(false);
	}, [settings.disabled]);
	const withinGroup = (0, import_react.use)(TooltipGroupContext).withinGroup;
	const uid = useId$1();
	const env = useMantineEnv();
	const onChange = (0, import_react.useCallback)((_opened) => {
		setUncontrolledOpened(_opened);
		if (_opened) setCurrentId(uid);
	}, [uid]);
	const { x, y, context, refs, placement, middlewareData: { arrow: { x: arrowX, y: arrowY } = {}, hide: hideData } } = useFloating({
		strategy: settings.strategy,
		placement: settings.position,
		open: opened,
		onOpenChange: onChange,
		middleware: getTooltipMiddlewares(settings),
		whileElementsMounted: autoUpdate
	});
	const { delay: groupDelay, currentId, setCurrentId } = useDelayGroup(context, { id: uid });
	const { getReferenceProps, getFloatingProps } = useInteractions([
		useHover(context, {
			enabled: !settings.disabled && settings.events?.hover,
			delay: withinGroup ? groupDelay : {
				open: settings.openDelay,
				close: settings.closeDelay
			},
			mouseOnly: !settings.events?.touch,
			handleClose: settings.interactive ? safePolygon() : null
		}),
		useFocus(context, {
			enabled: !settings.disabled && settings.events?.focus,
			visibleOnly: true
		}),
		useRole(context, { role: "tooltip" }),
		useDismiss(context, { enabled: typeof settings.opened === "undefined" })
	]);
	const previousPlacementRef = (0, import_react.useRef)(placement);
	useIsomorphicEffect(() => {
		if (previousPlacementRef.current !== placement) {
			previousPlacementRef.current = placement;
			settings.onPositionChange?.(placement);
		}
	}, [placement]);
	const isGroupPhase = opened && currentId && currentId !== uid;
	return {
		x,
		y,
		arrowX,
		arrowY,
		reference: refs.setReference,
		floating: refs.setFloating,
		getFloatingProps,
		getReferenceProps,
		isGroupPhase,
		opened,
		placement,
		referenceHidden: settings.hideDetached && env !== "test" ? hideData?.referenceHidden : false
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tooltip/Tooltip.mjs
var defaultProps = {
	position: "top",
	refProp: "ref",
	withinPortal: true,
	arrowSize: 4,
	arrowOffset: 5,
	arrowRadius: 0,
	arrowPosition: "side",
	offset: 5,
	transitionProps: {
		duration: 100,
		transition: "fade"
	},
	events: {
		hover: true,
		focus: false,
		touch: false
	},
	zIndex: getDefaultZIndex("popover"),
	middlewares: {
		flip: true,
		shift: true,
		inline: false
	},
	hideDetached: true
};
var varsResolver = createVarsResolver((theme, { radius, color, variant, autoContrast }) => {
	const colors = theme.variantColorResolver({
		theme,
		color: color || theme.primaryColor,
		autoContrast,
		variant: variant || "filled"
	});
	return { tooltip: {
		"--tooltip-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--tooltip-bg": color ? colors.background : void 0,
		"--tooltip-color": color ? colors.color : void 0
	} };
});
var Tooltip = factory((_props) => {
	const props = useProps("Tooltip", defaultProps, _props);
	const { children, position, refProp, label, openDelay, closeDelay, onPositionChange, opened, defaultOpened, withinPortal, radius, color, classNames, styles, unstyled, style, className, withArrow, arrowSize, arrowOffset, arrowRadius, arrowPosition, offset, transitionProps, multiline, events, interactive, zIndex, disabled, onClick, onMouseEnter, onMouseLeave, inline, variant, keepMounted, vars, portalProps, mod, floatingStrategy, middlewares, autoContrast, attributes, target, hideDetached, ref, ...others } = props;
	const { dir } = useDirection();
	const arrowRef = (0, import_react.useRef)(null);
	const tooltip = useTooltip({
		position: getFloatingPosition(dir, position),
		closeDelay,
		openDelay,
		onPositionChange,
		opened,
		defaultOpened,
		disabled,
		events,
		interactive,
		arrowRef,
		arrowOffset,
		offset: typeof offset === "number" ? offset + (withArrow ? arrowSize / 2 : 0) : offset,
		inline,
		strategy: floatingStrategy,
		middlewares,
		hideDetached
	});
	(0, import_react.useEffect)(() => {
		const targetNode = target instanceof HTMLElement ? target : typeof target === "string" ? document.querySelector(target) : target?.current || null;
		if (targetNode) tooltip.reference(targetNode);
	}, [target, tooltip]);
	const getStyles = useStyles({
		name: "Tooltip",
		props,
		classes: Tooltip_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "tooltip",
		vars,
		varsResolver
	});
	const child = getSingleElementChild(children);
	if (!target && !child) throw new Error("[@mantine/core] Tooltip component children should be an element or a component that accepts ref, fragments, strings, numbers and other primitive values are not supported");
	const tooltipStyles = getStyles("tooltip");
	const interactiveMod = interactive && !disabled && !!tooltip.opened;
	const mergeStyles = arrowPosition === "merge" && withArrow ? getArrowMergeDropdownStyles({
		position: tooltip.placement,
		dir
	}) : void 0;
	if (target) {
		const transition = getTransitionProps(transitionProps, {
			duration: 100,
			transition: "fade"
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
			...portalProps,
			withinPortal,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
				...transition,
				keepMounted,
				mounted: !disabled && !!tooltip.opened,
				duration: tooltip.isGroupPhase ? 10 : transition.duration,
				children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					...others,
					"data-fixed": floatingStrategy === "fixed" || void 0,
					variant,
					mod: [{
						multiline,
						interactive: interactiveMod
					}, mod],
					...tooltipStyles,
					...tooltip.getFloatingProps({
						ref: tooltip.floating,
						className: tooltipStyles.className,
						style: {
							...tooltipStyles.style,
							...transitionStyles,
							...mergeStyles,
							zIndex,
							top: tooltip.y ?? 0,
							left: tooltip.x ?? 0,
							...tooltip.referenceHidden ? { display: "none" } : null
						}
					}),
					children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingArrow, {
						ref: arrowRef,
						arrowX: tooltip.arrowX,
						arrowY: tooltip.arrowY,
						visible: withArrow,
						position: tooltip.placement,
						arrowSize,
						arrowOffset,
						arrowRadius,
						arrowPosition,
						...getStyles("arrow")
					})]
				})
			})
		}) });
	}
	const childProps = child.props;
	const targetRef = useMergedRef(tooltip.reference, getRefProp(child), ref);
	const transition = getTransitionProps(transitionProps, {
		duration: 100,
		transition: "fade"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
		...portalProps,
		withinPortal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			...transition,
			keepMounted,
			mounted: !disabled && !!tooltip.opened,
			duration: tooltip.isGroupPhase ? 10 : transition.duration,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				...others,
				"data-fixed": floatingStrategy === "fixed" || void 0,
				variant,
				mod: [{
					multiline,
					interactive: interactiveMod
				}, mod],
				...tooltip.getFloatingProps({
					ref: tooltip.floating,
					className: getStyles("tooltip").className,
					style: {
						...getStyles("tooltip").style,
						...transitionStyles,
						...mergeStyles,
						zIndex,
						top: tooltip.y ?? 0,
						left: tooltip.x ?? 0,
						...tooltip.referenceHidden ? { display: "none" } : null
					}
				}),
				children: [label, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingArrow, {
					ref: arrowRef,
					arrowX: tooltip.arrowX,
					arrowY: tooltip.arrowY,
					visible: withArrow,
					position: tooltip.placement,
					arrowSize,
					arrowOffset,
					arrowRadius,
					arrowPosition,
					...getStyles("arrow")
				})]
			})
		})
	}), (0, import_react.cloneElement)(child, tooltip.getReferenceProps({
		onClick,
		onMouseEnter,
		onMouseLeave,
		onMouseMove: props.onMouseMove,
		onPointerDown: props.onPointerDown,
		onPointerEnter: props.onPointerEnter,
		...childProps,
		className: clsx(className, childProps.className),
		[refProp]: targetRef
	}))] });
});
Tooltip.classes = Tooltip_module_default;
Tooltip.varsResolver = varsResolver;
Tooltip.displayName = "@mantine/core/Tooltip";
Tooltip.Floating = TooltipFloating;
Tooltip.Group = TooltipGroup;
// src/components/icons.tsx
function Icon({ size = 18, children, ...props }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 1.8,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		...props,
		children
	});
}
var TrashIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" })
});
var PayoutIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3-2 3-4.5 3-4.5-1.3-4.5-3" })
});
var BellIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" })
});
var CameraIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
	...props,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "13.5",
		r: "3.5"
	})]
});
var EyeIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Icon, {
	...props,
	children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
		cx: "12",
		cy: "12",
		r: "3"
	})]
});
var UndoIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" })
});
var PlayIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
		d: "M7 4.5v15l12-7.5z",
		fill: "currentColor"
	})
});
var CheckIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "m5 12.5 4.5 4.5L19 7.5" })
});
var CalendarMoveIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M8 3v3M16 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM10 15h6M13.5 12.5 16 15l-2.5 2.5" })
});
var CalendarAddIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M8 3v3M16 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM12 12v6M9 15h6" })
});
/** A heart; `filled` for a favourite. */
var HeartIcon = ({ filled = false, ...props }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	...props,
	fill: filled ? "currentColor" : "none",
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" })
});
export { CheckIcon as a, PayoutIcon as c, UndoIcon as d, Tooltip as f, CameraIcon as i, PlayIcon as l, CalendarAddIcon as n, EyeIcon as o, CalendarMoveIcon as r, HeartIcon as s, BellIcon as t, TrashIcon as u };
