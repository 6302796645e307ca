import { l as zoneLabel$1, o as formatTime12h, r as formatDateShort } from "./format-DKKLJChm.js";
// src/components/format.ts
/** "2026-12-05" -> "Sat, Dec 5, 2026". */
var formatCalendarDate = formatDateShort;
/** "Eastern" for America/New_York; the IANA name itself for a zone outside the list. */
function zoneLabel(ianaZone) {
	return zoneLabel$1(ianaZone) ?? ianaZone;
}
function formatAppointment(booking) {
	return {
		date: formatCalendarDate(booking.localDate),
		time: `${formatTime12h(booking.localTime)} ${zoneLabel(booking.timeZone)}`
	};
}
var longDate = new Intl.DateTimeFormat("en-US", {
	month: "long",
	day: "numeric",
	year: "numeric"
});
function formatJoined(instant) {
	return longDate.format(instant);
}
/** A table's row count under its pager: "12 in all", or "More than 10,000" past the server's count cap. */
function formatTableTotal(page) {
	const total = page.total.toLocaleString("en-US");
	return page.totalIsCapped ? `More than ${total}` : `${total} in all`;
}
export { formatTableTotal as i, formatCalendarDate as n, formatJoined as r, formatAppointment as t };
