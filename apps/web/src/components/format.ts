// How the dashboards write dates and times: the appointment's own calendar date and clock
// time (as the customer chose them) with its zone's name, and instants in the viewer's zone.
import { zoneLabel as coreZoneLabel, formatCount, formatDateShort, formatTime12h } from "@primp/core";

// Instants are written by core, so their clock time reads like every other time.
export { formatInstant } from "@primp/core";

/** "2026-12-05" -> "Sat, Dec 5, 2026". */
export const formatCalendarDate = formatDateShort;

/** "Eastern" for America/New_York; the IANA name itself for a zone outside the list. */
export function zoneLabel(ianaZone: string): string {
  return coreZoneLabel(ianaZone) ?? ianaZone;
}

export function formatAppointment(booking: { localDate: string; localTime: string; timeZone: string }) {
  return {
    date: formatCalendarDate(booking.localDate),
    time: `${formatTime12h(booking.localTime)} ${zoneLabel(booking.timeZone)}`,
  };
}

/** A table's row count under its pager: "12 in all", or "More than 10,000" past the server's count cap. */
export function formatTableTotal(page: { total: number; totalIsCapped: boolean }): string {
  const total = formatCount(page.total);
  return page.totalIsCapped ? `More than ${total}` : `${total} in all`;
}
