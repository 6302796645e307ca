import { X as require_jsx_runtime, h as extractStyleProps, l as polymorphicFactory, y as useProps } from "./product-CALG69RJ.js";
import { t as Input } from "./Input-BwZ3x0Ky.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Input/use-input-props.mjs
function useInputProps(component, defaultProps, _props) {
	const props = useProps([
		"Input",
		"InputWrapper",
		component
	], defaultProps, _props);
	const { label, description, error, success, required, classNames, styles, className, unstyled, __staticSelector, __stylesApiProps, errorProps, successProps, labelProps, descriptionProps, wrapperProps: _wrapperProps, id, size, style, inputContainer, inputWrapperOrder, withAsterisk, variant, vars, mod, attributes, ...others } = props;
	const { styleProps, rest } = extractStyleProps(others);
	const wrapperProps = {
		label,
		description,
		error,
		success,
		required,
		classNames,
		className,
		__staticSelector,
		__stylesApiProps: __stylesApiProps || props,
		errorProps,
		successProps,
		labelProps,
		descriptionProps,
		unstyled,
		styles,
		size,
		style,
		inputContainer,
		inputWrapperOrder,
		withAsterisk,
		variant,
		id,
		mod,
		attributes,
		..._wrapperProps
	};
	return {
		...rest,
		classNames,
		styles,
		unstyled,
		wrapperProps: {
			...wrapperProps,
			...styleProps
		},
		inputProps: {
			required,
			classNames,
			styles,
			unstyled,
			size,
			__staticSelector,
			__stylesApiProps: __stylesApiProps || props,
			error,
			success,
			variant,
			id,
			attributes
		}
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/InputBase/InputBase.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = {
	__staticSelector: "InputBase",
	withAria: true,
	size: "sm"
};
var InputBase = polymorphicFactory((props) => {
	const { inputProps, wrapperProps, ...others } = useInputProps("InputBase", defaultProps, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Wrapper, {
		...wrapperProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			...inputProps,
			...others
		})
	});
});
InputBase.classes = {
	...Input.classes,
	...Input.Wrapper.classes
};
InputBase.displayName = "@mantine/core/InputBase";
export { InputBase as t };
