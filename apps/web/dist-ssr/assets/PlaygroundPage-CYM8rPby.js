import { E as useMantineEnv, R as createVarsResolver, V as getRadius, X as require_jsx_runtime, Z as require_react, a as PRODUCT_NAME, c as Box, d as genericFactory, q as rem, s as Text, t as BOOKING_HOURS, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps } from "./product-CALG69RJ.js";
import { n as getSafeId, t as createScopedKeydownHandler } from "./create-scoped-keydown-handler-tYHCCZOu.js";
import { Ft as Anchor, Jt as Paper, Ot as Container, bn as createSafeContext, ct as SERVICE_TYPE_LABELS, f as PageMeta, st as SERVICE_TYPES, w as paths, xn as Link } from "../entry-server.js";
import { t as AccordionChevron } from "./AccordionChevron-Cc1LbGAe.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { t as getStyleObject } from "./get-style-object-CvraiHCe.js";
import { i as require_react_dom, n as useDidUpdate, t as useReducedMotion } from "./use-reduced-motion-CoCIVfhb.js";
import { n as mergeRefs } from "./use-merged-ref-CCpXzbJc.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
import { S as Stack, a as CHILD_SUPERVISION_ALERT, x as Title } from "./messages-C05avZiZ.js";
import { n as CANCELLATION_POLICY_TEXT, t as CANCELLATION_POLICY } from "./cancellation--C0VMLWT.js";
import { o as formatTime12h } from "./format-DKKLJChm.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-collapse/use-collapse.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function getAutoHeightDuration(height) {
	if (!height || typeof height === "string") return 0;
	const constant = height / 36;
	return Math.round((4 + 15 * constant ** .25 + constant / 5) * 10);
}
function getElementHeight(elementRef) {
	return elementRef.current ? elementRef.current.scrollHeight : "auto";
}
function isMeasured(size) {
	return typeof size === "number" && size > 0;
}
function useCollapse({ transitionDuration, transitionTimingFunction = "ease", onTransitionEnd, onTransitionStart, expanded, keepMounted }) {
	const collapsedStyles = {
		height: 0,
		overflow: "hidden",
		...keepMounted ? {} : { display: "none" }
	};
	const onTransitionStartEvent = (0, import_react.useEffectEvent)(() => onTransitionStart?.());
	const onTransitionEndEvent = (0, import_react.useEffectEvent)(() => onTransitionEnd?.());
	const elementRef = (0, import_react.useRef)(null);
	const [styles, setStylesRaw] = (0, import_react.useState)(expanded ? {} : collapsedStyles);
	const [state, setState] = (0, import_react.useState)(expanded ? "entered" : "exited");
	const setStyles = (newStyles) => {
		(0, import_react_dom.flushSync)(() => setStylesRaw(newStyles));
	};
	const mergeStyles = (newStyles) => {
		setStyles((oldStyles) => ({
			...oldStyles,
			...newStyles
		}));
	};
	const getTransitionStyles = (height) => {
		const duration = transitionDuration ?? getAutoHeightDuration(height);
		return { transition: `height ${duration}ms ${transitionTimingFunction}, opacity ${duration}ms ${transitionTimingFunction}` };
	};
	const transitionRef = (0, import_react.useRef)(0);
	useDidUpdate(() => {
		transitionRef.current += 1;
		const transitionId = transitionRef.current;
		const isCurrentTransition = () => transitionRef.current === transitionId;
		if (transitionDuration !== 0) onTransitionStartEvent();
		if (expanded) window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("entering"));
			mergeStyles({
				willChange: "height",
				display: "block",
				overflow: "hidden"
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				const height = getElementHeight(elementRef);
				if (!isMeasured(height)) {
					setStyles({});
					setState("entered");
					onTransitionEndEvent();
					return;
				}
				mergeStyles({
					...getTransitionStyles(height),
					height
				});
			});
		});
		else window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("exiting"));
			const height = getElementHeight(elementRef);
			if (!isMeasured(height)) {
				setStyles(collapsedStyles);
				setState("exited");
				onTransitionEndEvent();
				return;
			}
			mergeStyles({
				...getTransitionStyles(height),
				willChange: "height",
				height
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				mergeStyles({
					height: 0,
					overflow: "hidden"
				});
			});
		});
	}, [expanded]);
	const handleTransitionEnd = (event) => {
		if (event.target !== elementRef.current || event.propertyName !== "height") return;
		if (expanded) {
			const height = getElementHeight(elementRef);
			if (height === styles.height) setStyles({});
			else mergeStyles({ height });
			setState("entered");
			onTransitionEndEvent();
		} else if (styles.height === 0) {
			setStyles(collapsedStyles);
			setState("exited");
			onTransitionEndEvent();
		}
	};
	return {
		state,
		getCollapseProps: (input) => ({
			"aria-hidden": !expanded,
			inert: !expanded,
			ref: mergeRefs(elementRef, input?.ref),
			onTransitionEnd: handleTransitionEnd,
			style: {
				boxSizing: "border-box",
				...input?.style,
				...styles
			}
		})
	};
}
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-collapse/use-horizontal-collapse.mjs
function getAutoWidthDuration(width) {
	if (!width || typeof width === "string") return 0;
	const constant = width / 36;
	return Math.round((4 + 15 * constant ** .25 + constant / 5) * 10);
}
function getElementWidth(elementRef) {
	return elementRef.current ? elementRef.current.scrollWidth : "auto";
}
function useHorizontalCollapse({ transitionDuration, transitionTimingFunction = "ease", onTransitionEnd, onTransitionStart, expanded, keepMounted }) {
	const collapsedStyles = {
		width: 0,
		overflow: "hidden",
		...keepMounted ? {} : { display: "none" }
	};
	const onTransitionStartEvent = (0, import_react.useEffectEvent)(() => onTransitionStart?.());
	const onTransitionEndEvent = (0, import_react.useEffectEvent)(() => onTransitionEnd?.());
	const elementRef = (0, import_react.useRef)(null);
	const [styles, setStylesRaw] = (0, import_react.useState)(expanded ? {} : collapsedStyles);
	const [state, setState] = (0, import_react.useState)(expanded ? "entered" : "exited");
	const setStyles = (newStyles) => {
		(0, import_react_dom.flushSync)(() => setStylesRaw(newStyles));
	};
	const mergeStyles = (newStyles) => {
		setStyles((oldStyles) => ({
			...oldStyles,
			...newStyles
		}));
	};
	const getTransitionStyles = (width) => {
		const duration = transitionDuration ?? getAutoWidthDuration(width);
		return { transition: `width ${duration}ms ${transitionTimingFunction}, opacity ${duration}ms ${transitionTimingFunction}` };
	};
	const transitionRef = (0, import_react.useRef)(0);
	useDidUpdate(() => {
		transitionRef.current += 1;
		const transitionId = transitionRef.current;
		const isCurrentTransition = () => transitionRef.current === transitionId;
		if (transitionDuration !== 0) onTransitionStartEvent();
		if (expanded) window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("entering"));
			mergeStyles({
				willChange: "width",
				display: "block",
				overflow: "hidden"
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				const width = getElementWidth(elementRef);
				if (!isMeasured(width)) {
					setStyles({});
					setState("entered");
					onTransitionEndEvent();
					return;
				}
				mergeStyles({
					...getTransitionStyles(width),
					width
				});
			});
		});
		else window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("exiting"));
			const width = getElementWidth(elementRef);
			if (!isMeasured(width)) {
				setStyles(collapsedStyles);
				setState("exited");
				onTransitionEndEvent();
				return;
			}
			mergeStyles({
				...getTransitionStyles(width),
				willChange: "width",
				width
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				mergeStyles({
					width: 0,
					overflow: "hidden"
				});
			});
		});
	}, [expanded]);
	const handleTransitionEnd = (event) => {
		if (event.target !== elementRef.current || event.propertyName !== "width") return;
		if (expanded) {
			const width = getElementWidth(elementRef);
			if (width === styles.width) setStyles({});
			else mergeStyles({ width });
			setState("entered");
			onTransitionEndEvent();
		} else if (styles.width === 0) {
			setStyles(collapsedStyles);
			setState("exited");
			onTransitionEndEvent();
		}
	};
	return {
		state,
		getCollapseProps: (input) => ({
			"aria-hidden": !expanded,
			inert: !expanded,
			ref: mergeRefs(elementRef, input?.ref),
			onTransitionEnd: handleTransitionEnd,
			style: {
				boxSizing: "border-box",
				...input?.style,
				...styles
			}
		})
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Collapse/Collapse.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$1 = {
	transitionDuration: 200,
	transitionTimingFunction: "ease",
	animateOpacity: true,
	orientation: "vertical",
	keepMounted: true,
	keepMountedMode: "activity"
};
var Collapse = factory((props) => {
	const { children, expanded, transitionDuration, transitionTimingFunction, style, onTransitionEnd, onTransitionStart, animateOpacity, keepMounted, keepMountedMode, ref, orientation, ...others } = useProps("Collapse", defaultProps$1, props);
	const env = useMantineEnv();
	const theme = useMantineTheme();
	const shouldReduceMotion = useReducedMotion();
	const duration = (theme.respectReducedMotion ? shouldReduceMotion : false) ? 0 : transitionDuration;
	const collapse = (orientation === "horizontal" ? useHorizontalCollapse : useCollapse)({
		expanded,
		transitionDuration: duration,
		transitionTimingFunction,
		onTransitionEnd,
		onTransitionStart,
		keepMounted: false
	});
	if (duration === 0) {
		if (keepMounted === true && (keepMountedMode === "display-none" || env !== "test")) {
			if (keepMountedMode === "display-none") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...others,
				style: {
					...getStyleObject(style, theme),
					...!expanded ? { display: "none" } : {}
				},
				ref,
				children
			});
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
				mode: expanded ? "visible" : "hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					...others,
					style,
					ref,
					children
				})
			});
		}
		return expanded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...others,
			style,
			ref,
			children
		}) : null;
	}
	const isExited = collapse.state === "exited";
	let content;
	if (keepMounted === false) content = isExited ? null : children;
	else if (keepMounted === true) content = keepMountedMode === "display-none" ? children : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
		mode: isExited ? "hidden" : "visible",
		children
	});
	else content = children;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...others,
		...collapse.getCollapseProps({
			style: {
				opacity: expanded || !animateOpacity ? 1 : 0,
				transition: animateOpacity ? `opacity ${duration}ms ${transitionTimingFunction}` : "none",
				...getStyleObject(style, theme),
				...keepMounted && keepMountedMode === "display-none" && isExited ? { display: "none" } : {}
			},
			ref
		}),
		children: content
	});
});
Collapse.displayName = "@mantine/core/Collapse";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/Accordion.context.mjs
var [AccordionProvider, useAccordionContext] = createSafeContext("Accordion component was not found in the tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/AccordionItem.context.mjs
var [AccordionItemProvider, useAccordionItemContext] = createSafeContext("Accordion.Item component was not found in the tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/Accordion.module.mjs
var Accordion_module_default = {
	"root": "m_9bdbb667",
	"panel": "m_df78851f",
	"content": "m_4ba554d4",
	"itemTitle": "m_8fa820a0",
	"control": "m_4ba585b8",
	"control--default": "m_6939a5e9",
	"control--contained": "m_4271d21b",
	"label": "m_df3ffa0f",
	"chevron": "m_3f35ae96",
	"icon": "m_9bd771fe",
	"item": "m_9bd7b098",
	"item--default": "m_fe19b709",
	"item--contained": "m_1f921b3b",
	"item--filled": "m_2cdf939a",
	"item--separated": "m_9f59b069"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/AccordionControl/AccordionControl.mjs
var AccordionControl = factory((props) => {
	const { classNames, className, style, styles, vars, chevron, icon, onClick, onKeyDown, children, disabled, mod, ...others } = useProps("AccordionControl", null, props);
	const { value } = useAccordionItemContext();
	const ctx = useAccordionContext();
	const isActive = ctx.isItemActive(value);
	const shouldWrapWithHeading = typeof ctx.order === "number";
	const Heading = `h${ctx.order}`;
	const content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...ctx.getStyles("control", {
			className,
			classNames,
			style,
			styles,
			variant: ctx.variant
		}),
		unstyled: ctx.unstyled,
		mod: [
			"accordion-control",
			{
				active: isActive,
				"chevron-position": ctx.chevronPosition,
				disabled
			},
			mod
		],
		onClick: (event) => {
			onClick?.(event);
			ctx.onChange(value);
		},
		type: "button",
		disabled,
		"aria-expanded": isActive,
		"aria-controls": ctx.getRegionId(value),
		id: ctx.getControlId(value),
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[data-accordion-control]",
			parentSelector: "[data-accordion]",
			activateOnFocus: false,
			loop: ctx.loop,
			orientation: "vertical",
			onKeyDown
		}),
		...others,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				mod: {
					rotate: !ctx.disableChevronRotation && isActive,
					position: ctx.chevronPosition
				},
				...ctx.getStyles("chevron", {
					classNames,
					styles
				}),
				children: chevron || ctx.chevron
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("label", {
					classNames,
					styles
				}),
				children
			}),
			icon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				mod: { "chevron-position": ctx.chevronPosition },
				...ctx.getStyles("icon", {
					classNames,
					styles
				}),
				children: icon
			})
		]
	});
	return shouldWrapWithHeading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
		...ctx.getStyles("itemTitle", {
			classNames,
			styles
		}),
		children: content
	}) : content;
});
AccordionControl.displayName = "@mantine/core/AccordionControl";
AccordionControl.classes = Accordion_module_default;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/AccordionItem/AccordionItem.mjs
var AccordionItem = factory((props) => {
	const { classNames, className, style, styles, vars, value, mod, ...others } = useProps("AccordionItem", null, props);
	const ctx = useAccordionContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionItemProvider, {
		value: { value },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mod: [{ active: ctx.isItemActive(value) }, mod],
			...ctx.getStyles("item", {
				className,
				classNames,
				styles,
				style,
				variant: ctx.variant
			}),
			...others
		})
	});
});
AccordionItem.displayName = "@mantine/core/AccordionItem";
AccordionItem.classes = Accordion_module_default;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/AccordionPanel/AccordionPanel.mjs
var AccordionPanel = factory((props) => {
	const { classNames, className, style, styles, vars, children, keepMounted, keepMountedMode, ...others } = useProps("AccordionPanel", null, props);
	const { value } = useAccordionItemContext();
	const ctx = useAccordionContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
		...ctx.getStyles("panel", {
			className,
			classNames,
			style,
			styles
		}),
		expanded: ctx.isItemActive(value),
		transitionDuration: ctx.transitionDuration ?? 200,
		role: "region",
		id: ctx.getRegionId(value),
		"aria-labelledby": ctx.getControlId(value),
		keepMounted: keepMounted ?? ctx.keepMounted,
		keepMountedMode: keepMountedMode ?? ctx.keepMountedMode,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...ctx.getStyles("content", {
				classNames,
				styles
			}),
			children
		})
	});
});
AccordionPanel.displayName = "@mantine/core/AccordionPanel";
AccordionPanel.classes = Accordion_module_default;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Accordion/Accordion.mjs
var defaultProps = {
	multiple: false,
	loop: true,
	disableChevronRotation: false,
	disableCollapse: false,
	chevronPosition: "right",
	variant: "default",
	chevronSize: "auto",
	chevronIconSize: 16,
	keepMountedMode: "activity"
};
var varsResolver = createVarsResolver((_, { transitionDuration, chevronSize, radius }) => ({ root: {
	"--accordion-transition-duration": transitionDuration === void 0 ? void 0 : `${transitionDuration}ms`,
	"--accordion-chevron-size": chevronSize === void 0 ? void 0 : rem(chevronSize),
	"--accordion-radius": radius === void 0 ? void 0 : getRadius(radius)
} }));
var Accordion = genericFactory((_props) => {
	const props = useProps("Accordion", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, multiple, value, defaultValue, onChange, id, loop, transitionDuration, disableChevronRotation, disableCollapse, chevronPosition, chevronSize, order, chevron, variant, radius, chevronIconSize, attributes, keepMounted, keepMountedMode, ...others } = props;
	const uid = useId$1(id);
	const [_value, handleChange] = useUncontrolled({
		value,
		defaultValue,
		finalValue: multiple ? [] : null,
		onChange
	});
	const isItemActive = (itemValue) => Array.isArray(_value) ? _value.includes(itemValue) : itemValue === _value;
	const handleItemChange = (itemValue) => {
		if (!Array.isArray(_value) && disableCollapse && itemValue === _value) return;
		const nextValue = Array.isArray(_value) ? _value.includes(itemValue) ? _value.filter((selectedValue) => selectedValue !== itemValue) : [..._value, itemValue] : itemValue === _value ? null : itemValue;
		handleChange(nextValue);
	};
	const getStyles = useStyles({
		name: "Accordion",
		classes: Accordion_module_default,
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionProvider, {
		value: {
			isItemActive,
			onChange: handleItemChange,
			getControlId: getSafeId(`${uid}-control`, "Accordion.Item component was rendered with invalid value or without value"),
			getRegionId: getSafeId(`${uid}-panel`, "Accordion.Item component was rendered with invalid value or without value"),
			chevron: chevron === null ? null : chevron || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionChevron, { size: chevronIconSize }),
			transitionDuration,
			disableChevronRotation,
			chevronPosition,
			order,
			loop,
			getStyles,
			variant,
			unstyled,
			keepMounted,
			keepMountedMode
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root"),
			id: uid,
			...others,
			variant,
			"data-accordion": true,
			children
		})
	});
});
Accordion.classes = Accordion_module_default;
Accordion.varsResolver = varsResolver;
Accordion.displayName = "@mantine/core/Accordion";
Accordion.Item = AccordionItem;
Accordion.Panel = AccordionPanel;
Accordion.Control = AccordionControl;
Accordion.Chevron = AccordionChevron;
// src/features/content/faq.ts
/**
* "What can I book?" -> "what-can-i-book". The accordion builds its element ids from each
* entry's value, and an id with spaces leaves aria-controls pointing at nothing.
*/
function faqSlug(question) {
	return question.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
var P = PRODUCT_NAME;
/** A whole hour in the one time format customers read everywhere ("9:00 A.M."). */
var onTheHour = (hour) => formatTime12h(`${String(hour).padStart(2, "0")}:00`);
var services = [...SERVICE_TYPES.map((type) => SERVICE_TYPE_LABELS[type].toLowerCase()), "wigs"];
var FAQ = [
	{
		id: "booking",
		title: "Booking",
		entries: [
			{
				question: "What can I book?",
				answer: `Beauty services for ${`${services.slice(0, -1).join(", ")} and ${services.at(-1)}`}, performed at your home, office or hotel by a vetted ${P} professional.`
			},
			{
				question: "Where do you work?",
				answer: `In our live cities across the United States; the booking form lists them. We are adding cities all the time, so check back if yours is not there yet.`
			},
			{
				question: "When can my appointment start?",
				answer: `Any day, at a time after ${onTheHour(BOOKING_HOURS.openHour)} and before ${onTheHour(BOOKING_HOURS.closeHour)} in the appointment's local time zone.`
			},
			{
				question: "Do I need an account to book?",
				answer: `No. You can book and pay as a guest. With a free account you can see your bookings, cancel them and find photos of your finished look in one place.`
			},
			{
				question: "How is my professional chosen?",
				answer: `Once your booking is paid, it is offered to the vetted ${P} professionals who serve your area and offer that service. The first to accept is yours, and we e-mail you as soon as that happens.`
			}
		]
	},
	{
		id: "payment",
		title: "Payment",
		entries: [
			{
				question: "How do I pay?",
				answer: `By credit or debit card, or with a digital wallet offered at checkout. You pay the full price when you book; we never see or store your full card number.`
			},
			{
				question: "How is the price worked out?",
				answer: `Each service has a starting price. Some answers add a surcharge (for example very long hair, added hair or no parking at the address). The booking form shows the total, surcharges included, before you pay, and that is what you are charged.`
			},
			{
				question: "Should I tip?",
				answer: "Tips are voluntary and never included in the price. If you choose to tip, all of it goes to your professional."
			}
		]
	},
	{
		id: "cancellation",
		title: "Cancellation",
		entries: [
			{
				question: "Can I cancel a booking?",
				answer: `Yes, from your dashboard or by contacting us. ${CANCELLATION_POLICY_TEXT}`
			},
			{
				question: "What if I need to cancel at the last minute?",
				answer: `Less than ${CANCELLATION_POLICY.partialRefundHours} hours before the appointment the booking can still be cancelled, but no refund is given: by then your professional has set the time aside for you.`
			},
			{
				question: "What if my professional cancels?",
				answer: `We offer your booking to our other professionals straight away. If no one can take it, or you would rather not wait, you get a full refund.`
			}
		]
	},
	{
		id: "safety",
		title: "Safety",
		entries: [
			{
				question: "How do you vet professionals?",
				answer: `Every professional applies with their experience, licence details, portfolio and a professional reference, and our team reviews each application before accepting anyone.`
			},
			{
				question: "Can you do services for children?",
				answer: `Yes, some services are offered for kids. ${CHILD_SUPERVISION_ALERT}.`
			},
			{
				question: "What about allergies and pets?",
				answer: `The booking form asks about allergies, sensitive scalp, pets, smoking and stairs, so your professional arrives prepared. Tell us about anything else in the special accommodations question.`
			},
			{
				question: "Is my information safe?",
				answer: `Your password is stored only as a secure hash, your session cannot be read by page scripts, and only you and your matched professional see your booking details. Our privacy policy has the details.`
			}
		]
	}
];
// src/pages/PlaygroundPage.tsx
/** The spec's accordion demo, put to work as the FAQ. */
function PlaygroundPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Playground",
			description: `Answers to common questions about booking ${PRODUCT_NAME}, paying, cancelling and staying safe.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: "Frequently asked questions",
			title: "Playground: your questions, answered",
			lead: "Booking, payment, cancellation and safety, all in one place."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			size: "md",
			py: {
				base: 40,
				sm: 64
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 48,
				children: [FAQ.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					"aria-labelledby": `faq-${group.id}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						id: `faq-${group.id}`,
						order: 2,
						fz: {
							base: 24,
							sm: 30
						},
						c: "plum.9",
						mb: "md",
						children: group.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						radius: "lg",
						shadow: "xs",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion, {
							variant: "default",
							chevronPosition: "right",
							radius: "lg",
							defaultValue: group === FAQ[0] && group.entries[0] ? faqSlug(group.entries[0].question) : null,
							children: group.entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion.Item, {
								value: faqSlug(entry.question),
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Control, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fw: 600,
									c: "plum.9",
									children: entry.question
								}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Accordion.Panel, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									c: "dark.6",
									lh: 1.7,
									children: entry.answer
								}) })]
							}, entry.question))
						})
					})]
				}, group.id)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					ta: "center",
					c: "dark.6",
					children: [
						"Still wondering?",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: paths.contactUs,
							fw: 700,
							children: "Send us a message"
						}),
						" or read our ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: paths.termOfSale,
							fw: 700,
							children: "terms of sale"
						}),
						"."
					]
				})]
			})
		})
	] });
}
export { PlaygroundPage };
