import { D as TIME_PATTERN, ft as TIME_ZONES } from "../entry-server.js";
// ../../packages/core/src/format.ts
var usd = new Intl.NumberFormat("en-US", {
	style: "currency",
	currency: "USD"
});
/** Always two decimals: 15000 -> "$150.00", 123450 -> "$1,234.50". */
function formatUsd(cents) {
	return usd.format(cents / 100);
}
/** Dropping ".00" of whole dollars: 5000 -> "$50", 1250 -> "$12.50". */
function formatDollars(cents) {
	const amount = formatUsd(cents);
	return cents % 100 === 0 ? amount.slice(0, -3) : amount;
}
/** An amount an option adds: 5000 -> "+$50", 1250 -> "+$12.50". */
var formatUpcharge = (cents) => `+${formatDollars(cents)}`;
/** A service's starting price, before the options that add to it: 8500 -> "from $85". */
var formatFromPrice = (cents) => `from ${formatDollars(cents)}`;
/** "14:30" -> "2:30 P.M.", "00:05" -> "12:05 A.M." (the spec's A.M./P.M. style). */
function formatTime12h(time) {
	if (!TIME_PATTERN.test(time)) throw new RangeError(`Not an HH:mm time: ${time}`);
	const [hour = 0] = time.split(":").map(Number);
	const minute = time.slice(3);
	return `${hour % 12 || 12}:${minute} ${hour < 12 ? "A.M." : "P.M."}`;
}
var instantParts = (timeZone) => new Intl.DateTimeFormat("en-US", {
	month: "short",
	day: "numeric",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23",
	...timeZone ? { timeZone } : {}
});
var instantPartsOf = (instant, timeZone) => Object.fromEntries(instantParts(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
/**
* When something happened (a booking was posted, a payout reminder sent), in `timeZone` or
* the reader's own: "Dec 5, 2026, 3:30 P.M.", its clock time written as every other time.
*/
function formatInstant(instant, timeZone) {
	const parts = instantPartsOf(instant, timeZone);
	return `${parts.month} ${parts.day}, ${parts.year}, ${formatTime12h(`${parts.hour}:${parts.minute}`)}`;
}
/** A clock time of an instant in `timeZone` (or the reader's own): "2:45 P.M.". */
function formatClockTime(instant, timeZone) {
	const parts = instantPartsOf(instant, timeZone);
	return formatTime12h(`${parts.hour}:${parts.minute}`);
}
/** Writes a calendar date ("2026-12-05") in `style`; it is a calendar date, so no zone may shift it. */
function calendarDateWriter(style) {
	const format = new Intl.DateTimeFormat("en-US", {
		weekday: style,
		month: style,
		day: "numeric",
		year: "numeric",
		timeZone: "UTC"
	});
	return (date) => {
		const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
		return format.format(Date.UTC(year, month - 1, day));
	};
}
/** "2026-12-05" -> "Saturday, December 5, 2026". */
var formatDateLong = calendarDateWriter("long");
/** "2026-12-05" -> "Sat, Dec 5, 2026". */
var formatDateShort = calendarDateWriter("short");
/**
* A booking's own date and time with its zone named, for messages read away from the booking
* (a text, a reminder): "Saturday, December 5, 2026 at 2:30 P.M. Eastern time".
*/
/** The house name of a zone, from its IANA name or our id: "America/New_York" -> "Eastern"; null for a zone we do not serve. */
function zoneLabel(timeZone) {
	return TIME_ZONES.find((zone) => zone.iana === timeZone || zone.id === timeZone)?.label ?? null;
}
/** How a time's zone is written in our words: "Eastern time" (never "America/New_York time"). */
function zoneTimeName(timeZone) {
	const label = zoneLabel(timeZone);
	return label ? `${label} time` : `(${timeZone})`;
}
export { formatInstant as a, formatUsd as c, formatFromPrice as i, zoneLabel as l, formatDateLong as n, formatTime12h as o, formatDateShort as r, formatUpcharge as s, formatClockTime as t, zoneTimeName as u };
