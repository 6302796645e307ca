import { Ct as SimpleGrid, Et as Grid, F as CONTACT_PREFERENCES, Gt as Group, Jt as Paper, Mt as Badge, Nt as Avatar, Ot as Container, d as FormMessage, f as PageMeta, jt as Card, mt as US_STATES, ut as SPECIALITIES, w as paths, wt as Radio, xn as Link, xt as TextInput } from "../entry-server.js";
import { X as require_jsx_runtime, Z as require_react, a as PRODUCT_NAME, c as Box, d as genericFactory, i as PAYOUT_RATE, s as Text, tt as __toESM, y as useProps } from "./product-CALG69RJ.js";
import { t as List } from "./List-CpY615aW.js";
import { S as Stack, x as Title } from "./messages-C05avZiZ.js";
import { t as Button } from "./Button-AH1fibEG.js";
import { t as Checkbox } from "./Checkbox-hyJqHtsp.js";
import { t as NumberInput } from "./NumberInput-C8JC5vxM.js";
import { t as useResolvedStylesApi } from "./use-resolved-styles-api-CITcc5PZ.js";
import { t as InputBase } from "./InputBase-cmiGYEQc.js";
import { r as getParsedComboboxData } from "./ComboboxChevron-B26G0bB7.js";
import { c as getOptionsLockup, i as OptionsDropdown, n as isExternalInputChange, o as Combobox, r as getComboboxLabelId, s as useCombobox, t as getOptionByLabel } from "./get-option-by-label-BiK6uP-K.js";
import { t as useId$1 } from "./use-id-Cq9Ldzur.js";
import { t as useUncontrolled } from "./use-uncontrolled-daan91Zj.js";
import { t as Textarea } from "./Textarea-BPopjcoO.js";
import { t as applicationSchema } from "./applicant-schema-CYDOk4qC.js";
import { n as useSchemaForm } from "./useSchemaForm-CfpWk85T.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { t as PageHeader } from "./PageHeader-CpTmyVSo.js";
import { c as formatUsd } from "./format-DKKLJChm.js";
import { n as StarsShown } from "./StarRating-1O14Zf1m.js";
// ../../node_modules/.pnpm/@mantine+hooks@9.7.3_react@19.3.1/node_modules/@mantine/hooks/esm/use-previous/use-previous.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function usePrevious(value) {
	const ref = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(() => {
		ref.current = value;
	}, [value]);
	return ref.current;
}
// ../../node_modules/.pnpm/@mantine+core@9.7.3_@mantine+hooks@9.7.3_react@19.3.1__@types+react@19.3.0_react-dom@19.3.1_react@19.3.1__react@19.3.1/node_modules/@mantine/core/esm/components/Select/Select.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = {
	size: "sm",
	withCheckIcon: true,
	allowDeselect: true,
	checkIconPosition: "left",
	openOnFocus: true
};
var Select = genericFactory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"Select"
	], defaultProps, _props);
	const { classNames, styles, unstyled, vars, dropdownOpened, defaultDropdownOpened, onDropdownClose, onDropdownOpen, onFocus, onBlur, onClick, onChange, data, value, defaultValue, selectFirstOptionOnChange, selectFirstOptionOnDropdownOpen, onOptionSubmit, comboboxProps, readOnly, disabled, filter, limit, withScrollArea, maxDropdownHeight, floatingHeight, size, searchable, rightSection, checkIconPosition, withCheckIcon, withAlignedLabels, nothingFoundMessage, name, form, searchValue, defaultSearchValue, onSearchChange, allowDeselect, error, rightSectionPointerEvents, id, clearable, clearSectionMode, clearButtonProps, hiddenInputProps, renderOption, onClear, autoComplete, scrollAreaProps, __defaultRightSection, __clearSection, __clearable, chevronColor, autoSelectOnBlur, openOnFocus, attributes, ...others } = props;
	const parsedData = (0, import_react.useMemo)(() => getParsedComboboxData(data), [data]);
	const retainedSelectedOptions = (0, import_react.useRef)({});
	const optionsLockup = (0, import_react.useMemo)(() => getOptionsLockup(parsedData), [parsedData]);
	const _id = useId$1(id);
	const comboboxLabelId = getComboboxLabelId({
		id: _id,
		label: others.label,
		labelProps: others.labelProps,
		inputWrapperOrder: others.inputWrapperOrder
	});
	const [_value, setValue, controlled] = useUncontrolled({
		value,
		defaultValue,
		finalValue: null,
		onChange
	});
	const selectedOption = _value != null ? `${_value}` in optionsLockup ? optionsLockup[`${_value}`] : retainedSelectedOptions.current[`${_value}`] : void 0;
	const previousSelectedOption = usePrevious(selectedOption);
	const [search, setSearch, searchControlled] = useUncontrolled({
		value: searchValue,
		defaultValue: defaultSearchValue,
		finalValue: selectedOption ? selectedOption.label : "",
		onChange: onSearchChange
	});
	const combobox = useCombobox({
		opened: dropdownOpened,
		defaultOpened: defaultDropdownOpened,
		onDropdownOpen: () => {
			onDropdownOpen?.();
			if (selectFirstOptionOnDropdownOpen) combobox.selectFirstOption();
			else combobox.updateSelectedOptionIndex("active", { scrollIntoView: true });
		},
		onDropdownClose: () => {
			onDropdownClose?.();
			setTimeout(combobox.resetSelectedOption, 0);
		}
	});
	const handleSearchChange = (value) => {
		setSearch(value);
		combobox.resetSelectedOption();
	};
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		props,
		styles,
		classNames
	});
	(0, import_react.useEffect)(() => {
		if (selectFirstOptionOnChange) combobox.selectFirstOption();
	}, [selectFirstOptionOnChange, search]);
	(0, import_react.useEffect)(() => {
		if (value === null) handleSearchChange("");
		if (value != null && selectedOption && (previousSelectedOption?.value !== selectedOption.value || previousSelectedOption?.label !== selectedOption.label)) handleSearchChange(selectedOption.label);
	}, [value, selectedOption]);
	(0, import_react.useEffect)(() => {
		if (!controlled && !searchControlled) handleSearchChange(_value != null ? `${_value}` in optionsLockup ? optionsLockup[`${_value}`]?.label : retainedSelectedOptions.current[`${_value}`]?.label || "" : "");
	}, [optionsLockup, _value]);
	(0, import_react.useEffect)(() => {
		if (_value) {
			if (`${_value}` in optionsLockup) retainedSelectedOptions.current[`${_value}`] = optionsLockup[`${_value}`];
		}
	}, [optionsLockup, _value]);
	const clearButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.ClearButton, {
		...clearButtonProps,
		onClear: () => {
			setValue(null, null);
			handleSearchChange("");
			onClear?.();
		}
	});
	const _clearable = clearable && _value != null && !disabled && !readOnly;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox, {
		store: combobox,
		__staticSelector: "Select",
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		unstyled,
		readOnly,
		size,
		attributes,
		floatingHeight,
		keepMounted: autoSelectOnBlur,
		onOptionSubmit: (val) => {
			onOptionSubmit?.(val);
			const optionLockup = allowDeselect ? `${optionsLockup[val].value}` === `${_value}` ? null : optionsLockup[val] : optionsLockup[val];
			const nextValue = optionLockup ? optionLockup.value : null;
			nextValue !== _value && setValue(nextValue, optionLockup);
			!controlled && handleSearchChange(nextValue != null ? optionLockup?.label || "" : "");
			combobox.closeDropdown();
		},
		...comboboxProps,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Target, {
			targetType: searchable ? "input" : "button",
			autoComplete,
			withExpandedAttribute: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
				id: _id,
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
				...others,
				size,
				__staticSelector: "Select",
				disabled,
				readOnly: readOnly || !searchable,
				value: search,
				onChange: (event) => {
					if (isExternalInputChange(event)) {
						if (!readOnly) {
							const externalOption = getOptionByLabel(optionsLockup, event.currentTarget.value);
							if (externalOption && `${externalOption.value}` !== `${_value}`) {
								setValue(externalOption.value, externalOption);
								!controlled && handleSearchChange(externalOption.label);
							}
						}
						return;
					}
					handleSearchChange(event.currentTarget.value);
					combobox.openDropdown();
					selectFirstOptionOnChange && combobox.selectFirstOption();
				},
				onFocus: (event) => {
					openOnFocus && searchable && combobox.openDropdown();
					onFocus?.(event);
				},
				onBlur: (event) => {
					if (autoSelectOnBlur) combobox.clickSelectedOption();
					combobox.closeDropdown();
					const optionLockup = _value != null && (`${_value}` in optionsLockup ? optionsLockup[`${_value}`] : retainedSelectedOptions.current[`${_value}`]);
					handleSearchChange(optionLockup ? optionLockup.label || "" : "");
					onBlur?.(event);
				},
				onClick: (event) => {
					searchable ? combobox.openDropdown() : combobox.toggleDropdown();
					onClick?.(event);
				},
				classNames: resolvedClassNames,
				styles: resolvedStyles,
				unstyled,
				pointer: !searchable,
				error,
				attributes
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionsDropdown, {
			data: parsedData,
			hidden: readOnly || disabled,
			filter,
			search,
			limit,
			hiddenWhenEmpty: !nothingFoundMessage,
			withScrollArea,
			maxDropdownHeight,
			filterOptions: !!searchable && selectedOption?.label !== search,
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
		value: _value,
		name,
		form,
		disabled,
		...hiddenInputProps
	})] });
});
Select.classes = {
	...InputBase.classes,
	...Combobox.classes
};
Select.displayName = "@mantine/core/Select";
// src/features/applicants/ApplicationForm.tsx
var EMPTY = {
	firstName: "",
	lastName: "",
	email: "",
	phone: "",
	address: "",
	address2: "",
	city: "",
	state: "",
	zip: "",
	birthday: "",
	contactPref: "",
	linkedIn: "",
	portfolio: "",
	licensed: "",
	licenseNumber: "",
	yearsLicensed: 0,
	location: "",
	specialities: [],
	notableClients: "",
	allergies: "",
	hasCar: "",
	salesExperience: "",
	reference: "",
	datesAvailable: ""
};
var STATE_OPTIONS = US_STATES.map((state) => ({
	value: state.code,
	label: state.name
}));
var toBoolean = (answer) => answer === "" ? void 0 : answer === "yes";
/** The form's values as the schema expects them; unanswered questions stay missing so the schema names them. */
function toInput(values) {
	return {
		...values,
		country: "US",
		state: values.state,
		location: values.location,
		contactPref: values.contactPref,
		specialities: values.specialities,
		licensed: toBoolean(values.licensed),
		allergies: toBoolean(values.allergies),
		hasCar: toBoolean(values.hasCar),
		salesExperience: toBoolean(values.salesExperience),
		yearsLicensed: typeof values.yearsLicensed === "number" ? values.yearsLicensed : 0
	};
}
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		component: "fieldset",
		style: {
			border: 0,
			padding: 0,
			margin: 0
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 3,
			fz: "lg",
			component: "legend",
			mb: "xs",
			children: title
		}), children]
	});
}
function YesNoQuestion({ label, ...field }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio.Group, {
		label,
		required: true,
		...field,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "lg",
			mt: 6,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
				value: "yes",
				label: "Yes"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Radio, {
				value: "no",
				label: "No"
			})]
		})
	});
}
function ApplicationForm() {
	const { form, formError, field, onSubmit, showServerError } = useSchemaForm(applicationSchema, EMPTY, {
		toInput,
		whenInvalid: "Please check the highlighted answers."
	});
	const { values } = form;
	const [sent, setSent] = (0, import_react.useState)(null);
	const submit = trpc.applicant.submit.useMutation({
		onSuccess: (result) => {
			setSent(result.message);
			form.reset();
		},
		onError: showServerError
	});
	/** A select shows its placeholder, not an unknown option, while nothing is chosen. */
	const select = (name) => ({
		...field(name),
		value: values[name] || null,
		onChange: (value) => form.setFieldValue(name, value ?? "")
	});
	const send = onSubmit((answers) => {
		setSent(null);
		submit.mutate(toInput(answers));
	});
	if (sent) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, {
			message: sent,
			tone: "success"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "light",
			w: "fit-content",
			onClick: () => setSent(null),
			children: "Send another application"
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: send,
		noValidate: true,
		"aria-label": "Professional application",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xl",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: "About you",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 2
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "First name",
								autoComplete: "given-name",
								required: true,
								...field("firstName")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Last name",
								autoComplete: "family-name",
								required: true,
								...field("lastName")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Email",
								type: "email",
								autoComplete: "email",
								required: true,
								...field("email")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Phone number",
								type: "tel",
								autoComplete: "tel",
								required: true,
								...field("phone")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Birthday",
								type: "date",
								required: true,
								...field("birthday")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
								size: "md",
								label: "How should we contact you?",
								data: [...CONTACT_PREFERENCES],
								...select("contactPref"),
								required: true
							})
						]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
					title: "Your address",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 2
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Address",
								autoComplete: "address-line1",
								required: true,
								...field("address")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Address 2",
								autoComplete: "address-line2",
								...field("address2")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "City",
								autoComplete: "address-level2",
								required: true,
								...field("city")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
								size: "md",
								label: "State",
								data: STATE_OPTIONS,
								searchable: true,
								...select("state"),
								required: true
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Zip",
								autoComplete: "postal-code",
								inputMode: "numeric",
								required: true,
								...field("zip")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "Country",
								value: "United States",
								readOnly: true,
								disabled: true
							})
						]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
					title: "Your work",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
							cols: {
								base: 1,
								sm: 2
							},
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
									label: "LinkedIn",
									placeholder: "linkedin.com/in/you",
									...field("linkedIn")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
									label: "Portfolio",
									placeholder: "instagram.com/you",
									...field("portfolio")
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
									size: "md",
									label: "Where would you like to work?",
									data: STATE_OPTIONS,
									searchable: true,
									...select("location"),
									required: true
								})
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoQuestion, {
							label: "Are you licensed?",
							...field("licensed")
						}),
						values.licensed === "yes" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
							cols: {
								base: 1,
								sm: 2
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
								label: "License number",
								required: true,
								...field("licenseNumber")
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NumberInput, {
								size: "md",
								label: "Years licensed",
								min: 0,
								max: 70,
								allowDecimal: false,
								...field("yearsLicensed")
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox.Group, {
							label: "Your specialities",
							...field("specialities"),
							required: true,
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
								cols: {
									base: 1,
									sm: 2
								},
								spacing: "xs",
								mt: "xs",
								children: SPECIALITIES.map((speciality) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
									value: speciality,
									label: speciality
								}, speciality))
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Textarea, {
							size: "md",
							label: "Notable clients",
							placeholder: "None",
							autosize: true,
							minRows: 2,
							...field("notableClients")
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
					title: "A little more",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 3
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoQuestion, {
								label: "Do you have allergies?",
								...field("allergies")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoQuestion, {
								label: "Do you have a car?",
								...field("hasCar")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoQuestion, {
								label: "Any sales experience?",
								...field("salesExperience")
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
						cols: {
							base: 1,
							sm: 2
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Reference",
							placeholder: "Name and phone or e-mail",
							...field("reference")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "Dates available",
							placeholder: "e.g. weekends, weekday evenings",
							...field("datesAvailable")
						})]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "You must be 18 or older and live in the United States to apply."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					size: "md",
					loading: submit.isPending,
					children: "Apply"
				}) })
			]
		})
	});
}
// src/features/content/professionals/pro-benefits.ts
var PAYOUT_PERCENT = `${Math.round(PAYOUT_RATE * 100)}%`;
/** A worked example of the payout, so the percentage means something in dollars. */
var EXAMPLE_BOOKING_CENTS = 15e3;
var PAYOUT_EXAMPLE = `On a ${formatUsd(EXAMPLE_BOOKING_CENTS)} booking you earn ${formatUsd(Math.round(EXAMPLE_BOOKING_CENTS * PAYOUT_RATE))}, and every tip on top of it.`;
var WHY_JOIN = [
	{
		title: `Keep ${PAYOUT_PERCENT} of every booking`,
		text: `${PAYOUT_EXAMPLE} Payouts go straight to your own payment account once the service is completed.`
	},
	{
		title: "Your schedule, your area",
		text: "See the bookings waiting in your state and accept the ones that suit you. No shifts, no minimums, no chair rent."
	},
	{
		title: "Clients who come to you",
		text: `${PRODUCT_NAME} finds the customers, takes the payment up front and tells you exactly what the booking needs before you say yes.`
	},
	{
		title: "Grow your name",
		text: "Your public profile shows your specialities and three highlight photos of your best work."
	}
];
var REQUIREMENTS = [
	"You are 18 or older and live and work in the United States.",
	"You hold the state licence your speciality requires (cosmetology, esthetics or nail technology), if it requires one.",
	"You can show your work: a portfolio, Instagram or website with recent looks.",
	"You bring your own professional kit and can travel to customers' homes, offices and hotels.",
	"You can give us a professional reference."
];
var HOW_TO_JOIN = [
	{
		title: "Apply",
		text: "Tell us about your experience, licence and specialities. It takes about ten minutes."
	},
	{
		title: "Get reviewed",
		text: "Our team reviews every application and may ask for a short call."
	},
	{
		title: "Set up",
		text: "Once accepted you receive an e-mail to choose your password, then connect your payout account."
	},
	{
		title: "Start earning",
		text: "Accept bookings in your state and get paid for each completed service."
	}
];
// src/features/reviews/RatedPros.tsx
var stateName = (code) => US_STATES.find((state) => state.code === code)?.name ?? code;
function RatedPros() {
	const query = trpc.review.ratedPros.useQuery();
	if (!query.data || query.data.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "rated-pros",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			id: "rated-pros",
			order: 2,
			fz: {
				base: 28,
				sm: 36
			},
			c: "plum.9",
			mb: "lg",
			children: "Our top-rated professionals"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2,
				md: 3
			},
			spacing: "lg",
			children: query.data.map((pro) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Card, {
				component: Link,
				to: `${paths.profile}?id=${pro.userId}`,
				padding: "lg",
				radius: "lg",
				shadow: "xs",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					align: "center",
					gap: "xs",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
							src: pro.avatarUrl,
							alt: "",
							name: pro.name,
							color: "initials",
							size: 72,
							radius: 72
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							fw: 700,
							c: "plum.9",
							children: pro.name
						}),
						pro.state && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							c: "dimmed",
							children: stateName(pro.state)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StarsShown, {
							value: pro.rating.average,
							count: pro.rating.count
						})
					]
				})
			}, pro.userId))
		})]
	});
}
// src/pages/ProfessionalsPage.tsx
function SectionTitle({ id, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
		id,
		order: 2,
		fz: {
			base: 28,
			sm: 36
		},
		c: "plum.9",
		mb: "lg",
		children
	});
}
function ProfessionalsPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Our professionals",
			description: `Join ${PRODUCT_NAME} as a beauty professional: keep ${PAYOUT_PERCENT} of every booking, choose your own hours and meet clients at their door.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			eyebrow: "Join the team",
			title: "Our professionals",
			lead: `Stylists, makeup artists, braiders, nail technicians and henna artists: do your best work on your own schedule, and keep ${PAYOUT_PERCENT} of every booking.`
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			py: {
				base: 48,
				sm: 80
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: 72,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RatedPros, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "section",
						"aria-labelledby": "why-join",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
							id: "why-join",
							children: `Why professionals choose ${PRODUCT_NAME}`
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
							cols: {
								base: 1,
								sm: 2
							},
							spacing: "lg",
							children: WHY_JOIN.map((reason) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
								padding: "xl",
								radius: "lg",
								shadow: "xs",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
									order: 3,
									fz: "h4",
									c: "plum.9",
									mb: 6,
									children: reason.title
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									c: "gray.7",
									children: reason.text
								})]
							}, reason.title))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
						gap: {
							base: 48,
							md: 64
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid.Col, {
							span: {
								base: 12,
								md: 6
							},
							component: "section",
							"aria-labelledby": "requirements",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
									id: "requirements",
									children: "What we look for"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
									spacing: "sm",
									c: "dark.6",
									fz: "lg",
									children: REQUIREMENTS.map((requirement) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: requirement }, requirement))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fw: 700,
									c: "plum.9",
									mt: "xl",
									mb: "sm",
									children: "Specialities we book"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
									gap: "xs",
									children: SPECIALITIES.map((speciality) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
										variant: "light",
										color: "plum",
										size: "lg",
										tt: "none",
										fw: 600,
										children: speciality
									}, speciality))
								})
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid.Col, {
							span: {
								base: 12,
								md: 6
							},
							component: "section",
							"aria-labelledby": "how-to-join",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
								id: "how-to-join",
								children: "How to join"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
								component: "ol",
								gap: "lg",
								p: 0,
								m: 0,
								style: { listStyle: "none" },
								children: HOW_TO_JOIN.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
									component: "li",
									wrap: "nowrap",
									align: "flex-start",
									gap: "md",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
										"aria-hidden": "true",
										ff: "var(--mantine-font-family-headings)",
										fz: 36,
										lh: 1,
										fw: 600,
										c: "rose.7",
										w: 32,
										children: index + 1
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										gap: 2,
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
											fw: 700,
											c: "plum.9",
											fz: "lg",
											children: step.title
										}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
											c: "gray.7",
											children: step.text
										})]
									})]
								}, step.title))
							})]
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "section",
						"aria-labelledby": "apply-title",
						id: "apply",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionTitle, {
							id: "apply-title",
							children: "Apply to join"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
							p: {
								base: "lg",
								sm: 40
							},
							radius: "lg",
							shadow: "sm",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								c: "dark.6",
								mb: "xl",
								maw: 640,
								children: "The application takes about ten minutes. Have your licence number and a link to your portfolio to hand; we reply by e-mail once our team has reviewed it."
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApplicationForm, {})]
						})]
					})
				]
			})
		})
	] });
}
export { ProfessionalsPage };
