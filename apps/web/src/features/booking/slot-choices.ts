// The booking form's slot picker as plain functions: the days of the strip, the hint under a
// time, the house zone of the answer's zone, and whether a picked slot is still offered.
import { addDays, MAX_SLOT_RANGE_DAYS, TIME_ZONES, type TimeZoneId } from "@primp/core";
import { earliestBookableDate } from "./schedule-inputs";

/** The slot query's days: two weeks from `from` (by default today in the last US zone). */
export const slotWindow = (from = earliestBookableDate()) => ({ from, to: addDays(from, MAX_SLOT_RANGE_DAYS - 1) });

/** "1 pro available", "3 pros available". */
export const prosAvailable = (pros: number) => `${pros} ${pros === 1 ? "pro" : "pros"} available`;

/** Our zone id for the answer's IANA zone; null for a zone the form does not name. */
export const zoneIdOf = (iana: string): TimeZoneId | null => TIME_ZONES.find((zone) => zone.iana === iana)?.id ?? null;

interface DayOfSlots {
  date: string;
  slots: { time: string }[];
}

/** Whether a picked date and time is among the offered slots. */
export const isOffered = (days: readonly DayOfSlots[], date: string, time: string) =>
  days.some((day) => day.date === date && day.slots.some((slot) => slot.time === time));

/** The day the strip opens on: the picked date when shown, else the first day with a slot, else the first day. */
export function openingDay(days: readonly DayOfSlots[], picked: string | undefined): string | undefined {
  if (picked && days.some((day) => day.date === picked)) return picked;
  return (days.find((day) => day.slots.length > 0) ?? days[0])?.date;
}
