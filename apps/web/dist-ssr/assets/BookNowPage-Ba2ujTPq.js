import { t as Alert } from "./Alert-9th_45Ug.js";
import { n as Loader, t as Button } from "./Button-AH1fibEG.js";
import { $ as HENNA_LENGTHS, Cn as useLocation, Ct as SimpleGrid, Dt as Divider, En as useSearchParams, Et as Grid, Gt as Group, I as CORNROW_COUNTS, Jt as Paper, N as BRAID_LENGTHS, Nt as Avatar, O as appointmentInstant, Ot as Container, P as BRAID_SIZES, Tn as useParams, V as CUSTOM_WIG_DENSITIES, Xt as ScrollArea, a as earliestBookableDate, b as useSession, c as DraftInput, ct as SERVICE_TYPE_LABELS, d as FormMessage, et as HENNA_SIZES, f as PageMeta, ft as TIME_ZONES, i as dateSettled, k as checkSchedule, l as ShadeField, mt as US_STATES, n as useBookingCatalogue, o as timeSettled, r as TIME_ZONE_CHOICES, s as ChoiceField, t as cityLabel, u as YesNoField, v as describeError, w as paths, wn as useNavigate, xn as Link, xt as TextInput, yt as isServiceType } from "../entry-server.js";
import { S as Stack, a as CHILD_SUPERVISION_ALERT, x as Title } from "./messages-C05avZiZ.js";
import { X as require_jsx_runtime, Z as require_react, c as Box, i as PAYOUT_RATE, s as Text, tt as __toESM } from "./product-CALG69RJ.js";
import { i as BOOK_NOW_SERVICE_PARAM } from "./advisor-_rAbsvwi.js";
import { t as ThemeIcon } from "./ThemeIcon-DpB--7MC.js";
import { n as cardStepNote, r as totalWithPayment, t as downloadCalendarFile } from "./calendar-download-COzaSD9p.js";
import { _ as questionsToShow, a as contactSchema, c as paymentDetailsWithTestCardSchema, f as validateBookingAnswers, g as missingAnswers, h as SCHEDULE_LABELS, l as scheduleSchema, m as QUESTIONS, n as billingSchema, p as zipCodeSchema, s as paymentDetailsSchema, t as appointmentAddressSchema, v as visibleQuestions, y as isBlank } from "./schemas-sxsS2w5F.js";
import { c as formatUsd, n as formatDateLong, o as formatTime12h, s as formatUpcharge } from "./format-DKKLJChm.js";
import { n as useSchemaForm, t as focusField } from "./useSchemaForm-CfpWk85T.js";
import { t as bookingDraft } from "./booking-draft-juAd9Qwk.js";
import { i as trpc } from "./trpc-DkUDrKyX.js";
import { n as CardEntry, t as CARDS_UNAVAILABLE } from "./CardEntry-DSqZsXPV.js";
import { t as UnstyledButton } from "./UnstyledButton-BSVihdXN.js";
import { i as addDays } from "./availability-BUdisaOR.js";
// ../../packages/core/src/answer-labels.ts
/** "STRAIGHT" -> "Straight", "KINKY-CURLY" -> "Kinky-Curly": hair types are stored upper-case. */
var hairTypeLabel = (name) => name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());
[...new Map(QUESTIONS.map((question) => [question.key, question.label])).keys()];
// ../../packages/core/src/upcharges.ts
var flat = (label, amountCents, chargedWhen = true) => ({
	kind: "flat",
	label,
	amountCents,
	chargedWhen
});
var byOption = (label, _options, amountsCents) => ({
	kind: "byOption",
	label,
	amountsCents
});
var RULES = {
	LUXE_LASHES: flat("Luxe lashes", 1500),
	HENNA_SIZE: byOption("Henna size", HENNA_SIZES, {
		Small: 0,
		Medium: 4e3,
		Large: 6e3,
		"Extra Large": 1e4
	}),
	HENNA_LENGTH: byOption("Henna length", HENNA_LENGTHS, {
		"1 hour": 0,
		"2 hours": 1e4,
		"3 hours": 2e4,
		"4 hours": 3e4
	}),
	BRAIDS_SIZE: byOption("Braid size", BRAID_SIZES, {
		Large: 0,
		Medium: 2500,
		Small: 5e3
	}),
	BRAIDS_LENGTH: byOption("Braid length", BRAID_LENGTHS, {
		"18 in": 0,
		"20 in": 2500,
		"22 in": 5e3,
		"24 in": 7500
	}),
	CORNROWS_COUNT: byOption("Cornrow count", CORNROW_COUNTS, {
		2: 0,
		3: 1e3,
		4: 2e3,
		5: 3e3,
		6: 4e3,
		7: 5e3,
		8: 6e3
	}),
	WIG_STYLING: flat("Wig styling", 8e3),
	CUSTOM_WIG_DENSITY: {
		kind: "byOption",
		label: "Custom wig density",
		amountsCents: Object.fromEntries(CUSTOM_WIG_DENSITIES.map((density) => [density.label, density.upchargeCents]))
	},
	CUSTOM_WIG_COLOR: flat("Custom wig color", 1e4),
	CUSTOM_WIG_INSTALL: flat("Custom wig installation", 8e3),
	SENSITIVE_SCALP: flat("Sensitive scalp", 2500),
	NO_PARKING: flat("No parking available", 2e3, false),
	QUIET_SERVICE: flat("Quiet service", 5e3),
	STAIRS: flat("Stairs", 2e3)
};
/** The one upcharge table, keyed by code; each row also carries its code for quote lines. */
var UPCHARGES = Object.fromEntries(Object.entries(RULES).map(([code, rule]) => [code, {
	...rule,
	code
}]));
/** The amount an answer adds under an upcharge rule; 0 for a blank or unpriced answer. */
function upchargeAmount(code, answer) {
	const upcharge = UPCHARGES[code];
	if (upcharge.kind === "flat") return answer === upcharge.chargedWhen ? upcharge.amountCents : 0;
	const option = String(answer);
	return Object.hasOwn(upcharge.amountsCents, option) ? upcharge.amountsCents[option] ?? 0 : 0;
}
/** The quote line's label: option upcharges name the chosen option ("Braid size: Small"). */
function upchargeLabel(code, answer) {
	const upcharge = UPCHARGES[code];
	return upcharge.kind === "flat" ? upcharge.label : `${upcharge.label}: ${String(answer)}`;
}
// ../../packages/core/src/quote.ts
function payoutFor(totalCents) {
	return Math.round(totalCents * PAYOUT_RATE);
}
/**
* Service price first, then every non-zero surcharge in questionnaire order. Only questions
* that apply are priced, so a stray answer to a hidden question can never add to the total.
*/
function computeQuote(answers, service) {
	const lines = [{
		code: "SERVICE",
		label: service.name,
		amountCents: service.priceCents
	}];
	for (const question of visibleQuestions({
		answers,
		service
	})) {
		if (!question.upcharge) continue;
		const answer = answers[question.key];
		const amountCents = upchargeAmount(question.upcharge, answer);
		if (amountCents > 0) lines.push({
			code: question.upcharge,
			label: upchargeLabel(question.upcharge, answer),
			amountCents
		});
	}
	const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
	return {
		lines,
		totalCents,
		payoutCents: payoutFor(totalCents)
	};
}
/** What choosing `option` for `question` adds to the quote: the same rule computeQuote applies. */
function optionUpchargeCents(question, option) {
	return question.upcharge ? upchargeAmount(question.upcharge, option) : 0;
}
/** An option as the form lists it, with what it adds: "Small (+$50)"; "Large" when it adds nothing. */
function optionLabel(question, option, label = String(option)) {
	const cents = optionUpchargeCents(question, option);
	return cents > 0 ? `${label} (${formatUpcharge(cents)})` : label;
}
// ../../packages/core/src/catalogue.ts
/** Services offered for a service type: live ones of that type, in catalogue order. */
function bookableServices(services, serviceType) {
	return services.filter((service) => service.live && service.serviceType === serviceType);
}
// ../../packages/core/src/resets.ts
/** The schedule part of the form, in the order it is asked (before every answer). */
var SCHEDULE_ORDER = [
	"cityId",
	"date",
	"time",
	"timeZone"
];
function pick(source, keys) {
	const picked = {};
	for (const key of keys) if (source[key] !== void 0) picked[key] = source[key];
	return picked;
}
/** Drops answers to questions that no longer apply (e.g. hairExtType once hairExt is "no"). */
function pruneHiddenAnswers(answers, services) {
	let current = answers;
	for (;;) {
		const service = services.find((candidate) => candidate.id === current.serviceId);
		const visible = new Set(visibleQuestions({
			answers: current,
			service
		}).map((question) => question.key));
		const kept = Object.fromEntries(Object.entries(current).filter(([key]) => visible.has(key)));
		if (Object.keys(kept).length === Object.keys(current).length) return current;
		current = kept;
	}
}
/** A new service type starts the form over, keeping only location, date, time and time zone. */
function changeServiceType(state, serviceType) {
	if (state.answers.serviceType === serviceType) return state;
	return {
		schedule: state.schedule,
		answers: { serviceType }
	};
}
/** A new service keeps the schedule, service type, hair type and hair density; the price follows the service. */
function changeService(state, service) {
	if (state.answers.serviceId === service.id) return state;
	return {
		schedule: state.schedule,
		answers: {
			...pick(state.answers, [
				"serviceType",
				"hairType",
				"hairDensity"
			]),
			serviceId: service.id
		}
	};
}
/**
* "No" on a kids service resets the form to location, date, time, hair type, hair density and
* service type, and raises the alert. The time zone is kept too: the spec's list omits it, but
* a kept time without its zone would be meaningless and the customer would have to pick it again.
*/
function answerChildSupervision(state, supervised) {
	if (supervised) return { state: {
		...state,
		answers: {
			...state.answers,
			childSupervision: true
		}
	} };
	return {
		state: {
			schedule: state.schedule,
			answers: pick(state.answers, [
				"serviceType",
				"hairType",
				"hairDensity"
			])
		},
		alert: CHILD_SUPERVISION_ALERT
	};
}
/**
* Sets part of the schedule. Blanking a field clears the later fields and every answer; a past
* date clears date, time and time zone; an out-of-hours or already-past time clears the time.
*/
function changeSchedule(state, patch, now) {
	const schedule = {
		...state.schedule,
		...patch
	};
	const blanked = SCHEDULE_ORDER.findIndex((field) => field in patch && isBlank(patch[field]));
	if (blanked !== -1) return { state: {
		schedule: pick(schedule, SCHEDULE_ORDER.slice(0, blanked)),
		answers: {}
	} };
	const check = checkSchedule(schedule, now);
	if (check.ok) return { state: {
		...state,
		schedule
	} };
	const kept = SCHEDULE_ORDER.filter((field) => !check.clear.some((cleared) => cleared === field));
	return {
		state: {
			...state,
			schedule: pick(schedule, kept)
		},
		alert: check.message
	};
}
function without(answers, key) {
	return Object.fromEntries(Object.entries(answers).filter(([answered]) => answered !== key));
}
/** The answers to questions before this one; it and everything after it are cleared. */
function clearFrom(answers, key) {
	const position = QUESTIONS.findIndex((question) => question.key === key);
	return pick(answers, QUESTIONS.slice(0, position).map((question) => question.key));
}
/**
* Records one answer with the rule that goes with it: a new service type or service resets,
* "no" to child supervision resets with an alert, blanking a required answer clears every
* later one (an optional text left blank is an answer, so it clears nothing), and answers to
* questions that stop applying are dropped.
*/
function setAnswer(state, key, value, { services }) {
	const required = QUESTIONS.find((question) => question.key === key)?.required ?? false;
	if (isBlank(value)) {
		const answers = required ? clearFrom(state.answers, key) : without(state.answers, key);
		return { state: {
			...state,
			answers: pruneHiddenAnswers(answers, services)
		} };
	}
	if (key === "serviceType") return { state: changeServiceType(state, value) };
	if (key === "serviceId") {
		const service = services.find((candidate) => candidate.id === value);
		if (!service) throw new Error(`setAnswer: service ${String(value)} is not in the catalogue given`);
		return { state: changeService(state, service) };
	}
	if (key === "childSupervision") return answerChildSupervision(state, value === true);
	const answers = pruneHiddenAnswers({
		...state.answers,
		[key]: value
	}, services);
	return { state: {
		...state,
		answers
	} };
}
// src/features/booking/BookingConfirmation.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function Fact({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "xs",
			tt: "uppercase",
			fw: 700,
			c: "plum.7",
			style: { letterSpacing: "0.08em" },
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children })]
	});
}
function BookingConfirmation({ confirmation, onBookAnother }) {
	const { user } = useSession();
	const { place } = confirmation;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: {
			base: "lg",
			sm: 40
		},
		shadow: "xs",
		withBorder: true,
		role: "status",
		"aria-labelledby": "confirmation-title",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "sm",
					wrap: "nowrap",
					align: "flex-start",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeIcon, {
						size: 40,
						radius: "xl",
						color: "teal",
						"aria-hidden": true,
						children: "✓"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 4,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
							order: 2,
							id: "confirmation-title",
							fz: {
								base: "xl",
								sm: 28
							},
							children: [
								"Thank you, ",
								confirmation.firstName,
								"! Your booking is ",
								confirmation.paid ? "confirmed" : "received",
								"."
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							c: "dimmed",
							children: confirmation.paid ? `We have e-mailed your receipt to ${confirmation.email}.` : "Your payment is still being processed; we will e-mail your receipt as soon as it clears."
						})]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						xs: 2
					},
					spacing: "lg",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Service",
							children: confirmation.serviceName
						}),
						confirmation.style && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Style",
							children: confirmation.style
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Date",
							children: confirmation.date
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
							label: "Time",
							children: [
								confirmation.time,
								" (",
								confirmation.timeZone,
								" time)"
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Fact, {
							label: "Place",
							children: [
								[place.address1, place.address2].filter(Boolean).join(", "),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
								place.city,
								", ",
								place.state,
								" ",
								place.zip
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
							label: "Total",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"data-testid": "confirmation-total",
								children: totalWithPayment(confirmation.totalCents, confirmation.paymentState)
							})
						})
					]
				}),
				confirmation.confirmedWith ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					fw: 600,
					"data-testid": "confirmed-with",
					children: [
						"Confirmed with ",
						confirmation.confirmedWith,
						", your beauty professional. Thank you for booking with us."
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					fw: 600,
					children: "Thank you for booking with us. We will contact you soon with the name of your beauty professional."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "sm",
					children: [
						confirmation.calendar && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							onClick: () => confirmation.calendar && downloadCalendarFile(confirmation.calendar),
							children: "Add to calendar"
						}),
						user && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							component: Link,
							to: paths.dashboard,
							variant: "light",
							children: "Go to your dashboard"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "subtle",
							onClick: onBookAnother,
							children: "Book another service"
						})
					]
				})
			]
		})
	});
}
// src/features/booking/AddressFields.tsx
function AddressFields({ address, city, errors, onChange }) {
	const field = (name) => ({
		name: `address.${name}`,
		value: address[name],
		error: errors[`address.${name}`],
		onChange: (event) => onChange({ [name]: event.currentTarget.value })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Address 1",
				autoComplete: "address-line1",
				required: true,
				...field("address1")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Address 2 (optional)",
				autoComplete: "address-line2",
				...field("address2")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				cols: {
					base: 2,
					xs: 4
				},
				spacing: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "City",
						value: city.city,
						readOnly: true,
						variant: "filled"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "State",
						value: city.state,
						readOnly: true,
						variant: "filled"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Country",
						value: "United States",
						readOnly: true,
						variant: "filled"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "ZIP code",
						autoComplete: "postal-code",
						inputMode: "numeric",
						required: true,
						...field("zip")
					})
				]
			})
		]
	});
}
// src/features/booking/validate-with.ts
/** The first message for each field the schema rejects; empty when the values are valid. */
function validateWith(schema, values) {
	const result = schema.safeParse(values);
	if (result.success) return {};
	const errors = {};
	for (const issue of result.error.issues) {
		const field = String(issue.path[0] ?? "form");
		errors[field] ??= issue.message;
	}
	return errors;
}
// src/features/booking/booking-state.ts
var EMPTY_ADDRESS = {
	address1: "",
	address2: "",
	zip: ""
};
/** The /book-now/{type} segment, in any case ("hair", "HAIR"), or nothing. */
function serviceTypeFromPath(segment) {
	const type = segment?.toUpperCase();
	return isServiceType(type) ? type : void 0;
}
/**
* The form's first state: the quick bar's answers (homeInfo), the type in the address, and
* the service an advisor link names (?service=id) when it is a live service of that type.
*/
function initialFormState(homeInfo, pathType, preselect) {
	const serviceType = pathType ?? homeInfo?.serviceType;
	const schedule = homeInfo ? {
		cityId: homeInfo.cityId,
		date: homeInfo.date,
		time: homeInfo.time,
		timeZone: homeInfo.timeZone
	} : {};
	const service = preselect?.services.find((candidate) => candidate.id === preselect.serviceId && candidate.serviceType === serviceType);
	return {
		schedule,
		answers: serviceType ? service ? {
			serviceType,
			serviceId: service.id
		} : { serviceType } : {}
	};
}
/** Router state carrying homeInfo, checked, since anything may sit in history state. */
function readHomeInfo(state) {
	if (typeof state !== "object" || state === null || !("homeInfo" in state)) return null;
	const homeInfo = state.homeInfo;
	if (typeof homeInfo !== "object" || homeInfo === null) return null;
	const candidate = homeInfo;
	return typeof candidate.cityId === "string" && isServiceType(candidate.serviceType) ? candidate : null;
}
/**
* Everything NEXT must find in order before the payment step: a bookable schedule, every
* required answer, answers the service accepts, and the appointment address. One message
* per field; the first key in the result is the first problem on the page.
*/
function questionnaireProblems(form, service, address, now) {
	const problems = { ...validateWith(scheduleSchema, form.schedule) };
	const scheduleCheck = checkSchedule(form.schedule, now);
	if (!scheduleCheck.ok) problems[scheduleCheck.field] ??= scheduleCheck.message;
	if (!form.answers.serviceType) problems.serviceType = "Please choose a service type";
	else if (!service) problems.serviceId = "Please choose your service";
	else {
		for (const question of missingAnswers({
			answers: form.answers,
			service
		})) problems[question.key] ??= question.missingMessage;
		for (const problem of validateBookingAnswers(form.answers, service)) problems[problem.field] ??= problem.message;
	}
	const addressErrors = validateWith(appointmentAddressSchema, address);
	for (const [field, message] of Object.entries(addressErrors)) problems[`address.${field}`] = message;
	return problems;
}
// src/features/booking/BillingFields.tsx
var EMPTY_PAYMENT_DETAILS = {
	firstName: "",
	lastName: "",
	email: "",
	phone: "",
	sameAsAppointment: void 0,
	address1: "",
	address2: "",
	city: "",
	state: "",
	zip: "",
	cardNumber: ""
};
var STATE_CHOICES = US_STATES.map((state) => ({
	value: state.code,
	label: state.name
}));
function ContactFields({ form }) {
	const field = (name) => ({
		name,
		required: true,
		...form.getInputProps(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2
			},
			spacing: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "First name",
				autoComplete: "given-name",
				...field("firstName")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Last name",
				autoComplete: "family-name",
				...field("lastName")
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
			cols: {
				base: 1,
				xs: 2
			},
			spacing: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Email",
				type: "email",
				autoComplete: "email",
				...field("email")
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Phone",
				type: "tel",
				autoComplete: "tel",
				...field("phone")
			})]
		})]
	});
}
function BillingAddressFields({ form }) {
	const text = (name) => ({
		name: `billing-${name}`,
		...form.getInputProps(name)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoField, {
			name: "sameAsAppointment",
			label: "Is your billing address the same as the address above?",
			...form.getInputProps("sameAsAppointment"),
			value: form.values.sameAsAppointment
		}), form.values.sameAsAppointment === false && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
					name: "billing-country",
					label: "Country",
					description: "We can bill addresses in the United States.",
					choices: [{
						value: "US",
						label: "United States"
					}],
					value: "US",
					onChange: () => {}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Address 1",
					autoComplete: "billing address-line1",
					required: true,
					...text("address1")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Address 2",
					autoComplete: "billing address-line2",
					...text("address2")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
					cols: {
						base: 1,
						xs: 3
					},
					spacing: "md",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "City",
							autoComplete: "billing address-level2",
							required: true,
							...text("city")
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
							name: "billing-state",
							label: "State",
							choices: STATE_CHOICES,
							...form.getInputProps("state"),
							value: form.values.state || void 0
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
							label: "ZIP code",
							autoComplete: "billing postal-code",
							inputMode: "numeric",
							required: true,
							...text("zip")
						})
					]
				})
			]
		})]
	});
}
/** The billing answer as billingSchema reads it (which then types it). */
function billingInput(details) {
	if (details.sameAsAppointment !== false) return { sameAsAppointment: details.sameAsAppointment };
	return {
		sameAsAppointment: false,
		country: "US",
		address1: details.address1,
		address2: details.address2 || void 0,
		city: details.city,
		state: details.state,
		zip: details.zip
	};
}
var PriceSummary_module_default = { summary: "_summary_yg00f_2" };
// src/features/booking/PriceSummary.tsx
function PriceLines({ lines, totalCents, withTotal = true }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 6,
		children: [lines.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			wrap: "nowrap",
			gap: "sm",
			align: "flex-start",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: line.label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				ff: "monospace",
				style: { whiteSpace: "nowrap" },
				children: formatUsd(line.amountCents)
			})]
		}, line.code)), withTotal && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, { my: 4 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Total, { totalCents })] })]
	});
}
function Total({ totalCents }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		justify: "space-between",
		wrap: "nowrap",
		gap: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fw: 700,
			children: "Total"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			fw: 700,
			ff: "monospace",
			"data-testid": "price-total",
			children: formatUsd(totalCents)
		})]
	});
}
/** The phone's sticky summary: the total always, the lines on request. */
function PriceBar({ quote }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: "sm",
		shadow: "md",
		withBorder: true,
		"aria-label": "Price summary",
		component: "section",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("details", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("summary", {
			className: PriceSummary_module_default.summary,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Total, { totalCents: quote.totalCents }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: "Tap to see what makes up your price"
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			pt: "sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceLines, {
				...quote,
				withTotal: false
			})
		})] })
	});
}
function PriceSummary({ quote }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: "lg",
		shadow: "xs",
		withBorder: true,
		"aria-label": "Price summary",
		component: "section",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "lg",
				children: "Your price"
			}), quote ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceLines, {
				lines: quote.lines,
				totalCents: quote.totalCents
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: "Choose a service to see its price. Options that add to it are priced as you answer."
			})]
		})
	});
}
// src/features/booking/PaymentStep.tsx
/** Pre-fills the contact details of a signed-in customer, once, without overwriting typing. */
function usePrefilledContact(setValues) {
	const { user } = useSession();
	const profile = trpc.account.profile.useQuery({ userId: user?.id ?? "" }, { enabled: Boolean(user) });
	(0, import_react.useEffect)(() => {
		const data = profile.data;
		if (!data) return;
		setValues((current) => ({
			firstName: current.firstName || data.firstName,
			lastName: current.lastName || data.lastName,
			email: current.email || data.email,
			phone: current.phone || data.phone
		}));
	}, [profile.data, setValues]);
}
/** The form's values as the schema reads them: contact, the billing answer, the test card. */
var detailsInput = (details) => ({
	...details,
	...billingInput(details)
});
function PaymentStep({ schedule, answers, address, serviceName, city, requestedProId, onConfirmed }) {
	const provider = trpc.booking.paymentProvider.useQuery(void 0, { staleTime: Number.POSITIVE_INFINITY });
	const useStripe = provider.data?.provider === "stripe";
	const { form, formError, setFormError, onSubmit, showServerError } = useSchemaForm(useStripe ? paymentDetailsSchema : paymentDetailsWithTestCardSchema, EMPTY_PAYMENT_DETAILS, { toInput: detailsInput });
	const [paying, setPaying] = (0, import_react.useState)(false);
	const pending = (0, import_react.useRef)(null);
	const confirmCard = (0, import_react.useRef)(null);
	const onCardReady = (0, import_react.useCallback)((confirm) => {
		confirmCard.current = confirm;
	}, []);
	usePrefilledContact(form.setValues);
	const quote = trpc.quote.compute.useQuery({
		serviceId: answers.serviceId,
		answers
	});
	const create = trpc.booking.create.useMutation();
	const utils = trpc.useUtils();
	const confirmPayment = trpc.booking.confirmPayment.useMutation();
	const bookingInput = (details) => ({
		schedule,
		answers,
		address: {
			address1: address.address1,
			address2: address.address2 || void 0,
			zip: address.zip
		},
		contact: contactSchema.parse(details),
		billing: billingSchema.parse(billingInput(details)),
		...requestedProId ? { requestedProId } : {}
	});
	const pay = async (details) => {
		if (useStripe && true) return setFormError(CARDS_UNAVAILABLE);
		const input = bookingInput(details);
		const { contact, billing } = input;
		setPaying(true);
		try {
			const key = JSON.stringify(input);
			if (pending.current?.key !== key) pending.current = {
				key,
				created: await create.mutateAsync(input)
			};
			const { bookingId, clientSecret, cardStep } = pending.current.created;
			if (useStripe && confirmCard.current) {
				const card = await confirmCard.current(clientSecret, {
					name: `${contact.firstName} ${contact.lastName}`.trim(),
					email: contact.email,
					phone: contact.phone,
					...billing.sameAsAppointment ? {} : { address: {
						line1: billing.address1,
						line2: billing.address2 ?? "",
						city: billing.city,
						state: billing.state,
						postal_code: billing.zip,
						country: "US"
					} }
				}, cardStep);
				if (!card.ok) {
					setFormError(`${card.message} Your answers are kept: please check your card details or use another card.`);
					return;
				}
			}
			onConfirmed(await confirmPayment.mutateAsync({
				bookingId,
				clientSecret,
				cardNumber: useStripe ? void 0 : details.cardNumber
			}));
		} catch (error) {
			showServerError(error);
			if (schedule.fromSlot) utils.availability.slots.invalidate();
		} finally {
			setPaying(false);
		}
	};
	const place = [
		address.address1,
		address.address2,
		`${city.city}, ${city.state} ${address.zip}`
	].filter(Boolean).join(", ");
	const total = quote.data?.totalCents;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: {
			base: "md",
			sm: "xl"
		},
		shadow: "xs",
		withBorder: true,
		component: "section",
		"aria-labelledby": "review-title",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
			onSubmit: onSubmit((details) => void pay(details)),
			noValidate: true,
			"aria-label": "Review and pay",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "lg",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						id: "review-title",
						fz: "xl",
						children: "Review and pay"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						gap: 4,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								fw: 600,
								children: serviceName
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
								size: "sm",
								children: [
									formatDateLong(schedule.date),
									" at ",
									formatTime12h(schedule.time),
									" (",
									schedule.timeZone,
									" time)"
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								size: "sm",
								children: place
							})
						]
					}),
					quote.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceLines, {
						lines: quote.data.lines,
						totalCents: quote.data.totalCents
					}) : quote.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: describeError(quote.error).message }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
						gap: "xs",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, { size: "sm" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							children: "Pricing your booking…"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
						label: "Your details",
						labelPosition: "left"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactFields, { form }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
						label: "Billing",
						labelPosition: "left"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BillingAddressFields, { form }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
						label: "Payment",
						labelPosition: "left"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardEntry, {
						provider: provider.data?.provider,
						onCardReady,
						cardNumber: form.getInputProps("cardNumber")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						children: cardStepNote(appointmentInstant(schedule.date, schedule.time, schedule.timeZone), /* @__PURE__ */ new Date())
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormMessage, { message: formError }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						size: "lg",
						loading: paying,
						disabled: total === void 0,
						fullWidth: true,
						children: total === void 0 ? "Pay" : `Pay ${formatUsd(total)}`
					})
				]
			})
		})
	});
}
// src/features/booking/QuestionField.tsx
function choicesFor(question, answers, catalogue) {
	if (question.optionsFrom === "services") return answers.serviceType ? bookableServices(catalogue.services, answers.serviceType).map((service) => ({
		value: service.id,
		label: `${service.name} (${formatUsd(service.priceCents)})`
	})) : [];
	if (question.optionsFrom === "hairTypes") return catalogue.hairTypes.map((hairType) => ({
		value: hairType.name,
		label: hairTypeLabel(hairType.name)
	}));
	return (question.options ?? []).map((option) => ({
		value: String(option),
		label: isServiceType(option) ? SERVICE_TYPE_LABELS[option] : optionLabel(question, option)
	}));
}
function QuestionField({ question, answers, service, catalogue, error, onAnswer }) {
	const { key, label, note } = question;
	const value = answers[key];
	const common = {
		name: key,
		label,
		description: key === "serviceId" && service?.detail ? service.detail : note,
		error
	};
	switch (question.input) {
		case "yesno": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(YesNoField, {
			...common,
			yesLabel: optionLabel(question, true, "Yes"),
			noLabel: optionLabel(question, false, "No"),
			value: typeof value === "boolean" ? value : void 0,
			onChange: (v) => onAnswer(key, v)
		});
		case "shade": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShadeField, {
			...common,
			shades: catalogue.skinShades,
			value: typeof value === "string" ? value : void 0,
			onChange: (v) => onAnswer(key, v)
		});
		case "text": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftInput, {
			...common,
			required: question.required,
			value: typeof value === "string" ? value : void 0,
			settled: (text) => text.trim() !== "",
			onCommit: (text) => onAnswer(key, text.trim() === "" ? void 0 : text)
		});
		case "number": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
			...common,
			choices: choicesFor(question, answers, catalogue),
			value: value === void 0 ? void 0 : String(value),
			onChange: (v) => onAnswer(key, v === "" ? void 0 : Number(v))
		});
		default: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
			...common,
			choices: choicesFor(question, answers, catalogue),
			value: value === void 0 ? void 0 : String(value),
			onChange: (v) => onAnswer(key, v === "" ? void 0 : v)
		});
	}
}
// src/features/booking/RequestedProCard.tsx
function RequestedProCard({ proUserId, onRemove }) {
	const query = trpc.booking.requestedPro.useQuery({ proUserId }, { retry: false });
	const name = query.data?.name;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		withBorder: true,
		radius: "md",
		p: "md",
		component: "section",
		"aria-label": "Requested professional",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			wrap: "wrap",
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "sm",
				wrap: "nowrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
					src: query.data?.avatarUrl,
					alt: "",
					name: name ?? "",
					color: "initials"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: 0,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						fw: 600,
						children: query.isPending ? "Loading your professional…" : name ? `You asked for ${name}` : "Requested professional"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						c: "dimmed",
						children: query.error ? describeError(query.error).message : "We offer your booking to them first, then to the other professionals of your state."
					})]
				})]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "subtle",
				onClick: onRemove,
				children: "Any professional"
			})]
		})
	});
}
// src/features/booking/ScheduleFields.tsx
function LocationField({ cityId, cities, error, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
		name: "cityId",
		label: SCHEDULE_LABELS.cityId,
		choices: cities,
		value: cityId,
		error,
		onChange
	});
}
/** "Request another time": the typed date, time and zone, said plainly to be a request. */
function RequestedTimeFields({ schedule, errors, onChange, onBackToSlots }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "gray",
				variant: "light",
				title: "A request that may not be filled",
				children: "We offer a requested time to our professionals, but none may be free then. If nobody accepts in time, we cancel the booking and refund it in full."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftInput, {
				name: "date",
				type: "date",
				label: SCHEDULE_LABELS.date,
				required: true,
				min: earliestBookableDate(),
				value: schedule.date,
				error: errors.date,
				settled: dateSettled,
				onCommit: (date) => onChange({ date })
			}),
			schedule.date && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SimpleGrid, {
				cols: {
					base: 1,
					xs: 2
				},
				spacing: "md",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftInput, {
					name: "time",
					type: "time",
					label: SCHEDULE_LABELS.time,
					required: true,
					min: "09:01",
					max: "19:59",
					value: schedule.time,
					error: errors.time,
					settled: timeSettled,
					onCommit: (time) => onChange({ time })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceField, {
					name: "timeZone",
					label: SCHEDULE_LABELS.timeZone,
					choices: TIME_ZONE_CHOICES,
					value: schedule.timeZone,
					error: errors.timeZone,
					onChange: (timeZone) => onChange({ timeZone: timeZone || void 0 })
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "light",
				onClick: onBackToSlots,
				style: { alignSelf: "flex-start" },
				children: "See the times pros can come"
			})
		]
	});
}
/** The way out of the slots, labelled as what it is. */
function RequestAnotherTime({ onClick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: 0,
		align: "flex-start",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "subtle",
			size: "compact-md",
			px: 0,
			onClick,
			children: "Request another time"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: "a request that may not be filled"
		})]
	});
}
var SlotPicker_module_default = { day: "_day_13bpa_2" };
// src/features/booking/slot-choices.ts
/** The slot query's days: two weeks from `from` (by default today in the last US zone). */
var slotWindow = (from = earliestBookableDate()) => ({
	from,
	to: addDays(from, 13)
});
/** "1 pro available", "3 pros available". */
var prosAvailable = (pros) => `${pros} ${pros === 1 ? "pro" : "pros"} available`;
/** Our zone id for the answer's IANA zone; null for a zone the form does not name. */
var zoneIdOf = (iana) => TIME_ZONES.find((zone) => zone.iana === iana)?.id ?? null;
/** Whether a picked date and time is among the offered slots. */
var isOffered = (days, date, time) => days.some((day) => day.date === date && day.slots.some((slot) => slot.time === time));
/** The day the strip opens on: the picked date when shown, else the first day with a slot, else the first day. */
function openingDay(days, picked) {
	if (picked && days.some((day) => day.date === picked)) return picked;
	return (days.find((day) => day.slots.length > 0) ?? days[0])?.date;
}
// src/features/booking/SlotPicker.tsx
var weekday = new Intl.DateTimeFormat("en-US", {
	weekday: "short",
	timeZone: "UTC"
});
var monthDay = new Intl.DateTimeFormat("en-US", {
	month: "short",
	day: "numeric",
	timeZone: "UTC"
});
var utcDay = (date) => /* @__PURE__ */ new Date(`${date}T00:00:00Z`);
function SlotPicker({ serviceId, zip, requestedProId, picked, error, onPick, onRequestAnotherTime }) {
	const [range, setRange] = (0, import_react.useState)(() => slotWindow());
	const query = trpc.availability.slots.useQuery({
		serviceId,
		zip,
		...range,
		...requestedProId ? { requestedProId } : {}
	}, { retry: false });
	const days = query.data?.days ?? [];
	const [day, setDay] = (0, import_react.useState)(picked.date);
	const shownDay = days.find((candidate) => candidate.date === openingDay(days, day));
	const zone = query.data ? zoneIdOf(query.data.timeZone) : null;
	const pickedGone = Boolean(query.data && picked.date && picked.time && !isOffered(days, picked.date, picked.time));
	const release = (0, import_react.useRef)(onPick);
	release.current = onPick;
	(0, import_react.useEffect)(() => {
		if (pickedGone) release.current(null);
	}, [pickedGone]);
	const goTo = (date) => {
		setDay(date);
		if (!days.some((candidate) => candidate.date === date)) setRange(slotWindow(date));
	};
	const requestAnother = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestAnotherTime, { onClick: onRequestAnotherTime });
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "sm",
		role: "status",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, { size: "sm" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Finding the times our professionals can come…" })]
	});
	if (query.error || !zone) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "rose",
			variant: "light",
			role: "alert",
			children: query.error ? describeError(query.error).message : "We cannot offer times for this address online yet."
		}), requestAnother]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ScrollArea, {
				type: "auto",
				offsetScrollbars: true,
				scrollbarSize: 6,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
					gap: "xs",
					wrap: "nowrap",
					role: "group",
					"aria-label": "Dates",
					pb: 4,
					children: days.map((candidate) => {
						const selected = candidate.date === shownDay?.date;
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
							className: SlotPicker_module_default.day,
							"data-selected": selected || void 0,
							"data-empty": candidate.slots.length === 0 || void 0,
							"aria-pressed": selected,
							"aria-label": `${formatDateLong(candidate.date)}, ${candidate.slots.length === 0 ? "no times" : `${candidate.slots.length} times`}`,
							onClick: () => setDay(candidate.date),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									size: "xs",
									tt: "uppercase",
									fw: 600,
									children: weekday.format(utcDay(candidate.date))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									fw: 700,
									children: monthDay.format(utcDay(candidate.date))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
									size: "xs",
									c: "dimmed",
									children: candidate.slots.length === 0 ? "No times" : `${candidate.slots.length} times`
								})
							]
						}, candidate.date);
					})
				})
			}),
			shownDay && shownDay.slots.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				gap: "xs",
				role: "group",
				"aria-label": `Times on ${formatDateLong(shownDay.date)}`,
				children: shownDay.slots.map((slot) => {
					const selected = picked.date === shownDay.date && picked.time === slot.time;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: selected ? "filled" : "default",
						"aria-pressed": selected,
						h: "auto",
						py: 6,
						onClick: () => onPick({
							date: shownDay.date,
							time: slot.time,
							timeZone: zone
						}),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: 0,
							align: "center",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: formatTime12h(slot.time) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
								span: true,
								size: "xs",
								c: selected ? void 0 : "dimmed",
								fw: 400,
								children: prosAvailable(slot.pros)
							})]
						})
					}, slot.time);
				})
			}),
			shownDay && shownDay.slots.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "xs",
				role: "status",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
					"No professional can come on ",
					formatDateLong(shownDay.date),
					"."
				] }), shownDay.nextDatesWithSlots.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						children: "The next days with times:"
					}), shownDay.nextDatesWithSlots.map((date) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "light",
						onClick: () => goTo(date),
						children: formatDateLong(date)
					}, date))]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					children: "No times in the next two weeks either."
				})]
			}),
			picked.date && picked.time && !pickedGone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				fw: 600,
				children: [
					"Your time: ",
					formatDateLong(picked.date),
					" at ",
					formatTime12h(picked.time),
					" ",
					zone,
					" time"
				]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "red",
				size: "sm",
				role: "alert",
				children: error
			}),
			requestAnother
		]
	});
}
// src/features/booking/BookingForm.tsx
var STEP_PARAM = "step";
var PAYMENT_STEP = "payment";
var scrollIntoView = (element) => requestAnimationFrame(() => element?.scrollIntoView({
	behavior: "smooth",
	block: "start"
}));
function Section({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
		p: {
			base: "md",
			sm: "xl"
		},
		shadow: "xs",
		withBorder: true,
		component: "section",
		"aria-label": title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				fz: "xl",
				children: title
			}), children]
		})
	});
}
function BookingForm({ catalogue, start, onConfirmed }) {
	const [initial] = (0, import_react.useState)(() => {
		const { form: draft, address, origin, requestedProId = null, fromSlot } = start();
		const known = catalogue.cities.some((city) => city.id === draft.schedule.cityId);
		const schedule = changeSchedule({
			...draft,
			schedule: {}
		}, known ? draft.schedule : {}, /* @__PURE__ */ new Date()).state.schedule;
		return {
			origin,
			address,
			requestedProId,
			pickSlots: fromSlot ?? !schedule.time,
			form: {
				answers: draft.answers,
				schedule
			}
		};
	});
	const [pickSlots, setPickSlots] = (0, import_react.useState)(initial.pickSlots);
	const [requestedProId, setRequestedProId] = (0, import_react.useState)(initial.requestedProId);
	const [form, setForm] = (0, import_react.useState)(initial.form);
	const [address, setAddress] = (0, import_react.useState)(initial.address);
	const location = useLocation();
	const [searchParams, setSearchParams] = useSearchParams();
	const wantsPayment = searchParams.get(STEP_PARAM) === PAYMENT_STEP;
	const [notice, setNotice] = (0, import_react.useState)(null);
	const [errors, setErrors] = (0, import_react.useState)({});
	const noticeRef = (0, import_react.useRef)(null);
	const paymentRef = (0, import_react.useRef)(null);
	const services = catalogue.services;
	const service = services.find((candidate) => candidate.id === form.answers.serviceId);
	const city = catalogue.cities.find((candidate) => candidate.id === form.schedule.cityId);
	const cityChoices = (0, import_react.useMemo)(() => catalogue.cities.map((row) => ({
		value: row.id,
		label: cityLabel(row)
	})), [catalogue.cities]);
	const { cityId, date, time, timeZone } = form.schedule;
	const questions = cityId ? questionsToShow({
		answers: form.answers,
		service
	}) : [];
	const zip = zipCodeSchema.safeParse(address.zip);
	const slotsAsked = service && zip.success ? {
		serviceId: service.id,
		zip: zip.data.slice(0, 5)
	} : null;
	const answersComplete = Boolean(service) && missingAnswers({
		answers: form.answers,
		service
	}).length === 0;
	const quote = service ? computeQuote(form.answers, service) : null;
	const ready = answersComplete && Object.keys(questionnaireProblems(form, service, address, /* @__PURE__ */ new Date())).length === 0;
	const step = wantsPayment && ready ? "payment" : "questions";
	(0, import_react.useEffect)(() => bookingDraft.save({
		form,
		address,
		origin: initial.origin,
		requestedProId,
		fromSlot: pickSlots
	}), [
		form,
		address,
		initial.origin,
		requestedProId,
		pickSlots
	]);
	(0, import_react.useEffect)(() => {
		if (step === "payment") scrollIntoView(paymentRef.current);
	}, [step]);
	const showStep = (payment) => setSearchParams((params) => {
		if (payment) params.set(STEP_PARAM, PAYMENT_STEP);
		else params.delete(STEP_PARAM);
		return params;
	}, {
		replace: !payment,
		state: location.state
	});
	/** Every change returns to the questionnaire and clears the message of the field it touched. */
	const backToQuestions = () => {
		if (wantsPayment) showStep(false);
	};
	const apply = (change, touched) => {
		setForm(change.state);
		backToQuestions();
		setErrors(({ [touched]: _cleared, ...rest }) => rest);
		setNotice(change.alert ?? null);
		if (change.alert) scrollIntoView(noticeRef.current);
	};
	const changeScheduleField = (patch) => apply(changeSchedule(form, patch, /* @__PURE__ */ new Date()), Object.keys(patch)[0] ?? "");
	const switchTimeSource = (slots) => {
		setPickSlots(slots);
		setForm((current) => ({
			...current,
			schedule: { cityId: current.schedule.cityId }
		}));
		backToQuestions();
	};
	const pickSlot = (slot) => {
		if (slot) return apply(changeSchedule(form, slot, /* @__PURE__ */ new Date()), "time");
		setForm((current) => ({
			...current,
			schedule: { cityId: current.schedule.cityId }
		}));
	};
	const answer = (key, value) => apply(setAnswer(form, key, value, { services }), key);
	const changeAddress = (patch) => {
		setAddress((current) => ({
			...current,
			...patch
		}));
		backToQuestions();
		for (const field of Object.keys(patch)) setErrors(({ [`address.${field}`]: _cleared, ...rest }) => rest);
	};
	const next = (event) => {
		event.preventDefault();
		const problems = questionnaireProblems(form, service, address, /* @__PURE__ */ new Date());
		setErrors(problems);
		const [field, message] = Object.entries(problems)[0] ?? [];
		if (!field || !message) return showStep(true);
		const input = event.currentTarget.querySelector(`[name="${CSS.escape(field)}"]`);
		setNotice(input ? null : message);
		if (input) focusField(input);
		else scrollIntoView(noticeRef.current);
	};
	const summary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceSummary, { quote });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
		gap: "lg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
			span: {
				base: 12,
				md: 8
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				gap: "lg",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						ref: noticeRef,
						style: { scrollMarginTop: 80 },
						children: notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							color: "rose",
							variant: "light",
							role: "alert",
							withCloseButton: true,
							onClose: () => setNotice(null),
							children: notice
						})
					}),
					requestedProId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestedProCard, {
						proUserId: requestedProId,
						onRemove: () => {
							setRequestedProId(null);
							backToQuestions();
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
						onSubmit: next,
						noValidate: true,
						"aria-label": "Booking questionnaire",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							gap: "lg",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Where",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationField, {
										cityId: form.schedule.cityId,
										cities: cityChoices,
										error: errors.cityId,
										onChange: (changed) => changeScheduleField({ cityId: changed })
									})
								}),
								questions.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Your service",
									children: questions.map((question) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuestionField, {
										question,
										answers: form.answers,
										service,
										catalogue,
										error: errors[question.key],
										onAnswer: answer
									}, question.key))
								}),
								answersComplete && city && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Appointment address",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddressFields, {
										address,
										city,
										errors,
										onChange: changeAddress
									})
								}),
								cityId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
									title: "Date and time",
									children: !pickSlots ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestedTimeFields, {
										schedule: form.schedule,
										errors,
										onChange: changeScheduleField,
										onBackToSlots: () => switchTimeSource(true)
									}) : slotsAsked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SlotPicker, {
										...slotsAsked,
										requestedProId,
										picked: form.schedule,
										error: errors.time ?? errors.date,
										onPick: pickSlot,
										onRequestAnotherTime: () => switchTimeSource(false)
									}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
										gap: "xs",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "Choose your service and enter the address's ZIP code to see the times pros can come." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RequestAnotherTime, { onClick: () => switchTimeSource(false) })]
									})
								}),
								answersComplete && step === "questions" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
									type: "submit",
									size: "lg",
									fullWidth: true,
									children: "NEXT"
								})
							]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						ref: paymentRef,
						style: { scrollMarginTop: 80 },
						children: step === "payment" && service && city && date && time && timeZone && cityId && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentStep, {
							schedule: {
								cityId,
								date,
								time,
								timeZone,
								fromSlot: pickSlots
							},
							answers: form.answers,
							address,
							serviceName: service.name,
							city,
							requestedProId,
							onConfirmed
						})
					}),
					step === "questions" && quote && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						hiddenFrom: "md",
						pos: "sticky",
						bottom: 0,
						style: { zIndex: 2 },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceBar, { quote })
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid.Col, {
			span: {
				base: 12,
				md: 4
			},
			visibleFrom: "md",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				pos: "sticky",
				top: 88,
				children: summary
			})
		})]
	});
}
// src/pages/BookNowPage.tsx
function BookNowPage() {
	const location = useLocation();
	const navigate = useNavigate();
	const { type } = useParams();
	const catalogue = useBookingCatalogue();
	const [confirmation, setConfirmation] = (0, import_react.useState)(null);
	const [formKey, setFormKey] = (0, import_react.useState)(0);
	const homeInfo = readHomeInfo(location.state);
	const origin = homeInfo ? JSON.stringify(homeInfo) : null;
	const pathType = serviceTypeFromPath(type);
	const query = new URLSearchParams(location.search);
	const serviceParam = query.get(BOOK_NOW_SERVICE_PARAM);
	const proParam = query.get("pro");
	const startingPoint = () => {
		const draft = bookingDraft.read();
		const draftFits = draft !== null && (origin === null || draft.origin === origin) && (pathType === void 0 || draft.form.answers.serviceType === pathType) && (serviceParam === null || draft.form.answers.serviceId === serviceParam) && (proParam === null || draft.requestedProId === proParam);
		if (draft && draftFits) {
			const address = {
				...EMPTY_ADDRESS,
				...draft.address
			};
			return {
				form: draft.form,
				address,
				origin,
				requestedProId: draft.requestedProId ?? null
			};
		}
		return {
			form: initialFormState(homeInfo, pathType, {
				serviceId: serviceParam,
				services: catalogue.services
			}),
			address: EMPTY_ADDRESS,
			origin,
			requestedProId: proParam
		};
	};
	/** Forgets the draft and any quick-bar or advisor answers, and the payment step in the address. */
	const restart = () => {
		bookingDraft.clear();
		navigate(location.pathname, {
			replace: true,
			state: null
		});
		setFormKey((key) => key + 1);
	};
	const confirmed = (data) => {
		bookingDraft.clear();
		navigate(location.pathname, {
			replace: true,
			state: null
		});
		setConfirmation(data);
		window.scrollTo({ top: 0 });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
		py: {
			base: "lg",
			sm: 48
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, { title: "Book Now" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "lg",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				align: "flex-start",
				wrap: "nowrap",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					gap: 4,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 1,
						children: "Book Now"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						c: "dimmed",
						size: "lg",
						children: "Tell us when, where and what you would like; a vetted professional comes to you."
					})]
				}), !confirmation && catalogue.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "default",
					onClick: restart,
					style: { flexShrink: 0 },
					children: "Start over"
				})]
			}), confirmation ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingConfirmation, {
				confirmation,
				onBookAnother: () => {
					setConfirmation(null);
					setFormKey((key) => key + 1);
				}
			}) : catalogue.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BookingForm, {
				catalogue: catalogue.data,
				start: startingPoint,
				onConfirmed: confirmed
			}, `${origin ?? "draft"}-${formKey}`) : catalogue.error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				role: "alert",
				children: describeError(catalogue.error).message
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, { "aria-label": "Loading the booking form" })]
		})]
	});
}
export { BookNowPage };
