import { $ as HENNA_LENGTHS, A as isCalendarDate, B as CUSTOM_MADE_WIG_HAIR, D as TIME_PATTERN, E as SCHEDULE_REQUIRED_MESSAGES, G as CUSTOM_WIG_REASONS, H as CUSTOM_WIG_DENSITY_LABELS, I as CORNROW_COUNTS, J as CUSTOM_WIG_TEXTURES, K as CUSTOM_WIG_SIZES, L as CORNROW_STYLES, N as BRAID_LENGTHS, P as BRAID_SIZES, Q as HENNA_COLORS, R as CURL_PATTERNS, U as CUSTOM_WIG_HAIR_TYPES, W as CUSTOM_WIG_MEASUREMENTS, X as HAIR_DENSITIES, Y as EXTENSION_TYPES, Z as HAIR_LOSS_CAUSES, _t as WIG_INSTALL_TYPES, at as NAIL_SHAPES, ct as SERVICE_TYPE_LABELS, dt as SPECIAL_ACCOMMODATIONS, et as HENNA_SIZES, gt as WIG_HAIR_TYPES, ht as US_STATE_CODES, it as NAIL_POLISH_COLORS, j as isWithinBookingHours, lt as SKIN_TYPES, nt as MAKEUP_LOOKS, ot as PET_TYPES, pt as TIME_ZONE_IDS, q as CUSTOM_WIG_STYLES, rt as NAIL_DESCRIPTIONS, st as SERVICE_TYPES, tt as LOC_TIMES, vt as WIG_PRICES, yt as isServiceType, z as CURL_PATTERN_HAIR_TYPES } from "../entry-server.js";
import { c as int, d as object, f as strictObject, i as boolean, l as literal, n as _enum, o as discriminatedUnion, p as string, s as email } from "./schemas-DY5hhiYg.js";
import { a as CHILD_SUPERVISION_ALERT, h as OUT_OF_HOURS_MESSAGE, r as BOOKING_HOURS_WORDS } from "./messages-C05avZiZ.js";
import { n as proUserIdSchema } from "./requested-pro-B-ecAEcO.js";
// ../../packages/core/src/answers.ts
var choice = (values) => _enum(values, { error: "Please choose one of the listed options" });
var yesNo$1 = () => boolean({ error: "Please answer yes or no" });
var freeText = (maxLength) => string({ error: "Please type your answer" }).trim().max(maxLength, { error: `Please keep this to ${maxLength} characters or fewer` });
/** Head measurements are free text in inches, e.g. "21-21.5". */
var measurement = () => freeText(20);
var minCornrows = Math.min(...CORNROW_COUNTS);
var maxCornrows = Math.max(...CORNROW_COUNTS);
var cornrowRange = `Please choose between ${minCornrows} and ${maxCornrows} cornrows`;
var HAIR_FIELDS = {
	hairType: string({ error: "Please choose your hair type" }).trim().min(1, { error: "Please choose your hair type" }).max(60, { error: "Please choose your hair type" }),
	hairDensity: choice(HAIR_DENSITIES),
	curlPattern: choice(CURL_PATTERNS),
	hairExt: yesNo$1(),
	hairExtType: choice(EXTENSION_TYPES),
	hairLoss: yesNo$1(),
	hairLossDiag: yesNo$1(),
	hairLossCause: choice(HAIR_LOSS_CAUSES),
	hairDry: yesNo$1(),
	locTime: choice(LOC_TIMES),
	locColor: yesNo$1(),
	braidsSize: choice(BRAID_SIZES),
	braidsLength: choice(BRAID_LENGTHS),
	cornrowsStyle: choice(CORNROW_STYLES),
	cornrowsCount: int({ error: cornrowRange }).min(minCornrows, { error: cornrowRange }).max(maxCornrows, { error: cornrowRange }),
	wigPurchased: yesNo$1(),
	wigPurchaseAsst: yesNo$1(),
	wigHairType: choice(WIG_HAIR_TYPES),
	wigInstallType: choice(WIG_INSTALL_TYPES),
	wigPrice: choice(WIG_PRICES),
	wigStyling: yesNo$1(),
	customWigSizeCheck: yesNo$1(),
	customWigSize: choice(CUSTOM_WIG_SIZES),
	customWigSizeCirc: measurement(),
	customWigSizeNape: measurement(),
	customWigSizeForehead: measurement(),
	customWigSizeOverlap: measurement(),
	customWigSizeTempleBack: measurement(),
	customWigSizeNeck: measurement(),
	customWigInstallType: choice(WIG_INSTALL_TYPES),
	customWigHairType: choice(CUSTOM_WIG_HAIR_TYPES),
	customWigStyle: choice(CUSTOM_WIG_STYLES),
	customWigDensity: choice(CUSTOM_WIG_DENSITY_LABELS),
	customWigTexture: choice(CUSTOM_WIG_TEXTURES),
	customWigColor: yesNo$1(),
	customWigInstall: yesNo$1(),
	customWigReason: choice(CUSTOM_WIG_REASONS),
	sensitiveScalp: yesNo$1()
};
var MAKEUP_FIELDS = {
	skinType: choice(SKIN_TYPES),
	skinComplexion: string({ error: "Please choose a shade from the list" }).regex(/^#[0-9a-fA-F]{6}$/, { error: "Please choose a shade from the list" }),
	allergies: freeText(500),
	skinConditions: freeText(500),
	makeupLook: choice(MAKEUP_LOOKS),
	makeupLashes: yesNo$1()
};
var NAIL_FIELDS = {
	nailDesc: choice(NAIL_DESCRIPTIONS),
	nailShape: choice(NAIL_SHAPES),
	nailPolish: choice(NAIL_POLISH_COLORS),
	nailPolishOther: freeText(60)
};
var HENNA_FIELDS = {
	hennaSize: choice(HENNA_SIZES),
	hennaDesign: freeText(1e3),
	hennaLength: choice(HENNA_LENGTHS),
	hennaColor: choice(HENNA_COLORS)
};
/** Asked whatever the service type (child supervision only for kids services). */
var SHARED_FIELDS = {
	childSupervision: yesNo$1(),
	parkingAvailable: yesNo$1(),
	smokeFree: yesNo$1(),
	quietService: yesNo$1(),
	stairs: yesNo$1(),
	pet: yesNo$1(),
	petType: choice(PET_TYPES),
	specialAcc: yesNo$1(),
	specialAccType: choice(SPECIAL_ACCOMMODATIONS)
};
var ANSWER_FIELDS_BY_TYPE = {
	HAIR: {
		...HAIR_FIELDS,
		...SHARED_FIELDS
	},
	MAKEUP: {
		...MAKEUP_FIELDS,
		...SHARED_FIELDS
	},
	NAIL: {
		...NAIL_FIELDS,
		...SHARED_FIELDS
	},
	HENNA: {
		...HENNA_FIELDS,
		...SHARED_FIELDS
	}
};
var ANSWER_FIELDS = {
	...HAIR_FIELDS,
	...MAKEUP_FIELDS,
	...NAIL_FIELDS,
	...HENNA_FIELDS,
	...SHARED_FIELDS
};
var SERVICE_ID_SCHEMA = string({ error: "Please choose your service" }).trim().min(1, { error: "Please choose your service" }).max(64, { error: "Please choose your service" });
function isAnswerFieldKey(key) {
	return Object.hasOwn(ANSWER_FIELDS, key);
}
function fieldAppliesToType(key, serviceType) {
	const fields = ANSWER_FIELDS_BY_TYPE[serviceType];
	return fields !== void 0 && Object.hasOwn(fields, key);
}
/** Blank means "not answered": missing, or text with nothing but spaces. false is an answer. */
function isBlank(value) {
	return value === void 0 || value === null || typeof value === "string" && value.trim() === "";
}
// ../../packages/core/src/questionnaire.ts
var BRAIDS_NOTE = "Please note: we do not do micro braids, and hair is not provided.";
/** Labels of the schedule part of the form, asked before the questions below. */
var SCHEDULE_LABELS = {
	cityId: "Where would you like your service?",
	date: "What date would you like?",
	time: `What time would you like? Please choose a time ${BOOKING_HOURS_WORDS}.`,
	timeZone: "Which time zone is the appointment in?"
};
var ASK_VERB = {
	select: "Please choose",
	shade: "Please choose",
	number: "Please choose",
	yesno: "Please tell us",
	text: "Please enter"
};
function appliesToServiceType(key, answers) {
	if (key === "serviceType") return true;
	if (answers.serviceType === void 0) return false;
	return key === "serviceId" || fieldAppliesToType(key, answers.serviceType);
}
function ask(key, input, label, subject, options, { optional, when, ...extra } = {}) {
	return {
		key,
		label,
		input,
		...options ? { options } : {},
		...extra,
		required: !optional,
		missingMessage: `${ASK_VERB[input]} ${subject}`,
		appliesTo: (ctx) => appliesToServiceType(key, ctx.answers) && (when?.(ctx) ?? true)
	};
}
var select = (key, label, subject, options, extra) => ask(key, "select", label, subject, options, extra);
var yesNo = (key, label, subject, extra) => ask(key, "yesno", label, subject, void 0, extra);
var text = (key, label, subject, extra) => ask(key, "text", label, subject, void 0, extra);
var answerIs = (key, value) => (ctx) => ctx.answers[key] === value;
var flowIs = (...flows) => (ctx) => ctx.service !== void 0 && flows.includes(ctx.service.flow);
var hasCurlyHair = (ctx) => CURL_PATTERN_HAIR_TYPES.some((type) => type === ctx.answers.hairType?.trim().toUpperCase());
var both = (...conditions) => (ctx) => conditions.every((condition) => condition(ctx));
var isWigInstallation = flowIs("WIG_INSTALLATION");
var wantsCustomMadeWig = answerIs("wigHairType", CUSTOM_MADE_WIG_HAIR);
/** An installation of a wig bought elsewhere: its install type and price range are asked. */
var isBoughtWigInstallation = (ctx) => isWigInstallation(ctx) && !wantsCustomMadeWig(ctx);
/**
* The made-to-measure questions: the Custom Wig service, and a Wig Installation whose wig is
* to be custom made (its own install-type question replaces the bought wig's).
*/
var isCustomWig = (ctx) => flowIs("CUSTOM_WIG")(ctx) || isWigInstallation(ctx) && wantsCustomMadeWig(ctx);
var QUESTIONS = [
	select("serviceType", "Which type of service would you like?", "a service type", SERVICE_TYPES),
	ask("hairType", "select", "What is your hair type?", "your hair type", void 0, { optionsFrom: "hairTypes" }),
	select("hairDensity", "How thick is your hair?", "your hair density", HAIR_DENSITIES),
	ask("serviceId", "select", "Which service would you like?", "your service", void 0, { optionsFrom: "services" }),
	yesNo("childSupervision", "Will a parent or another adult be on-site for the whole service?", "whether a parent or adult will be on-site", { when: (ctx) => ctx.service?.forKids === true }),
	select("curlPattern", "What is your curl pattern?", "your curl pattern", CURL_PATTERNS, { when: hasCurlyHair }),
	yesNo("hairExt", "Do you currently wear hair extensions?", "whether you wear hair extensions"),
	select("hairExtType", "Which type of extensions do you wear?", "your extension type", EXTENSION_TYPES, { when: answerIs("hairExt", true) }),
	yesNo("hairLoss", "Are you experiencing hair loss?", "whether you are experiencing hair loss"),
	yesNo("hairLossDiag", "Has your hair loss been diagnosed by a doctor?", "whether your hair loss was diagnosed", { when: answerIs("hairLoss", true) }),
	select("hairLossCause", "What is the cause of your hair loss?", "the cause of your hair loss", HAIR_LOSS_CAUSES, { when: answerIs("hairLoss", true) }),
	yesNo("hairDry", "Will your hair be washed and dry when your professional arrives?", "whether your hair will be washed and dry", { when: flowIs("BLOWOUT") }),
	select("locTime", "How long have you had your locs?", "how long you have had your locs", LOC_TIMES, { when: flowIs("LOCS") }),
	yesNo("locColor", "Are your locs color-treated?", "whether your locs are color-treated", { when: flowIs("LOCS") }),
	select("braidsSize", "Which braid size would you like?", "your braid size", BRAID_SIZES, {
		when: flowIs("BRAIDED_EXTENSION", "SIGNATURE_BRAIDS"),
		upcharge: "BRAIDS_SIZE",
		note: BRAIDS_NOTE
	}),
	select("braidsLength", "Which braid length would you like?", "your braid length", BRAID_LENGTHS, {
		when: flowIs("BRAIDED_EXTENSION", "SIGNATURE_BRAIDS"),
		upcharge: "BRAIDS_LENGTH"
	}),
	select("cornrowsStyle", "Which cornrow style would you like?", "your cornrow style", CORNROW_STYLES, { when: flowIs("CORNROW") }),
	ask("cornrowsCount", "number", "How many cornrows would you like?", "how many cornrows", CORNROW_COUNTS, {
		when: flowIs("CORNROW"),
		upcharge: "CORNROWS_COUNT"
	}),
	yesNo("wigPurchased", "Have you already purchased your wig?", "whether you have purchased your wig", { when: isWigInstallation }),
	yesNo("wigPurchaseAsst", "Would you like help choosing and purchasing your wig?", "whether you would like help purchasing your wig", { when: both(isWigInstallation, answerIs("wigPurchased", false)) }),
	select("wigHairType", "What type of hair is your wig?", "your wig's hair type", WIG_HAIR_TYPES, { when: isWigInstallation }),
	select("wigInstallType", "Which type of installation would you like?", "your installation type", WIG_INSTALL_TYPES, { when: isBoughtWigInstallation }),
	select("wigPrice", "What is the price range of your wig?", "your wig's price range", WIG_PRICES, { when: isBoughtWigInstallation }),
	yesNo("wigStyling", "Would you like your wig styled after installation?", "whether you would like wig styling", {
		when: isWigInstallation,
		upcharge: "WIG_STYLING"
	}),
	yesNo("customWigSizeCheck", "Do you know your wig size?", "whether you know your wig size", { when: isCustomWig }),
	select("customWigSize", "What is your wig size?", "your wig size", CUSTOM_WIG_SIZES, { when: both(isCustomWig, answerIs("customWigSizeCheck", true)) }),
	...CUSTOM_WIG_MEASUREMENTS.map((measurement) => text(measurement.key, `${measurement.label} (inches)`, `your ${measurement.label.toLowerCase()} measurement`, { when: both(isCustomWig, answerIs("customWigSize", "Custom")) })),
	select("customWigInstallType", "Which type of installation would you like for your custom wig?", "your installation type", WIG_INSTALL_TYPES, { when: isCustomWig }),
	select("customWigHairType", "Which hair should your custom wig be made of?", "your wig's hair", CUSTOM_WIG_HAIR_TYPES, { when: isCustomWig }),
	select("customWigStyle", "Which style would you like?", "your wig style", CUSTOM_WIG_STYLES, { when: isCustomWig }),
	select("customWigDensity", "Which density would you like?", "your wig density", CUSTOM_WIG_DENSITY_LABELS, {
		when: isCustomWig,
		upcharge: "CUSTOM_WIG_DENSITY"
	}),
	select("customWigTexture", "Which texture would you like?", "your wig texture", CUSTOM_WIG_TEXTURES, { when: isCustomWig }),
	yesNo("customWigColor", "Would you like your custom wig colored?", "whether you would like your wig colored", {
		when: isCustomWig,
		upcharge: "CUSTOM_WIG_COLOR"
	}),
	yesNo("customWigInstall", "Would you like your professional to install your custom wig?", "whether you would like your wig installed", {
		when: isCustomWig,
		upcharge: "CUSTOM_WIG_INSTALL"
	}),
	select("customWigReason", "What is the main reason for your custom wig?", "the reason for your wig", CUSTOM_WIG_REASONS, { when: isCustomWig }),
	select("skinType", "What is your skin type?", "your skin type", SKIN_TYPES),
	ask("skinComplexion", "shade", "Which shade is closest to your skin tone?", "your shade", void 0, { optionsFrom: "skinShades" }),
	text("allergies", "Do you have any allergies we should know about? Leave blank if none.", "your allergies", { optional: true }),
	text("skinConditions", "Any skin conditions we should know about? Leave blank if none.", "your skin conditions", { optional: true }),
	select("makeupLook", "Which look would you like?", "your makeup look", MAKEUP_LOOKS),
	yesNo("makeupLashes", "Would you like to add luxe lashes?", "whether you would like lashes", {
		when: flowIs("LUXE_MAKEUP"),
		upcharge: "LUXE_LASHES"
	}),
	select("nailDesc", "How would you describe your nails today?", "a description of your nails", NAIL_DESCRIPTIONS),
	select("nailShape", "Which nail shape would you like?", "your nail shape", NAIL_SHAPES),
	select("nailPolish", "Which polish color would you like?", "your polish color", NAIL_POLISH_COLORS),
	text("nailPolishOther", "Which other polish color would you like?", "your polish color", { when: answerIs("nailPolish", "Other") }),
	select("hennaSize", "Which size of henna design would you like?", "your henna size", HENNA_SIZES, { upcharge: "HENNA_SIZE" }),
	text("hennaDesign", "Please describe the henna design you would like.", "a description of your henna design"),
	select("hennaLength", "How long would you like your henna session to be?", "your henna session length", HENNA_LENGTHS, { upcharge: "HENNA_LENGTH" }),
	select("hennaColor", "Which henna color would you like?", "your henna color", HENNA_COLORS),
	yesNo("sensitiveScalp", "Do you have a sensitive scalp?", "whether you have a sensitive scalp", { upcharge: "SENSITIVE_SCALP" }),
	yesNo("parkingAvailable", "Is parking available at your address?", "whether parking is available", { upcharge: "NO_PARKING" }),
	yesNo("smokeFree", "Is the appointment location smoke-free?", "whether the location is smoke-free"),
	yesNo("quietService", "Would you like a quiet service, with minimal conversation?", "whether you would like a quiet service", { upcharge: "QUIET_SERVICE" }),
	yesNo("stairs", "Will your professional need to take stairs to reach you?", "whether there are stairs", { upcharge: "STAIRS" }),
	yesNo("pet", "Are there pets at the appointment location?", "whether there are pets"),
	select("petType", "Which pets?", "your type of pet", PET_TYPES, { when: answerIs("pet", true) }),
	yesNo("specialAcc", "Do you need any special accommodations?", "whether you need special accommodations"),
	select("specialAccType", "Which accommodation do you need?", "the accommodation you need", SPECIAL_ACCOMMODATIONS, { when: answerIs("specialAcc", true) })
];
function isAnswered(question, answers) {
	return !isBlank(answers[question.key]);
}
/** Every question that applies to these answers and service, in order. */
function visibleQuestions(ctx) {
	return QUESTIONS.filter((question) => question.appliesTo(ctx));
}
/** Questions to render now: each appears once the previous required ones are answered. */
function questionsToShow(ctx) {
	const visible = visibleQuestions(ctx);
	const firstOpen = visible.findIndex((question) => question.required && !isAnswered(question, ctx.answers));
	return firstOpen === -1 ? visible : visible.slice(0, firstOpen + 1);
}
/** Required questions that apply and are still blank. */
function missingAnswers(ctx) {
	return visibleQuestions(ctx).filter((question) => question.required && !isAnswered(question, ctx.answers));
}
// ../../packages/core/src/schemas.ts
var requiredText = (what, maxLength) => string({ error: `Please enter ${what}` }).trim().min(1, { error: `Please enter ${what}` }).max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` });
var optionalText = (what, maxLength) => string().trim().max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` }).optional();
var required = SCHEDULE_REQUIRED_MESSAGES;
var cityId = string({ error: required.cityId }).trim().min(1, { error: required.cityId });
var serviceType = _enum(SERVICE_TYPES, { error: required.serviceType });
/** A real calendar day as YYYY-MM-DD: "2027-02-30" is refused, not read as March 2. The one date rule of every form. */
var calendarDateSchema = string({ error: required.date }).refine(isCalendarDate, { error: required.date });
var date = calendarDateSchema;
var time = string({ error: required.time }).regex(TIME_PATTERN, { error: required.time }).refine(isWithinBookingHours, { error: OUT_OF_HOURS_MESSAGE });
var timeZone = _enum(TIME_ZONE_IDS, { error: required.timeZone });
var scheduleSchema = object({
	cityId,
	date,
	time,
	timeZone
});
object({
	cityId,
	serviceType,
	date,
	time,
	timeZone
});
var answersSchemaFor = (type, fields) => strictObject(fields).partial().extend({
	serviceType: literal(type),
	serviceId: SERVICE_ID_SCHEMA
});
var bookingAnswersSchema = discriminatedUnion("serviceType", [
	answersSchemaFor("HAIR", ANSWER_FIELDS_BY_TYPE.HAIR),
	answersSchemaFor("MAKEUP", ANSWER_FIELDS_BY_TYPE.MAKEUP),
	answersSchemaFor("NAIL", ANSWER_FIELDS_BY_TYPE.NAIL),
	answersSchemaFor("HENNA", ANSWER_FIELDS_BY_TYPE.HENNA)
], { error: "Please choose a service type" });
strictObject({
	...ANSWER_FIELDS,
	serviceType,
	serviceId: SERVICE_ID_SCHEMA
}).partial();
/** A US ZIP code as typed: five digits, or ZIP+4. */
var zipCodeSchema = string({ error: "Please enter a ZIP code" }).trim().regex(/^\d{5}(-\d{4})?$/, { error: "Please enter a 5-digit ZIP code (or ZIP+4)" });
/** City, state and country come from the chosen location, so they are not asked. */
var appointmentAddressSchema = object({
	address1: requiredText("your street address", 120),
	address2: optionalText("address line 2", 120),
	zip: zipCodeSchema
});
/** An e-mail address, trimmed and lower-cased; `invalid` is what a malformed one is told. */
var emailAddress = (invalid = "Please enter a valid email address") => string({ error: "Please enter your email" }).trim().toLowerCase().pipe(email({ error: invalid }));
var contactSchema = object({
	firstName: requiredText("your first name", 60),
	lastName: requiredText("your last name", 60),
	email: emailAddress(),
	phone: string({ error: "Please enter your phone number" }).trim().regex(/^\+?[\d\s().-]{7,20}$/, { error: "Please enter a valid phone number" })
});
/**
* The contact form (spec part 2), shared by the form and its procedure. The field names are
* the spec's (name, number, email, message); phone and e-mail follow the booking form's
* rules, so a number accepted there is accepted here.
*/
var contactMessageSchema = object({
	name: requiredText("your name", 100),
	number: requiredText("your phone number", 30).pipe(contactSchema.shape.phone),
	email: requiredText("your email", 254).pipe(contactSchema.shape.email),
	message: requiredText("your message", 5e3)
});
var billingSchema = discriminatedUnion("sameAsAppointment", [object({ sameAsAppointment: literal(true) }), object({
	sameAsAppointment: literal(false),
	country: literal("US", { error: "We can only bill United States addresses" }),
	address1: requiredText("your billing street address", 120),
	address2: optionalText("billing address line 2", 120),
	city: requiredText("your billing city", 80),
	state: _enum(US_STATE_CODES, { error: "Please choose your billing state" }),
	zip: zipCodeSchema
})], { error: "Please tell us whether to bill the address above" });
/**
* The local payment provider's test card as people type it (digits, spaces, dashes). Stripe's
* own card field checks real cards; booking.confirmPayment takes this one optionally.
*/
var testCardNumberSchema = string().trim().regex(/^[\d\s-]{0,30}$/, { error: "Please enter your card number using digits only." });
/** The payment step's form, flat: contact details and the billing answer; with the local provider, its test card. */
var paymentDetailsSchema = contactSchema.and(billingSchema);
/** The local provider's test-card field alone (another card for a declined hold). */
var testCardFormSchema = object({ cardNumber: testCardNumberSchema.min(1, { error: "Please enter your card number." }) });
/** A card form with Stripe Elements: nothing of the card is ours to check. */
var stripeCardFormSchema = object({});
var paymentDetailsWithTestCardSchema = paymentDetailsSchema.and(testCardFormSchema);
object({
	/**
	* `fromSlot`: the time was picked from the offered slots, so the server checks a pro is still
	* free then before opening any payment; a requested "another time" (absent) is not checked.
	*/
	schedule: scheduleSchema.extend({ fromSlot: boolean().optional() }),
	answers: bookingAnswersSchema,
	address: appointmentAddressSchema,
	contact: contactSchema,
	billing: billingSchema,
	/** The one professional the customer asks for ("Book this look", a favourite); absent for anyone. */
	requestedProId: proUserIdSchema.optional()
});
var DOES_NOT_APPLY = "This question does not apply to your booking";
/** The answer shape's problems, one per field, in human words. */
function shapeProblems(answers) {
	const parsed = bookingAnswersSchema.safeParse(answers);
	if (parsed.success) return [];
	return parsed.error.issues.flatMap((issue) => issue.code === "unrecognized_keys" ? issue.keys.map((key) => ({
		field: key,
		message: isAnswerFieldKey(key) ? DOES_NOT_APPLY : "This is not a question of the booking form"
	})) : [{
		field: String(issue.path[0] ?? "serviceType"),
		message: issue.message
	}]);
}
/**
* Everything wrong with a set of answers for a service: the service must match and be live,
* every answer must have the right shape, every required question that applies must be
* answered, and questions that do not apply must carry no answer. One problem per field,
* the first found; an empty list means the answers can be booked.
*/
function validateBookingAnswers(answers, service) {
	const given = typeof answers === "object" && answers !== null ? answers : {};
	const { serviceType } = given;
	if (!isServiceType(serviceType)) return [{
		field: "serviceType",
		message: "Please choose a service type"
	}];
	const visible = visibleQuestions({
		answers: given,
		service
	});
	const visibleKeys = new Set(visible.map((question) => question.key));
	const problems = [];
	if (serviceType !== service.serviceType) problems.push({
		field: "serviceType",
		message: `${service.name} is not a ${SERVICE_TYPE_LABELS[serviceType]} service`
	});
	if (given.serviceId !== void 0 && given.serviceId !== service.id) problems.push({
		field: "serviceId",
		message: "Please choose your service again"
	});
	else if (!service.live) problems.push({
		field: "serviceId",
		message: `${service.name} is not available at the moment`
	});
	problems.push(...shapeProblems(answers));
	for (const [key, value] of Object.entries(given)) if (isAnswerFieldKey(key) && !visibleKeys.has(key) && !isBlank(value)) problems.push({
		field: key,
		message: DOES_NOT_APPLY
	});
	for (const question of visible) if (question.required && isBlank(given[question.key])) problems.push({
		field: question.key,
		message: question.missingMessage
	});
	if (visibleKeys.has("childSupervision") && given.childSupervision === false) problems.push({
		field: "childSupervision",
		message: CHILD_SUPERVISION_ALERT
	});
	return problems.filter((problem, index) => problems.findIndex((other) => other.field === problem.field) === index);
}
export { questionsToShow as _, contactSchema as a, paymentDetailsWithTestCardSchema as c, testCardFormSchema as d, validateBookingAnswers as f, missingAnswers as g, SCHEDULE_LABELS as h, contactMessageSchema as i, scheduleSchema as l, QUESTIONS as m, billingSchema as n, emailAddress as o, zipCodeSchema as p, calendarDateSchema as r, paymentDetailsSchema as s, appointmentAddressSchema as t, stripeCardFormSchema as u, visibleQuestions as v, isBlank as y };
