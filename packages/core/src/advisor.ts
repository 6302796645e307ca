// The beauty advisor: three questions (occasion, what to have done, time available) turned
// into a short ranked list of live catalogue services, each linking straight into booking.
// Services are matched by type and flow, never by name, so renaming a service changes nothing.
import type { CatalogueService, ServiceFlow } from "./catalogue.ts";
import type { ServiceType } from "./options.ts";

export const ADVISOR_OCCASIONS = [
  { value: "WEDDING", label: "Wedding or formal event" },
  { value: "NIGHT_OUT", label: "Night out or party" },
  { value: "PHOTOS", label: "Photo shoot or content day" },
  { value: "CELEBRATION", label: "Cultural celebration" },
  { value: "EVERYDAY", label: "Work week or everyday" },
  { value: "SELF_CARE", label: "A treat for me" },
] as const;
export type AdvisorOccasion = (typeof ADVISOR_OCCASIONS)[number]["value"];

export const ADVISOR_NEEDS = [
  { value: "HAIR_STYLING", label: "Styled hair", hint: "Blowouts, silk presses, cuts and updos" },
  { value: "PROTECTIVE_STYLES", label: "Braids and locs", hint: "Box braids, cornrows, loc care" },
  { value: "WIGS", label: "Wigs", hint: "Installs and custom units" },
  { value: "MAKEUP", label: "Makeup and skin", hint: "From fresh-faced to full glam" },
  { value: "NAILS", label: "Nails", hint: "Manicures, gel and full sets" },
  { value: "HENNA", label: "Henna", hint: "Bridal and celebration designs" },
] as const;
export type AdvisorNeed = (typeof ADVISOR_NEEDS)[number]["value"];

export const ADVISOR_TIMES = [
  { value: "QUICK", label: "An hour or so", maxHours: 1.5 },
  { value: "FEW_HOURS", label: "Two to three hours", maxHours: 3 },
  { value: "HALF_DAY", label: "Half a day or more", maxHours: 8 },
] as const;
export type AdvisorTime = (typeof ADVISOR_TIMES)[number]["value"];

export interface AdvisorAnswers {
  occasion: AdvisorOccasion;
  need: AdvisorNeed;
  time: AdvisorTime;
}

export interface AdvisorRecommendation {
  service: CatalogueService;
  /** Typical length of the appointment, in hours. */
  estimatedHours: number;
  fitsTime: boolean;
  /** Short sentences saying why this service is suggested. */
  reasons: string[];
  /** Where the "Book" link goes: the booking form with this type and service chosen. */
  href: string;
}

export const ADVISOR_MAX_RECOMMENDATIONS = 3;

/** Query parameter of /book-now/{TYPE} that pre-selects a service by its catalogue id. */
export const BOOK_NOW_SERVICE_PARAM = "service";

/** /book-now/HAIR?service=abc: the booking form opens on this service type with the service chosen. */
export function bookNowHref(service: Pick<CatalogueService, "id" | "serviceType">): string {
  const query = new URLSearchParams({ [BOOK_NOW_SERVICE_PARAM]: service.id });
  return `/book-now/${service.serviceType}?${query}`;
}

/** What the advisor treats alike: a special flow, or the plain services of one type. */
type ServiceKind = Exclude<ServiceFlow, "STANDARD"> | ServiceType;
const kindOf = (service: CatalogueService): ServiceKind =>
  service.flow === "STANDARD" ? service.serviceType : service.flow;

const KINDS_FOR_NEED: Record<AdvisorNeed, readonly ServiceKind[]> = {
  HAIR_STYLING: ["HAIR", "BLOWOUT"],
  PROTECTIVE_STYLES: ["LOCS", "CORNROW", "BRAIDED_EXTENSION", "SIGNATURE_BRAIDS"],
  WIGS: ["WIG_INSTALLATION", "CUSTOM_WIG"],
  MAKEUP: ["MAKEUP", "LUXE_MAKEUP"],
  NAILS: ["NAIL"],
  HENNA: ["HENNA"],
};

/** Typical appointment length by kind; braids with added hair take the better part of a day. */
const TYPICAL_HOURS: Record<ServiceKind, number> = {
  HAIR: 1.5,
  BLOWOUT: 1,
  LOCS: 3,
  CORNROW: 2,
  BRAIDED_EXTENSION: 5,
  SIGNATURE_BRAIDS: 6,
  WIG_INSTALLATION: 2,
  CUSTOM_WIG: 3,
  MAKEUP: 1,
  LUXE_MAKEUP: 1.5,
  NAIL: 1,
  HENNA: 1.5,
};

/** How well a kind suits an occasion, 0 (neutral) to 3 (the classic choice). */
const OCCASION_FIT: Record<AdvisorOccasion, Partial<Record<ServiceKind, number>>> = {
  WEDDING: {
    LUXE_MAKEUP: 3,
    HENNA: 3,
    BLOWOUT: 2,
    SIGNATURE_BRAIDS: 2,
    CUSTOM_WIG: 2,
    WIG_INSTALLATION: 2,
    MAKEUP: 2,
    NAIL: 1,
  },
  NIGHT_OUT: { BLOWOUT: 3, MAKEUP: 3, LUXE_MAKEUP: 2, WIG_INSTALLATION: 2, NAIL: 2, HAIR: 1 },
  PHOTOS: { LUXE_MAKEUP: 3, BLOWOUT: 2, WIG_INSTALLATION: 2, MAKEUP: 2, CUSTOM_WIG: 1 },
  CELEBRATION: { HENNA: 3, LUXE_MAKEUP: 2, SIGNATURE_BRAIDS: 2, CORNROW: 1, NAIL: 1 },
  EVERYDAY: { HAIR: 2, LOCS: 2, CORNROW: 2, BRAIDED_EXTENSION: 2, MAKEUP: 1, NAIL: 1 },
  SELF_CARE: { HAIR: 2, NAIL: 2, BLOWOUT: 2, LOCS: 1, MAKEUP: 1 },
};

const OCCASION_WORDS: Record<AdvisorOccasion, string> = {
  WEDDING: "weddings and formal events",
  NIGHT_OUT: "a night out",
  PHOTOS: "photos and video",
  CELEBRATION: "celebrations",
  EVERYDAY: "everyday wear",
  SELF_CARE: "a little self-care",
};

function hoursText(hours: number): string {
  if (hours === 1) return "about an hour";
  if (hours === 1.5) return "about an hour and a half";
  return `about ${hours} hours`;
}

function reasonsFor(occasion: AdvisorOccasion, occasionFit: number, hours: number, fitsTime: boolean): string[] {
  const reasons: string[] = [];
  if (occasionFit >= 3) reasons.push(`A favourite for ${OCCASION_WORDS[occasion]}.`);
  else if (occasionFit >= 2) reasons.push(`Works beautifully for ${OCCASION_WORDS[occasion]}.`);
  reasons.push(
    fitsTime
      ? `Usually takes ${hoursText(hours)}, within the time you have.`
      : `Usually takes ${hoursText(hours)}: more time than you have, so plan for a longer slot.`,
  );
  return reasons;
}

/**
 * Up to three live, adult services matching what the customer wants done, best first:
 * those that fit the time available before those that do not, then by how well they suit
 * the occasion, then in catalogue order. Empty when nothing live matches the need.
 */
export function recommendServices(
  answers: AdvisorAnswers,
  services: readonly CatalogueService[],
): AdvisorRecommendation[] {
  const kinds = KINDS_FOR_NEED[answers.need];
  const maxHours = ADVISOR_TIMES.find((time) => time.value === answers.time)?.maxHours ?? Number.POSITIVE_INFINITY;
  const candidates = services
    // Kids' services ask about a child; the advisor speaks to the adult being pampered.
    .filter((service) => service.live && !service.forKids && kinds.includes(kindOf(service)))
    .map((service, catalogueOrder) => {
      const kind = kindOf(service);
      const estimatedHours = TYPICAL_HOURS[kind];
      const fitsTime = estimatedHours <= maxHours;
      const occasionFit = OCCASION_FIT[answers.occasion][kind] ?? 0;
      return { service, estimatedHours, fitsTime, occasionFit, catalogueOrder };
    });
  candidates.sort(
    (a, b) =>
      Number(b.fitsTime) - Number(a.fitsTime) || b.occasionFit - a.occasionFit || a.catalogueOrder - b.catalogueOrder,
  );
  return candidates.slice(0, ADVISOR_MAX_RECOMMENDATIONS).map(({ service, estimatedHours, fitsTime, occasionFit }) => ({
    service,
    estimatedHours,
    fitsTime,
    reasons: reasonsFor(answers.occasion, occasionFit, estimatedHours, fitsTime),
    href: bookNowHref(service),
  }));
}
