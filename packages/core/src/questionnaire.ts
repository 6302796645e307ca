// The booking questionnaire as data: one ordered list of questions, each knowing when it
// applies. The form renders it, the server validates with it and the quote prices from it.

import type { AnswerKey, BookingAnswers } from "./answers";
import { fieldAppliesToType, isBlank } from "./answers";
import type { CatalogueService, ServiceFlow } from "./catalogue";
import { BOOKING_HOURS_WORDS } from "./messages";
import { SERVICE_TYPES } from "./options";
import {
  BRAID_LENGTHS,
  BRAID_SIZES,
  CORNROW_COUNTS,
  CORNROW_STYLES,
  CURL_PATTERN_HAIR_TYPES,
  CURL_PATTERNS,
  CUSTOM_MADE_WIG_HAIR,
  CUSTOM_WIG_DENSITY_LABELS,
  CUSTOM_WIG_HAIR_TYPES,
  CUSTOM_WIG_MEASUREMENTS,
  CUSTOM_WIG_REASONS,
  CUSTOM_WIG_SIZES,
  CUSTOM_WIG_STYLES,
  CUSTOM_WIG_TEXTURES,
  EXTENSION_TYPES,
  HAIR_DENSITIES,
  HAIR_LOSS_CAUSES,
  HENNA_COLORS,
  HENNA_LENGTHS,
  HENNA_SIZES,
  LOC_TIMES,
  MAKEUP_LOOKS,
  NAIL_DESCRIPTIONS,
  NAIL_POLISH_COLORS,
  NAIL_SHAPES,
  PET_TYPES,
  SKIN_TYPES,
  SPECIAL_ACCOMMODATIONS,
  WIG_HAIR_TYPES,
  WIG_INSTALL_TYPES,
  WIG_PRICES,
} from "./question-options";
import type { Schedule } from "./schedule";
import type { UpchargeCode } from "./upcharges";

export type QuestionInput = "select" | "yesno" | "text" | "shade" | "number";
/** Option lists that are catalogue rows, loaded by the form rather than fixed here. */
export type CatalogueOptions = "hairTypes" | "services" | "skinShades";
export type QuestionContext = { answers: Partial<BookingAnswers>; service?: CatalogueService };

export type QuestionDef = {
  key: AnswerKey;
  /** The customer-facing question. */
  label: string;
  input: QuestionInput;
  options?: readonly (string | number)[];
  optionsFrom?: CatalogueOptions;
  required: boolean;
  /** Shown when the question is required and left blank, e.g. "Please choose your hair density". */
  missingMessage: string;
  /** The surcharge this answer may add (see UPCHARGES). */
  upcharge?: UpchargeCode;
  /** Text shown with the question. */
  note?: string;
  appliesTo(ctx: QuestionContext): boolean;
};

export const BRAIDS_NOTE = "Please note: we do not do micro braids, and hair is not provided.";

/** Labels of the schedule part of the form, asked before the questions below. */
export const SCHEDULE_LABELS: Record<keyof Schedule, string> = {
  cityId: "Where would you like your service?",
  date: "What date would you like?",
  time: `What time would you like? Please choose a time ${BOOKING_HOURS_WORDS}.`,
  timeZone: "Which time zone is the appointment in?",
};

type Extra = Partial<Pick<QuestionDef, "optionsFrom" | "upcharge" | "note">> & {
  optional?: true;
  when?: (ctx: QuestionContext) => boolean;
};

// The missing-answer message starts with the verb that fits the input.
const ASK_VERB: Record<QuestionInput, string> = {
  select: "Please choose",
  shade: "Please choose",
  number: "Please choose",
  yesno: "Please tell us",
  text: "Please enter",
};

function appliesToServiceType(key: AnswerKey, answers: Partial<BookingAnswers>): boolean {
  if (key === "serviceType") return true;
  if (answers.serviceType === undefined) return false;
  return key === "serviceId" || fieldAppliesToType(key, answers.serviceType);
}

function ask(
  key: AnswerKey,
  input: QuestionInput,
  label: string,
  subject: string,
  options: readonly (string | number)[] | undefined,
  { optional, when, ...extra }: Extra = {},
): QuestionDef {
  return {
    key,
    label,
    input,
    ...(options ? { options } : {}),
    ...extra,
    required: !optional,
    missingMessage: `${ASK_VERB[input]} ${subject}`,
    appliesTo: (ctx) => appliesToServiceType(key, ctx.answers) && (when?.(ctx) ?? true),
  };
}

const select = (key: AnswerKey, label: string, subject: string, options: readonly string[], extra?: Extra) =>
  ask(key, "select", label, subject, options, extra);
const yesNo = (key: AnswerKey, label: string, subject: string, extra?: Extra) =>
  ask(key, "yesno", label, subject, undefined, extra);
const text = (key: AnswerKey, label: string, subject: string, extra?: Extra) =>
  ask(key, "text", label, subject, undefined, extra);

const answerIs =
  <K extends AnswerKey>(key: K, value: BookingAnswers[K]) =>
  (ctx: QuestionContext) =>
    ctx.answers[key] === value;
const flowIs =
  (...flows: ServiceFlow[]) =>
  (ctx: QuestionContext) =>
    ctx.service !== undefined && flows.includes(ctx.service.flow);
const hasCurlyHair = (ctx: QuestionContext) =>
  CURL_PATTERN_HAIR_TYPES.some((type) => type === ctx.answers.hairType?.trim().toUpperCase());
const both =
  (...conditions: ((ctx: QuestionContext) => boolean)[]) =>
  (ctx: QuestionContext) =>
    conditions.every((condition) => condition(ctx));

const isWigInstallation = flowIs("WIG_INSTALLATION");
const wantsCustomMadeWig = answerIs("wigHairType", CUSTOM_MADE_WIG_HAIR);
/** An installation of a wig bought elsewhere: its install type and price range are asked. */
const isBoughtWigInstallation = (ctx: QuestionContext) => isWigInstallation(ctx) && !wantsCustomMadeWig(ctx);
/**
 * The made-to-measure questions: the Custom Wig service, and a Wig Installation whose wig is
 * to be custom made (its own install-type question replaces the bought wig's).
 */
const isCustomWig = (ctx: QuestionContext) =>
  flowIs("CUSTOM_WIG")(ctx) || (isWigInstallation(ctx) && wantsCustomMadeWig(ctx));

export const QUESTIONS: readonly QuestionDef[] = [
  select("serviceType", "Which type of service would you like?", "a service type", SERVICE_TYPES),
  // Hair type and density come before the service: changing the service keeps them.
  ask("hairType", "select", "What is your hair type?", "your hair type", undefined, { optionsFrom: "hairTypes" }),
  select("hairDensity", "How thick is your hair?", "your hair density", HAIR_DENSITIES),
  ask("serviceId", "select", "Which service would you like?", "your service", undefined, { optionsFrom: "services" }),
  yesNo(
    "childSupervision",
    "Will a parent or another adult be on-site for the whole service?",
    "whether a parent or adult will be on-site",
    { when: (ctx) => ctx.service?.forKids === true },
  ),
  select("curlPattern", "What is your curl pattern?", "your curl pattern", CURL_PATTERNS, { when: hasCurlyHair }),
  yesNo("hairExt", "Do you currently wear hair extensions?", "whether you wear hair extensions"),
  select("hairExtType", "Which type of extensions do you wear?", "your extension type", EXTENSION_TYPES, {
    when: answerIs("hairExt", true),
  }),
  yesNo("hairLoss", "Are you experiencing hair loss?", "whether you are experiencing hair loss"),
  yesNo("hairLossDiag", "Has your hair loss been diagnosed by a doctor?", "whether your hair loss was diagnosed", {
    when: answerIs("hairLoss", true),
  }),
  select("hairLossCause", "What is the cause of your hair loss?", "the cause of your hair loss", HAIR_LOSS_CAUSES, {
    when: answerIs("hairLoss", true),
  }),
  yesNo(
    "hairDry",
    "Will your hair be washed and dry when your professional arrives?",
    "whether your hair will be washed and dry",
    { when: flowIs("BLOWOUT") },
  ),
  select("locTime", "How long have you had your locs?", "how long you have had your locs", LOC_TIMES, {
    when: flowIs("LOCS"),
  }),
  yesNo("locColor", "Are your locs color-treated?", "whether your locs are color-treated", { when: flowIs("LOCS") }),
  select("braidsSize", "Which braid size would you like?", "your braid size", BRAID_SIZES, {
    when: flowIs("BRAIDED_EXTENSION", "SIGNATURE_BRAIDS"),
    upcharge: "BRAIDS_SIZE",
    note: BRAIDS_NOTE,
  }),
  select("braidsLength", "Which braid length would you like?", "your braid length", BRAID_LENGTHS, {
    when: flowIs("BRAIDED_EXTENSION", "SIGNATURE_BRAIDS"),
    upcharge: "BRAIDS_LENGTH",
  }),
  select("cornrowsStyle", "Which cornrow style would you like?", "your cornrow style", CORNROW_STYLES, {
    when: flowIs("CORNROW"),
  }),
  ask("cornrowsCount", "number", "How many cornrows would you like?", "how many cornrows", CORNROW_COUNTS, {
    when: flowIs("CORNROW"),
    upcharge: "CORNROWS_COUNT",
  }),
  // Wig installation.
  yesNo("wigPurchased", "Have you already purchased your wig?", "whether you have purchased your wig", {
    when: isWigInstallation,
  }),
  yesNo(
    "wigPurchaseAsst",
    "Would you like help choosing and purchasing your wig?",
    "whether you would like help purchasing your wig",
    { when: both(isWigInstallation, answerIs("wigPurchased", false)) },
  ),
  select("wigHairType", "What type of hair is your wig?", "your wig's hair type", WIG_HAIR_TYPES, {
    when: isWigInstallation,
  }),
  select("wigInstallType", "Which type of installation would you like?", "your installation type", WIG_INSTALL_TYPES, {
    when: isBoughtWigInstallation,
  }),
  select("wigPrice", "What is the price range of your wig?", "your wig's price range", WIG_PRICES, {
    when: isBoughtWigInstallation,
  }),
  yesNo("wigStyling", "Would you like your wig styled after installation?", "whether you would like wig styling", {
    when: isWigInstallation,
    upcharge: "WIG_STYLING",
  }),
  // Custom wig: the size chart, or six measurements for a custom size.
  yesNo("customWigSizeCheck", "Do you know your wig size?", "whether you know your wig size", { when: isCustomWig }),
  select("customWigSize", "What is your wig size?", "your wig size", CUSTOM_WIG_SIZES, {
    when: both(isCustomWig, answerIs("customWigSizeCheck", true)),
  }),
  ...CUSTOM_WIG_MEASUREMENTS.map((measurement) =>
    text(measurement.key, `${measurement.label} (inches)`, `your ${measurement.label.toLowerCase()} measurement`, {
      when: both(isCustomWig, answerIs("customWigSize", "Custom")),
    }),
  ),
  select(
    "customWigInstallType",
    "Which type of installation would you like for your custom wig?",
    "your installation type",
    WIG_INSTALL_TYPES,
    { when: isCustomWig },
  ),
  select(
    "customWigHairType",
    "Which hair should your custom wig be made of?",
    "your wig's hair",
    CUSTOM_WIG_HAIR_TYPES,
    {
      when: isCustomWig,
    },
  ),
  select("customWigStyle", "Which style would you like?", "your wig style", CUSTOM_WIG_STYLES, { when: isCustomWig }),
  select("customWigDensity", "Which density would you like?", "your wig density", CUSTOM_WIG_DENSITY_LABELS, {
    when: isCustomWig,
    upcharge: "CUSTOM_WIG_DENSITY",
  }),
  select("customWigTexture", "Which texture would you like?", "your wig texture", CUSTOM_WIG_TEXTURES, {
    when: isCustomWig,
  }),
  yesNo("customWigColor", "Would you like your custom wig colored?", "whether you would like your wig colored", {
    when: isCustomWig,
    upcharge: "CUSTOM_WIG_COLOR",
  }),
  yesNo(
    "customWigInstall",
    "Would you like your professional to install your custom wig?",
    "whether you would like your wig installed",
    { when: isCustomWig, upcharge: "CUSTOM_WIG_INSTALL" },
  ),
  select(
    "customWigReason",
    "What is the main reason for your custom wig?",
    "the reason for your wig",
    CUSTOM_WIG_REASONS,
    {
      when: isCustomWig,
    },
  ),
  // Makeup.
  select("skinType", "What is your skin type?", "your skin type", SKIN_TYPES),
  ask("skinComplexion", "shade", "Which shade is closest to your skin tone?", "your shade", undefined, {
    optionsFrom: "skinShades",
  }),
  text("allergies", "Do you have any allergies we should know about? Leave blank if none.", "your allergies", {
    optional: true,
  }),
  text("skinConditions", "Any skin conditions we should know about? Leave blank if none.", "your skin conditions", {
    optional: true,
  }),
  select("makeupLook", "Which look would you like?", "your makeup look", MAKEUP_LOOKS),
  yesNo("makeupLashes", "Would you like to add luxe lashes?", "whether you would like lashes", {
    when: flowIs("LUXE_MAKEUP"),
    upcharge: "LUXE_LASHES",
  }),
  // Nails.
  select("nailDesc", "How would you describe your nails today?", "a description of your nails", NAIL_DESCRIPTIONS),
  select("nailShape", "Which nail shape would you like?", "your nail shape", NAIL_SHAPES),
  select("nailPolish", "Which polish color would you like?", "your polish color", NAIL_POLISH_COLORS),
  text("nailPolishOther", "Which other polish color would you like?", "your polish color", {
    when: answerIs("nailPolish", "Other"),
  }),
  // Henna.
  select("hennaSize", "Which size of henna design would you like?", "your henna size", HENNA_SIZES, {
    upcharge: "HENNA_SIZE",
  }),
  text("hennaDesign", "Please describe the henna design you would like.", "a description of your henna design"),
  select(
    "hennaLength",
    "How long would you like your henna session to be?",
    "your henna session length",
    HENNA_LENGTHS,
    {
      upcharge: "HENNA_LENGTH",
    },
  ),
  select("hennaColor", "Which henna color would you like?", "your henna color", HENNA_COLORS),
  // General questions, last for every type (the scalp question is a hair field).
  yesNo("sensitiveScalp", "Do you have a sensitive scalp?", "whether you have a sensitive scalp", {
    upcharge: "SENSITIVE_SCALP",
  }),
  yesNo("parkingAvailable", "Is parking available at your address?", "whether parking is available", {
    upcharge: "NO_PARKING",
  }),
  yesNo("smokeFree", "Is the appointment location smoke-free?", "whether the location is smoke-free"),
  yesNo(
    "quietService",
    "Would you like a quiet service, with minimal conversation?",
    "whether you would like a quiet service",
    {
      upcharge: "QUIET_SERVICE",
    },
  ),
  yesNo("stairs", "Will your professional need to take stairs to reach you?", "whether there are stairs", {
    upcharge: "STAIRS",
  }),
  yesNo("pet", "Are there pets at the appointment location?", "whether there are pets"),
  select("petType", "Which pets?", "your type of pet", PET_TYPES, { when: answerIs("pet", true) }),
  yesNo("specialAcc", "Do you need any special accommodations?", "whether you need special accommodations"),
  select("specialAccType", "Which accommodation do you need?", "the accommodation you need", SPECIAL_ACCOMMODATIONS, {
    when: answerIs("specialAcc", true),
  }),
];

export function isAnswered(question: QuestionDef, answers: Partial<BookingAnswers>): boolean {
  return !isBlank(answers[question.key]);
}

/** Every question that applies to these answers and service, in order. */
export function visibleQuestions(ctx: QuestionContext): QuestionDef[] {
  return QUESTIONS.filter((question) => question.appliesTo(ctx));
}

/** Questions to render now: each appears once the previous required ones are answered. */
export function questionsToShow(ctx: QuestionContext): QuestionDef[] {
  const visible = visibleQuestions(ctx);
  const firstOpen = visible.findIndex((question) => question.required && !isAnswered(question, ctx.answers));
  return firstOpen === -1 ? visible : visible.slice(0, firstOpen + 1);
}

/** Required questions that apply and are still blank. */
export function missingAnswers(ctx: QuestionContext): QuestionDef[] {
  return visibleQuestions(ctx).filter((question) => question.required && !isAnswered(question, ctx.answers));
}
