// Display helpers: the only place cents become dollars and "14:30" becomes "2:30 P.M.".
// Amounts, counts and calendar dates are written here by hand, in the product's one language:
// the first use of Intl on a page loads its locale data, some 30 to 70 ms of main thread on a
// desktop and four times that on a phone, in the middle of a public page's start. Only turning
// an instant into a zone's wall clock (formatInstant, schedule.ts) takes Intl's time-zone data.
import { TIME_ZONES } from "./options";
import { TIME_PATTERN } from "./schedule";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** "Sep", "Sat": en-US's short names are the first three letters. */
const short = (name: string) => name.slice(0, 3);

/** A whole number with thousands separated: 1234567 -> "1,234,567". */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return count < 0 ? `-${digits}` : digits;
}

/** Always two decimals: 15000 -> "$150.00", 123450 -> "$1,234.50", -250 -> "-$2.50". */
export function formatUsd(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const amount = `$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
  return cents < 0 && whole > 0 ? `-${amount}` : amount;
}

/** Dropping ".00" of whole dollars: 5000 -> "$50", 1250 -> "$12.50". */
export function formatDollars(cents: number): string {
  const amount = formatUsd(cents);
  return cents % 100 === 0 ? amount.slice(0, -3) : amount;
}

/** An amount an option adds: 5000 -> "+$50", 1250 -> "+$12.50". */
export const formatUpcharge = (cents: number) => `+${formatDollars(cents)}`;

/** A service's starting price, before the options that add to it: 8500 -> "from $85". */
export const formatFromPrice = (cents: number) => `from ${formatDollars(cents)}`;

/** "14:30" -> "2:30 P.M.", "00:05" -> "12:05 A.M." (the spec's A.M./P.M. style). */
export function formatTime12h(time: string): string {
  if (!TIME_PATTERN.test(time)) throw new RangeError(`Not an HH:mm time: ${time}`);
  const [hour = 0] = time.split(":").map(Number);
  const minute = time.slice(3);
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? "A.M." : "P.M."}`;
}

const instantParts = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  });

const instantPartsOf = (instant: Date, timeZone: string | undefined) =>
  Object.fromEntries(
    instantParts(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );

/**
 * When something happened (a booking was posted, a payout reminder sent), in `timeZone` or
 * the reader's own: "Dec 5, 2026, 3:30 P.M.", its clock time written as every other time.
 */
export function formatInstant(instant: Date, timeZone?: string): string {
  const parts = instantPartsOf(instant, timeZone);
  return `${parts.month} ${parts.day}, ${parts.year}, ${formatTime12h(`${parts.hour}:${parts.minute}`)}`;
}

/** A clock time of an instant in `timeZone` (or the reader's own): "2:45 P.M.". */
export function formatClockTime(instant: Date, timeZone?: string): string {
  const parts = instantPartsOf(instant, timeZone);
  return formatTime12h(`${parts.hour}:${parts.minute}`);
}

/**
 * When something happened on a booking, in the appointment's zone with the zone named, as the
 * booking's own times are: "Dec 5, 2026, 2:45 P.M. Eastern".
 */
export const formatInstantInZone = (instant: Date, timeZone: string) =>
  `${formatInstant(instant, timeZone)} ${zoneLabel(timeZone) ?? timeZone}`;

/** A clock time in the appointment's zone, named: "2:45 P.M. Eastern". */
export const formatClockTimeInZone = (instant: Date, timeZone: string) =>
  `${formatClockTime(instant, timeZone)} ${zoneLabel(timeZone) ?? timeZone}`;

/** The parts of a calendar date ("2026-12-05"); it is a calendar date, so no zone may shift it. */
function calendarParts(date: string) {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "";
  return { year, month: MONTHS[month - 1] ?? "", day, weekday };
}

/** Writes a calendar date ("2026-12-05") with long or short names. */
function calendarDateWriter(style: "long" | "short") {
  const name = style === "long" ? (full: string) => full : short;
  return (date: string) => {
    const parts = calendarParts(date);
    return `${name(parts.weekday)}, ${name(parts.month)} ${parts.day}, ${parts.year}`;
  };
}

/** "2026-12-05" -> "Saturday, December 5, 2026". */
export const formatDateLong = calendarDateWriter("long");
/** "2026-12-05" -> "Sat, Dec 5, 2026". */
export const formatDateShort = calendarDateWriter("short");
/** "2026-12-05" -> "Sat". */
export const formatWeekdayShort = (date: string) => short(calendarParts(date).weekday);
/** "2026-12-05" -> "Dec 5". */
export function formatMonthDay(date: string): string {
  const parts = calendarParts(date);
  return `${short(parts.month)} ${parts.day}`;
}

/**
 * The month of an instant, in UTC: "November 2026". UTC, not the reader's zone, so a page the
 * server renders reads the same once the browser takes it over.
 */
export const formatMonthYear = (instant: Date) => `${MONTHS[instant.getUTCMonth()]} ${instant.getUTCFullYear()}`;

/** The day of an instant in the reader's own calendar: "November 27, 2026". */
export const formatDayInReadersCalendar = (instant: Date) =>
  `${MONTHS[instant.getMonth()]} ${instant.getDate()}, ${instant.getFullYear()}`;

/**
 * A booking's own date and time with its zone named, for messages read away from the booking
 * (a text, a reminder): "Saturday, December 5, 2026 at 2:30 P.M. Eastern time".
 */
/** The house name of a zone, from its IANA name or our id: "America/New_York" -> "Eastern"; null for a zone we do not serve. */
export function zoneLabel(timeZone: string): string | null {
  return TIME_ZONES.find((zone) => zone.iana === timeZone || zone.id === timeZone)?.label ?? null;
}

/** How a time's zone is written in our words: "Eastern time" (never "America/New_York time"). */
export function zoneTimeName(timeZone: string): string {
  const label = zoneLabel(timeZone);
  return label ? `${label} time` : `(${timeZone})`;
}

export function formatAppointment(localDate: string, localTime: string, timeZone: string): string {
  return `${formatDateLong(localDate)} at ${formatTime12h(localTime)} ${zoneTimeName(timeZone)}`;
}

const GREETING_NAME_MAX = 20;

/**
 * A name as an e-mail greets it. Names are typed by whoever signs up, and mail clients turn
 * anything that looks like an address into a link, so only letters, spaces, hyphens and
 * apostrophes are kept, and only the first 20 characters of that.
 */
export function greetingName(firstName: string): string {
  const name = firstName
    .replace(/[^\p{L}\p{M} '’-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, GREETING_NAME_MAX)
    .trim();
  return name || "there";
}

/** "Hi Ada," — the first line of every e-mail to a person. */
export const greeting = (firstName: string) => `Hi ${greetingName(firstName)},`;
