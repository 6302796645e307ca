// Appointment time rules, evaluated in the appointment's own time zone with Intl only, so
// browser and server agree whatever zone either of them runs in.
import { OUT_OF_HOURS_MESSAGE, PAST_DATE_MESSAGE, PAST_TIME_MESSAGE } from "./messages";
import { hasMinimumNotice, TOO_SOON_MESSAGE } from "./notice";
import type { TimeZoneId } from "./options";
import { TIME_ZONES } from "./options";
import { BOOKING_HOURS } from "./product";

export type Schedule = { cityId: string; date: string; time: string; timeZone: TimeZoneId };
export type ScheduleField = "date" | "time" | "timeZone";
export type ScheduleCheck =
  | { ok: true }
  | { ok: false; field: "date" | "time"; message: string; clear: ScheduleField[] };

/** What each field of the quick bar (and the schedule) says when it is left empty. */
export const SCHEDULE_REQUIRED_MESSAGES = {
  cityId: "Please choose a location",
  serviceType: "Please choose a service type",
  date: "Please choose a date",
  time: "Please choose a time",
  timeZone: "Please choose a time zone",
} as const;

type QuickRequestField = keyof typeof SCHEDULE_REQUIRED_MESSAGES;

/**
 * The empty fields of a quick request, each with its message: the browser's check before
 * sending, without zod, so the home page stays light. The server parses the full schema.
 */
export function missingQuickRequestFields(
  values: Partial<Record<QuickRequestField, string>>,
): Partial<Record<QuickRequestField, string>> {
  const fields = Object.keys(SCHEDULE_REQUIRED_MESSAGES) as QuickRequestField[];
  return Object.fromEntries(
    fields.filter((field) => !values[field]?.trim()).map((field) => [field, SCHEDULE_REQUIRED_MESSAGES[field]]),
  );
}

/** Our zone ids ("Eastern") or any IANA name ("America/New_York"). */
export type ZoneLike = TimeZoneId | (string & {});

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "YYYY-MM-DD" naming a day that exists (refuses 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

// Hawaii, the last US zone to reach a date, keeps UTC-10 all year (it has no daylight saving
// time), so its date takes no time-zone data (which a page's start would load for it).
const HAWAII_OFFSET_MS = -10 * 60 * 60 * 1000;

/**
 * Today in the last US zone to reach it: a date before this is past everywhere in the US, and
 * a date picked before the time zone is judged by it, so one still today somewhere is not refused.
 */
export const latestUsDate = (now: Date) => new Date(now.getTime() + HAWAII_OFFSET_MS).toISOString().slice(0, 10);

export function ianaZone(zone: ZoneLike): string {
  return TIME_ZONES.find((candidate) => candidate.id === zone)?.iana ?? zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(iana: string): Intl.DateTimeFormat {
  let formatter = formatters.get(iana);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: iana,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(iana, formatter);
  }
  return formatter;
}

/**
 * The local wall clock of an instant in a zone, as if that wall clock were UTC (ms). Read from
 * `format`'s digits (en-US: month, day, year, hour, minute, second) rather than `formatToParts`,
 * which costs about four times as much and runs several times per booking.
 */
function wallClockAsUtc(instantMs: number, zone: ZoneLike): number {
  const [month = 1, day = 1, year = 0, hour = 0, minute = 0, second = 0] =
    wallClockFormatter(ianaZone(zone)).format(instantMs).match(/\d+/g)?.map(Number) ?? [];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function zoneOffsetMs(instantMs: number, zone: ZoneLike): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockAsUtc(wholeSecond, zone) - wholeSecond;
}

/**
 * The UTC instant of a local wall time ("2026-07-04", "14:30") in a zone, DST-correct.
 * The offset is re-read at the first guess because it may differ across a DST change;
 * booking hours never fall in the night-time DST gap, so a second pass is enough.
 */
export function appointmentInstant(date: string, time: string, zone: ZoneLike): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wallAsUtc - zoneOffsetMs(wallAsUtc, zone);
  return new Date(wallAsUtc - zoneOffsetMs(firstGuess, zone));
}

/** Today's date ("YYYY-MM-DD") in a zone at a given instant. */
export function localDate(now: Date, zone: ZoneLike): string {
  return new Date(wallClockAsUtc(now.getTime(), zone)).toISOString().slice(0, 10);
}

/** Whether a date is before today in the given zone. */
export function isDateInPast(date: string, zone: ZoneLike, now: Date): boolean {
  return date < localDate(now, zone);
}

function minutesOfDay(time: string): number | undefined {
  if (!TIME_PATTERN.test(time)) return undefined;
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** Strictly between the opening and closing hours: 09:00 and 20:00 themselves are out. */
export function isWithinBookingHours(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== undefined && minutes > BOOKING_HOURS.openHour * 60 && minutes < BOOKING_HOURS.closeHour * 60;
}

/**
 * Checks whatever part of a schedule is filled in: a past date (cleared with time and zone,
 * as the spec says), then an out-of-hours time, then a time already past today in that zone,
 * then a time sooner than the minimum notice (the form refuses it before paying, in the same
 * words as the server). A date chosen before the zone is judged in the last US zone to reach
 * that date.
 */
export function checkSchedule(
  schedule: Partial<Pick<Schedule, "date" | "time"> & { timeZone: ZoneLike }>,
  now: Date,
): ScheduleCheck {
  const { date, time, timeZone } = schedule;
  if (date && (timeZone ? isDateInPast(date, timeZone, now) : date < latestUsDate(now))) {
    return { ok: false, field: "date", message: PAST_DATE_MESSAGE, clear: ["date", "time", "timeZone"] };
  }
  if (time && !isWithinBookingHours(time)) {
    return { ok: false, field: "time", message: OUT_OF_HOURS_MESSAGE, clear: ["time"] };
  }
  if (!date || !time || !timeZone) return { ok: true };
  const appointmentAt = appointmentInstant(date, time, timeZone);
  if (appointmentAt.getTime() <= now.getTime()) {
    return { ok: false, field: "time", message: PAST_TIME_MESSAGE, clear: ["time"] };
  }
  if (!hasMinimumNotice(appointmentAt, now)) {
    return { ok: false, field: "time", message: TOO_SOON_MESSAGE, clear: ["time"] };
  }
  return { ok: true };
}
