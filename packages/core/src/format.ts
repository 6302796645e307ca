// Display helpers: the only place cents become dollars and "14:30" becomes "2:30 P.M.".
import { TIME_ZONES } from "./options";
import { TIME_PATTERN } from "./schedule";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Always two decimals: 15000 -> "$150.00", 123450 -> "$1,234.50". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
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

/** Writes a calendar date ("2026-12-05") in `style`; it is a calendar date, so no zone may shift it. */
function calendarDateWriter(style: "long" | "short") {
  const format = new Intl.DateTimeFormat("en-US", {
    weekday: style,
    month: style,
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
    return format.format(Date.UTC(year, month - 1, day));
  };
}

/** "2026-12-05" -> "Saturday, December 5, 2026". */
export const formatDateLong = calendarDateWriter("long");
/** "2026-12-05" -> "Sat, Dec 5, 2026". */
export const formatDateShort = calendarDateWriter("short");

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
