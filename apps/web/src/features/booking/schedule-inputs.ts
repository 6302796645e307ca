// Shared by the quick bar and the questionnaire: what counts as a settled date or time, the
// earliest date offered, and the option lists of the schedule questions.
import { DATE_PATTERN, isCalendarDate, isWithinBookingHours, latestUsDate, TIME_ZONES } from "@primp/core";
import type { Choice } from "./inputs";

/** Today in the last US zone to reach it (Hawaii): no earlier date is bookable anywhere. */
export const earliestBookableDate = (now = new Date()) => latestUsDate(now);

/** A full date from today on is settled as it is typed; anything else waits for the field to be left. */
export const dateSettled = (value: string) =>
  DATE_PATTERN.test(value) && isCalendarDate(value) && value >= earliestBookableDate();

/** A time within booking hours is settled at once; an out-of-hours one waits (it will be cleared). */
export const timeSettled = (value: string) => isWithinBookingHours(value);

export const TIME_ZONE_CHOICES: Choice[] = TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }));
