// A booking as a calendar event (.ics): attached to the booking e-mails and offered as
// "Add to calendar". One UID per booking for its whole life, so a calendar app replaces the
// event when a reschedule (higher SEQUENCE) or a cancellation (METHOD:CANCEL) arrives.
import { BOOKING_NOT_FOUND, formatDateLong, formatTime12h, PRODUCT_NAME, TIME_ZONES } from "@primp/core";
import type { Booking, Db } from "@primp/db";
import type { MailAttachment } from "@primp/mail";
import { TRPCError } from "@trpc/server";
import { createEvent } from "ics";
import { canReadBooking, type Viewer } from "./booking-access.ts";

/** REQUEST updates the attendee's calendar from an e-mail; PUBLISH is a plain download; CANCEL removes it. */
export type InviteMethod = "REQUEST" | "PUBLISH" | "CANCEL";

export type InviteBooking = Pick<
  Booking,
  | "id"
  | "serviceName"
  | "appointmentAt"
  | "durationMinutes"
  | "timeZone"
  | "localDate"
  | "localTime"
  | "aptAddress1"
  | "aptAddress2"
  | "aptCity"
  | "aptState"
  | "aptZip"
  | "inviteSequence"
>;

export const NO_CALENDAR_EVENT = "This booking is not paid or has been cancelled, so it has no calendar event.";

export const inviteUid = (bookingId: string) => `booking-${bookingId}@primp`;
export const inviteFileName = (bookingId: string) => `primp-booking-${bookingId}.ics`;

const zoneName = (iana: string) => {
  const zone = TIME_ZONES.find((candidate) => candidate.iana === iana);
  return zone ? `${zone.label} time` : iana;
};

/**
 * The event's instants are written in UTC (…Z), which every calendar converts to its owner's
 * zone without needing a VTIMEZONE block; the appointment's own wall time and zone are in the
 * description, as the customer chose them.
 */
export function bookingInviteIcs(booking: InviteBooking, method: InviteMethod, appUrl: string): string {
  const start = booking.appointmentAt.getTime();
  const address = [
    booking.aptAddress1,
    booking.aptAddress2,
    `${booking.aptCity}, ${booking.aptState} ${booking.aptZip}`,
  ]
    .filter(Boolean)
    .join(", ");
  const when = `${formatDateLong(booking.localDate)} at ${formatTime12h(booking.localTime)} ${zoneName(booking.timeZone)}`;
  const { error, value } = createEvent({
    uid: inviteUid(booking.id),
    sequence: booking.inviteSequence,
    method,
    productId: `-//${PRODUCT_NAME}//Bookings//EN`,
    title: `${PRODUCT_NAME}: ${booking.serviceName}`,
    description: `${booking.serviceName}, ${when}. Booking ${booking.id}: ${appUrl}/booking-details?id=${booking.id}`,
    location: address,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + booking.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: PRODUCT_NAME, email: `bookings@${new URL(appUrl).hostname}` },
  });
  if (error || !value) throw error ?? new Error(`No calendar event for booking ${booking.id}`);
  return value;
}

/** "Add to calendar" for a paid booking that is still on; null for one that is not (yet, or any more). */
export function calendarDownload(booking: InviteBooking & Pick<Booking, "status">, appUrl: string) {
  if (booking.status !== "PENDING" && booking.status !== "ACCEPTED") return null;
  return { fileName: inviteFileName(booking.id), ics: bookingInviteIcs(booking, "PUBLISH", appUrl) };
}

export function inviteAttachment(booking: InviteBooking, method: InviteMethod, appUrl: string): MailAttachment {
  return {
    name: method === "CANCEL" ? `cancelled-${inviteFileName(booking.id)}` : inviteFileName(booking.id),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(bookingInviteIcs(booking, method, appUrl), "utf8").toString("base64"),
  };
}

/** "Add to calendar" from the dashboard: for the booking's readers only. */
export async function calendarInviteFor(
  deps: { db: Db; config: { appUrl: string } },
  viewer: Viewer,
  bookingId: string,
) {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || !(await canReadBooking(deps.db, viewer, booking))) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  const download = calendarDownload(booking, deps.config.appUrl);
  if (!download) throw new TRPCError({ code: "BAD_REQUEST", message: NO_CALENDAR_EVENT });
  return download;
}
