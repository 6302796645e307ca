// Every surcharge of the spec as data. A question names its upcharge code; the quote looks the
// amount up here, so no price lives in a component and a client can never send one.
import {
  BRAID_LENGTHS,
  BRAID_SIZES,
  CORNROW_COUNTS,
  CUSTOM_WIG_DENSITIES,
  HENNA_LENGTHS,
  HENNA_SIZES,
} from "./question-options";

/** A fixed amount charged when a yes/no answer equals chargedWhen (e.g. parking: charged on "no"). */
type FlatRule = { kind: "flat"; label: string; amountCents: number; chargedWhen: boolean };
/** An amount per option of a select. */
type OptionRule = { kind: "byOption"; label: string; amountsCents: Readonly<Record<string, number>> };

const flat = (label: string, amountCents: number, chargedWhen = true): FlatRule => ({
  kind: "flat",
  label,
  amountCents,
  chargedWhen,
});

// The option list is passed only so the mapped type makes the compiler demand an amount
// for every option, and refuse an amount for an option that does not exist.
const byOption = <const T extends readonly (string | number)[]>(
  label: string,
  _options: T,
  amountsCents: { [K in T[number]]: number },
): OptionRule => ({ kind: "byOption", label, amountsCents });

const RULES = {
  LUXE_LASHES: flat("Luxe lashes", 1500),
  HENNA_SIZE: byOption("Henna size", HENNA_SIZES, {
    Small: 0,
    Medium: 4000,
    Large: 6000,
    "Extra Large": 10000,
  }),
  HENNA_LENGTH: byOption("Henna length", HENNA_LENGTHS, {
    "1 hour": 0,
    "2 hours": 10000,
    "3 hours": 20000,
    "4 hours": 30000,
  }),
  BRAIDS_SIZE: byOption("Braid size", BRAID_SIZES, { Large: 0, Medium: 2500, Small: 5000 }),
  BRAIDS_LENGTH: byOption("Braid length", BRAID_LENGTHS, {
    "18 in": 0,
    "20 in": 2500,
    "22 in": 5000,
    "24 in": 7500,
  }),
  CORNROWS_COUNT: byOption("Cornrow count", CORNROW_COUNTS, {
    2: 0,
    3: 1000,
    4: 2000,
    5: 3000,
    6: 4000,
    7: 5000,
    8: 6000,
  }),
  WIG_STYLING: flat("Wig styling", 8000),
  CUSTOM_WIG_DENSITY: {
    kind: "byOption",
    label: "Custom wig density",
    // The density option list carries its own amounts (the spec's customWigDensityVal).
    amountsCents: Object.fromEntries(CUSTOM_WIG_DENSITIES.map((density) => [density.label, density.upchargeCents])),
  },
  CUSTOM_WIG_COLOR: flat("Custom wig color", 10000),
  CUSTOM_WIG_INSTALL: flat("Custom wig installation", 8000),
  SENSITIVE_SCALP: flat("Sensitive scalp", 2500),
  NO_PARKING: flat("No parking available", 2000, false),
  QUIET_SERVICE: flat("Quiet service", 5000),
  STAIRS: flat("Stairs", 2000),
} satisfies Record<string, FlatRule | OptionRule>;

export type UpchargeCode = keyof typeof RULES;
export type FlatUpcharge = FlatRule & { code: UpchargeCode };
export type OptionUpcharge = OptionRule & { code: UpchargeCode };
export type Upcharge = FlatUpcharge | OptionUpcharge;

/** The one upcharge table, keyed by code; each row also carries its code for quote lines. */
export const UPCHARGES = Object.fromEntries(Object.entries(RULES).map(([code, rule]) => [code, { ...rule, code }])) as {
  readonly [C in UpchargeCode]: (typeof RULES)[C] & { code: C };
};

/** The amount an answer adds under an upcharge rule; 0 for a blank or unpriced answer. */
export function upchargeAmount(code: UpchargeCode, answer: unknown): number {
  const upcharge: Upcharge = UPCHARGES[code];
  if (upcharge.kind === "flat") return answer === upcharge.chargedWhen ? upcharge.amountCents : 0;
  const option = String(answer);
  return Object.hasOwn(upcharge.amountsCents, option) ? (upcharge.amountsCents[option] ?? 0) : 0;
}

/** The quote line's label: option upcharges name the chosen option ("Braid size: Small"). */
export function upchargeLabel(code: UpchargeCode, answer: unknown): string {
  const upcharge: Upcharge = UPCHARGES[code];
  return upcharge.kind === "flat" ? upcharge.label : `${upcharge.label}: ${String(answer)}`;
}
