import { n as CloseButton, t as Alert } from "./Alert-9th_45Ug.js";
import { Ct as SimpleGrid, Dt as Divider, Gt as Group, Jt as Paper, Tt as NativeSelect, b as useSession, d as FormMessage, f as PageMeta, n as useBookingCatalogue, xt as TextInput } from "../entry-server.js";
import { i as useIdParam, n as PageFrame, r as QueryState } from "./PageFrame-D7xLcJva.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { R as createVarsResolver, U as getSize, V as getRadius, X as require_jsx_runtime, Z as require_react, c as Box, d as genericFactory, h as extractStyleProps, s as Text, tt as __toESM, u as factory, v as useStyles, y as useProps } from "./product-CALG69RJ.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-CITcc5PZ.js";
import { t as InputBase } from "./InputBase-cmiGYEQc.js";
import { r as getParsedComboboxData } from "./ComboboxChevron-B26G0bB7.js";
import { a as isOptionsGroup, c as getOptionsLockup, i as OptionsDropdown, n as isExternalInputChange, o as Combobox, r as getComboboxLabelId, s as useCombobox, t as getOptionByLabel } from "./get-option-by-label-BiK6uP-K.js";
import { n as InputWrapperContext } from "./Input-BwZ3x0Ky.js";
import { r as useMergedRef } from "./use-merged-ref-CCpXzbJc.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
import { t as NumberInput } from "./NumberInput-C8JC5vxM.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as Switch } from "./Switch-CCCzzyhn.js";
import { a as availabilitySettingsSchema, n as WEEKDAYS, o as weeklyHoursProblem, r as WEEKDAY_LABELS, t as AVAILABILITY_LIMITS } from "./availability-BUdisaOR.js";
import { o as formatTime12h, u as zoneTimeName } from "./format-DKKLJChm.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { t as ActionIcon } from "./ActionIcon-CbFC3Bb2.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/use-pills-reorder/move-pill.mjs
function movePill(value, from, to, position) {
	if (from === to) return value;
	if (position === "before" && to === from + 1) return value;
	if (position === "after" && to === from - 1) return value;
	const result = value.slice();
	const [item] = result.splice(from, 1);
	let targetIndex = from < to ? to - 1 : to;
	if (position === "after") targetIndex += 1;
	result.splice(targetIndex, 0, item);
	return result;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Combobox/use-pills-reorder/use-pills-reorder.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var findSearchInput = (container) => {
	const lastChild = container.lastElementChild;
	if (!lastChild) return null;
	if (lastChild instanceof HTMLInputElement) return lastChild;
	return lastChild.querySelector("input");
};
var valuesMatch = (a, b) => {
	if (a === b) return true;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
	return true;
};
function usePillsReorder({ value, onChange, enabled }) {
	const dragStateRef = (0, import_react.useRef)({
		draggedIndex: null,
		currentDropTarget: null
	});
	const pendingFocusRef = (0, import_react.useRef)(null);
	const containerRef = (0, import_react.useRef)(null);
	const valueRef = (0, import_react.useRef)(value);
	valueRef.current = value;
	(0, import_react.useEffect)(() => {
		const pending = pendingFocusRef.current;
		if (!pending) return;
		pendingFocusRef.current = null;
		if (!valuesMatch(valueRef.current, pending.expectedValue)) return;
		pending.container?.querySelector(`[data-mantine-pill-index="${pending.index}"]`)?.focus();
	});
	const setContainer = (0, import_react.useCallback)((node) => {
		containerRef.current = node;
	}, []);
	const getListProps = () => {
		if (!enabled) return {};
		return { ref: setContainer };
	};
	const handleInputKeyDown = (event) => {
		if (!enabled || event.key !== "ArrowLeft") return;
		const input = event.currentTarget;
		if (!(input.value.length === 0 || input.selectionStart === 0 && input.selectionEnd === 0)) return;
		const container = containerRef.current;
		if (!container) return;
		const pills = container.querySelectorAll("[data-mantine-pill-index]");
		if (pills.length === 0) return;
		event.preventDefault();
		pills[pills.length - 1].focus();
	};
	const getPillProps = (index) => {
		if (!enabled) return;
		return {
			draggable: true,
			tabIndex: -1,
			"data-mantine-pill-index": index,
			"aria-keyshortcuts": "Alt+ArrowLeft Alt+ArrowRight",
			onMouseDown: (event) => {
				if (event.button === 0) event.stopPropagation();
			},
			onDragStart: (event) => {
				event.stopPropagation();
				event.dataTransfer.effectAllowed = "move";
				event.dataTransfer.setData("text/plain", String(index));
				dragStateRef.current.draggedIndex = index;
				const target = event.currentTarget;
				const rect = target.getBoundingClientRect();
				const ghost = target.cloneNode(true);
				ghost.removeAttribute("data-dragging");
				ghost.removeAttribute("data-drag-over");
				ghost.style.position = "fixed";
				ghost.style.top = "-9999px";
				ghost.style.left = "-9999px";
				ghost.style.width = `${rect.width}px`;
				ghost.style.height = `${rect.height}px`;
				ghost.style.pointerEvents = "none";
				document.body.appendChild(ghost);
				event.dataTransfer.setDragImage(ghost, event.clientX - rect.left, event.clientY - rect.top);
				setTimeout(() => ghost.parentNode?.removeChild(ghost), 0);
				requestAnimationFrame(() => {
					target.setAttribute("data-dragging", "true");
				});
			},
			onDragOver: (event) => {
				const { draggedIndex } = dragStateRef.current;
				if (draggedIndex === null || draggedIndex === index) return;
				const target = event.currentTarget;
				const rect = target.getBoundingClientRect();
				const x = event.clientX - rect.left;
				const position = (getComputedStyle(target).direction === "rtl" ? x > rect.width / 2 : x < rect.width / 2) ? "before" : "after";
				event.preventDefault();
				event.stopPropagation();
				event.dataTransfer.dropEffect = "move";
				const prevTarget = dragStateRef.current.currentDropTarget;
				if (prevTarget && prevTarget !== target) prevTarget.removeAttribute("data-drag-over");
				target.setAttribute("data-drag-over", position);
				dragStateRef.current.currentDropTarget = target;
			},
			onDragLeave: (event) => {
				const target = event.currentTarget;
				const related = event.relatedTarget;
				if (related && target.contains(related)) return;
				target.removeAttribute("data-drag-over");
				if (dragStateRef.current.currentDropTarget === target) dragStateRef.current.currentDropTarget = null;
			},
			onDrop: (event) => {
				event.preventDefault();
				event.stopPropagation();
				const target = event.currentTarget;
				const position = target.getAttribute("data-drag-over");
				target.removeAttribute("data-drag-over");
				const { draggedIndex } = dragStateRef.current;
				if (draggedIndex !== null && position && draggedIndex !== index) {
					const nextValue = movePill(valueRef.current, draggedIndex, index, position);
					if (nextValue !== valueRef.current) onChange(nextValue);
				}
				dragStateRef.current.draggedIndex = null;
				dragStateRef.current.currentDropTarget = null;
			},
			onDragEnd: (event) => {
				event.currentTarget.removeAttribute("data-dragging");
				const prevTarget = dragStateRef.current.currentDropTarget;
				if (prevTarget) prevTarget.removeAttribute("data-drag-over");
				dragStateRef.current.draggedIndex = null;
				dragStateRef.current.currentDropTarget = null;
			},
			onKeyDown: (event) => {
				if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
				const target = event.currentTarget;
				const movingForward = getComputedStyle(target).direction === "rtl" ? event.key === "ArrowLeft" : event.key === "ArrowRight";
				const targetIndex = movingForward ? index + 1 : index - 1;
				if (event.altKey) {
					if (targetIndex < 0 || targetIndex >= valueRef.current.length) return;
					event.preventDefault();
					event.stopPropagation();
					const position = movingForward ? "after" : "before";
					const nextValue = movePill(valueRef.current, index, targetIndex, position);
					if (nextValue === valueRef.current) return;
					pendingFocusRef.current = {
						container: target.parentElement,
						index: targetIndex,
						expectedValue: nextValue
					};
					onChange(nextValue);
					return;
				}
				if (targetIndex < 0) return;
				const container = target.parentElement;
				if (!container) return;
				event.preventDefault();
				event.stopPropagation();
				if (targetIndex >= valueRef.current.length) {
					findSearchInput(container)?.focus();
					return;
				}
				container.querySelector(`[data-mantine-pill-index="${targetIndex}"]`)?.focus();
			}
		};
	};
	return {
		getPillProps,
		getListProps,
		handleInputKeyDown
	};
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/PillsInput/PillsInput.context.mjs
var PillsInputContext = (0, import_react.createContext)(null);
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Pill/Pill.module.mjs
var Pill_module_default = {
	"root": "m_7cda1cd6",
	"root--default": "m_44da308b",
	"root--contrast": "m_e3a01f8",
	"label": "m_1e0e6180",
	"remove": "m_ae386778",
	"group": "m_1dcfd90b"
};
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Pill/PillGroup/PillGroup.mjs
var import_jsx_runtime = require_jsx_runtime();
var PillGroupContext = (0, import_react.createContext)(null);
var varsResolver$1 = createVarsResolver((_, { gap }, { size }) => ({ group: { "--pg-gap": gap !== void 0 ? getSize(gap) : getSize(size, "pg-gap") } }));
var PillGroup = factory((_props) => {
	const props = useProps("PillGroup", null, _props);
	const { classNames, className, style, styles, unstyled, vars, size, disabled, attributes, ...others } = props;
	const _size = (0, import_react.use)(PillsInputContext)?.size || size || void 0;
	const getStyles = useStyles({
		name: "PillGroup",
		classes: Pill_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1,
		stylesCtx: { size: _size },
		rootSelector: "group"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillGroupContext, {
		value: {
			size: _size,
			disabled
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			size: _size,
			...getStyles("group"),
			...others
		})
	});
});
PillGroup.classes = Pill_module_default;
PillGroup.varsResolver = varsResolver$1;
PillGroup.displayName = "@mantine/core/PillGroup";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Pill/Pill.mjs
var defaultProps$3 = { variant: "default" };
var varsResolver = createVarsResolver((_, { radius }, { size }) => ({ root: {
	"--pill-fz": getSize(size, "pill-fz"),
	"--pill-height": getSize(size, "pill-height"),
	"--pill-radius": radius === void 0 ? void 0 : getRadius(radius)
} }));
var Pill = factory((_props) => {
	const props = useProps("Pill", defaultProps$3, _props);
	const { classNames, className, style, styles, unstyled, vars, variant, children, withRemoveButton, onRemove, removeButtonProps, radius, size, disabled, mod, attributes, ...others } = props;
	const ctx = (0, import_react.use)(PillGroupContext);
	const pillsInputCtx = (0, import_react.use)(PillsInputContext);
	const _size = size || ctx?.size || void 0;
	const _variant = pillsInputCtx?.variant === "filled" ? "contrast" : variant || "default";
	const getStyles = useStyles({
		name: "Pill",
		classes: Pill_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver,
		stylesCtx: { size: _size }
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		variant: _variant,
		size: _size,
		...getStyles("root", { variant: _variant }),
		mod: [{
			"with-remove": withRemoveButton && !disabled,
			disabled: disabled || ctx?.disabled
		}, mod],
		...others,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			...getStyles("label"),
			children
		}), withRemoveButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
			variant: "transparent",
			radius,
			tabIndex: -1,
			"aria-hidden": true,
			unstyled,
			...removeButtonProps,
			...getStyles("remove", {
				className: removeButtonProps?.className,
				style: removeButtonProps?.style
			}),
			onMouseDown: (event) => {
				event.preventDefault();
				event.stopPropagation();
				removeButtonProps?.onMouseDown?.(event);
			},
			onClick: (event) => {
				event.stopPropagation();
				onRemove?.();
				removeButtonProps?.onClick?.(event);
			}
		})]
	});
});
Pill.classes = Pill_module_default;
Pill.varsResolver = varsResolver;
Pill.displayName = "@mantine/core/Pill";
Pill.Group = PillGroup;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/PillsInput/PillsInput.module.mjs
var PillsInput_module_default = { "field": "m_45c4369d" };
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/PillsInput/PillsInputField/PillsInputField.mjs
var defaultProps$2 = { type: "visible" };
var PillsInputField = factory((_props) => {
	const props = useProps("PillsInputField", defaultProps$2, _props);
	const { classNames, className, style, styles, unstyled, vars, type, disabled, id, pointer, mod, attributes, ref, ...others } = props;
	const ctx = (0, import_react.use)(PillsInputContext);
	const inputWrapperCtx = (0, import_react.use)(InputWrapperContext);
	const getStyles = useStyles({
		name: "PillsInputField",
		classes: PillsInput_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "field"
	});
	const _disabled = disabled || ctx?.disabled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "input",
		ref: useMergedRef(ref, ctx?.fieldRef),
		"data-type": type,
		disabled: _disabled,
		mod: [{
			disabled: _disabled,
			pointer
		}, mod],
		...getStyles("field"),
		...others,
		id: inputWrapperCtx?.inputId || id,
		"aria-invalid": ctx?.hasError,
		"aria-describedby": inputWrapperCtx?.describedBy,
		type: "text",
		onMouseDown: (event) => !pointer && event.stopPropagation()
	});
});
PillsInputField.classes = PillsInput_module_default;
PillsInputField.displayName = "@mantine/core/PillsInputField";
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/PillsInput/PillsInput.mjs
var defaultProps$1 = { size: "sm" };
var PillsInput = factory((_props) => {
	const { children, onMouseDown, onClick, size, disabled, __staticSelector, error, variant, ...others } = useProps([
		"Input",
		"InputWrapper",
		"PillsInput"
	], defaultProps$1, _props);
	const fieldRef = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInputContext, {
		value: {
			fieldRef,
			size,
			disabled,
			hasError: !!error,
			variant
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
			size,
			error,
			variant,
			component: "div",
			"data-no-overflow": true,
			onMouseDown: (event) => {
				event.preventDefault();
				onMouseDown?.(event);
				fieldRef.current?.focus();
			},
			onClick: (event) => {
				event.preventDefault();
				if (!event.currentTarget.closest("fieldset")?.disabled) {
					fieldRef.current?.focus();
					onClick?.(event);
				}
			},
			...others,
			multiline: true,
			disabled,
			__staticSelector: __staticSelector || "PillsInput",
			withAria: false,
			children
		})
	});
});
PillsInput.displayName = "@mantine/core/PillsInput";
PillsInput.classes = InputBase.classes;
PillsInput.Field = PillsInputField;
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/MultiSelect/filter-picked-values.mjs
function normalizeValue(value) {
	return typeof value === "string" ? value.trim().toLowerCase() : value;
}
function filterPickedValues({ data, value }) {
	const normalizedValue = value.map(normalizeValue);
	return data.reduce((acc, item) => {
		if (isOptionsGroup(item)) acc.push({
			group: item.group,
			items: item.items.filter((option) => normalizedValue.indexOf(normalizeValue(option.value)) === -1)
		});
		else if (normalizedValue.indexOf(normalizeValue(item.value)) === -1) acc.push(item);
		return acc;
	}, []);
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/MultiSelect/MultiSelect.mjs
var clearSectionOffset = {
	xs: 41,
	sm: 50,
	md: 60,
	lg: 72,
	xl: 89
};
var defaultProps = {
	maxValues: Infinity,
	withCheckIcon: true,
	checkIconPosition: "left",
	hiddenInputValuesDivider: ",",
	clearSearchOnChange: true,
	openOnFocus: true,
	size: "sm"
};
var MultiSelect = genericFactory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"MultiSelect"
	], defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, size, value, defaultValue, onChange, onKeyDown, variant, data, dropdownOpened, defaultDropdownOpened, onDropdownOpen, onDropdownClose, selectFirstOptionOnChange, selectFirstOptionOnDropdownOpen, onOptionSubmit, comboboxProps, filter, limit, withScrollArea, maxDropdownHeight, floatingHeight, searchValue, defaultSearchValue, onSearchChange, readOnly, disabled, onFocus, onBlur, radius, rightSection, rightSectionWidth, rightSectionPointerEvents, rightSectionProps, leftSection, leftSectionWidth, leftSectionPointerEvents, leftSectionProps, inputContainer, inputWrapperOrder, withAsterisk, labelProps, descriptionProps, errorProps, successProps, wrapperProps, description, label, error, success, maxValues, searchable, nothingFoundMessage, withCheckIcon, withAlignedLabels, checkIconPosition, hidePickedOptions, withErrorStyles, withSuccessStyles, name, form, id, clearable, clearSectionMode, clearButtonProps, hiddenInputProps, placeholder, hiddenInputValuesDivider, required, mod, renderOption, renderPill, onRemove, onClear, onMaxValues, scrollAreaProps, chevronColor, attributes, clearSearchOnChange, openOnFocus, loading, loadingPosition, withPillsReorder, ...others } = props;
	const _id = useId$1(id);
	const comboboxLabelId = getComboboxLabelId({
		id: _id,
		label,
		labelProps,
		inputWrapperOrder
	});
	const parsedData = getParsedComboboxData(data);
	const optionsLockup = getOptionsLockup(parsedData);
	const retainedSelectedOptions = (0, import_react.useRef)({});
	const combobox = useCombobox({
		opened: dropdownOpened,
		defaultOpened: defaultDropdownOpened,
		onDropdownOpen: () => {
			onDropdownOpen?.();
			if (selectFirstOptionOnDropdownOpen) combobox.selectFirstOption();
		},
		onDropdownClose: () => {
			onDropdownClose?.();
			combobox.resetSelectedOption();
		}
	});
	const { styleProps, rest: { type, autoComplete, ...rest } } = extractStyleProps(others);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: [],
		onChange
	});
	const { getPillProps, getListProps, handleInputKeyDown } = usePillsReorder({
		value: _value,
		onChange: setValue,
		enabled: withPillsReorder && !disabled && !readOnly
	});
	const [_searchValue, setSearchValue] = useUncontrolled({
		value: searchValue,
		defaultValue: defaultSearchValue,
		finalValue: "",
		onChange: onSearchChange
	});
	const handleSearchChange = (value) => {
		setSearchValue(value);
		combobox.resetSelectedOption();
	};
	const getStyles = useStyles({
		name: "MultiSelect",
		classes: {},
		props,
		classNames,
		styles,
		unstyled,
		attributes
	});
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		props,
		styles,
		classNames
	});
	const handleInputKeydown = (event) => {
		onKeyDown?.(event);
		if (event.defaultPrevented) return;
		if (event.key === " " && !searchable) {
			event.preventDefault();
			combobox.toggleDropdown();
		}
		if (event.key === "Backspace" && _searchValue.length === 0 && _value.length > 0 && !readOnly) {
			onRemove?.(_value[_value.length - 1]);
			setValue(_value.slice(0, _value.length - 1));
		}
		handleInputKeyDown(event);
	};
	const values = _value.map((item, index) => {
		const optionData = optionsLockup[`${item}`] || retainedSelectedOptions.current[`${item}`];
		const reorderProps = getPillProps(index);
		if (renderPill) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: renderPill({
			option: optionData,
			value: item,
			onRemove: () => {
				setValue(_value.filter((i) => item !== i));
				onRemove?.(item);
			},
			disabled,
			reorderProps
		}) }, `${item}-${index}`);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
			withRemoveButton: !readOnly && !optionsLockup[`${item}`]?.disabled,
			onRemove: () => {
				setValue(_value.filter((i) => item !== i));
				onRemove?.(item);
			},
			unstyled,
			disabled,
			...getStyles("pill"),
			...reorderProps,
			children: optionData?.label || item
		}, `${item}-${index}`);
	});
	(0, import_react.useEffect)(() => {
		if (selectFirstOptionOnChange) combobox.selectFirstOption();
	}, [selectFirstOptionOnChange, _searchValue]);
	(0, import_react.useEffect)(() => {
		_value.forEach((val) => {
			if (`${val}` in optionsLockup) retainedSelectedOptions.current[`${val}`] = optionsLockup[`${val}`];
		});
	}, [optionsLockup, _value]);
	const clearButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.ClearButton, {
		...clearButtonProps,
		onClear: () => {
			onClear?.();
			setValue([]);
			handleSearchChange("");
		}
	});
	const filteredData = filterPickedValues({
		data: parsedData,
		value: _value
	});
	const _clearable = clearable && _value.length > 0 && !disabled && !readOnly;
	const pillsListStyle = _clearable ? { paddingInlineEnd: clearSectionOffset[size] ?? clearSectionOffset.sm } : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox, {
		store: combobox,
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		unstyled,
		size,
		readOnly,
		__staticSelector: "MultiSelect",
		attributes,
		floatingHeight,
		onOptionSubmit: (val) => {
			onOptionSubmit?.(val);
			if (clearSearchOnChange) handleSearchChange("");
			combobox.updateSelectedOptionIndex("selected");
			if (_value.includes(optionsLockup[`${val}`].value)) {
				setValue(_value.filter((v) => v !== optionsLockup[`${val}`].value));
				onRemove?.(optionsLockup[`${val}`].value);
			} else if (_value.length < maxValues) setValue([..._value, optionsLockup[`${val}`].value]);
			else onMaxValues?.();
		},
		...comboboxProps,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.DropdownTarget, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInput, {
			...styleProps,
			__staticSelector: "MultiSelect",
			classNames: resolvedClassNames,
			styles: resolvedStyles,
			unstyled,
			size,
			className,
			style,
			variant,
			disabled,
			radius,
			__defaultRightSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Chevron, {
				size,
				error,
				unstyled,
				color: chevronColor
			}),
			__clearSection: clearButton,
			__clearable: _clearable,
			__clearSectionMode: clearSectionMode,
			rightSection,
			rightSectionPointerEvents: rightSectionPointerEvents || "none",
			rightSectionWidth,
			rightSectionProps,
			leftSection,
			leftSectionWidth,
			leftSectionPointerEvents,
			leftSectionProps,
			loading,
			loadingPosition,
			inputContainer,
			inputWrapperOrder,
			withAsterisk,
			labelProps,
			descriptionProps,
			errorProps,
			successProps,
			wrapperProps,
			description,
			label,
			error,
			success,
			withErrorStyles,
			withSuccessStyles,
			__stylesApiProps: {
				...props,
				rightSectionPointerEvents: rightSectionPointerEvents || "none",
				multiline: true
			},
			pointer: !searchable,
			onClick: () => searchable ? combobox.openDropdown() : combobox.toggleDropdown(),
			"data-expanded": combobox.dropdownOpened || void 0,
			id: _id,
			required,
			mod,
			attributes,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Pill.Group, {
				attributes,
				disabled,
				unstyled,
				...getStyles("pillsList", { style: pillsListStyle }),
				...getListProps(),
				children: [values, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.EventsTarget, {
					autoComplete,
					withExpandedAttribute: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInput.Field, {
						...rest,
						id: _id,
						placeholder,
						type: !searchable && !placeholder ? "hidden" : "visible",
						...getStyles("inputField"),
						unstyled,
						onFocus: (event) => {
							onFocus?.(event);
							openOnFocus && searchable && combobox.openDropdown();
						},
						onBlur: (event) => {
							onBlur?.(event);
							combobox.closeDropdown();
							handleSearchChange("");
						},
						onKeyDown: handleInputKeydown,
						value: _searchValue,
						onChange: (event) => {
							if (isExternalInputChange(event)) {
								if (!readOnly) {
									const externalOption = getOptionByLabel(optionsLockup, event.currentTarget.value);
									if (externalOption && !_value.includes(externalOption.value) && _value.length < maxValues) setValue([..._value, externalOption.value]);
								}
								return;
							}
							handleSearchChange(event.currentTarget.value);
							searchable && combobox.openDropdown();
							selectFirstOptionOnChange && combobox.selectFirstOption();
						},
						disabled,
						readOnly: readOnly || !searchable,
						pointer: !searchable
					})
				})]
			})
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionsDropdown, {
			data: hidePickedOptions ? filteredData : parsedData,
			hidden: readOnly || disabled,
			filter,
			search: _searchValue,
			limit,
			hiddenWhenEmpty: !nothingFoundMessage,
			withScrollArea,
			maxDropdownHeight,
			filterOptions: searchable,
			value: _value,
			checkIconPosition,
			withCheckIcon,
			withAlignedLabels,
			nothingFoundMessage,
			unstyled,
			labelId: comboboxLabelId,
			"aria-label": comboboxLabelId ? void 0 : others["aria-label"],
			renderOption,
			scrollAreaProps
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.HiddenInput, {
		name,
		valuesDivider: hiddenInputValuesDivider,
		value: _value,
		form,
		disabled,
		...hiddenInputProps
	})] });
});
MultiSelect.classes = {
	...InputBase.classes,
	...Combobox.classes
};
MultiSelect.displayName = "@mantine/core/MultiSelect";
// src/features/availability/hours-choices.ts
var HALF_HOURS = Array.from({ length: 48 }, (_, step) => {
	const minutes = step * 30;
	return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
/** Every half hour of the day, "12:00 A.M." to "11:30 P.M.", as select choices. */
var HALF_HOUR_CHOICES = HALF_HOURS.map((time) => ({
	value: time,
	label: formatTime12h(time)
}));
/** The range a day gets when hours are added: after its last range, else 9 to 5. */
function nextRange(ranges) {
	const last = ranges.at(-1);
	if (!last) return {
		start: "09:00",
		end: "17:00"
	};
	const startIndex = Math.min(HALF_HOURS.indexOf(last.end) + 2, HALF_HOURS.length - 2);
	return {
		start: HALF_HOURS[startIndex] ?? "18:00",
		end: HALF_HOURS[Math.min(startIndex + 4, HALF_HOURS.length - 1)] ?? "23:30"
	};
}
/** Where a range sits on a day's bar, as percentages of 24 hours. */
function rangeSpan(range) {
	const minutes = (time) => {
		const [hour = 0, minute = 0] = time.split(":").map(Number);
		return hour * 60 + minute;
	};
	const start = minutes(range.start);
	const end = Math.max(minutes(range.end), start);
	return {
		left: start / 1440 * 100,
		width: (end - start) / 1440 * 100
	};
}
var WeeklyHoursFields_module_default = {
	bar: "_bar_1hzzh_2",
	range: "_range_1hzzh_11",
	day: "_day_1hzzh_19"
};
// src/features/availability/WeeklyHoursFields.tsx
function DayBar({ day, form }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		className: WeeklyHoursFields_module_default.bar,
		"aria-hidden": true,
		children: form.values.weeklyHours[day].map((range) => {
			const span = rangeSpan(range);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				className: WeeklyHoursFields_module_default.range,
				style: {
					left: `${span.left}%`,
					width: `${span.width}%`
				}
			}, `${range.start}-${range.end}`);
		})
	});
}
/** One end of a day's range, as a half-hour select. */
function RangeEdge({ day, index, edge, form }) {
	const word = edge === "start" ? "From" : "To";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
		label: word,
		"aria-label": `${WEEKDAY_LABELS[day]}, range ${index + 1}, ${word.toLowerCase()}`,
		data: HALF_HOUR_CHOICES,
		...form.getInputProps(`weeklyHours.${day}.${index}.${edge}`),
		style: { flex: 1 }
	});
}
function DayHours({ day, form }) {
	const ranges = form.values.weeklyHours[day];
	const label = WEEKDAY_LABELS[day];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		withBorder: true,
		p: "sm",
		radius: "md",
		component: "fieldset",
		"aria-label": label,
		className: WeeklyHoursFields_module_default.day,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				wrap: "nowrap",
				gap: "xs",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 700,
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: ranges.length === 0 ? "Not working" : `${ranges.length} ${ranges.length === 1 ? "range" : "ranges"}`
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayBar, {
				day,
				form
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "xs",
				mt: "xs",
				children: [ranges.map((_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					wrap: "nowrap",
					align: "flex-end",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RangeEdge, {
							day,
							index,
							edge: "start",
							form
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RangeEdge, {
							day,
							index,
							edge: "end",
							form
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
							variant: "subtle",
							color: "gray",
							size: "lg",
							"aria-label": `Remove ${label}'s range ${index + 1}`,
							onClick: () => form.removeListItem(`weeklyHours.${day}`, index),
							children: "×"
						})
					]
				}, index)), ranges.length < AVAILABILITY_LIMITS.rangesPerDay && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "subtle",
					size: "compact-sm",
					style: { alignSelf: "flex-start" },
					"aria-label": `Add hours on ${label}`,
					onClick: () => form.insertListItem(`weeklyHours.${day}`, nextRange(ranges)),
					children: "+ Add hours"
				})]
			})
		]
	});
}
function WeeklyHoursFields({ form }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
		cols: {
			base: 1,
			sm: 2
		},
		spacing: "sm",
		children: WEEKDAYS.map((day) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayHours, {
			day,
			form
		}, day))
	});
}
// src/features/availability/AvailabilityForm.tsx
var AVAILABILITY_SAVED = "Your availability is saved. Customers now see the times you can come.";
function SectionTitle({ children, description }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 2,
			fz: "lg",
			children
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: description
		})]
	});
}
function AvailabilityForm({ initial, timeZone, saving, onSave }) {
	const { form, formError, setFormError, onSubmit, showServerError } = useSchemaForm(availabilitySettingsSchema, initial);
	const [saved, setSaved] = (0, import_react.useState)(false);
	const serviceChoices = useBookingCatalogue().services.map((service) => ({
		value: service.id,
		label: service.name
	}));
	/** A whole-number input inside its limits (core's, which the schema checks too). */
	const wholeNumberField = (name) => ({
		min: AVAILABILITY_LIMITS[name].min,
		max: AVAILABILITY_LIMITS[name].max,
		allowDecimal: false,
		...form.getInputProps(name)
	});
	const save = async (settings) => {
		setSaved(false);
		const hoursProblem = weeklyHoursProblem(settings.weeklyHours);
		if (hoursProblem) return setFormError(hoursProblem);
		try {
			await onSave(settings);
			setSaved(true);
		} catch (error) {
			showServerError(error);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: onSubmit((settings) => void save(settings)),
		noValidate: true,
		"aria-label": "Availability",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
					description: `Your hours each week${timeZone ? `, in ${zoneTimeName(timeZone)}` : ""}. Add several ranges to a day for a break.`,
					children: "Weekly hours"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WeeklyHoursFields, { form }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
					description: "Days you do not work, both dates included.",
					children: "Time off"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: "xs",
					children: [
						form.values.timeOff.map((_, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
							gap: "xs",
							wrap: "wrap",
							align: "flex-end",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
									type: "date",
									label: "From",
									style: { flex: "1 1 9rem" },
									...form.getInputProps(`timeOff.${index}.from`)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
									type: "date",
									label: "To",
									style: { flex: "1 1 9rem" },
									...form.getInputProps(`timeOff.${index}.to`)
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									variant: "subtle",
									color: "gray",
									"aria-label": `Remove time off ${index + 1}`,
									onClick: () => form.removeListItem("timeOff", index),
									children: "Remove"
								})
							]
						}, index)),
						form.values.timeOff.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							c: "dimmed",
							children: "No time off planned."
						}),
						form.values.timeOff.length < AVAILABILITY_LIMITS.timeOffEntries && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "subtle",
							size: "compact-sm",
							style: { alignSelf: "flex-start" },
							onClick: () => form.insertListItem("timeOff", {
								from: "",
								to: ""
							}),
							children: "+ Add time off"
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
					description: "Where you work and how much.",
					children: "Area and pace"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						xs: 2
					},
					spacing: "md",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Home ZIP code",
							inputMode: "numeric",
							autoComplete: "postal-code",
							required: true,
							...form.getInputProps("homeZip")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
							label: "Radius (miles)",
							description: "How far from home you travel",
							...wholeNumberField("radiusMiles")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
							label: "Travel buffer (minutes)",
							description: "Kept free between appointments",
							step: 15,
							...wholeNumberField("bufferMinutes")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
							label: "Most appointments a day",
							...wholeNumberField("maxPerDay")
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
					label: "Services you offer",
					description: "Leave empty to offer every service.",
					placeholder: form.values.serviceIds.length === 0 ? "Every service" : void 0,
					data: serviceChoices,
					searchable: true,
					clearable: true,
					...form.getInputProps("serviceIds")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					size: "md",
					label: "Accept bookings in my open hours automatically",
					description: "A booking at a time you are free is yours at once, without accepting it.",
					...form.getInputProps("instantBooking", { type: "checkbox" })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
					message: saved ? AVAILABILITY_SAVED : null,
					tone: "success"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					size: "md",
					loading: saving,
					style: { alignSelf: "flex-start" },
					children: "Save availability"
				})
			]
		})
	});
}
// src/pages/AvailabilityPage.tsx
var AVAILABILITY_FOR_PROS = "Availability is for professionals. Please sign in with your professional account.";
var settingsOf = ({ timeZone: _zone, isSet: _set, ...settings }) => settings;
function NotYetSet({ view }) {
	if (view.isSet) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "plum",
		variant: "light",
		title: "These are the starting hours",
		children: view.homeZip ? "Until you save, customers are offered Monday to Saturday, 9 A.M. to 6 P.M., around the ZIP code you applied with. Check them and save." : "Customers cannot book your times until you enter your home ZIP code and save."
	});
}
function OwnAvailability() {
	const utils = trpc.useUtils();
	const query = trpc.availability.mine.useQuery();
	const save = trpc.availability.saveMine.useMutation({ onSuccess: (saved) => {
		utils.availability.mine.setData(void 0, saved);
		utils.pro.me.invalidate();
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
		isPending: query.isPending,
		error: query.error,
		children: () => query.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotYetSet, { view: query.data }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvailabilityForm, {
			initial: settingsOf(query.data),
			timeZone: query.data.timeZone,
			saving: save.isPending,
			onSave: save.mutateAsync
		})] })
	});
}
function ProAvailabilityForAdmin({ proUserId }) {
	const utils = trpc.useUtils();
	const query = trpc.availability.ofPro.useQuery({ proUserId });
	const profile = trpc.pro.profile.useQuery({ userId: proUserId });
	const save = trpc.availability.saveForPro.useMutation({ onSuccess: (saved) => utils.availability.ofPro.setData({ proUserId }, saved) });
	const name = profile.data?.name ?? "this professional";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryState, {
		isPending: query.isPending,
		error: query.error,
		children: () => query.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
				color: "gray",
				variant: "light",
				children: [
					"You are editing the availability of ",
					name,
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotYetSet, { view: query.data }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvailabilityForm, {
				initial: settingsOf(query.data),
				timeZone: query.data.timeZone,
				saving: save.isPending,
				onSave: (settings) => save.mutateAsync({
					proUserId,
					settings
				})
			})
		] })
	});
}
function AvailabilityPage() {
	const { user } = useSession();
	const proUserId = useIdParam();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageFrame, {
		title: "Availability",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Availability" }), user?.role === "PRO" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnAvailability, {}) : user?.role === "ADMIN" && proUserId ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProAvailabilityForAdmin, { proUserId }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			variant: "light",
			role: "alert",
			children: AVAILABILITY_FOR_PROS
		})]
	});
}
export { AVAILABILITY_FOR_PROS, AvailabilityPage };
