// The Book Now form's state and the checks its NEXT button runs, as plain functions over
// packages/core's rules so the page stays about layout.
import {
  appointmentAddressSchema,
  type BookingFormState,
  type CatalogueCity,
  type CatalogueService,
  checkSchedule,
  citySlugs,
  isServiceType,
  missingAnswers,
  type QuickRequestInput,
  type ServiceType,
  scheduleSchema,
  validateBookingAnswers,
} from "@primp/core";
import type { FieldErrors } from "../../forms/server-errors";
import { validateWith } from "./validate-with";

export interface AddressDraft {
  address1: string;
  address2: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressDraft = { address1: "", address2: "", zip: "" };

/** The /book-now/{type} segment, in any case ("hair", "HAIR"), or nothing. */
export function serviceTypeFromPath(segment: string | undefined): ServiceType | undefined {
  const type = segment?.toUpperCase();
  return isServiceType(type) ? type : undefined;
}

/** The live city whose page slug a link names (?city=boston), or nothing for an unknown or switched-off one. */
export function cityFromSlug(
  slug: string | null,
  cities: readonly Pick<CatalogueCity, "id" | "city" | "state">[],
): string | undefined {
  if (slug === null) return undefined;
  return [...citySlugs(cities)].find(([, candidate]) => candidate === slug)?.[0];
}

/**
 * The form's first state: the quick bar's answers (homeInfo), the type in the address, the
 * city a city page's link names (?city=slug, as its id) and the service an advisor link names
 * (?service=id) when it is a live service of that type.
 */
export function initialFormState(
  homeInfo: QuickRequestInput | null,
  pathType: ServiceType | undefined,
  preselect?: { serviceId: string | null; services: readonly CatalogueService[]; cityId?: string | undefined },
): BookingFormState {
  const serviceType = pathType ?? homeInfo?.serviceType;
  const schedule = homeInfo
    ? { cityId: homeInfo.cityId, date: homeInfo.date, time: homeInfo.time, timeZone: homeInfo.timeZone }
    : preselect?.cityId
      ? { cityId: preselect.cityId }
      : {};
  const service = preselect?.services.find(
    (candidate) => candidate.id === preselect.serviceId && candidate.serviceType === serviceType,
  );
  const answers = serviceType ? (service ? { serviceType, serviceId: service.id } : { serviceType }) : {};
  return { schedule, answers };
}

/** Router state carrying homeInfo, checked, since anything may sit in history state. */
export function readHomeInfo(state: unknown): QuickRequestInput | null {
  if (typeof state !== "object" || state === null || !("homeInfo" in state)) return null;
  const homeInfo = (state as { homeInfo: unknown }).homeInfo;
  if (typeof homeInfo !== "object" || homeInfo === null) return null;
  const candidate = homeInfo as Partial<QuickRequestInput>;
  return typeof candidate.cityId === "string" && isServiceType(candidate.serviceType)
    ? (candidate as QuickRequestInput)
    : null;
}

/**
 * Everything NEXT must find in order before the payment step: a bookable schedule, every
 * required answer, answers the service accepts, and the appointment address. One message
 * per field; the first key in the result is the first problem on the page.
 */
export function questionnaireProblems(
  form: BookingFormState,
  service: CatalogueService | undefined,
  address: AddressDraft,
  now: Date,
): FieldErrors {
  const problems: FieldErrors = { ...validateWith(scheduleSchema, form.schedule) };
  const scheduleCheck = checkSchedule(form.schedule, now);
  if (!scheduleCheck.ok) problems[scheduleCheck.field] ??= scheduleCheck.message;
  if (!form.answers.serviceType) problems.serviceType = "Please choose a service type";
  else if (!service) problems.serviceId = "Please choose your service";
  else {
    for (const question of missingAnswers({ answers: form.answers, service })) {
      problems[question.key] ??= question.missingMessage;
    }
    for (const problem of validateBookingAnswers(form.answers, service)) problems[problem.field] ??= problem.message;
  }
  const addressErrors = validateWith(appointmentAddressSchema, address);
  for (const [field, message] of Object.entries(addressErrors)) problems[`address.${field}`] = message;
  return problems;
}
