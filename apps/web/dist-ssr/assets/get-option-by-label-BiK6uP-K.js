import { E as useMantineEnv, H as getShadow, L as clsx, R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, q as rem, tt as __toESM, u as factory, v as useStyles, y as useProps, z as getFontSize } from "./product-CALG69RJ.js";
import { n as useDidUpdate } from "./use-reduced-motion-CoCIVfhb.js";
import { i as isElement, n as getSingleElementChild, r as getDefaultZIndex, t as OptionalPortal } from "./OptionalPortal-mfe4Oh9a.js";
import { n as noop } from "./NumberInput-C8JC5vxM.js";
import { t as createEventHandler } from "./create-event-handler-BGRgbSzP.js";
import { n as useIsomorphicEffect, t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { r as useMergedRef } from "./use-merged-ref-CCpXzbJc.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
import { i as getRefProp, n as FloatingArrow, r as getArrowMergeDropdownStyles, t as getFloatingPosition } from "./get-floating-position-Bb0W_6bL.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-CITcc5PZ.js";
import { t as useDirection } from "./DirectionProvider-EfkHQt9X.js";
import { r as Transition } from "./Button-AH1fibEG.js";
import { t as Input } from "./Input-BwZ3x0Ky.js";
import { n as Combobox_module_default, t as ComboboxChevron } from "./ComboboxChevron-B26G0bB7.js";
import { t as CheckIcon } from "./CheckIcon-BP79cFCP.js";
import { Kt as FocusTrap, Xt as ScrollArea, bn as createSafeContext, cn as hide, dn as offset, fn as shift, ln as inline, mn as autoUpdate, on as arrow, pn as size, qt as Overlay, sn as flip, tn as useFloating, un as limitShift, vn as useFocusReturn } from "../entry-server.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/utils/close-on-escape/close-on-escape.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function closeOnEscape(callback, options = { active: true }) {
	if (typeof callback !== "function" || !options.active) return options.onKeyDown || noop;
	return (event) => {
		if (event.key === "Escape") {
			callback(event);
			options.onTrigger?.();
		}
	};
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-click-outside/use-click-outside.mjs
var DEFAULT_EVENTS$1 = ["mousedown", "touchstart"];
function useClickOutside(callback, events, nodes, enabled = true, capture = false) {
	const ref = (0, import_react.useRef)(null);
	const eventsList = events || DEFAULT_EVENTS$1;
	const listener = (0, import_react.useEffectEvent)((event) => {
		const { target } = event ?? {};
		if (!document.body.contains(target) && target?.tagName !== "HTML") return;
		const path = event.composedPath();
		if (Array.isArray(nodes)) nodes.every((node) => !!node && !path.includes(node)) && callback(event);
		else if (ref.current && !path.includes(ref.current)) callback(event);
	});
	const eventsKey = eventsList.join(",");
	(0, import_react.useEffect)(() => {
		if (!enabled) return;
		const events = eventsKey.split(",");
		events.forEach((fn) => document.addEventListener(fn, listener, capture));
		return () => {
			events.forEach((fn) => document.removeEventListener(fn, listener, capture));
		};
	}, [
		eventsKey,
		enabled,
		capture
	]);
	return ref;
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-long-press/use-long-press.mjs
var DEFAULT_EVENTS = ["mouse", "touch"];
var DEFAULT_MOVE_THRESHOLD = 10;
function useLongPress(onLongPress, options = {}) {
	const { threshold = 400, events = DEFAULT_EVENTS, cancelOnMove = false, onStart, onFinish, onCancel } = options;
	const isLongPressActive = (0, import_react.useRef)(false);
	const isPressed = (0, import_react.useRef)(false);
	const timeout = (0, import_react.useRef)(-1);
	const startPosition = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => window.clearTimeout(timeout.current), []);
	const eventsKey = events.join(",");
	return (0, import_react.useMemo)(() => {
		if (typeof onLongPress !== "function") return {};
		const moveEnabled = cancelOnMove !== false;
		const moveThreshold = cancelOnMove === true ? DEFAULT_MOVE_THRESHOLD : cancelOnMove === false ? 0 : cancelOnMove;
		const start = (event) => {
			if (!isMouseEvent(event) && !isTouchEvent(event)) return;
			if (onStart) onStart(event);
			startPosition.current = getEventPosition(event);
			isPressed.current = true;
			timeout.current = window.setTimeout(() => {
				onLongPress(event);
				isLongPressActive.current = true;
			}, threshold);
		};
		const cancel = (event) => {
			if (!isMouseEvent(event) && !isTouchEvent(event)) return;
			if (isLongPressActive.current) {
				if (onFinish) onFinish(event);
			} else if (isPressed.current) {
				if (onCancel) onCancel(event);
			}
			isLongPressActive.current = false;
			isPressed.current = false;
			startPosition.current = null;
			if (timeout.current !== -1) {
				window.clearTimeout(timeout.current);
				timeout.current = -1;
			}
		};
		const move = (event) => {
			if (!moveEnabled || !isPressed.current || isLongPressActive.current) return;
			const position = getEventPosition(event);
			if (!position || !startPosition.current) return;
			const dx = position.x - startPosition.current.x;
			const dy = position.y - startPosition.current.y;
			if (Math.sqrt(dx * dx + dy * dy) > moveThreshold) cancel(event);
		};
		const handlers = {};
		if (events.includes("mouse")) {
			handlers.onMouseDown = start;
			handlers.onMouseUp = cancel;
			handlers.onMouseLeave = cancel;
			if (moveEnabled) handlers.onMouseMove = move;
		}
		if (events.includes("touch")) {
			handlers.onTouchStart = start;
			handlers.onTouchEnd = cancel;
			handlers.onTouchCancel = cancel;
			if (moveEnabled) handlers.onTouchMove = move;
		}
		return handlers;
	}, [
		onLongPress,
		threshold,
		onCancel,
		onFinish,
		onStart,
		cancelOnMove,
		eventsKey
	]);
}
function getEventPosition(event) {
	if (isTouchEvent(event)) {
		const touch = event.touches[0] ?? event.changedTouches[0];
		return touch ? {
			x: touch.clientX,
			y: touch.clientY
		} : null;
	}
	return {
		x: event.clientX,
		y: event.clientY
	};
}
function isTouchEvent(event) {
	return window.TouchEvent ? event.nativeEvent instanceof TouchEvent : "touches" in event.nativeEvent;
}
function isMouseEvent(event) {
	return event.nativeEvent instanceof MouseEvent;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/core/utils/find-element-in-shadow-dom/find-element-in-shadow-dom.mjs
var import_jsx_runtime = require_jsx_runtime();
function findElementBySelector(selector, root = document) {
	const element = root.querySelector(selector);
	if (element) return element;
	const allElements = root.querySelectorAll("*");
	for (let i = 0; i < allElements.length; i += 1) {
		const el = allElements[i];
		if (el.shadowRoot) {
			const shadowElement = findElementBySelector(selector, el.shadowRoot);
			if (shadowElement) return shadowElement;
		}
	}
	return null;
}
function findElementsBySelector(selector, root = document) {
	const results = [];
	const elements = root.querySelectorAll(selector);
	results.push(...Array.from(elements));
	const allElements = root.querySelectorAll("*");
	for (let i = 0; i < allElements.length; i += 1) {
		const el = allElements[i];
		if (el.shadowRoot) {
			const shadowElements = findElementsBySelector(selector, el.shadowRoot);
			results.push(...shadowElements);
		}
	}
	return results;
}
/**
* Gets the appropriate root element (Document or ShadowRoot) for DOM queries
* based on the provided target element reference.
*/
function getRootElement(targetElement) {
	if (!targetElement) return document;
	const root = targetElement.getRootNode();
	const isDocument = root.nodeType === Node.DOCUMENT_NODE;
	const isShadowRoot = root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && "host" in root;
	return isDocument || isShadowRoot ? root : document;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/Popover.context.mjs
var [PopoverContextProvider, usePopoverContext] = createSafeContext("Popover component was not found in the tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/utils/Floating/use-context-menu-handlers.mjs
function useContextMenuHandlers({ childProps, disabled, opened, longPressDelay = 500, setReference, open }) {
	const touchActiveRef = (0, import_react.useRef)(false);
	const gestureHandledRef = (0, import_react.useRef)(false);
	const touchTargetRef = (0, import_react.useRef)(null);
	const disabledRef = (0, import_react.useRef)(disabled);
	disabledRef.current = disabled;
	const openAtPoint = (clientX, clientY, contextElement) => {
		setReference({
			getBoundingClientRect: () => ({
				x: clientX,
				y: clientY,
				width: 0,
				height: 0,
				top: clientY,
				left: clientX,
				right: clientX,
				bottom: clientY,
				toJSON: () => void 0
			}),
			contextElement
		});
		open();
	};
	const onMouseDown = createEventHandler(childProps.onMouseDown, (event) => {
		if (disabled) return;
		if (event.button === 2) event.stopPropagation();
	});
	const onContextMenu = createEventHandler(childProps.onContextMenu, (event) => {
		if (disabled || event.defaultPrevented) return;
		event.preventDefault();
		if (gestureHandledRef.current) return;
		openAtPoint(event.clientX, event.clientY, event.currentTarget);
		if (touchActiveRef.current) gestureHandledRef.current = true;
	});
	const longPressHandlers = useLongPress((event) => {
		if (disabledRef.current || gestureHandledRef.current) return;
		const touchEvent = event;
		const touch = touchEvent.touches[0] ?? touchEvent.changedTouches[0];
		if (!touch) return;
		openAtPoint(touch.clientX, touch.clientY, touchTargetRef.current);
		gestureHandledRef.current = true;
	}, {
		threshold: longPressDelay,
		events: ["touch"],
		cancelOnMove: true,
		onStart: (event) => {
			touchActiveRef.current = true;
			gestureHandledRef.current = false;
			touchTargetRef.current = event.currentTarget;
		},
		onFinish: (event) => {
			touchActiveRef.current = false;
			gestureHandledRef.current = false;
			if (!disabledRef.current) event.preventDefault();
		},
		onCancel: () => {
			touchActiveRef.current = false;
			gestureHandledRef.current = false;
		}
	});
	return {
		onContextMenu,
		onMouseDown,
		onTouchStart: createEventHandler(childProps.onTouchStart, longPressHandlers.onTouchStart),
		onTouchEnd: createEventHandler(childProps.onTouchEnd, longPressHandlers.onTouchEnd),
		onTouchCancel: createEventHandler(childProps.onTouchCancel, longPressHandlers.onTouchCancel),
		onTouchMove: createEventHandler(childProps.onTouchMove, longPressHandlers.onTouchMove),
		style: disabled ? childProps.style : {
			...childProps.style,
			WebkitTouchCallout: "none",
			WebkitUserSelect: "none",
			userSelect: "none"
		},
		"data-expanded": opened ? true : void 0
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/PopoverContextMenu/PopoverContextMenu.mjs
function PopoverContextMenu(props) {
	const { children, disabled, longPressDelay } = useProps("PopoverContextMenu", null, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Popover.ContextMenu component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = usePopoverContext();
	const handlers = useContextMenuHandlers({
		childProps: child.props,
		disabled: disabled || ctx.disabled,
		opened: ctx.opened,
		longPressDelay,
		setReference: ctx.reference,
		open: () => {
			if (!ctx.opened) ctx.onToggle();
		}
	});
	return (0, import_react.cloneElement)(child, handlers);
}
PopoverContextMenu.displayName = "@mantine/core/PopoverContextMenu";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/Popover.module.mjs
var Popover_module_default = {
	"dropdown": "m_38a85659",
	"arrow": "m_a31dc6c1",
	"overlay": "m_3d7bc908"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/PopoverDropdown/PopoverDropdown.mjs
var PopoverDropdown = factory((_props) => {
	const props = useProps("PopoverDropdown", null, _props);
	const { className, style, vars, children, onKeyDownCapture, variant, classNames, styles, ref, ...others } = props;
	const ctx = usePopoverContext();
	const { dir } = useDirection();
	const mergeStyles = ctx.arrowPosition === "merge" && ctx.withArrow ? getArrowMergeDropdownStyles({
		position: ctx.placement,
		dir
	}) : void 0;
	const returnFocus = useFocusReturn({
		opened: ctx.opened,
		shouldReturnFocus: ctx.returnFocus
	});
	const accessibleProps = ctx.withRoles ? {
		"aria-labelledby": ctx.getTargetId(),
		id: ctx.getDropdownId(),
		role: "dialog",
		tabIndex: -1
	} : {};
	const mergedRef = useMergedRef(ref, ctx.floating);
	if (ctx.disabled) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
		...ctx.portalProps,
		withinPortal: ctx.withinPortal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			mounted: ctx.opened,
			...ctx.transitionProps,
			transition: ctx.transitionProps?.transition || "fade",
			duration: ctx.transitionProps?.duration ?? 150,
			keepMounted: ctx.keepMounted,
			keepMountedMode: ctx.keepMountedMode,
			exitDuration: typeof ctx.transitionProps?.exitDuration === "number" ? ctx.transitionProps.exitDuration : ctx.transitionProps?.duration,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusTrap, {
				active: ctx.trapFocus && ctx.opened,
				innerRef: mergedRef,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					...accessibleProps,
					...others,
					variant,
					onKeyDownCapture: closeOnEscape(() => {
						ctx.onClose?.();
						ctx.onDismiss?.();
					}, {
						active: ctx.closeOnEscape,
						onTrigger: returnFocus,
						onKeyDown: onKeyDownCapture
					}),
					"data-position": ctx.placement,
					"data-fixed": ctx.floatingStrategy === "fixed" || void 0,
					...ctx.getStyles("dropdown", {
						className,
						props,
						classNames,
						styles,
						style: [
							{
								...transitionStyles,
								...mergeStyles,
								zIndex: ctx.zIndex,
								top: ctx.y ?? 0,
								left: ctx.x ?? 0,
								width: ctx.width === "target" ? void 0 : rem(ctx.width),
								...ctx.referenceHidden ? { display: "none" } : null
							},
							ctx.resolvedStyles?.dropdown,
							styles?.dropdown,
							style
						]
					}),
					children: [children, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FloatingArrow, {
						ref: ctx.arrowRef,
						arrowX: ctx.arrowX,
						arrowY: ctx.arrowY,
						visible: ctx.withArrow,
						position: ctx.placement,
						arrowSize: ctx.arrowSize,
						arrowRadius: ctx.arrowRadius,
						arrowOffset: ctx.arrowOffset,
						arrowPosition: ctx.arrowPosition,
						...ctx.getStyles("arrow", {
							props,
							classNames,
							styles
						})
					})]
				})
			})
		})
	});
});
PopoverDropdown.classes = Popover_module_default;
PopoverDropdown.displayName = "@mantine/core/PopoverDropdown";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/PopoverTarget/PopoverTarget.mjs
var defaultProps$6 = {
	refProp: "ref",
	popupType: "dialog"
};
var PopoverTarget = factory((props) => {
	const { children, refProp, popupType, ref, ...others } = useProps("PopoverTarget", defaultProps$6, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Popover.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const forwardedProps = others;
	const ctx = usePopoverContext();
	const targetRef = useMergedRef(ctx.reference, getRefProp(child), ref);
	const accessibleProps = ctx.withRoles ? {
		"aria-haspopup": popupType,
		"aria-expanded": ctx.opened,
		"aria-controls": ctx.opened ? ctx.getDropdownId() : void 0,
		id: ctx.getTargetId()
	} : {};
	const childProps = child.props;
	return (0, import_react.cloneElement)(child, {
		...forwardedProps,
		...accessibleProps,
		...ctx.targetProps,
		className: clsx(ctx.targetProps.className, forwardedProps.className, childProps.className),
		[refProp]: targetRef,
		...!ctx.controlled ? { onClick: (event) => {
			ctx.onToggle();
			childProps.onClick?.(event);
		} } : null
	});
});
PopoverTarget.displayName = "@mantine/core/PopoverTarget";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs
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
function getPopoverMiddlewares(options, getFloating, disableFlip, lockEnabled) {
	const middlewaresOptions = getDefaultMiddlewares(options.middlewares);
	const middlewares = [offset(options.offset), hide()];
	if (middlewaresOptions.flip && !disableFlip) {
		const userFlip = typeof middlewaresOptions.flip === "boolean" ? {} : middlewaresOptions.flip;
		const flipOptions = lockEnabled ? {
			fallbackStrategy: "initialPlacement",
			...userFlip
		} : userFlip;
		middlewares.push(flip(flipOptions));
	}
	if (middlewaresOptions.shift) {
		const shiftOptions = typeof middlewaresOptions.shift === "boolean" ? {} : middlewaresOptions.shift;
		middlewares.push(shift((state) => {
			const isVerticalPlacement = state.placement.startsWith("top") || state.placement.startsWith("bottom");
			return {
				limiter: limitShift(),
				padding: 5,
				...options.width === "target" && isVerticalPlacement ? { mainAxis: false } : null,
				...shiftOptions
			};
		}));
	}
	if (middlewaresOptions.inline) middlewares.push(typeof middlewaresOptions.inline === "boolean" ? inline() : inline(middlewaresOptions.inline));
	middlewares.push(arrow({
		element: options.arrowRef,
		padding: options.arrowOffset
	}));
	if (middlewaresOptions.size || options.width === "target") middlewares.push(size({
		...typeof middlewaresOptions.size === "boolean" ? {} : middlewaresOptions.size,
		apply({ rects, availableWidth, availableHeight, ...rest }) {
			const styles = getFloating().refs.floating.current?.style ?? {};
			if (middlewaresOptions.size) {
				if (typeof middlewaresOptions.size === "object" && !!middlewaresOptions.size.apply) middlewaresOptions.size.apply({
					rects,
					availableWidth,
					availableHeight,
					...rest
				});
				else Object.assign(styles, {
					maxWidth: `${availableWidth}px`,
					maxHeight: `${availableHeight}px`
				});
			}
			if (options.width === "target") Object.assign(styles, { width: `${rects.reference.width}px` });
		}
	}));
	return middlewares;
}
function usePopover(options) {
	const [_opened, setOpened] = useUncontrolled({
		value: options.opened,
		defaultValue: options.defaultOpened,
		finalValue: false,
		onChange: options.onChange
	});
	const previouslyOpened = (0, import_react.useRef)(_opened);
	const measuredAfterShowRef = (0, import_react.useRef)(false);
	const [lockedPlacement, setLockedPlacement] = (0, import_react.useState)(null);
	const lockEnabled = options.preventPositionChangeWhenVisible !== false;
	const wasOpenedRef = (0, import_react.useRef)(_opened);
	if (_opened !== wasOpenedRef.current) {
		wasOpenedRef.current = _opened;
		if (_opened && lockedPlacement !== null) setLockedPlacement(null);
	}
	const previousPositionRef = (0, import_react.useRef)(options.position);
	if (options.position !== previousPositionRef.current) {
		previousPositionRef.current = options.position;
		measuredAfterShowRef.current = false;
		if (lockedPlacement !== null) setLockedPlacement(null);
	}
	const resetLockedPlacement = (0, import_react.useCallback)(() => setLockedPlacement(null), []);
	const onClose = () => {
		if (_opened && !options.disabled) setOpened(false);
	};
	const onToggle = () => {
		if (!options.disabled) setOpened(!_opened);
	};
	const floating = useFloating({
		open: _opened,
		strategy: options.strategy,
		placement: lockEnabled ? lockedPlacement ?? options.position : options.position,
		middleware: getPopoverMiddlewares(options, () => floating, lockEnabled && lockedPlacement !== null, lockEnabled),
		whileElementsMounted: !options.keepMounted ? autoUpdate : void 0
	});
	(0, import_react.useEffect)(() => {
		if (!options.keepMounted) return;
		const referenceElement = floating.refs.reference.current;
		const floatingElement = floating.refs.floating.current;
		if (_opened && referenceElement && floatingElement) return autoUpdate(referenceElement, floatingElement, floating.update);
	}, [
		options.keepMounted,
		_opened,
		floating.update,
		floating.elements.reference,
		floating.elements.floating
	]);
	useIsomorphicEffect(() => {
		if (!_opened) {
			measuredAfterShowRef.current = false;
			return;
		}
		if (!lockEnabled || lockedPlacement !== null) return;
		const flEl = floating.refs.floating.current;
		if (!flEl || flEl.offsetHeight === 0 || flEl.offsetWidth === 0) return;
		if (!measuredAfterShowRef.current) {
			measuredAfterShowRef.current = true;
			floating.update();
			return;
		}
		if (floating.isPositioned) setLockedPlacement(floating.placement);
	}, [
		lockEnabled,
		_opened,
		floating.isPositioned,
		floating.placement,
		lockedPlacement,
		floating.update
	]);
	const previousPlacementRef = (0, import_react.useRef)(floating.placement);
	useIsomorphicEffect(() => {
		if (previousPlacementRef.current !== floating.placement) {
			previousPlacementRef.current = floating.placement;
			options.onPositionChange?.(floating.placement);
		}
	}, [floating.placement]);
	useDidUpdate(() => {
		if (_opened !== previouslyOpened.current) {
			if (!_opened) options.onClose?.();
			else options.onOpen?.();
		}
		previouslyOpened.current = _opened;
	}, [
		_opened,
		options.onClose,
		options.onOpen
	]);
	return {
		floating,
		controlled: typeof options.opened === "boolean",
		opened: _opened,
		onClose,
		onToggle,
		resetLockedPlacement
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Popover/Popover.mjs
var defaultProps$5 = {
	position: "bottom",
	offset: 8,
	transitionProps: {
		transition: "fade",
		duration: 150
	},
	middlewares: {
		flip: true,
		shift: true,
		inline: false
	},
	arrowSize: 7,
	arrowOffset: 5,
	arrowRadius: 0,
	arrowPosition: "side",
	closeOnClickOutside: true,
	withinPortal: true,
	closeOnEscape: true,
	trapFocus: false,
	withRoles: true,
	returnFocus: false,
	withOverlay: false,
	hideDetached: true,
	preventPositionChangeWhenVisible: true,
	clickOutsideEvents: ["mousedown", "touchstart"],
	clickOutsideCapture: false,
	zIndex: getDefaultZIndex("popover"),
	__staticSelector: "Popover",
	width: "max-content"
};
var varsResolver$1 = createVarsResolver((_, { radius, shadow }) => ({ dropdown: {
	"--popover-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--popover-shadow": getShadow(shadow)
} }));
function Popover(_props) {
	const props = useProps("Popover", defaultProps$5, _props);
	const { children, position, offset, onPositionChange, opened, transitionProps, onExitTransitionEnd, onEnterTransitionEnd, width, middlewares, withArrow, arrowSize, arrowOffset, arrowRadius, arrowPosition, unstyled, classNames, styles, closeOnClickOutside, withinPortal, portalProps, closeOnEscape, clickOutsideEvents, clickOutsideCapture, trapFocus, onClose, onDismiss, onOpen, onChange, zIndex, radius, shadow, id, defaultOpened, __staticSelector, withRoles, disabled, returnFocus, variant, keepMounted, keepMountedMode, vars, floatingStrategy, withOverlay, overlayProps, hideDetached, attributes, preventPositionChangeWhenVisible, ...others } = props;
	const getStyles = useStyles({
		name: __staticSelector,
		props,
		classes: Popover_module_default,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "dropdown",
		vars,
		varsResolver: varsResolver$1
	});
	const { resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	const arrowRef = (0, import_react.useRef)(null);
	const [targetNode, setTargetNode] = (0, import_react.useState)(null);
	const [dropdownNode, setDropdownNode] = (0, import_react.useState)(null);
	const { dir } = useDirection();
	const env = useMantineEnv();
	const uid = useId$1(id);
	const popover = usePopover({
		middlewares,
		width,
		position: getFloatingPosition(dir, position),
		offset: typeof offset === "number" ? offset + (withArrow ? arrowSize / 2 : 0) : offset,
		arrowRef,
		arrowOffset,
		onPositionChange,
		opened,
		defaultOpened,
		onChange,
		onOpen,
		onClose,
		onDismiss,
		strategy: floatingStrategy,
		disabled,
		preventPositionChangeWhenVisible,
		keepMounted
	});
	useClickOutside(() => {
		if (closeOnClickOutside) {
			popover.onClose();
			onDismiss?.();
		}
	}, clickOutsideEvents, [targetNode, dropdownNode], true, clickOutsideCapture);
	const reference = (0, import_react.useCallback)((node) => {
		setTargetNode(node);
		popover.floating.refs.setReference(node);
	}, [popover.floating.refs.setReference]);
	const floating = (0, import_react.useCallback)((node) => {
		setDropdownNode(node);
		popover.floating.refs.setFloating(node);
	}, [popover.floating.refs.setFloating]);
	const onExited = (0, import_react.useCallback)(() => {
		transitionProps?.onExited?.();
		onExitTransitionEnd?.();
		popover.resetLockedPlacement();
	}, [
		transitionProps?.onExited,
		onExitTransitionEnd,
		popover.resetLockedPlacement
	]);
	const onEntered = (0, import_react.useCallback)(() => {
		transitionProps?.onEntered?.();
		onEnterTransitionEnd?.();
	}, [transitionProps?.onEntered, onEnterTransitionEnd]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PopoverContextProvider, {
		value: {
			returnFocus,
			disabled,
			controlled: popover.controlled,
			reference,
			floating,
			x: popover.floating.x,
			y: popover.floating.y,
			arrowX: popover.floating?.middlewareData?.arrow?.x,
			arrowY: popover.floating?.middlewareData?.arrow?.y,
			opened: popover.opened,
			arrowRef,
			transitionProps: {
				...transitionProps,
				onExited,
				onEntered
			},
			width,
			withArrow,
			arrowSize,
			arrowOffset,
			arrowRadius,
			arrowPosition,
			placement: popover.floating.placement,
			trapFocus,
			withinPortal,
			portalProps,
			zIndex,
			radius,
			shadow,
			closeOnEscape,
			onDismiss,
			onClose: popover.onClose,
			onToggle: popover.onToggle,
			getTargetId: () => uid,
			getDropdownId: () => `${uid}-dropdown`,
			withRoles,
			targetProps: others,
			__staticSelector,
			classNames,
			styles,
			unstyled,
			variant,
			keepMounted,
			keepMountedMode,
			getStyles,
			resolvedStyles,
			floatingStrategy,
			referenceHidden: hideDetached && env !== "test" ? popover.floating.middlewareData.hide?.referenceHidden : false
		},
		children: [children, withOverlay && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			transition: "fade",
			mounted: popover.opened,
			duration: transitionProps?.duration || 250,
			exitDuration: transitionProps?.exitDuration || 250,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
				withinPortal,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Overlay, {
					...overlayProps,
					...getStyles("overlay", {
						className: overlayProps?.className,
						style: [transitionStyles, overlayProps?.style]
					})
				})
			})
		})]
	});
}
Popover.Target = PopoverTarget;
Popover.Dropdown = PopoverDropdown;
Popover.ContextMenu = PopoverContextMenu;
Popover.varsResolver = varsResolver$1;
Popover.displayName = "@mantine/core/Popover";
Popover.extend = (input) => input;
Popover.withProps = (fixedProps) => {
	const Extended = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
		...fixedProps,
		...props
	});
	Extended.extend = Popover.extend;
	Extended.displayName = `WithProps(${Popover.displayName})`;
	return Extended;
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/get-options-lockup/get-options-lockup.mjs
function getOptionsLockup(options) {
	return options.reduce((acc, item) => {
		if ("group" in item) return {
			...acc,
			...getOptionsLockup(item.items)
		};
		acc[`${item.value}`] = item;
		return acc;
	}, {});
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/Combobox.context.mjs
var [ComboboxProvider, useComboboxContext] = createSafeContext("Combobox component was not found in tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxClearButton/ComboboxClearButton.mjs
function ComboboxClearButton({ onMouseDown, onClick, onClear, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.ClearButton, {
		tabIndex: -1,
		"aria-hidden": true,
		...others,
		onMouseDown: (event) => {
			event.preventDefault();
			onMouseDown?.(event);
		},
		onClick: (event) => {
			onClear();
			onClick?.(event);
		}
	});
}
ComboboxClearButton.displayName = "@mantine/core/ComboboxClearButton";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxDropdown/ComboboxDropdown.mjs
var ComboboxDropdown = factory((props) => {
	const { classNames, styles, className, style, hidden, ...others } = useProps("ComboboxDropdown", null, props);
	const ctx = useComboboxContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Dropdown, {
		...others,
		role: "presentation",
		"data-hidden": hidden || void 0,
		"data-floating-height": ctx.floatingHeight || void 0,
		...ctx.getStyles("dropdown", {
			className,
			style,
			classNames,
			styles
		})
	});
});
ComboboxDropdown.classes = Combobox_module_default;
ComboboxDropdown.displayName = "@mantine/core/ComboboxDropdown";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxDropdownTarget/ComboboxDropdownTarget.mjs
var defaultProps$4 = { refProp: "ref" };
var ComboboxDropdownTarget = factory((props) => {
	const { children, refProp, ref } = useProps("ComboboxDropdownTarget", defaultProps$4, props);
	useComboboxContext();
	if (!isElement(children)) throw new Error("Combobox.DropdownTarget component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Target, {
		ref,
		refProp,
		children
	});
});
ComboboxDropdownTarget.displayName = "@mantine/core/ComboboxDropdownTarget";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxEmpty/ComboboxEmpty.mjs
var ComboboxEmpty = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ComboboxEmpty", null, props);
	const ctx = useComboboxContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("empty", {
			className,
			classNames,
			styles,
			style
		}),
		...others
	});
});
ComboboxEmpty.classes = Combobox_module_default;
ComboboxEmpty.displayName = "@mantine/core/ComboboxEmpty";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/use-combobox-target-props/use-combobox-target-props.mjs
function useComboboxTargetProps({ onKeyDown, onClick, withKeyboardNavigation, withAriaAttributes, withExpandedAttribute, targetType, autoComplete }) {
	const ctx = useComboboxContext();
	const [selectedOptionId, setSelectedOptionId] = (0, import_react.useState)(null);
	const handleKeyDown = (event) => {
		onKeyDown?.(event);
		if (ctx.readOnly) return;
		if (withKeyboardNavigation) {
			if (event.nativeEvent.isComposing) return;
			if (event.nativeEvent.code === "ArrowDown") {
				event.preventDefault();
				if (!ctx.store.dropdownOpened) {
					ctx.store.openDropdown("keyboard");
					setSelectedOptionId(ctx.store.selectActiveOption());
					ctx.store.updateSelectedOptionIndex("selected", { scrollIntoView: true });
				} else setSelectedOptionId(ctx.store.selectNextOption());
			}
			if (event.nativeEvent.code === "ArrowUp") {
				event.preventDefault();
				if (!ctx.store.dropdownOpened) {
					ctx.store.openDropdown("keyboard");
					setSelectedOptionId(ctx.store.selectActiveOption());
					ctx.store.updateSelectedOptionIndex("selected", { scrollIntoView: true });
				} else setSelectedOptionId(ctx.store.selectPreviousOption());
			}
			if (event.nativeEvent.code === "Enter" || event.nativeEvent.code === "NumpadEnter") {
				if (event.nativeEvent.keyCode === 229) return;
				const selectedOptionIndex = ctx.store.getSelectedOptionIndex();
				if (ctx.store.dropdownOpened && selectedOptionIndex !== -1) {
					event.preventDefault();
					ctx.store.clickSelectedOption();
				} else if (targetType === "button") {
					event.preventDefault();
					ctx.store.openDropdown("keyboard");
				}
			}
			if (event.key === "Escape") ctx.store.closeDropdown("keyboard");
			if (event.nativeEvent.code === "Space") {
				if (targetType === "button") {
					event.preventDefault();
					ctx.store.toggleDropdown("keyboard");
				}
			}
		}
	};
	const ariaAttributes = withAriaAttributes ? {
		...withExpandedAttribute ? { role: "combobox" } : {},
		"aria-haspopup": "listbox",
		"aria-expanded": withExpandedAttribute ? !!(ctx.store.listId && ctx.store.dropdownOpened) : void 0,
		"aria-controls": ctx.store.dropdownOpened && ctx.store.listId ? ctx.store.listId : void 0,
		"aria-activedescendant": ctx.store.dropdownOpened ? selectedOptionId || void 0 : void 0,
		autoComplete,
		"data-expanded": ctx.store.dropdownOpened || void 0,
		"data-mantine-stop-propagation": ctx.store.dropdownOpened || void 0
	} : {};
	const handleClick = (event) => {
		if (targetType === "button") event.currentTarget.focus();
		onClick?.(event);
	};
	return {
		...ariaAttributes,
		onKeyDown: handleKeyDown,
		onClick: handleClick
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxEventsTarget/ComboboxEventsTarget.mjs
var defaultProps$3 = {
	refProp: "ref",
	targetType: "input",
	withKeyboardNavigation: true,
	withAriaAttributes: true,
	withExpandedAttribute: false,
	autoComplete: "off"
};
var ComboboxEventsTarget = factory((props) => {
	const { children, refProp, withKeyboardNavigation, withAriaAttributes, withExpandedAttribute, targetType, autoComplete, ref, ...others } = useProps("ComboboxEventsTarget", defaultProps$3, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Combobox.EventsTarget component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = useComboboxContext();
	const targetProps = useComboboxTargetProps({
		targetType,
		withAriaAttributes,
		withKeyboardNavigation,
		withExpandedAttribute,
		onKeyDown: child.props.onKeyDown,
		onClick: child.props.onClick,
		autoComplete
	});
	return (0, import_react.cloneElement)(child, {
		...targetProps,
		...others,
		[refProp]: useMergedRef(ref, ctx.store.targetRef, getRefProp(child))
	});
});
ComboboxEventsTarget.displayName = "@mantine/core/ComboboxEventsTarget";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxFooter/ComboboxFooter.mjs
var ComboboxFooter = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ComboboxFooter", null, props);
	const ctx = useComboboxContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("footer", {
			className,
			classNames,
			style,
			styles
		}),
		...others,
		onMouseDown: (event) => {
			event.preventDefault();
		}
	});
});
ComboboxFooter.classes = Combobox_module_default;
ComboboxFooter.displayName = "@mantine/core/ComboboxFooter";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxGroup/ComboboxGroup.mjs
var ComboboxGroup = factory((props) => {
	const { classNames, className, style, styles, vars, children, label, id, ...others } = useProps("ComboboxGroup", null, props);
	const ctx = useComboboxContext();
	const _id = useId$1(id);
	const hasLabel = label !== void 0 && label !== null && label !== false && label !== "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		role: "group",
		"aria-labelledby": hasLabel ? _id : void 0,
		...ctx.getStyles("group", {
			className,
			classNames,
			style,
			styles
		}),
		...others,
		children: [hasLabel && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: _id,
			...ctx.getStyles("groupLabel", {
				classNames,
				styles
			}),
			children: label
		}), children]
	});
});
ComboboxGroup.classes = Combobox_module_default;
ComboboxGroup.displayName = "@mantine/core/ComboboxGroup";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxHeader/ComboboxHeader.mjs
var ComboboxHeader = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ComboboxHeader", null, props);
	const ctx = useComboboxContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("header", {
			className,
			classNames,
			style,
			styles
		}),
		...others,
		onMouseDown: (event) => {
			event.preventDefault();
		}
	});
});
ComboboxHeader.classes = Combobox_module_default;
ComboboxHeader.displayName = "@mantine/core/ComboboxHeader";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxHiddenInput/ComboboxHiddenInput.mjs
function ComboboxHiddenInput({ value, valuesDivider = ",", ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		type: "hidden",
		value: Array.isArray(value) ? value.join(valuesDivider) : value ? `${value}` : "",
		...others
	});
}
ComboboxHiddenInput.displayName = "@mantine/core/ComboboxHiddenInput";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxOption/ComboboxOption.mjs
var ComboboxOption = factory((_props) => {
	const props = useProps("ComboboxOption", null, _props);
	const { classNames, className, style, styles, vars, onClick, id, active, onMouseDown, onMouseOver, disabled, selected, mod, ...others } = props;
	const ctx = useComboboxContext();
	const uuid = (0, import_react.useId)();
	const _id = id || uuid;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("option", {
			className,
			classNames,
			styles,
			style
		}),
		"aria-disabled": disabled || void 0,
		...others,
		id: _id,
		mod: [
			"combobox-option",
			{
				"combobox-active": active,
				"combobox-disabled": disabled,
				"combobox-selected": selected
			},
			mod
		],
		role: "option",
		onClick: (event) => {
			if (!disabled) {
				ctx.onOptionSubmit?.(props.value, props);
				onClick?.(event);
			} else event.preventDefault();
		},
		onMouseDown: (event) => {
			event.preventDefault();
			onMouseDown?.(event);
		},
		onMouseOver: (event) => {
			if (ctx.resetSelectionOnOptionHover) ctx.store.resetSelectedOption();
			onMouseOver?.(event);
		}
	});
});
ComboboxOption.classes = Combobox_module_default;
ComboboxOption.displayName = "@mantine/core/ComboboxOption";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxOptions/ComboboxOptions.mjs
var ComboboxOptions = factory((_props) => {
	const { classNames, className, style, styles, id, onMouseDown, labelledBy, ...others } = useProps("ComboboxOptions", null, _props);
	const ctx = useComboboxContext();
	const _id = useId$1(id);
	(0, import_react.useEffect)(() => {
		ctx.store.setListId(_id);
	}, [_id]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("options", {
			className,
			style,
			classNames,
			styles
		}),
		...others,
		id: _id,
		role: "listbox",
		"aria-labelledby": labelledBy,
		onMouseDown: (event) => {
			event.preventDefault();
			onMouseDown?.(event);
		}
	});
});
ComboboxOptions.classes = Combobox_module_default;
ComboboxOptions.displayName = "@mantine/core/ComboboxOptions";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxSearch/ComboboxSearch.mjs
var defaultProps$2 = {
	withAriaAttributes: true,
	withKeyboardNavigation: true
};
var ComboboxSearch = factory((_props) => {
	const { classNames, styles, unstyled, vars, withAriaAttributes, onKeyDown, onClick, withKeyboardNavigation, size, ref, ...others } = useProps("ComboboxSearch", defaultProps$2, _props);
	const ctx = useComboboxContext();
	const _styles = ctx.getStyles("search");
	const targetProps = useComboboxTargetProps({
		targetType: "input",
		withAriaAttributes,
		withKeyboardNavigation,
		withExpandedAttribute: false,
		onKeyDown,
		onClick,
		autoComplete: "off"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		ref: useMergedRef(ref, ctx.store.searchRef),
		classNames: [{ input: _styles.className }, classNames],
		styles: [{ input: _styles.style }, styles],
		size: size || ctx.size,
		...targetProps,
		...others,
		__staticSelector: "Combobox"
	});
});
ComboboxSearch.classes = Combobox_module_default;
ComboboxSearch.displayName = "@mantine/core/ComboboxSearch";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/ComboboxTarget/ComboboxTarget.mjs
var defaultProps$1 = {
	refProp: "ref",
	targetType: "input",
	withKeyboardNavigation: true,
	withAriaAttributes: true,
	withExpandedAttribute: false,
	autoComplete: "off"
};
var ComboboxTarget = factory((props) => {
	const { children, refProp, withKeyboardNavigation, withAriaAttributes, withExpandedAttribute, targetType, autoComplete, ref, ...others } = useProps("ComboboxTarget", defaultProps$1, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Combobox.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = useComboboxContext();
	const targetProps = useComboboxTargetProps({
		targetType,
		withAriaAttributes,
		withKeyboardNavigation,
		withExpandedAttribute,
		onKeyDown: child.props.onKeyDown,
		onClick: child.props.onClick,
		autoComplete
	});
	const clonedElement = (0, import_react.cloneElement)(child, {
		...targetProps,
		...others
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Target, {
		refProp,
		ref: useMergedRef(ref, ctx.store.targetRef),
		children: clonedElement
	});
});
ComboboxTarget.displayName = "@mantine/core/ComboboxTarget";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/use-combobox/get-index/get-index.mjs
function getPreviousIndex(currentIndex, elements, loop) {
	for (let i = currentIndex - 1; i >= 0; i -= 1) if (!elements[i].hasAttribute("data-combobox-disabled")) return i;
	if (loop) {
		for (let i = elements.length - 1; i > -1; i -= 1) if (!elements[i].hasAttribute("data-combobox-disabled")) return i;
	}
	return currentIndex;
}
function getNextIndex(currentIndex, elements, loop) {
	for (let i = currentIndex + 1; i < elements.length; i += 1) if (!elements[i].hasAttribute("data-combobox-disabled")) return i;
	if (loop) {
		for (let i = 0; i < elements.length; i += 1) if (!elements[i].hasAttribute("data-combobox-disabled")) return i;
	}
	return currentIndex;
}
function getFirstIndex(elements) {
	for (let i = 0; i < elements.length; i += 1) if (!elements[i].hasAttribute("data-combobox-disabled")) return i;
	return -1;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/use-combobox/use-combobox.mjs
function useCombobox({ defaultOpened, opened, onOpenedChange, onDropdownClose, onDropdownOpen, loop = true, scrollBehavior = "instant" } = {}) {
	const [dropdownOpened, setDropdownOpened] = useUncontrolled({
		value: opened,
		defaultValue: defaultOpened,
		finalValue: false,
		onChange: onOpenedChange
	});
	const listId = (0, import_react.useRef)(null);
	const selectedOptionIndex = (0, import_react.useRef)(-1);
	const searchRef = (0, import_react.useRef)(null);
	const targetRef = (0, import_react.useRef)(null);
	const focusSearchTimeout = (0, import_react.useRef)(-1);
	const focusTargetTimeout = (0, import_react.useRef)(-1);
	const selectedIndexUpdateTimeout = (0, import_react.useRef)(-1);
	const openDropdown = (0, import_react.useCallback)((eventSource = "unknown") => {
		if (!dropdownOpened) {
			setDropdownOpened(true);
			onDropdownOpen?.(eventSource);
		}
	}, [
		setDropdownOpened,
		onDropdownOpen,
		dropdownOpened
	]);
	const closeDropdown = (0, import_react.useCallback)((eventSource = "unknown") => {
		if (dropdownOpened) {
			setDropdownOpened(false);
			onDropdownClose?.(eventSource);
		}
	}, [
		setDropdownOpened,
		onDropdownClose,
		dropdownOpened
	]);
	const toggleDropdown = (0, import_react.useCallback)((eventSource = "unknown") => {
		if (dropdownOpened) closeDropdown(eventSource);
		else openDropdown(eventSource);
	}, [
		closeDropdown,
		openDropdown,
		dropdownOpened
	]);
	const clearSelectedItem = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		findElementBySelector(`#${listId.current} [data-combobox-selected]`, root)?.removeAttribute("data-combobox-selected");
	}, []);
	const selectOption = (0, import_react.useCallback)((index) => {
		const root = getRootElement(targetRef.current);
		const list = findElementBySelector(`#${listId.current}`, root);
		const items = list ? findElementsBySelector("[data-combobox-option]", list) : null;
		if (!items) return null;
		const nextIndex = index >= items.length ? 0 : index < 0 ? items.length - 1 : index;
		selectedOptionIndex.current = nextIndex;
		if (items?.[nextIndex] && !items[nextIndex].hasAttribute("data-combobox-disabled")) {
			clearSelectedItem();
			items[nextIndex].setAttribute("data-combobox-selected", "true");
			items[nextIndex].scrollIntoView({
				block: "nearest",
				behavior: scrollBehavior
			});
			return items[nextIndex].id;
		}
		return null;
	}, [scrollBehavior, clearSelectedItem]);
	const selectActiveOption = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		const activeOption = findElementBySelector(`#${listId.current} [data-combobox-active]`, root);
		if (activeOption) {
			const index = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root).findIndex((option) => option === activeOption);
			return selectOption(index);
		}
		return selectOption(0);
	}, [selectOption]);
	const selectNextOption = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		const items = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root);
		return selectOption(getNextIndex(selectedOptionIndex.current, items, loop));
	}, [selectOption, loop]);
	const selectPreviousOption = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		const items = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root);
		return selectOption(getPreviousIndex(selectedOptionIndex.current, items, loop));
	}, [selectOption, loop]);
	const selectFirstOption = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		const items = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root);
		return selectOption(getFirstIndex(items));
	}, [selectOption]);
	const updateSelectedOptionIndex = (0, import_react.useCallback)((target = "selected", options) => {
		if (typeof target === "number") {
			selectedOptionIndex.current = target;
			const root = getRootElement(targetRef.current);
			const items = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root);
			if (options?.scrollIntoView) items[target]?.scrollIntoView({
				block: "nearest",
				behavior: scrollBehavior
			});
			return;
		}
		selectedIndexUpdateTimeout.current = window.setTimeout(() => {
			const root = getRootElement(targetRef.current);
			const items = findElementsBySelector(`#${listId.current} [data-combobox-option]`, root);
			const index = items.findIndex((option) => option.hasAttribute(`data-combobox-${target}`));
			selectedOptionIndex.current = index;
			if (options?.scrollIntoView) items[index]?.scrollIntoView({
				block: "nearest",
				behavior: scrollBehavior
			});
		}, 0);
	}, []);
	const resetSelectedOption = (0, import_react.useCallback)(() => {
		selectedOptionIndex.current = -1;
		clearSelectedItem();
	}, [clearSelectedItem]);
	const clickSelectedOption = (0, import_react.useCallback)(() => {
		const root = getRootElement(targetRef.current);
		(findElementsBySelector(`#${listId.current} [data-combobox-option]`, root)?.[selectedOptionIndex.current])?.click();
	}, []);
	const setListId = (0, import_react.useCallback)((id) => {
		listId.current = id;
	}, []);
	const focusSearchInput = (0, import_react.useCallback)(() => {
		focusSearchTimeout.current = window.setTimeout(() => searchRef.current?.focus(), 0);
	}, []);
	const focusTarget = (0, import_react.useCallback)(() => {
		focusTargetTimeout.current = window.setTimeout(() => targetRef.current?.focus(), 0);
	}, []);
	const getSelectedOptionIndex = (0, import_react.useCallback)(() => selectedOptionIndex.current, []);
	(0, import_react.useEffect)(() => () => {
		window.clearTimeout(focusSearchTimeout.current);
		window.clearTimeout(focusTargetTimeout.current);
		window.clearTimeout(selectedIndexUpdateTimeout.current);
	}, []);
	return {
		dropdownOpened,
		openDropdown,
		closeDropdown,
		toggleDropdown,
		selectedOptionIndex: selectedOptionIndex.current,
		getSelectedOptionIndex,
		selectOption,
		selectFirstOption,
		selectActiveOption,
		selectNextOption,
		selectPreviousOption,
		resetSelectedOption,
		updateSelectedOptionIndex,
		listId: listId.current,
		setListId,
		clickSelectedOption,
		searchRef,
		focusSearchInput,
		targetRef,
		focusTarget
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs
var defaultProps = {
	keepMounted: true,
	keepMountedMode: "display-none",
	withinPortal: true,
	resetSelectionOnOptionHover: false,
	width: "target",
	transitionProps: {
		transition: "fade",
		duration: 0
	},
	size: "sm"
};
var varsResolver = createVarsResolver((_, { size, dropdownPadding }) => ({
	options: {
		"--combobox-option-fz": getFontSize(size),
		"--combobox-option-padding": getSize(size, "combobox-option-padding")
	},
	dropdown: {
		"--combobox-padding": dropdownPadding === void 0 ? void 0 : rem(dropdownPadding),
		"--combobox-option-fz": getFontSize(size),
		"--combobox-option-padding": getSize(size, "combobox-option-padding")
	}
}));
var Combobox = (_props) => {
	const props = useProps("Combobox", defaultProps, _props);
	const { classNames, styles, unstyled, children, store: controlledStore, vars, onOptionSubmit, onClose, size, dropdownPadding, resetSelectionOnOptionHover, __staticSelector, readOnly, attributes, floatingHeight, middlewares, ...others } = props;
	const resolvedMiddlewares = floatingHeight === "viewport" ? {
		...middlewares,
		flip: false,
		size: {
			...typeof middlewares?.size === "object" ? middlewares.size : {},
			padding: typeof middlewares?.size === "object" && middlewares.size.padding !== void 0 ? middlewares.size.padding : 10,
			apply: ({ availableHeight, availableWidth, elements, ...rest }) => {
				elements.floating.style.setProperty("--combobox-floating-max-height", `${availableHeight}px`);
				const userSize = middlewares?.size;
				if (typeof userSize === "object" && userSize.apply) userSize.apply({
					availableHeight,
					availableWidth,
					elements,
					...rest
				});
				else if (userSize) Object.assign(elements.floating.style, {
					maxWidth: `${availableWidth}px`,
					maxHeight: `${availableHeight}px`
				});
			}
		}
	} : middlewares;
	const uncontrolledStore = useCombobox();
	const store = controlledStore || uncontrolledStore;
	const getStyles = useStyles({
		name: __staticSelector || "Combobox",
		classes: Combobox_module_default,
		props,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const onDropdownClose = () => {
		onClose?.();
		store.closeDropdown();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboboxProvider, {
		value: {
			getStyles,
			store,
			onOptionSubmit,
			size,
			resetSelectionOnOptionHover,
			readOnly,
			floatingHeight
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
			opened: store.dropdownOpened,
			...others,
			middlewares: resolvedMiddlewares,
			onChange: (_opened) => !_opened && onDropdownClose(),
			withRoles: false,
			unstyled,
			children
		})
	});
};
var extendCombobox = (c) => c;
Combobox.extend = extendCombobox;
Combobox.classes = Combobox_module_default;
Combobox.varsResolver = varsResolver;
Combobox.displayName = "@mantine/core/Combobox";
Combobox.Target = ComboboxTarget;
Combobox.Dropdown = ComboboxDropdown;
Combobox.Options = ComboboxOptions;
Combobox.Option = ComboboxOption;
Combobox.Search = ComboboxSearch;
Combobox.Empty = ComboboxEmpty;
Combobox.Chevron = ComboboxChevron;
Combobox.Footer = ComboboxFooter;
Combobox.Header = ComboboxHeader;
Combobox.EventsTarget = ComboboxEventsTarget;
Combobox.DropdownTarget = ComboboxDropdownTarget;
Combobox.Group = ComboboxGroup;
Combobox.ClearButton = ComboboxClearButton;
Combobox.HiddenInput = ComboboxHiddenInput;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/OptionsDropdown/is-options-group.mjs
function isOptionsGroup(item) {
	return "group" in item;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/OptionsDropdown/default-options-filter.mjs
function defaultOptionsFilter({ options, search, limit }) {
	const parsedSearch = search.trim().toLowerCase();
	const result = [];
	for (let i = 0; i < options.length; i += 1) {
		const item = options[i];
		if (result.length === limit) return result;
		if (isOptionsGroup(item)) result.push({
			group: item.group,
			items: defaultOptionsFilter({
				options: item.items,
				search,
				limit: limit - result.length
			})
		});
		if (!isOptionsGroup(item)) {
			if (item.label.toLowerCase().includes(parsedSearch)) result.push(item);
		}
	}
	return result;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/OptionsDropdown/is-empty-combobox-data.mjs
function isEmptyComboboxData(data) {
	if (data.length === 0) return true;
	for (const item of data) {
		if (!("group" in item)) return false;
		if (item.items.length > 0) return false;
	}
	return true;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/OptionsDropdown/validate-options.mjs
function validateOptions(options, valuesSet = /* @__PURE__ */ new Set()) {
	if (!Array.isArray(options)) return;
	for (const option of options) if (isOptionsGroup(option)) validateOptions(option.items, valuesSet);
	else {
		if (typeof option.value === "undefined") throw new Error("[@mantine/core] Each option must have value property");
		if (valuesSet.has(option.value)) throw new Error(`[@mantine/core] Duplicate options are not supported. Option with value "${option.value}" was provided more than once`);
		valuesSet.add(option.value);
	}
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/OptionsDropdown/OptionsDropdown.mjs
function isValueChecked(value, optionValue) {
	return Array.isArray(value) ? value.includes(optionValue) : value === optionValue;
}
function Option({ data, withCheckIcon, withAlignedLabels, value, checkIconPosition, unstyled, renderOption }) {
	if (!isOptionsGroup(data)) {
		const checked = isValueChecked(value, data.value);
		const check = withCheckIcon && (checked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, { className: Combobox_module_default.optionsDropdownCheckIcon }) : withAlignedLabels ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: Combobox_module_default.optionsDropdownCheckPlaceholder }) : null);
		const defaultContent = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			checkIconPosition === "left" && check,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: data.label }),
			checkIconPosition === "right" && check
		] });
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Option, {
			value: data.value,
			disabled: data.disabled,
			className: clsx({ [Combobox_module_default.optionsDropdownOption]: !unstyled }),
			"data-reverse": checkIconPosition === "right" || void 0,
			"data-checked": checked || void 0,
			"aria-selected": checked,
			active: checked,
			children: typeof renderOption === "function" ? renderOption({
				option: data,
				checked
			}) : defaultContent
		});
	}
	const options = data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Option, {
		data: item,
		value,
		unstyled,
		withCheckIcon,
		withAlignedLabels,
		checkIconPosition,
		renderOption
	}, `${item.value}`));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Group, {
		label: data.group,
		children: options
	});
}
function OptionsDropdown({ data, hidden, hiddenWhenEmpty, filter, search, limit, maxDropdownHeight, floatingHeight, withScrollArea = true, filterOptions = true, withCheckIcon = false, withAlignedLabels = false, value, checkIconPosition, nothingFoundMessage, unstyled, labelId, renderOption, scrollAreaProps, "aria-label": ariaLabel }) {
	const ctx = useComboboxContext();
	validateOptions(data);
	const filteredData = typeof search === "string" ? (filter || defaultOptionsFilter)({
		options: data,
		search: filterOptions ? search : "",
		limit: limit ?? Infinity
	}) : data;
	const isEmpty = isEmptyComboboxData(filteredData);
	const options = filteredData.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Option, {
		data: item,
		withCheckIcon,
		withAlignedLabels,
		value,
		checkIconPosition,
		unstyled,
		renderOption
	}, isOptionsGroup(item) ? `group-${typeof item.group === "string" ? item.group : index}` : `${item.value}`));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Dropdown, {
		hidden: hidden || hiddenWhenEmpty && isEmpty,
		"data-composed": true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox.Options, {
			labelledBy: labelId,
			"aria-label": ariaLabel,
			children: [withScrollArea ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollArea.Autosize, {
				mah: (floatingHeight ?? ctx.floatingHeight) === "viewport" ? "var(--combobox-floating-options-max-height)" : maxDropdownHeight ?? 220,
				type: "scroll",
				scrollbarSize: "var(--combobox-padding)",
				offsetScrollbars: "y",
				...scrollAreaProps,
				children: options
			}) : options, isEmpty && nothingFoundMessage && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Empty, { children: nothingFoundMessage })]
		})
	});
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/get-combobox-label-id/get-combobox-label-id.mjs
function getComboboxLabelId({ id, label, labelProps, inputWrapperOrder }) {
	if (!label) return;
	if (inputWrapperOrder && !inputWrapperOrder.includes("label")) return;
	return labelProps?.id || `${id}-label`;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/is-external-input-change/is-external-input-change.mjs
/**
* Determines whether an input change was produced by something other than the user typing into the
* input – browser autofill, password managers and browser extensions all write to inputs without
* focusing them first. Combobox components reconcile the search value with the selected value on
* blur, which never happens for such writes.
*/
function isExternalInputChange(event) {
	const target = event.currentTarget;
	return getRootElement(target).activeElement !== target;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/get-options-lockup/get-option-by-label.mjs
/**
* Finds an enabled option by its label, ignoring casing and surrounding whitespace. Returns
* `undefined` when the label is ambiguous: options with duplicate labels are valid data, and there
* is no way to tell which of them was meant.
*/
function getOptionByLabel(optionsLockup, label) {
	const normalizedLabel = label.trim().toLowerCase();
	if (normalizedLabel === "") return;
	const matchedOptions = Object.values(optionsLockup).filter((option) => !option.disabled && option.label.trim().toLowerCase() === normalizedLabel);
	return matchedOptions.length === 1 ? matchedOptions[0] : void 0;
}
export { isOptionsGroup as a, getOptionsLockup as c, OptionsDropdown as i, isExternalInputChange as n, Combobox as o, getComboboxLabelId as r, useCombobox as s, getOptionByLabel as t };
