// The professional application form (/professionals): one zod schema for the form and the
// public applicant.apply procedure, plus the age rule from the terms (18 or older).
import { z } from "zod";
import { withHttpPrefix } from "./links";
import { CONTACT_PREFERENCES, SPECIALITIES, US_STATE_CODES } from "./question-options";
import { isCalendarDate } from "./schedule";
import { contactSchema } from "./schemas";

export const MINIMUM_AGE_YEARS = 18;
export const MAX_YEARS_LICENSED = 70;

const requiredText = (what: string, maxLength: number) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, { error: `Please enter ${what}` })
    .max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` });
const optionalText = (what: string, maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, { error: `Please keep ${what} to ${maxLength} characters or fewer` })
    .default("");
/** A link typed without a scheme gets http:// (the spec's rule); blank stays blank. */
const optionalLink = (what: string) => optionalText(what, 300).transform(withHttpPrefix);
const yesNo = (question: string) => z.boolean({ error: `Please answer: ${question}` });

/** Age in whole years on `today` (both YYYY-MM-DD calendar dates). */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split("-").map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split("-").map(Number);
  const hadBirthdayThisYear = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthdayThisYear ? 0 : 1);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

export const applicationSchema = contactSchema
  .extend({
    address: requiredText("your street address", 120),
    address2: optionalText("address line 2", 120),
    city: requiredText("your city", 80),
    state: z.enum(US_STATE_CODES, { error: "Please choose your state" }),
    country: z.literal("US", { error: "We can only accept applicants in the United States" }),
    zip: z
      .string({ error: "Please enter a ZIP code" })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter a 5-digit ZIP code (or ZIP+4)" }),
    birthday: z
      .string({ error: "Please enter your birthday" })
      .refine(isCalendarDate, { error: "Please enter your birthday" })
      .refine((birthday) => ageOn(birthday, todayUtc()) >= MINIMUM_AGE_YEARS, {
        error: `You must be ${MINIMUM_AGE_YEARS} or older to apply`,
      })
      .refine((birthday) => ageOn(birthday, todayUtc()) < 120, { error: "Please check your birthday" }),
    contactPref: z.enum(CONTACT_PREFERENCES, { error: "Please choose how we should contact you" }),
    linkedIn: optionalLink("your LinkedIn link"),
    portfolio: optionalLink("your portfolio link"),
    licensed: yesNo("are you licensed?"),
    licenseNumber: optionalText("your license number", 60),
    yearsLicensed: z
      .int({ error: "Please enter the number of years you have been licensed" })
      .min(0, { error: "Please enter the number of years you have been licensed" })
      .max(MAX_YEARS_LICENSED, { error: "Please check the number of years you have been licensed" })
      .default(0),
    location: z.enum(US_STATE_CODES, { error: "Please choose the state where you would like to work" }),
    specialities: z
      .array(z.enum(SPECIALITIES, { error: "Please choose specialities from the list" }))
      .min(1, { error: "Please choose at least one speciality" })
      .max(SPECIALITIES.length)
      .transform((chosen) => SPECIALITIES.filter((option) => chosen.includes(option))),
    notableClients: optionalText("notable clients", 500),
    allergies: yesNo("do you have allergies?"),
    hasCar: yesNo("do you have a car?"),
    salesExperience: yesNo("do you have sales experience?"),
    reference: optionalText("your reference", 300),
    datesAvailable: optionalText("the dates you are available", 300),
  })
  .refine((application) => !application.licensed || application.licenseNumber !== "", {
    error: "Please enter your license number",
    path: ["licenseNumber"],
  })
  // Years and number only mean something for a licensed applicant.
  .transform((application) =>
    application.licensed ? application : { ...application, licenseNumber: "", yearsLicensed: 0 },
  );

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** The review page shows "None" when an applicant names no notable clients. */
export function notableClientsText(notableClients: string): string {
  return notableClients.trim() === "" ? "None" : notableClients;
}
