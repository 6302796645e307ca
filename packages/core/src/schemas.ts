// zod input schemas shared by the form and the tRPC procedures, and the one function that
// decides whether a set of answers is complete and consistent for a service.
import { z } from "zod";
import type { AnswerKey, BookingAnswers } from "./answers";
import { ANSWER_FIELDS, ANSWER_FIELDS_BY_TYPE, isAnswerFieldKey, isBlank, SERVICE_ID_SCHEMA } from "./answers";
import type { CatalogueService } from "./catalogue";
import { CHILD_SUPERVISION_ALERT, OUT_OF_HOURS_MESSAGE } from "./messages";
import type { ServiceType } from "./options";
import { isServiceType, SERVICE_TYPE_LABELS, SERVICE_TYPES, TIME_ZONE_IDS } from "./options";
import { US_STATE_CODES } from "./question-options";
import { visibleQuestions } from "./questionnaire";
import { proUserIdSchema } from "./requested-pro";
import { isCalendarDate, isWithinBookingHours, SCHEDULE_REQUIRED_MESSAGES, TIME_PATTERN } from "./schedule";

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
    .optional();

// ---------------------------------------------------------------- schedule

const required = SCHEDULE_REQUIRED_MESSAGES;
const cityId = z.string({ error: required.cityId }).trim().min(1, { error: required.cityId });
const serviceType = z.enum(SERVICE_TYPES, { error: required.serviceType });
/** A real calendar day as YYYY-MM-DD: "2027-02-30" is refused, not read as March 2. The one date rule of every form. */
export const calendarDateSchema = z.string({ error: required.date }).refine(isCalendarDate, { error: required.date });
const date = calendarDateSchema;
// Past dates depend on "now", so checkSchedule() is run on top of this shape check.
const time = z
  .string({ error: required.time })
  .regex(TIME_PATTERN, { error: required.time })
  .refine(isWithinBookingHours, { error: OUT_OF_HOURS_MESSAGE });
const timeZone = z.enum(TIME_ZONE_IDS, { error: required.timeZone });

export const scheduleSchema = z.object({ cityId, date, time, timeZone });

/** The home page's quick booking bar. */
export const quickRequestSchema = z.object({ cityId, serviceType, date, time, timeZone });

// ---------------------------------------------------------------- answers

// Strict objects: an answer that the chosen service type never asks (or a field that is
// not an answer at all, such as a price) is refused rather than silently kept.
const answersSchemaFor = <T extends ServiceType, S extends z.ZodRawShape>(type: T, fields: S) =>
  z
    .strictObject(fields)
    .partial()
    .extend({ serviceType: z.literal(type), serviceId: SERVICE_ID_SCHEMA });

export const bookingAnswersSchema = z.discriminatedUnion(
  "serviceType",
  [
    answersSchemaFor("HAIR", ANSWER_FIELDS_BY_TYPE.HAIR),
    answersSchemaFor("MAKEUP", ANSWER_FIELDS_BY_TYPE.MAKEUP),
    answersSchemaFor("NAIL", ANSWER_FIELDS_BY_TYPE.NAIL),
    answersSchemaFor("HENNA", ANSWER_FIELDS_BY_TYPE.HENNA),
  ],
  { error: "Please choose a service type" },
);

/**
 * Answers as far as the customer has got, for a live quote (quote.compute): every answer field
 * optional and checked as booking checks it, unknown keys refused. The service, not these
 * answers, decides the type; questions that do not apply are ignored by the quote.
 */
export const quoteAnswersSchema = z
  .strictObject({ ...ANSWER_FIELDS, serviceType, serviceId: SERVICE_ID_SCHEMA })
  .partial();
export type QuoteAnswers = z.infer<typeof quoteAnswersSchema>;

// ---------------------------------------------------------------- address, contact, billing

/** A US ZIP code as typed: five digits, or ZIP+4. */
export const zipCodeSchema = z
  .string({ error: "Please enter a ZIP code" })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: "Please enter a 5-digit ZIP code (or ZIP+4)" });

/** City, state and country come from the chosen location, so they are not asked. */
export const appointmentAddressSchema = z.object({
  address1: requiredText("your street address", 120),
  address2: optionalText("address line 2", 120),
  zip: zipCodeSchema,
});

/** An e-mail address, trimmed and lower-cased; `invalid` is what a malformed one is told. */
export const emailAddress = (invalid = "Please enter a valid email address") =>
  z
    .string({ error: "Please enter your email" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: invalid }));

export const contactSchema = z.object({
  firstName: requiredText("your first name", 60),
  lastName: requiredText("your last name", 60),
  email: emailAddress(),
  phone: z
    .string({ error: "Please enter your phone number" })
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, { error: "Please enter a valid phone number" }),
});

/**
 * The contact form (spec part 2), shared by the form and its procedure. The field names are
 * the spec's (name, number, email, message); phone and e-mail follow the booking form's
 * rules, so a number accepted there is accepted here.
 */
export const contactMessageSchema = z.object({
  name: requiredText("your name", 100),
  number: requiredText("your phone number", 30).pipe(contactSchema.shape.phone),
  email: requiredText("your email", 254).pipe(contactSchema.shape.email),
  message: requiredText("your message", 5000),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const BILLING_CHOICE_MISSING = "Please tell us whether to bill the address above";

export const billingSchema = z.discriminatedUnion(
  "sameAsAppointment",
  [
    z.object({ sameAsAppointment: z.literal(true) }),
    z.object({
      sameAsAppointment: z.literal(false),
      country: z.literal("US", { error: "We can only bill United States addresses" }),
      address1: requiredText("your billing street address", 120),
      address2: optionalText("billing address line 2", 120),
      city: requiredText("your billing city", 80),
      state: z.enum(US_STATE_CODES, { error: "Please choose your billing state" }),
      zip: zipCodeSchema,
    }),
  ],
  { error: BILLING_CHOICE_MISSING },
);

/**
 * The local payment provider's test card as people type it (digits, spaces, dashes). Stripe's
 * own card field checks real cards; booking.confirmPayment takes this one optionally.
 */
export const testCardNumberSchema = z
  .string()
  .trim()
  .regex(/^[\d\s-]{0,30}$/, { error: "Please enter your card number using digits only." });

/** The payment step's form, flat: contact details and the billing answer; with the local provider, its test card. */
export const paymentDetailsSchema = contactSchema.and(billingSchema);
/** The local provider's test-card field alone (another card for a declined hold). */
export const testCardFormSchema = z.object({
  cardNumber: testCardNumberSchema.min(1, { error: "Please enter your card number." }),
});
/** A card form with Stripe Elements: nothing of the card is ours to check. */
export const stripeCardFormSchema = z.object({});

export const paymentDetailsWithTestCardSchema = paymentDetailsSchema.and(testCardFormSchema);

export const createBookingInputSchema = z.object({
  /**
   * `fromSlot`: the time was picked from the offered slots, so the server checks a pro is still
   * free then before opening any payment; a requested "another time" (absent) is not checked.
   */
  schedule: scheduleSchema.extend({ fromSlot: z.boolean().optional() }),
  answers: bookingAnswersSchema,
  address: appointmentAddressSchema,
  contact: contactSchema,
  billing: billingSchema,
  /** The one professional the customer asks for ("Book this look", a favourite); absent for anyone. */
  requestedProId: proUserIdSchema.optional(),
});

export type QuickRequestInput = z.infer<typeof quickRequestSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type Billing = z.infer<typeof billingSchema>;
export type CreateBookingInput = z.infer<typeof createBookingInputSchema>;

// ---------------------------------------------------------------- answers against a service

export type AnswerProblem = { field: string; message: string };

const DOES_NOT_APPLY = "This question does not apply to your booking";

/** The answer shape's problems, one per field, in human words. */
function shapeProblems(answers: unknown): AnswerProblem[] {
  const parsed = bookingAnswersSchema.safeParse(answers);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: key,
          message: isAnswerFieldKey(key) ? DOES_NOT_APPLY : "This is not a question of the booking form",
        }))
      : [{ field: String(issue.path[0] ?? "serviceType"), message: issue.message }],
  );
}

/**
 * Everything wrong with a set of answers for a service: the service must match and be live,
 * every answer must have the right shape, every required question that applies must be
 * answered, and questions that do not apply must carry no answer. One problem per field,
 * the first found; an empty list means the answers can be booked.
 */
export function validateBookingAnswers(answers: unknown, service: CatalogueService): AnswerProblem[] {
  const given = (typeof answers === "object" && answers !== null ? answers : {}) as Partial<BookingAnswers> &
    Record<string, unknown>;
  const { serviceType } = given;
  // Without a known service type there is no questionnaire to check against.
  if (!isServiceType(serviceType)) return [{ field: "serviceType", message: "Please choose a service type" }];
  const visible = visibleQuestions({ answers: given, service });
  const visibleKeys = new Set<AnswerKey>(visible.map((question) => question.key));
  const problems: AnswerProblem[] = [];

  if (serviceType !== service.serviceType) {
    problems.push({
      field: "serviceType",
      message: `${service.name} is not a ${SERVICE_TYPE_LABELS[serviceType]} service`,
    });
  }
  if (given.serviceId !== undefined && given.serviceId !== service.id) {
    problems.push({ field: "serviceId", message: "Please choose your service again" });
  } else if (!service.live) {
    problems.push({ field: "serviceId", message: `${service.name} is not available at the moment` });
  }
  problems.push(...shapeProblems(answers));
  for (const [key, value] of Object.entries(given)) {
    if (isAnswerFieldKey(key) && !visibleKeys.has(key) && !isBlank(value)) {
      problems.push({ field: key, message: DOES_NOT_APPLY });
    }
  }
  for (const question of visible) {
    if (question.required && isBlank(given[question.key])) {
      problems.push({ field: question.key, message: question.missingMessage });
    }
  }
  // "No adult on-site" is an answer, but not one a kids service can be booked with.
  if (visibleKeys.has("childSupervision") && given.childSupervision === false) {
    problems.push({ field: "childSupervision", message: CHILD_SUPERVISION_ALERT });
  }
  return problems.filter((problem, index) => problems.findIndex((other) => other.field === problem.field) === index);
}
