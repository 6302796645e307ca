// The questionnaire's answer fields: one zod schema per field, grouped by the service type
// that asks it. The groups are the single source of "which type asks what": the per-type
// booking schemas and the questionnaire's visibility both read them.
import { z } from "zod";
import type { ServiceType } from "./options";
import {
  BRAID_LENGTHS,
  BRAID_SIZES,
  CORNROW_COUNTS,
  CORNROW_STYLES,
  CURL_PATTERNS,
  CUSTOM_WIG_DENSITY_LABELS,
  CUSTOM_WIG_HAIR_TYPES,
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

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "Please choose one of the listed options" });
const yesNo = () => z.boolean({ error: "Please answer yes or no" });
const freeText = (maxLength: number) =>
  z
    .string({ error: "Please type your answer" })
    .trim()
    .max(maxLength, { error: `Please keep this to ${maxLength} characters or fewer` });
/** Head measurements are free text in inches, e.g. "21-21.5". */
const measurement = () => freeText(20);

const minCornrows = Math.min(...CORNROW_COUNTS);
const maxCornrows = Math.max(...CORNROW_COUNTS);
const cornrowRange = `Please choose between ${minCornrows} and ${maxCornrows} cornrows`;

const HAIR_FIELDS = {
  // Hair types are catalogue rows, so only the shape is checked here.
  hairType: z
    .string({ error: "Please choose your hair type" })
    .trim()
    .min(1, { error: "Please choose your hair type" })
    .max(60, { error: "Please choose your hair type" }),
  hairDensity: choice(HAIR_DENSITIES),
  curlPattern: choice(CURL_PATTERNS),
  hairExt: yesNo(),
  hairExtType: choice(EXTENSION_TYPES),
  hairLoss: yesNo(),
  hairLossDiag: yesNo(),
  hairLossCause: choice(HAIR_LOSS_CAUSES),
  hairDry: yesNo(),
  locTime: choice(LOC_TIMES),
  locColor: yesNo(),
  braidsSize: choice(BRAID_SIZES),
  braidsLength: choice(BRAID_LENGTHS),
  cornrowsStyle: choice(CORNROW_STYLES),
  cornrowsCount: z
    .int({ error: cornrowRange })
    .min(minCornrows, { error: cornrowRange })
    .max(maxCornrows, { error: cornrowRange }),
  wigPurchased: yesNo(),
  wigPurchaseAsst: yesNo(),
  wigHairType: choice(WIG_HAIR_TYPES),
  wigInstallType: choice(WIG_INSTALL_TYPES),
  wigPrice: choice(WIG_PRICES),
  wigStyling: yesNo(),
  customWigSizeCheck: yesNo(),
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
  customWigColor: yesNo(),
  customWigInstall: yesNo(),
  customWigReason: choice(CUSTOM_WIG_REASONS),
  sensitiveScalp: yesNo(),
};

const MAKEUP_FIELDS = {
  skinType: choice(SKIN_TYPES),
  // The shade's hex code: shades are catalogue rows keyed by it.
  skinComplexion: z
    .string({ error: "Please choose a shade from the list" })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "Please choose a shade from the list" }),
  allergies: freeText(500),
  skinConditions: freeText(500),
  makeupLook: choice(MAKEUP_LOOKS),
  makeupLashes: yesNo(),
};

const NAIL_FIELDS = {
  nailDesc: choice(NAIL_DESCRIPTIONS),
  nailShape: choice(NAIL_SHAPES),
  nailPolish: choice(NAIL_POLISH_COLORS),
  nailPolishOther: freeText(60),
};

const HENNA_FIELDS = {
  hennaSize: choice(HENNA_SIZES),
  hennaDesign: freeText(1000),
  hennaLength: choice(HENNA_LENGTHS),
  hennaColor: choice(HENNA_COLORS),
};

/** Asked whatever the service type (child supervision only for kids services). */
const SHARED_FIELDS = {
  childSupervision: yesNo(),
  parkingAvailable: yesNo(),
  smokeFree: yesNo(),
  quietService: yesNo(),
  stairs: yesNo(),
  pet: yesNo(),
  petType: choice(PET_TYPES),
  specialAcc: yesNo(),
  specialAccType: choice(SPECIAL_ACCOMMODATIONS),
};

export const ANSWER_FIELDS_BY_TYPE = {
  HAIR: { ...HAIR_FIELDS, ...SHARED_FIELDS },
  MAKEUP: { ...MAKEUP_FIELDS, ...SHARED_FIELDS },
  NAIL: { ...NAIL_FIELDS, ...SHARED_FIELDS },
  HENNA: { ...HENNA_FIELDS, ...SHARED_FIELDS },
} as const satisfies Record<ServiceType, z.ZodRawShape>;

export const ANSWER_FIELDS = { ...HAIR_FIELDS, ...MAKEUP_FIELDS, ...NAIL_FIELDS, ...HENNA_FIELDS, ...SHARED_FIELDS };
export type AnswerFieldKey = keyof typeof ANSWER_FIELDS;

export const SERVICE_ID_SCHEMA = z
  .string({ error: "Please choose your service" })
  .trim()
  .min(1, { error: "Please choose your service" })
  .max(64, { error: "Please choose your service" });

/**
 * The booking form's answers: a flat record keyed by the spec's field names. It records
 * choices only (parkingAvailable: false, never "+$20"); the quote prices them.
 */
export type BookingAnswers = { serviceType: ServiceType; serviceId: string } & {
  [K in AnswerFieldKey]?: z.output<(typeof ANSWER_FIELDS)[K]>;
};
export type AnswerKey = keyof BookingAnswers;

export function isAnswerFieldKey(key: string): key is AnswerFieldKey {
  return Object.hasOwn(ANSWER_FIELDS, key);
}

export function fieldAppliesToType(key: AnswerFieldKey, serviceType: ServiceType): boolean {
  // Looked up defensively: answers from outside may carry a service type that does not exist.
  const fields: z.ZodRawShape | undefined = ANSWER_FIELDS_BY_TYPE[serviceType];
  return fields !== undefined && Object.hasOwn(fields, key);
}

/** Blank means "not answered": missing, or text with nothing but spaces. false is an answer. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The general questions answered so that none of them adds a surcharge (the demo's bookings, test fixtures). */
export const NO_SURCHARGE_GENERAL_ANSWERS = {
  parkingAvailable: true,
  smokeFree: true,
  quietService: false,
  stairs: false,
  pet: false,
  specialAcc: false,
} as const satisfies Partial<BookingAnswers>;
