import { R as createVarsResolver, W as getSpacing, X as require_jsx_runtime, c as Box, q as rem, u as factory, v as useStyles, y as useProps } from "./product-CALG69RJ.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Stack/Stack.module.mjs
var Stack_module_default = { "root": "m_6d731127" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Stack/Stack.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$1 = {
	gap: "md",
	align: "stretch",
	justify: "flex-start"
};
var varsResolver$1 = createVarsResolver((_, { gap, align, justify }) => ({ root: {
	"--stack-gap": getSpacing(gap),
	"--stack-align": align,
	"--stack-justify": justify
} }));
var Stack = factory((_props) => {
	const props = useProps("Stack", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, align, justify, gap, variant, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Stack",
		props,
		classes: Stack_module_default,
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
		...getStyles("root"),
		variant,
		...others
	});
});
Stack.classes = Stack_module_default;
Stack.varsResolver = varsResolver$1;
Stack.displayName = "@mantine/core/Stack";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Title/get-title-size.mjs
var headings = [
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6"
];
var sizes = [
	"xs",
	"sm",
	"md",
	"lg",
	"xl"
];
function getTitleSize(order, size) {
	const titleSize = size !== void 0 ? size : `h${order}`;
	if (headings.includes(titleSize)) return {
		fontSize: `var(--mantine-${titleSize}-font-size)`,
		fontWeight: `var(--mantine-${titleSize}-font-weight)`,
		lineHeight: `var(--mantine-${titleSize}-line-height)`
	};
	else if (sizes.includes(titleSize)) return {
		fontSize: `var(--mantine-font-size-${titleSize})`,
		fontWeight: `var(--mantine-h${order}-font-weight)`,
		lineHeight: `var(--mantine-h${order}-line-height)`
	};
	return {
		fontSize: rem(titleSize),
		fontWeight: `var(--mantine-h${order}-font-weight)`,
		lineHeight: `var(--mantine-h${order}-line-height)`
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Title/Title.module.mjs
var Title_module_default = { "root": "m_8a5d1357" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Title/Title.mjs
var defaultProps = { order: 1 };
var varsResolver = createVarsResolver((_, { order, size, lineClamp, textWrap }) => {
	const sizeVariables = getTitleSize(order || 1, size);
	return { root: {
		"--title-fw": sizeVariables.fontWeight,
		"--title-lh": sizeVariables.lineHeight,
		"--title-fz": sizeVariables.fontSize,
		"--title-line-clamp": typeof lineClamp === "number" ? lineClamp.toString() : void 0,
		"--title-text-wrap": textWrap
	} };
});
var Title = factory((_props) => {
	const props = useProps("Title", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, order, vars, size, variant, lineClamp, textWrap, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Title",
		props,
		classes: Title_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	if (![
		1,
		2,
		3,
		4,
		5,
		6
	].includes(order)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		component: `h${order}`,
		variant,
		mod: [{
			order,
			lineClamp: typeof lineClamp === "number"
		}, mod],
		size,
		...others
	});
});
Title.classes = Title_module_default;
Title.varsResolver = varsResolver;
Title.displayName = "@mantine/core/Title";
// ../../packages/core/src/messages.ts
var PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
var EMAIL_NOT_VALID = "Your email is not valid, please try again or create a account";
var LOGGED_IN = "You have been logged in";
/**
* Not the spec's sentence ("A confirmation email has been sent to…"): the same words answer an
* address that already has an account, whose owner is e-mailed a notice instead, so they must
* be true of both.
*/
var signupSuccess = (email) => `Thank you for registering! Please check your inbox: we have sent an email to ${email}.`;
var BOOKING_NOT_ACCEPTED_YET = "This booking hasn't been accepted yet";
var NO_PROFILE_ACCESS = "You do not have access this profile";
var BOOKING_ACCEPTED = "This booking has been accepted";
var NO_PENDING_APPOINTMENTS = "No Pending Appointments";
var NO_PAST_BOOKINGS = "No Past Bookings";
var PHOTO_UNAVAILABLE = "Unavailable";
var LOADING = "Loading...";
var PAST_DATE_MESSAGE = "Please select a date that is not in the past";
var CHILD_SUPERVISION_ALERT = "We do not perform services for youth under the age of 18 without a parent or adult being on-site";
/** The booking hours as the spec writes them wherever a customer picks a time. */
var BOOKING_HOURS_WORDS = "between 9AM and 8PM";
var OUT_OF_HOURS_MESSAGE = `Please select a time ${BOOKING_HOURS_WORDS}`;
var PAST_TIME_MESSAGE = "Please select a time that is not in the past";
var NO_CONFIRMED_APPOINTMENTS = "No Confirmed Appointments";
var HERO_HEADLINE = "Beauty. On Your Time.";
var HOW_IT_WORKS_TITLE = "How it Works";
var BLOG_CAROUSEL_TITLE = "Beauty Re:Fresh";
export { Stack as S, PAST_DATE_MESSAGE as _, CHILD_SUPERVISION_ALERT as a, signupSuccess as b, HOW_IT_WORKS_TITLE as c, NO_CONFIRMED_APPOINTMENTS as d, NO_PAST_BOOKINGS as f, PASSWORDS_DO_NOT_MATCH as g, OUT_OF_HOURS_MESSAGE as h, BOOKING_NOT_ACCEPTED_YET as i, LOADING as l, NO_PROFILE_ACCESS as m, BOOKING_ACCEPTED as n, EMAIL_NOT_VALID as o, NO_PENDING_APPOINTMENTS as p, BOOKING_HOURS_WORDS as r, HERO_HEADLINE as s, BLOG_CAROUSEL_TITLE as t, LOGGED_IN as u, PAST_TIME_MESSAGE as v, Title as x, PHOTO_UNAVAILABLE as y };
