import { Ct as SimpleGrid, En as useSearchParams, Ft as Anchor, Gt as Group, It as Flex, Mt as Badge, Nt as Avatar, Ot as Container, Pt as AspectRatio, T as LoadingScreen, Yt as VisuallyHidden, _n as useDisclosure, a as earliestBookableDate, b as useSession, bn as createSafeContext, f as PageMeta, g as useNotice, h as Notice, jt as Card, mt as US_STATES, v as describeError, w as paths, wn as useNavigate, xn as Link, xt as TextInput, y as errorMessage } from "../entry-server.js";
import { t as ActionIcon } from "./ActionIcon-CbFC3Bb2.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { E as useMantineEnv, M as getThemeColor, R as createVarsResolver, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, s as Text, tt as __toESM, u as factory, v as useStyles, x as useMantineTheme, y as useProps } from "./product-CALG69RJ.js";
import { S as Stack, d as NO_CONFIRMED_APPOINTMENTS, f as NO_PAST_BOOKINGS, i as BOOKING_NOT_ACCEPTED_YET, p as NO_PENDING_APPOINTMENTS, r as BOOKING_HOURS_WORDS, x as Title, y as PHOTO_UNAVAILABLE } from "./messages-C05avZiZ.js";
import { a as CheckIcon, c as PayoutIcon, d as UndoIcon, f as Tooltip, i as CameraIcon, l as PlayIcon, n as CalendarAddIcon, r as CalendarMoveIcon, t as BellIcon, u as TrashIcon } from "./icons-Cq0W7S21.js";
import { a as formatInstant, c as formatUsd } from "./format-DKKLJChm.js";
import { a as AppointmentDateTime, i as DashboardSection, n as NarrowOnly, r as PagedTable, t as DetailsIconLink } from "./RowLinks-Cu3gxLMk.js";
import { n as formatCalendarDate, t as formatAppointment } from "./format-Bu0XNN8x.js";
import { c as rescheduleInputSchema, i as LIFECYCLE, n as useLiveOffers, o as checkReschedule, r as StatusBadge, s as hasStarted } from "./use-live-Cn3kSF8A.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as Modal } from "./Modal-CnI4t3zt.js";
import { t as CANCELLATION_POLICY } from "./cancellation--C0VMLWT.js";
import { t as TextLink } from "./TextLink-cQC5BEOb.js";
import { n as getSafeId, t as createScopedKeydownHandler } from "./create-scoped-keydown-handler-tYHCCZOu.js";
import { n as getContrastColor, t as getAutoContrastValue } from "./get-auto-contrast-value-zw3IhSrd.js";
import { t as useDirection } from "./DirectionProvider-EfkHQt9X.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
import { t as Switch } from "./Switch-CCCzzyhn.js";
import { t as Alert } from "./Alert-9th_45Ug.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { t as Image } from "./Image-gc167ZOP.js";
import { r as totalWithPayment, t as downloadCalendarFile } from "./calendar-download-COzaSD9p.js";
import { t as DayOfRowTimeline } from "./DayOfTimeline-LIEonaQ9.js";
import { t as FavouriteButton } from "./FavouriteButton-Dvh3O2oO.js";
import { t as bookingDraft } from "./booking-draft-juAd9Qwk.js";
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-force-update/use-force-update.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var reducer = (value) => (value + 1) % 1e6;
function useForceUpdate() {
	const [, update] = (0, import_react.useReducer)(reducer, 0);
	return update;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Code/Code.module.mjs
var Code_module_default = { "root": "m_b183c0a2" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Code/Code.mjs
var import_jsx_runtime = require_jsx_runtime();
var varsResolver$1 = createVarsResolver((theme, { color }) => ({ root: { "--code-bg": color ? getThemeColor(color, theme) : void 0 } }));
var Code = factory((_props) => {
	const props = useProps("Code", null, _props);
	const { classNames, className, style, styles, unstyled, vars, color, block, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Code",
		props,
		classes: Code_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: block ? "pre" : "code",
		mod: [{ block }, mod],
		...getStyles("root"),
		...others,
		dir: "ltr"
	});
});
Code.classes = Code_module_default;
Code.varsResolver = varsResolver$1;
Code.displayName = "@mantine/core/Code";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/Tabs.context.mjs
var [TabsProvider, useTabsContext] = createSafeContext("Tabs component was not found in the tree");
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/Tabs.module.mjs
var Tabs_module_default = {
	"root": "m_89d60db1",
	"list--default": "m_576c9d4",
	"list": "m_89d33d6d",
	"tab": "m_4ec4dce6",
	"panel": "m_b0c91715",
	"tabSection": "m_fc420b1f",
	"tabLabel": "m_42bbd1ae",
	"tab--default": "m_539e827b",
	"list--outline": "m_6772fbd5",
	"tab--outline": "m_b59ab47c",
	"tab--pills": "m_c3381914"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/TabsList/TabsList.mjs
var TabsList = factory((_props) => {
	const props = useProps("TabsList", null, _props);
	const { children, className, grow, justify, classNames, styles, style, mod, ...others } = props;
	const ctx = useTabsContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("list", {
			className,
			style,
			classNames,
			styles,
			props,
			variant: ctx.variant
		}),
		role: "tablist",
		variant: ctx.variant,
		mod: [{
			grow,
			orientation: ctx.orientation,
			placement: ctx.orientation === "vertical" && ctx.placement,
			inverted: ctx.inverted
		}, mod],
		"aria-orientation": ctx.orientation,
		__vars: { "--tabs-justify": justify },
		...others,
		children
	});
});
TabsList.classes = Tabs_module_default;
TabsList.displayName = "@mantine/core/TabsList";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/TabsPanel/TabsPanel.mjs
var TabsPanel = factory((_props) => {
	const props = useProps("TabsPanel", null, _props);
	const { children, className, value, classNames, styles, style, mod, keepMounted, ...others } = props;
	const env = useMantineEnv();
	const ctx = useTabsContext();
	(0, import_react.useEffect)(() => {
		ctx.setMountedPanel(value, true);
		return () => {
			ctx.setMountedPanel(value, false);
		};
	}, [value]);
	const active = ctx.value === value;
	const shouldKeepMounted = ctx.keepMounted || keepMounted;
	const useActivity = ctx.keepMountedMode !== "display-none";
	const content = shouldKeepMounted && useActivity && env !== "test" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
		mode: active ? "visible" : "hidden",
		children
	}) : shouldKeepMounted ? children : active ? children : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("panel", {
			className,
			classNames,
			styles,
			style: [style, !active ? { display: "none" } : void 0],
			props
		}),
		mod: [{ orientation: ctx.orientation }, mod],
		role: "tabpanel",
		id: ctx.getPanelId(value),
		"aria-labelledby": ctx.getTabId(value),
		...others,
		children: content
	});
});
TabsPanel.classes = Tabs_module_default;
TabsPanel.displayName = "@mantine/core/TabsPanel";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/TabsTab/TabsTab.mjs
var TabsTab = factory((_props) => {
	const props = useProps("TabsTab", null, _props);
	const { className, children, rightSection, leftSection, value, onClick, onKeyDown, disabled, color, style, classNames, styles, vars, mod, tabIndex, ...others } = props;
	const theme = useMantineTheme();
	const { dir } = useDirection();
	const ctx = useTabsContext();
	const active = value === ctx.value;
	const activateTab = (event) => {
		ctx.onChange(ctx.allowTabDeactivation ? value === ctx.value ? null : value : value);
		onClick?.(event);
	};
	const stylesApiProps = {
		classNames,
		styles,
		props
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...ctx.getStyles("tab", {
			className,
			style,
			variant: ctx.variant,
			...stylesApiProps
		}),
		disabled,
		unstyled: ctx.unstyled,
		variant: ctx.variant,
		mod: [{
			active,
			disabled,
			orientation: ctx.orientation,
			inverted: ctx.inverted,
			placement: ctx.orientation === "vertical" && ctx.placement
		}, mod],
		role: "tab",
		id: ctx.getTabId(value),
		"aria-selected": active,
		tabIndex: tabIndex !== void 0 ? tabIndex : active || ctx.value === null ? 0 : -1,
		"aria-controls": ctx.mountedPanels.current.has(value) ? ctx.getPanelId(value) : void 0,
		onClick: activateTab,
		__vars: { "--tabs-color": color ? getThemeColor(color, theme) : void 0 },
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[role=\"tab\"]",
			parentSelector: "[role=\"tablist\"]",
			activateOnFocus: ctx.activateTabWithKeyboard,
			loop: ctx.loop,
			orientation: ctx.orientation || "horizontal",
			dir,
			onKeyDown
		}),
		...others,
		children: [
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("tabSection", stylesApiProps),
				"data-position": "left",
				children: leftSection
			}),
			children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("tabLabel", stylesApiProps),
				children
			}),
			rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...ctx.getStyles("tabSection", stylesApiProps),
				"data-position": "right",
				children: rightSection
			})
		]
	});
});
TabsTab.classes = Tabs_module_default;
TabsTab.displayName = "@mantine/core/TabsTab";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Tabs/Tabs.mjs
var VALUE_ERROR = "Tabs.Tab or Tabs.Panel component was rendered with invalid value or without value";
var defaultProps = {
	keepMounted: true,
	keepMountedMode: "activity",
	orientation: "horizontal",
	loop: true,
	activateTabWithKeyboard: true,
	variant: "default",
	placement: "left"
};
var varsResolver = createVarsResolver((theme, { radius, color, autoContrast }) => ({ root: {
	"--tabs-radius": getRadius(radius),
	"--tabs-color": getThemeColor(color, theme),
	"--tabs-text-color": getAutoContrastValue(autoContrast, theme) ? getContrastColor({
		color,
		theme,
		autoContrast
	}) : void 0
} }));
var Tabs = factory((_props) => {
	const props = useProps("Tabs", defaultProps, _props);
	const { defaultValue, value, onChange, orientation, children, loop, id, activateTabWithKeyboard, allowTabDeactivation, variant, color, radius, inverted, placement, keepMounted, keepMountedMode, classNames, styles, unstyled, className, style, vars, autoContrast, mod, attributes, ...others } = props;
	const uid = useId$1(id);
	const mountedPanels = (0, import_react.useRef)(/* @__PURE__ */ new Set());
	const forceUpdate = useForceUpdate();
	const setMountedPanel = (0, import_react.useCallback)((panelValue, mounted) => {
		const panels = mountedPanels.current;
		if (mounted && !panels.has(panelValue)) {
			panels.add(panelValue);
			forceUpdate();
		} else if (!mounted && panels.has(panelValue)) {
			panels.delete(panelValue);
			forceUpdate();
		}
	}, []);
	const [currentTab, setCurrentTab] = useUncontrolled({
		value,
		defaultValue,
		finalValue: null,
		onChange
	});
	const getStyles = useStyles({
		name: "Tabs",
		props,
		classes: Tabs_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabsProvider, {
		value: {
			placement,
			value: currentTab,
			orientation,
			id: uid,
			loop,
			activateTabWithKeyboard,
			getTabId: getSafeId(`${uid}-tab`, VALUE_ERROR),
			getPanelId: getSafeId(`${uid}-panel`, VALUE_ERROR),
			onChange: setCurrentTab,
			allowTabDeactivation,
			variant,
			color,
			radius,
			inverted,
			keepMounted,
			keepMountedMode,
			unstyled,
			getStyles,
			mountedPanels,
			setMountedPanel
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			id: uid,
			variant,
			mod: [{
				orientation,
				inverted: orientation === "horizontal" && inverted,
				placement: orientation === "vertical" && placement
			}, mod],
			...getStyles("root"),
			...others,
			children
		})
	});
});
Tabs.classes = Tabs_module_default;
Tabs.varsResolver = varsResolver;
Tabs.displayName = "@mantine/core/Tabs";
Tabs.Tab = TabsTab;
Tabs.Panel = TabsPanel;
Tabs.List = TabsList;
// src/features/dashboard/CancelBookingButton.tsx
function CancelBookingButton({ serviceName, asAdmin = false, pending, onConfirm }) {
	const [opened, { open, close }] = useDisclosure(false);
	const { fullRefundHours, partialRefundHours, partialRefundRate } = CANCELLATION_POLICY;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: "Cancel booking",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
			variant: "subtle",
			color: "red",
			"aria-label": `Cancel ${serviceName} booking`,
			onClick: open,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrashIcon, {})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: close,
		title: "Cancel this booking?",
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: asAdmin ? "The customer will be refunded in full and everyone concerned will be e-mailed." : `Cancelling ${fullRefundHours} hours or more before your appointment refunds everything; from ${partialRefundHours} hours before, ${partialRefundRate * 100}% is refunded; later than that, nothing.` }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						"See the ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextLink, {
							to: paths.termOfSale,
							children: "terms of sale"
						}),
						" for the full cancellation policy."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "flex-end",
					mt: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: close,
						children: "Keep booking"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						color: "red",
						loading: pending,
						onClick: () => {
							onConfirm();
							close();
						},
						children: "Cancel booking"
					})]
				})
			]
		})
	})] });
}
// src/features/dashboard/DashboardTabs.tsx
function DashboardTabs({ label, tabs }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
		defaultValue: tabs[0]?.value ?? null,
		keepMounted: false,
		variant: "pills",
		radius: "xl",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.List, {
			mb: "md",
			"aria-label": label,
			children: tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Tab, {
				value: tab.value,
				fw: 600,
				children: tab.label
			}, tab.value))
		}), tabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Panel, {
			value: tab.value,
			children: tab.panel
		}, tab.value))]
	});
}
// src/features/dashboard/PayOutButton.tsx
function PayOutButton(props) {
	const { serviceName, proName, payoutCents, appointmentAt, appointmentLabel, doneAt, held } = props;
	const [opened, { open, close }] = useDisclosure(false);
	const started = hasStarted(appointmentAt, /* @__PURE__ */ new Date());
	const payable = started && proName !== null;
	const amount = formatUsd(payoutCents);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: held ? "Payout on hold" : "Pay out",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
			variant: "subtle",
			color: held ? "orange" : "teal",
			"aria-label": `Pay out ${serviceName} booking`,
			loading: props.payPending,
			onClick: open,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayoutIcon, {})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: close,
		title: `Pay out ${amount}?`,
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: proName ? `${amount} goes to ${proName}'s StripeConnect account for ${serviceName}.` : `${BOOKING_NOT_ACCEPTED_YET}.` }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					hidden: !proName,
					children: doneAt ? `Marked done on ${formatInstant(doneAt)}; paid automatically ${LIFECYCLE.autoPayoutAfterDoneHours} hours after that unless held.` : "The pro has not marked this booking done yet."
				}),
				proName && !started && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "red",
					role: "alert",
					children: [
						"The appointment starts on ",
						appointmentLabel,
						". It can be paid out only once it has begun."
					]
				}),
				proName && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Hold the automatic payout",
					checked: held,
					disabled: props.holdPending,
					onChange: (event) => props.onHold(event.currentTarget.checked)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "flex-end",
					mt: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: close,
						children: "Not now"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						color: "teal",
						disabled: !payable,
						loading: props.payPending,
						onClick: () => {
							props.onPay();
							close();
						},
						children: ["Pay out ", amount]
					})]
				})
			]
		})
	})] });
}
// src/features/dashboard/RescheduleBookingButton.tsx
/** The dialog asks only the new date and time; the row knows the booking. */
var NEW_TIME_SCHEMA = rescheduleInputSchema.pick({
	date: true,
	time: true
});
function RescheduleBookingButton({ booking, asAdmin = false, pending, onConfirm }) {
	const [opened, { open, close }] = useDisclosure(false);
	const { form, formError, setFormError, field, onSubmit } = useSchemaForm(NEW_TIME_SCHEMA, {
		date: booking.localDate,
		time: booking.localTime
	});
	const current = formatAppointment(booking);
	const move = async (to) => {
		const check = checkReschedule(booking, to, /* @__PURE__ */ new Date(), { byAdmin: asAdmin });
		if (!check.ok) return setFormError(check.message);
		try {
			await onConfirm(to);
			close();
		} catch (cause) {
			setFormError(errorMessage(cause));
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
		label: "Reschedule",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
			variant: "subtle",
			"aria-label": `Reschedule ${booking.serviceName} booking`,
			onClick: () => {
				setFormError(null);
				form.clearErrors();
				open();
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarMoveIcon, {})
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		onClose: close,
		title: "Reschedule this booking",
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			noValidate: true,
			onSubmit: onSubmit((to) => void move(to)),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: [
							"Now: ",
							current.date,
							" at ",
							current.time,
							". Choose a new date and a time ",
							BOOKING_HOURS_WORDS,
							" in the same time zone."
						]
					}),
					!asAdmin && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						c: "dimmed",
						children: [
							"Moving is free ",
							LIFECYCLE.rescheduleNoticeHours,
							" hours or more before your appointment. If a professional has accepted it, they are asked to confirm the new time."
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							xs: 2
						},
						spacing: "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							type: "date",
							label: "New date",
							required: true,
							min: earliestBookableDate(),
							...field("date"),
							onChange: (event) => {
								form.setFieldValue("date", event.currentTarget.value);
								setFormError(null);
							}
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							type: "time",
							label: "New time",
							required: true,
							min: "09:01",
							max: "19:59",
							...field("time"),
							onChange: (event) => {
								form.setFieldValue("time", event.currentTarget.value);
								setFormError(null);
							}
						})]
					}),
					formError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						color: "red",
						variant: "light",
						role: "alert",
						children: formError
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Flex, {
						direction: {
							base: "column-reverse",
							xs: "row"
						},
						justify: "flex-end",
						gap: "sm",
						mt: "sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "default",
							onClick: close,
							children: "Keep the current time"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							loading: pending,
							children: "Move booking"
						})]
					})
				]
			})
		})
	})] });
}
// src/features/dashboard/use-keyset-pager.ts
function useKeysetPager() {
	const [position, setPosition] = (0, import_react.useState)({ page: 1 });
	const { page, after, size } = position;
	/** The page as the table shows it, with a count. */
	function shown(data) {
		if (!data || "total" in data) return data;
		if (size) return {
			...data,
			...size
		};
		const seen = (data.page - 1) * data.pageSize + data.items.length;
		return {
			...data,
			total: seen,
			totalIsCapped: data.hasNextPage,
			pageCount: data.page + (data.hasNextPage ? 1 : 0)
		};
	}
	function goToPage(next, current) {
		const last = current?.page === page ? current.items.at(-1)?.id : void 0;
		setPosition(next === page + 1 && current && last ? {
			page: next,
			after: last,
			size: {
				total: current.total,
				totalIsCapped: current.totalIsCapped,
				pageCount: current.pageCount
			}
		} : { page: next });
	}
	return {
		page,
		input: {
			page,
			after
		},
		shown,
		goToPage
	};
}
// src/features/dashboard/AdminDashboard.tsx
var count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
var personName = (person) => `${person.firstName} ${person.lastName}`;
function ProsTab({ linked, onNotice }) {
	const [page, setPage] = (0, import_react.useState)(1);
	const query = trpc.admin.pros.useQuery({
		linked,
		page
	}, { placeholderData: (previous) => previous });
	const utils = trpc.useUtils();
	const remind = trpc.admin.remindConnect.useMutation({
		onSuccess: (result) => {
			onNotice.success(result.message);
			utils.admin.pros.invalidate();
		},
		onError: onNotice.failure
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
		label: linked ? "Linked StripeConnect" : "Pending StripeConnect",
		columns: [
			{
				key: "name",
				header: "Professional",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: personName(row.user)
				})
			},
			{
				key: "email",
				header: "Email",
				wide: true,
				cell: (row) => row.user.email
			},
			{
				key: "state",
				header: "State",
				cell: (row) => row.state
			},
			linked ? {
				key: "account",
				header: "StripeConnect",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: row.stripeConnectId })
			} : {
				key: "reminded",
				header: "Last reminded",
				wide: true,
				cell: (row) => row.connectRemindedAt ? formatInstant(row.connectRemindedAt) : "Never"
			},
			{
				key: "profile",
				header: "Actions",
				headerHidden: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: 4,
					wrap: "nowrap",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: `${paths.profile}?id=${row.user.id}`,
							size: "sm",
							fw: 600,
							children: "Profile"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: `${paths.availability}?id=${row.user.id}`,
							size: "sm",
							fw: 600,
							"aria-label": `Availability of ${personName(row.user)}`,
							children: "Availability"
						}),
						!linked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
							label: "Send a StripeConnect reminder",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
								variant: "subtle",
								"aria-label": `Remind ${personName(row.user)} to set up StripeConnect`,
								loading: remind.isPending && remind.variables?.proUserId === row.user.id,
								onClick: () => remind.mutate({ proUserId: row.user.id }),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BellIcon, {})
							})
						})
					]
				})
			}
		],
		data: query.data,
		isLoading: query.isPending,
		error: query.error,
		emptyText: linked ? "No professionals have linked StripeConnect yet" : "Every professional has linked StripeConnect",
		page,
		onPageChange: setPage,
		rowKey: (row) => row.id
	});
}
function ApplicantsTab({ status }) {
	const [page, setPage] = (0, import_react.useState)(1);
	const pending = trpc.applicant.listPending.useQuery({ page }, {
		enabled: status === "pending",
		placeholderData: (previous) => previous
	});
	const accepted = trpc.applicant.listAccepted.useQuery({ page }, {
		enabled: status === "accepted",
		placeholderData: (previous) => previous
	});
	const query = status === "pending" ? pending : accepted;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
		label: status === "pending" ? "Pending applicants" : "Accepted applicants",
		columns: [
			{
				key: "name",
				header: "Applicant",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: personName(row)
				})
			},
			{
				key: "email",
				header: "Email",
				wide: true,
				cell: (row) => row.email
			},
			{
				key: "location",
				header: "Location",
				cell: (row) => row.location
			},
			{
				key: "specialities",
				header: "Specialities",
				wide: true,
				cell: (row) => row.specialities.join(", ")
			},
			{
				key: "date",
				header: status === "pending" ? "Applied" : "Accepted",
				wide: true,
				cell: (row) => formatInstant(status === "pending" ? row.createdAt : row.decidedAt ?? row.createdAt)
			},
			{
				key: "view",
				header: "Actions",
				headerHidden: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: `${paths.proApplicant}?id=${row.id}`,
					size: "sm",
					fw: 600,
					children: "View Details"
				})
			}
		],
		data: query.data,
		isLoading: query.isPending,
		error: query.error,
		emptyText: status === "pending" ? "No pending applicants" : "No accepted applicants yet",
		page,
		onPageChange: setPage,
		rowKey: (row) => row.id
	});
}
function BookingsTab({ tab, onNotice }) {
	const pager = useKeysetPager();
	const query = trpc.admin.bookings.useQuery({
		tab,
		...pager.input
	}, { placeholderData: (previous) => previous });
	const data = pager.shown(query.data);
	const utils = trpc.useUtils();
	const refresh = () => {
		utils.admin.bookings.invalidate();
		utils.admin.overview.invalidate();
	};
	const payOut = trpc.admin.payOut.useMutation({
		onSuccess: (result) => {
			onNotice.success(result.message);
			refresh();
		},
		onError: onNotice.failure
	});
	const cancel = trpc.admin.cancelBooking.useMutation({
		onSuccess: (result) => {
			onNotice.success(result.message);
			refresh();
		},
		onError: onNotice.failure
	});
	const hold = trpc.admin.holdPayout.useMutation({
		onSuccess: (result) => {
			onNotice.success(result.message);
			refresh();
		},
		onError: onNotice.failure
	});
	const reschedule = trpc.admin.rescheduleBooking.useMutation({ onSuccess: (result) => {
		onNotice.success(result.message);
		refresh();
	} });
	const columns = [
		{
			key: "service",
			header: "Service",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: row.serviceName
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: personName(row)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NarrowOnly, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
					status: row.status,
					label: row.statusLabel
				}) })
			] })
		},
		{
			key: "when",
			header: "Date/Time",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppointmentDateTime, { booking: row })
		},
		{
			key: "location",
			header: "Location",
			wide: true,
			cell: (row) => `${row.aptCity}, ${row.aptState}`
		},
		{
			key: "pro",
			header: "Professional",
			wide: true,
			cell: (row) => row.assignedPro ? personName(row.assignedPro) : "Not yet accepted"
		},
		{
			key: "money",
			header: "Total / Payout",
			wide: true,
			cell: (row) => `${formatUsd(row.totalCents)} / ${formatUsd(row.payoutCents)}`
		},
		{
			key: "status",
			header: "Status",
			wide: true,
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
				status: row.status,
				label: row.statusLabel
			}), row.status === "ACCEPTED" && (row.doneAt || row.payoutHeldAt || row.rescheduleRequestedAt) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				mt: 4,
				children: [
					row.rescheduleRequestedAt && "New time awaiting the pro",
					row.doneAt && "Done",
					row.payoutHeldAt && "Payout on hold"
				].filter(Boolean).join(" · ")
			})] })
		},
		{
			key: "actions",
			header: tab === "pending" ? "Actions" : "",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: 4,
				wrap: "nowrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsIconLink, {
					to: `${paths.bookingDetails}?id=${row.id}`,
					what: `${row.serviceName} booking`
				}), tab === "pending" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PayOutButton, {
						serviceName: row.serviceName,
						proName: row.assignedPro ? personName(row.assignedPro) : null,
						payoutCents: row.payoutCents,
						appointmentAt: row.appointmentAt,
						appointmentLabel: `${formatAppointment(row).date} at ${formatAppointment(row).time}`,
						doneAt: row.doneAt,
						held: row.payoutHeldAt !== null,
						payPending: payOut.isPending && payOut.variables?.bookingId === row.id,
						holdPending: hold.isPending && hold.variables?.bookingId === row.id,
						onPay: () => payOut.mutate({ bookingId: row.id }),
						onHold: (held) => hold.mutate({
							bookingId: row.id,
							hold: held
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RescheduleBookingButton, {
						booking: row,
						asAdmin: true,
						pending: reschedule.isPending && reschedule.variables?.bookingId === row.id,
						onConfirm: (to) => reschedule.mutateAsync({
							bookingId: row.id,
							seenAppointmentAt: row.appointmentAt,
							...to
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CancelBookingButton, {
						serviceName: row.serviceName,
						asAdmin: true,
						pending: cancel.isPending && cancel.variables?.bookingId === row.id,
						onConfirm: () => cancel.mutate({ bookingId: row.id })
					})
				] })]
			})
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
		label: `${tab[0]?.toUpperCase()}${tab.slice(1)} appointments`,
		columns,
		data,
		isLoading: query.isPending,
		error: query.error,
		emptyText: tab === "pending" ? NO_PENDING_APPOINTMENTS : tab === "completed" ? NO_PAST_BOOKINGS : "No cancelled bookings",
		page: pager.page,
		onPageChange: (next) => pager.goToPage(next, data),
		rowKey: (row) => row.id
	});
}
function AdminDashboard() {
	const overview = trpc.admin.overview.useQuery();
	const connectNotice = useNotice();
	const bookingNotice = useNotice();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		py: {
			base: "lg",
			sm: 48
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					align: "flex-end",
					gap: "sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 2,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
							order: 1,
							fz: {
								base: 26,
								sm: 34
							},
							children: "Administrator dashboard"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							c: "dimmed",
							children: overview.data ? [
								`${count(overview.data.pendingBookings, "booking", "bookings")} waiting for a professional`,
								`${count(overview.data.pendingApplicants, "applicant", "applicants")} to review`,
								`${count(overview.data.prosWithoutPayouts, "professional", "professionals")} without StripeConnect`
							].join(" · ") : "Bookings, professionals and applicants."
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: paths.operations,
						variant: "light",
						children: "Operations"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DashboardSection, {
					title: "StripeConnect Status",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
						notice: connectNotice.notice,
						onClose: connectNotice.clear
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardTabs, {
						label: "StripeConnect Status",
						tabs: [{
							value: "pending",
							label: "Pending StripeConnect",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProsTab, {
								linked: false,
								onNotice: connectNotice
							})
						}, {
							value: "linked",
							label: "Linked StripeConnect",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProsTab, {
								linked: true,
								onNotice: connectNotice
							})
						}]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Pro Applicants",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardTabs, {
						label: "Pro Applicants",
						tabs: [{
							value: "pending",
							label: "Pending Applicants",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApplicantsTab, { status: "pending" })
						}, {
							value: "accepted",
							label: "Accepted Applicants",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApplicantsTab, { status: "accepted" })
						}]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DashboardSection, {
					title: "Customer Booking History [ADMIN VIEW]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
						notice: bookingNotice.notice,
						onClose: bookingNotice.clear
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardTabs, {
						label: "Customer Booking History",
						tabs: [
							{
								value: "pending",
								label: "Pending Appointments",
								panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingsTab, {
									tab: "pending",
									onNotice: bookingNotice
								})
							},
							{
								value: "completed",
								label: "Completed Appointments",
								panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingsTab, {
									tab: "completed",
									onNotice: bookingNotice
								})
							},
							{
								value: "cancelled",
								label: "Cancelled",
								panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingsTab, {
									tab: "cancelled",
									onNotice: bookingNotice
								})
							}
						]
					})]
				})
			]
		})
	});
}
// src/features/favourites/FavouritePros.tsx
var stateName = (code) => US_STATES.find((state) => state.code === code)?.name ?? code;
function FavouritePros() {
	const query = trpc.account.favourites.useQuery();
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "dimmed",
		children: "Loading your favourites…"
	});
	if (query.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "red.8",
		children: query.error.message
	});
	if (query.data.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		c: "dimmed",
		children: "No favourites yet. Tap the heart on a professional's profile or on a past booking to keep them here."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			xs: 2,
			md: 3
		},
		spacing: "md",
		children: query.data.map((pro) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
			withBorder: true,
			radius: "md",
			padding: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				wrap: "nowrap",
				align: "flex-start",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "sm",
					wrap: "nowrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
						src: pro.avatarUrl,
						alt: "",
						name: pro.name,
						color: "initials"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 0,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: `${paths.profile}?id=${pro.userId}`,
							fw: 600,
							c: "plum.9",
							children: pro.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							c: "dimmed",
							children: stateName(pro.state)
						})]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavouriteButton, {
					proUserId: pro.userId,
					proName: pro.name,
					favourite: true,
					onChanged: () => void 0
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				component: Link,
				to: `${paths.bookNow}?${new URLSearchParams({ ["pro"]: pro.userId })}`,
				variant: "light",
				mt: "md",
				fullWidth: true,
				"aria-label": `Book ${pro.name}`,
				children: "Book"
			})]
		}, pro.userId))
	});
}
// src/features/favourites/useBookAgain.ts
function useBookAgain() {
	const utils = trpc.useUtils();
	const navigate = useNavigate();
	const [pendingId, setPendingId] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	const bookAgain = async (bookingId) => {
		setPendingId(bookingId);
		setError(null);
		try {
			const again = await utils.account.bookAgain.fetch({ bookingId });
			const { address1, address2, zip } = again.address;
			bookingDraft.save({
				form: {
					schedule: again.schedule,
					answers: again.answers
				},
				address: {
					address1,
					address2,
					zip
				},
				origin: null,
				requestedProId: again.requestedProId
			});
			const query = again.requestedProId ? `?${new URLSearchParams({ ["pro"]: again.requestedProId })}` : "";
			navigate(`${paths.bookNow}/${again.serviceType}${query}`);
		} catch (cause) {
			setError(describeError(cause).message);
		} finally {
			setPendingId(null);
		}
	};
	return {
		bookAgain,
		pendingId,
		error
	};
}
// src/features/dashboard/DashboardHeader.tsx
/** The welcome block: the avatar (a link to the person's profile) and a greeting. */
function DashboardHeader({ name, avatarUrl, profileHref, subtitle, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "lg",
		wrap: "nowrap",
		align: "center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
			component: Link,
			to: profileHref,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
				src: avatarUrl,
				alt: "",
				name,
				color: "initials",
				size: 72,
				radius: 72,
				"aria-hidden": "true"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Your profile" })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: 2,
			style: { minWidth: 0 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
					order: 1,
					fz: {
						base: 26,
						sm: 34
					},
					children: ["Welcome, ", name]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					children: subtitle
				}),
				children
			]
		})]
	});
}
// src/features/dashboard/CustomerDashboard.tsx
var detailsLink = (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsIconLink, {
	to: `${paths.bookingDetails}?id=${row.id}`,
	what: `${row.serviceName} booking`
});
var serviceColumn = {
	key: "service",
	header: "Service",
	cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		fw: 600,
		children: row.serviceName
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NarrowOnly, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
			status: row.status,
			label: row.statusLabel
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			mt: 4,
			children: totalWithPayment(row.totalCents, row.paymentState)
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfRowTimeline, {
			dayOf: row.dayOf,
			timeZone: row.timeZone
		})
	] })] })
};
var whenColumn = {
	key: "when",
	header: "Date/Time",
	cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppointmentDateTime, { booking: row })
};
var locationColumn = {
	key: "location",
	header: "Location",
	wide: true,
	cell: (row) => `${row.aptCity}, ${row.aptState}`
};
var statusColumn = {
	key: "status",
	header: "Status",
	wide: true,
	cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
			status: row.status,
			label: row.statusLabel
		}),
		row.rescheduleRequestedAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "xs",
			c: "dimmed",
			mt: 4,
			children: "New time awaiting your professional"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayOfRowTimeline, {
			dayOf: row.dayOf,
			timeZone: row.timeZone
		})
	] })
};
var proColumn = {
	key: "pro",
	header: "Professional",
	wide: true,
	cell: (row) => row.assignedPro ? `${row.assignedPro.firstName} ${row.assignedPro.lastName}` : "Not yet assigned"
};
function BookingTab({ tab }) {
	const pager = useKeysetPager();
	const query = trpc.account.bookings.useQuery({
		tab,
		...pager.input
	}, { placeholderData: (previous) => previous });
	const data = pager.shown(query.data);
	const utils = trpc.useUtils();
	const { notice, success, failure, clear } = useNotice();
	const again = useBookAgain();
	const reschedule = trpc.account.rescheduleBooking.useMutation({ onSuccess: (result) => {
		success(result.message);
		utils.account.bookings.invalidate();
	} });
	const addToCalendar = async (bookingId) => {
		try {
			downloadCalendarFile(await utils.account.calendarInvite.fetch({ bookingId }));
		} catch (error) {
			failure(error);
		}
	};
	const cancel = trpc.account.cancelBooking.useMutation({
		onSuccess: (result) => {
			success(result.message);
			utils.account.bookings.invalidate();
		},
		onError: failure
	});
	const columns = tab === "current" ? [
		serviceColumn,
		whenColumn,
		locationColumn,
		proColumn,
		{
			key: "total",
			header: "Total",
			wide: true,
			cell: (row) => totalWithPayment(row.totalCents, row.paymentState)
		},
		statusColumn,
		{
			key: "actions",
			header: "Actions",
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: 4,
				maw: {
					base: 64,
					sm: "none"
				},
				children: [
					detailsLink(row),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
						label: "Add to calendar",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
							variant: "subtle",
							"aria-label": `Add ${row.serviceName} booking to calendar`,
							onClick: () => void addToCalendar(row.id),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarAddIcon, {})
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RescheduleBookingButton, {
						booking: row,
						pending: reschedule.isPending && reschedule.variables?.bookingId === row.id,
						onConfirm: (to) => reschedule.mutateAsync({
							bookingId: row.id,
							seenAppointmentAt: row.appointmentAt,
							...to
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CancelBookingButton, {
						serviceName: row.serviceName,
						pending: cancel.isPending && cancel.variables?.bookingId === row.id,
						onConfirm: () => cancel.mutate({ bookingId: row.id })
					})
				]
			})
		}
	] : [
		{
			...serviceColumn,
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [serviceColumn.cell(row), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NarrowOnly, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: formatAppointment(row).date
			}) })] })
		},
		{
			...whenColumn,
			wide: true
		},
		locationColumn,
		statusColumn,
		{
			key: "photo",
			header: "Photo",
			cell: (row) => row.customerPhotoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				href: row.customerPhotoUrl,
				target: "_blank",
				rel: "noreferrer",
				"aria-label": "Open photo",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: row.customerPhotoUrl,
					alt: `Your ${row.serviceName}`,
					w: 56,
					h: 56,
					radius: "md",
					fit: "cover",
					bg: "plum.0",
					style: { border: "1px solid var(--mantine-color-plum-1)" }
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: PHOTO_UNAVAILABLE
			})
		},
		{
			key: "details",
			header: "Actions",
			headerHidden: true,
			cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: 4,
				wrap: "nowrap",
				children: [
					detailsLink(row),
					row.status === "COMPLETED" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: `${paths.bookingDetails}?id=${row.id}#review`,
						variant: "light",
						size: "compact-sm",
						"aria-label": `Rate your ${row.serviceName}`,
						children: "Rate"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "subtle",
						size: "compact-sm",
						loading: again.pendingId === row.id,
						onClick: () => void again.bookAgain(row.id),
						"aria-label": `Book again: ${row.serviceName}`,
						children: "Book again"
					})
				]
			})
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
			notice,
			onClose: clear
		}),
		again.error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "red.8",
			role: "alert",
			children: again.error
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
			label: tab === "current" ? "Current appointments" : "Past appointments",
			columns,
			data,
			isLoading: query.isPending,
			error: query.error,
			emptyText: tab === "current" ? NO_PENDING_APPOINTMENTS : NO_PAST_BOOKINGS,
			page: pager.page,
			onPageChange: (next) => pager.goToPage(next, data),
			rowKey: (row) => row.id
		})
	] });
}
function CustomerDashboard({ user }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		py: {
			base: "lg",
			sm: 48
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardHeader, {
					name: `${user.firstName} ${user.lastName}`,
					avatarUrl: user.avatarUrl,
					profileHref: `${paths.profileEdit}?id=${user.id}`,
					subtitle: "Your appointments at a glance."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Your appointments",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardTabs, {
						label: "Your appointments",
						tabs: [{
							value: "current",
							label: "Current Appointments",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingTab, { tab: "current" })
						}, {
							value: "past",
							label: "Past Appointments",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingTab, { tab: "past" })
						}]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Your favourite professionals",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FavouritePros, {})
				})
			]
		})
	});
}
// src/features/dashboard/ConnectStatus.tsx
function ConnectStatus({ stripeConnectId }) {
	const utils = trpc.useUtils();
	const [searchParams, setSearchParams] = useSearchParams();
	const returnedId = searchParams.get("accID");
	const save = trpc.pro.saveConnectAccount.useMutation({ onSettled: () => {
		utils.pro.me.invalidate();
		setSearchParams((params) => {
			params.delete("accID");
			return params;
		}, { replace: true });
	} });
	const start = trpc.pro.startConnectOnboarding.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
	const saved = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!returnedId || saved.current) return;
		saved.current = true;
		save.mutate({ accountId: returnedId });
	}, [returnedId, save]);
	if (stripeConnectId) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			color: "teal",
			variant: "light",
			radius: "sm",
			children: "StripeConnect linked"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Code, { children: stripeConnectId })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		align: "flex-start",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: "Set up StripeConnect so we can pay you for completed appointments."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: () => start.mutate(),
				loading: start.isPending || save.isPending,
				children: "Set up payouts with StripeConnect"
			}),
			(start.error || save.error) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				variant: "light",
				role: "alert",
				children: errorMessage(start.error ?? save.error)
			})
		]
	});
}
// src/features/dashboard/ProTips.tsx
function ProTips() {
	const tips = trpc.pro.tips.useQuery();
	if (!tips.data) return null;
	const { count, totalCents, latest } = tips.data;
	if (count === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		size: "sm",
		c: "dimmed",
		children: "No tips yet. Customers can tip you from a completed booking; all of it is yours."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				span: true,
				fw: 700,
				fz: "xl",
				children: formatUsd(totalCents)
			}),
			" ",
			"from ",
			count,
			" ",
			count === 1 ? "tip" : "tips",
			", all of it yours."
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			gap: "xs",
			component: "ul",
			style: {
				listStyle: "none",
				padding: 0,
				margin: 0
			},
			children: latest.map((tip) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				component: "li",
				justify: "space-between",
				wrap: "nowrap",
				gap: "sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
					component: Link,
					to: `${paths.bookingDetails}?id=${tip.bookingId}`,
					size: "sm",
					fw: 600,
					children: [
						tip.serviceName,
						" · ",
						tip.customerFirstName
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "xs",
					c: "dimmed",
					children: [formatCalendarDate(tip.localDate), tip.sentToPro ? " · sent to StripeConnect" : " · sent once StripeConnect is linked"]
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 700,
					children: formatUsd(tip.amountCents)
				})]
			}, tip.bookingId))
		})]
	});
}
// src/features/dashboard/TrainingVideos.tsx
/** File names under /videos and titles; keep in step with scripts/make-training-videos.sh. */
var TRAINING_VIDEOS = [
	{
		slug: "welcome",
		title: "Welcome to Primp"
	},
	{
		slug: "first-booking",
		title: "Your first booking, step by step"
	},
	{
		slug: "photos",
		title: "Taking great photos of your work"
	},
	{
		slug: "payouts",
		title: "Getting paid with StripeConnect"
	}
];
function TrainingVideo({ slug, title }) {
	const [playing, setPlaying] = (0, import_react.useState)(false);
	const poster = `/videos/${slug}.jpg`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
		component: "figure",
		m: 0,
		padding: 0,
		radius: "md",
		withBorder: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AspectRatio, {
			ratio: 16 / 9,
			children: playing ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("video", {
				controls: true,
				autoPlay: true,
				poster,
				"aria-label": title,
				style: {
					display: "block",
					width: "100%"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("source", {
					src: `/videos/${slug}.webm`,
					type: "video/webm"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("source", {
					src: `/videos/${slug}.mp4`,
					type: "video/mp4"
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
				onClick: () => setPlaying(true),
				"aria-label": `Play video: ${title}`,
				pos: "relative",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: poster,
					alt: "",
					loading: "lazy",
					h: "100%"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					pos: "absolute",
					right: 12,
					bottom: 12,
					c: "white",
					bg: "rgba(0,0,0,0.35)",
					w: 52,
					h: 52,
					style: {
						borderRadius: 52,
						display: "flex",
						alignItems: "center",
						justifyContent: "center"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayIcon, { size: 24 })
				})]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			component: "figcaption",
			gap: 0,
			p: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				fw: 600,
				size: "sm",
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: "Preview · the full lesson is coming soon"
			})]
		})]
	});
}
function TrainingVideos() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			xs: 2,
			md: 4
		},
		spacing: "md",
		children: TRAINING_VIDEOS.map((video) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrainingVideo, { ...video }, video.slug))
	});
}
// src/features/dashboard/ProDashboard.tsx
function ConfirmedTab() {
	const pager = useKeysetPager();
	const query = trpc.pro.confirmedBookings.useQuery(pager.input, { placeholderData: (previous) => previous });
	const data = pager.shown(query.data);
	const utils = trpc.useUtils();
	const { notice, success, failure, clear } = useNotice();
	const release = trpc.pro.releaseBooking.useMutation({
		onSuccess: (result) => {
			success(result.message);
			utils.pro.invalidate();
		},
		onError: failure
	});
	const markDone = trpc.pro.markDone.useMutation({
		onSuccess: (result) => {
			success(result.message);
			utils.pro.invalidate();
		},
		onError: failure
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		notice,
		onClose: clear
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
		label: "Confirmed appointments",
		columns: [
			{
				key: "service",
				header: "Service",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: row.serviceName
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NarrowOnly, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: [
							row.firstName,
							" ",
							row.lastName
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						href: `tel:${row.phone}`,
						size: "sm",
						display: "block",
						children: row.phone
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
						status: row.status,
						label: row.statusLabel
					})
				] })] })
			},
			{
				key: "customer",
				header: "Customer Detail",
				wide: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						fw: 500,
						children: [
							row.firstName,
							" ",
							row.lastName
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						href: `tel:${row.phone}`,
						size: "sm",
						children: row.phone
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						style: { overflowWrap: "anywhere" },
						children: row.email
					})
				] })
			},
			{
				key: "location",
				header: "Location",
				wide: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						row.aptAddress1,
						row.aptAddress2 ? `, ${row.aptAddress2}` : "",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						row.aptCity,
						", ",
						row.aptState,
						" ",
						row.aptZip
					]
				})
			},
			{
				key: "when",
				header: "Date/Time",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppointmentDateTime, { booking: row })
			},
			{
				key: "status",
				header: "Service Status",
				wide: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBadge, {
						status: row.status,
						label: row.statusLabel
					}),
					row.rescheduleRequestedAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: `${paths.bookingConfirmation}?id=${row.id}`,
						size: "xs",
						display: "block",
						mt: 4,
						children: "New time to confirm"
					}),
					(row.dayOf.nextSteps.includes("ON_MY_WAY") || row.dayOf.nextSteps.includes("ARRIVED")) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: `${paths.bookingConfirmation}?id=${row.id}`,
						size: "xs",
						display: "block",
						mt: 4,
						children: row.dayOf.nextSteps.includes("ARRIVED") ? "Tell the customer you've arrived" : "Tell the customer you're on your way"
					}),
					row.status === "ACCEPTED" && row.doneAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "xs",
						c: "dimmed",
						mt: 4,
						children: "Done, payout to follow"
					})
				] })
			},
			{
				key: "payout",
				header: "Payout",
				wide: true,
				cell: (row) => formatUsd(row.payoutCents)
			},
			{
				key: "photo",
				header: "Customer Photo",
				wide: true,
				cell: (row) => row.customerPhotoUrl ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Image, {
					src: row.customerPhotoUrl,
					alt: `${row.serviceName} result`,
					w: 56,
					h: 56,
					radius: "md",
					fit: "cover"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "None yet"
				})
			},
			{
				key: "actions",
				header: "Actions",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: 4,
					wrap: "nowrap",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
							label: row.customerPhotoUrl ? "Replace photo" : "Upload photo",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
								component: Link,
								to: `${paths.upload}?id=${row.id}`,
								variant: "subtle",
								"aria-label": `Upload a photo for ${row.serviceName}`,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CameraIcon, {})
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailsIconLink, {
							to: `${paths.bookingDetails}?id=${row.id}`,
							what: `${row.serviceName} booking`
						}),
						row.dayOf.nextSteps.includes("DONE") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
							label: "Mark as done",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
								variant: "subtle",
								color: "teal",
								"aria-label": `Mark ${row.serviceName} booking done`,
								loading: markDone.isPending && markDone.variables?.bookingId === row.id,
								onClick: () => markDone.mutate({ bookingId: row.id }),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, {})
							})
						}),
						row.status === "ACCEPTED" && !row.doneAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tooltip, {
							label: "Release: I can no longer do this booking",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
								variant: "subtle",
								color: "red",
								"aria-label": `Release ${row.serviceName} booking`,
								loading: release.isPending && release.variables?.bookingId === row.id,
								onClick: () => {
									if (window.confirm("Release this booking? Another professional will be able to accept it.")) release.mutate({ bookingId: row.id });
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UndoIcon, {})
							})
						})
					]
				})
			}
		],
		data,
		isLoading: query.isPending,
		error: query.error,
		emptyText: NO_CONFIRMED_APPOINTMENTS,
		page: pager.page,
		onPageChange: (next) => pager.goToPage(next, data),
		rowKey: (row) => row.id
	})] });
}
function PendingTab() {
	const pager = useKeysetPager();
	const query = trpc.pro.pendingBookings.useQuery(pager.input, { placeholderData: (previous) => previous });
	const data = pager.shown(query.data);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedTable, {
		label: "Pending appointments",
		columns: [
			{
				key: "service",
				header: "Service",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: row.serviceName
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NarrowOnly, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					c: "dimmed",
					children: [
						row.aptCity,
						", ",
						row.aptState
					]
				}) })] })
			},
			{
				key: "location",
				header: "Location",
				wide: true,
				cell: (row) => `${row.aptCity}, ${row.aptState}`
			},
			{
				key: "when",
				header: "Date/Time",
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppointmentDateTime, { booking: row })
			},
			{
				key: "posted",
				header: "Posted",
				wide: true,
				cell: (row) => formatInstant(row.createdAt)
			},
			{
				key: "payout",
				header: "Payout",
				wide: true,
				cell: (row) => formatUsd(row.payoutCents)
			},
			{
				key: "view",
				header: "Actions",
				headerHidden: true,
				cell: (row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: `${paths.bookingConfirmation}?id=${row.id}`,
					fw: 600,
					size: "sm",
					children: "View Details"
				})
			}
		],
		data,
		isLoading: query.isPending,
		error: query.error,
		emptyText: NO_PENDING_APPOINTMENTS,
		page: pager.page,
		onPageChange: (next) => pager.goToPage(next, data),
		rowKey: (row) => row.id
	});
}
function ProDashboard({ user }) {
	const me = trpc.pro.me.useQuery();
	useLiveOffers();
	if (me.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {});
	if (me.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		py: "xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			role: "alert",
			children: errorMessage(me.error)
		})
	});
	const profile = me.data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
		py: {
			base: "lg",
			sm: 48
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardHeader, {
					name: `${profile.user.firstName} ${profile.user.lastName}`,
					avatarUrl: profile.user.avatarUrl,
					profileHref: `${paths.profile}?id=${user.id}`,
					subtitle: `Primp professional · ${profile.state}`
				}),
				profile.user.mustChangePassword && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					color: "plum",
					variant: "light",
					title: "Please change your password",
					children: [
						"You are still using the first password of your account.",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: `${paths.profileEdit}?id=${user.id}`,
							fw: 600,
							inherit: true,
							children: "Change it on your profile"
						}),
						"."
					]
				}),
				!profile.availabilitySet && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					color: "plum",
					variant: "light",
					title: "Set your availability",
					children: [
						"Tell us when and where you work, so that customers are offered the times you can come.",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: paths.availability,
							fw: 600,
							inherit: true,
							children: "Set your hours and area"
						}),
						"."
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Availability",
					description: "Your weekly hours, time off, area and services decide the times customers can book you.",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: paths.availability,
						variant: "light",
						children: "Edit your availability"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Payouts",
					description: "Completed appointments are paid out to your StripeConnect account.",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConnectStatus, { stripeConnectId: profile.stripeConnectId })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Tips",
					description: "Customers tip from a completed booking. Every tip is paid to you in full.",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProTips, {})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Appointments",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardTabs, {
						label: "Appointments",
						tabs: [{
							value: "confirmed",
							label: "Confirmed Appointment",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmedTab, {})
						}, {
							value: "pending",
							label: "Pending Appointment",
							panel: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PendingTab, {})
						}]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardSection, {
					title: "Training",
					description: "Four short videos on working with Primp.",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrainingVideos, {})
				})
			]
		})
	});
}
// src/pages/DashboardPage.tsx
function DashboardPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Dashboard" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DashboardForRole, {})] });
}
function DashboardForRole() {
	const { user, isLoading } = useSession();
	if (isLoading || !user) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {});
	if (user.role === "ADMIN") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminDashboard, {});
	if (user.role === "PRO") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProDashboard, { user });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CustomerDashboard, { user });
}
export { DashboardPage };
