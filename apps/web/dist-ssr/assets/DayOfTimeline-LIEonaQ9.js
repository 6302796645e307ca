import { M as getThemeColor, R as createVarsResolver, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, q as rem, s as Text, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps } from "./product-CALG69RJ.js";
import { n as getContrastColor, t as getAutoContrastValue } from "./get-auto-contrast-value-zw3IhSrd.js";
import { bn as createSafeContext } from "../entry-server.js";
import { t as formatClockTime } from "./format-DKKLJChm.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Timeline/Timeline.context.mjs
var [TimelineProvider, useTimelineContext] = createSafeContext("Timeline component was not found in tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Timeline/Timeline.module.mjs
var Timeline_module_default = {
	"root": "m_43657ece",
	"itemTitle": "m_2ebe8099",
	"item": "m_436178ff",
	"itemBullet": "m_8affcee1",
	"itemBody": "m_540e8f41",
	"itemOpposite": "m_f3ba506"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Timeline/TimelineItem/TimelineItem.mjs
var import_jsx_runtime = require_jsx_runtime();
var TimelineItem = factory((_props) => {
	const { classNames, className, style, styles, vars, __active, __align, __lineActive, __vars, bullet, opposite, alternate, radius, color, lineVariant, children, title, mod, ...others } = useProps("TimelineItem", null, _props);
	const ctx = useTimelineContext();
	const theme = useMantineTheme();
	const stylesApiProps = {
		classNames,
		styles
	};
	const bodyFirst = __align === "left" && !!alternate || __align === "right" && !alternate;
	const oppositeNode = opposite != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		...ctx.getStyles("itemOpposite", stylesApiProps),
		children: opposite
	});
	const bodyNode = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		...ctx.getStyles("itemBody", stylesApiProps),
		children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...ctx.getStyles("itemTitle", stylesApiProps),
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...ctx.getStyles("itemContent", stylesApiProps),
			children
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		...ctx.getStyles("item", {
			...stylesApiProps,
			className,
			style
		}),
		mod: [{
			"line-active": __lineActive,
			active: __active,
			alternate
		}, mod],
		__vars: {
			"--tli-radius": radius !== void 0 ? getRadius(radius) : void 0,
			"--tli-color": color ? getThemeColor(color, theme) : void 0,
			"--tli-border-style": lineVariant || void 0
		},
		...others,
		children: [
			bodyFirst ? bodyNode : oppositeNode,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...ctx.getStyles("itemBullet", stylesApiProps),
				mod: {
					"with-child": !!bullet,
					align: __align,
					active: __active
				},
				children: bullet
			}),
			bodyFirst ? oppositeNode : bodyNode
		]
	});
});
TimelineItem.classes = Timeline_module_default;
TimelineItem.displayName = "@mantine/core/TimelineItem";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Timeline/Timeline.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var defaultProps = {
	active: -1,
	align: "left"
};
var varsResolver = createVarsResolver((theme, { bulletSize, lineWidth, radius, color, autoContrast }) => ({ root: {
	"--tl-bullet-size": rem(bulletSize),
	"--tl-line-width": rem(lineWidth),
	"--tl-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--tl-color": color ? getThemeColor(color, theme) : void 0,
	"--tl-icon-color": getAutoContrastValue(autoContrast, theme) ? getContrastColor({
		color,
		theme,
		autoContrast
	}) : void 0
} }));
var Timeline = factory((_props) => {
	const props = useProps("Timeline", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, active, color, radius, bulletSize, align, lineWidth, reverseActive, mod, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Timeline",
		classes: Timeline_module_default,
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
	const _children = import_react.Children.toArray(children);
	const hasOpposite = _children.some((item) => item.props?.opposite != null);
	const items = _children.map((item, index) => (0, import_react.cloneElement)(item, {
		unstyled,
		__align: align,
		__active: item.props?.active || (reverseActive ? active >= _children.length - index - 1 : active >= index),
		__lineActive: item.props?.lineActive || (reverseActive ? active >= _children.length - index - 1 : active - 1 >= index)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimelineProvider, {
		value: { getStyles },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root"),
			mod: [{
				align,
				opposite: hasOpposite
			}, mod],
			...others,
			children: items
		})
	});
});
Timeline.classes = Timeline_module_default;
Timeline.varsResolver = varsResolver;
Timeline.displayName = "@mantine/core/Timeline";
Timeline.Item = TimelineItem;
// src/features/day-of/DayOfTimeline.tsx
/** A dashboard row's timeline, once the pro has set off. */
function DayOfRowTimeline({ dayOf, timeZone }) {
	if (!dayOf.onMyWayAt && !dayOf.doneAt) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		mt: "xs",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfTimeline, {
			dayOf,
			timeZone,
			compact: true
		})
	});
}
function DayOfTimeline({ dayOf, timeZone, compact = false }) {
	const at = (instant) => formatClockTime(instant, timeZone);
	const steps = [
		{
			title: "Confirmed",
			detail: null,
			reached: true
		},
		{
			title: dayOf.arrivingAt ? `On the way, arriving about ${at(dayOf.arrivingAt)}` : "On the way",
			detail: dayOf.onMyWayAt ? `Set off ${at(dayOf.onMyWayAt)}` : null,
			reached: dayOf.onMyWayAt !== null
		},
		{
			title: dayOf.arrivedAt ? `Arrived ${at(dayOf.arrivedAt)}` : "Arrived",
			detail: null,
			reached: dayOf.arrivedAt !== null
		},
		{
			title: dayOf.doneAt ? `Done ${at(dayOf.doneAt)}` : "Done",
			detail: null,
			reached: dayOf.doneAt !== null
		}
	];
	const shown = compact || dayOf.doneAt ? steps.filter((step) => step.reached) : steps;
	const active = shown.filter((step) => step.reached).length - 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Timeline, {
		active,
		bulletSize: compact ? 10 : 18,
		lineWidth: 2,
		"aria-label": "Day of the appointment",
		styles: compact ? { item: { marginTop: "var(--mantine-spacing-xs)" } } : void 0,
		children: shown.map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Timeline.Item, {
			title: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: compact ? "xs" : "sm",
				fw: step.reached ? 600 : 400,
				c: step.reached ? void 0 : "dimmed",
				children: step.title
			}),
			children: !compact && step.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: step.detail
			})
		}, step.title))
	});
}
export { DayOfTimeline as n, DayOfRowTimeline as t };
