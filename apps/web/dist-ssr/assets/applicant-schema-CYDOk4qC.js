import { c as int, i as boolean, l as literal, n as _enum, p as string, r as array } from "./schemas-DY5hhiYg.js";
import { n as withHttpPrefix } from "./links-BdUW6--Z.js";
import { A as isCalendarDate, F as CONTACT_PREFERENCES, ht as US_STATE_CODES, ut as SPECIALITIES } from "../entry-server.js";
import { a as contactSchema } from "./schemas-sxsS2w5F.js";
var requiredText = (what, maxLength) => string({ error: `Please enter ${what}` }).trim().min(1, { error: `Please enter ${what}` }).max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` });
var optionalText = (what, maxLength) => string().trim().max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` }).default("");
/** A link typed without a scheme gets http:// (the spec's rule); blank stays blank. */
var optionalLink = (what) => optionalText(what, 300).transform(withHttpPrefix);
var yesNo = (question) => boolean({ error: `Please answer: ${question}` });
/** Age in whole years on `today` (both YYYY-MM-DD calendar dates). */
function ageOn(birthday, today) {
	const [by = 0, bm = 0, bd = 0] = birthday.split("-").map(Number);
	const [ty = 0, tm = 0, td = 0] = today.split("-").map(Number);
	const hadBirthdayThisYear = tm > bm || tm === bm && td >= bd;
	return ty - by - (hadBirthdayThisYear ? 0 : 1);
}
var todayUtc = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
var applicationSchema = contactSchema.extend({
	address: requiredText("your street address", 120),
	address2: optionalText("address line 2", 120),
	city: requiredText("your city", 80),
	state: _enum(US_STATE_CODES, { error: "Please choose your state" }),
	country: literal("US", { error: "We can only accept applicants in the United States" }),
	zip: string({ error: "Please enter a ZIP code" }).trim().regex(/^\d{5}(-\d{4})?$/, { error: "Please enter a 5-digit ZIP code (or ZIP+4)" }),
	birthday: string({ error: "Please enter your birthday" }).refine(isCalendarDate, { error: "Please enter your birthday" }).refine((birthday) => ageOn(birthday, todayUtc()) >= 18, { error: `You must be 18 or older to apply` }).refine((birthday) => ageOn(birthday, todayUtc()) < 120, { error: "Please check your birthday" }),
	contactPref: _enum(CONTACT_PREFERENCES, { error: "Please choose how we should contact you" }),
	linkedIn: optionalLink("your LinkedIn link"),
	portfolio: optionalLink("your portfolio link"),
	licensed: yesNo("are you licensed?"),
	licenseNumber: optionalText("your license number", 60),
	yearsLicensed: int({ error: "Please enter the number of years you have been licensed" }).min(0, { error: "Please enter the number of years you have been licensed" }).max(70, { error: "Please check the number of years you have been licensed" }).default(0),
	location: _enum(US_STATE_CODES, { error: "Please choose the state where you would like to work" }),
	specialities: array(_enum(SPECIALITIES, { error: "Please choose specialities from the list" })).min(1, { error: "Please choose at least one speciality" }).max(SPECIALITIES.length).transform((chosen) => SPECIALITIES.filter((option) => chosen.includes(option))),
	notableClients: optionalText("notable clients", 500),
	allergies: yesNo("do you have allergies?"),
	hasCar: yesNo("do you have a car?"),
	salesExperience: yesNo("do you have sales experience?"),
	reference: optionalText("your reference", 300),
	datesAvailable: optionalText("the dates you are available", 300)
}).refine((application) => !application.licensed || application.licenseNumber !== "", {
	error: "Please enter your license number",
	path: ["licenseNumber"]
}).transform((application) => application.licensed ? application : {
	...application,
	licenseNumber: "",
	yearsLicensed: 0
});
/** The review page shows "None" when an applicant names no notable clients. */
function notableClientsText(notableClients) {
	return notableClients.trim() === "" ? "None" : notableClients;
}
export { notableClientsText as n, applicationSchema as t };
