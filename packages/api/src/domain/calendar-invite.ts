// A booking as a calendar event (.ics): attached to the booking e-mails and offered as
// "Add to calendar". One UID per booking for its whole life, so a calendar app replaces the
// event when a reschedule (higher SEQUENCE) or a cancellation (METHOD:CANCEL) arrives.
import { BOOKING_NOT_FOUND, formatDateLong, formatTime12h, PRODUCT_NAME, zoneTimeName } from "@primp/core";
import type { Booking, Db } from "@primp/db";
import type { MailAttachment } from "@primp/mail";
import { TRPCError } from "@trpc/server";
import { createEvent } from "ics";
import type { AppConfig } from "../trpc.ts";
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
  | "assignedProId"
>;

export interface InvitePerson {
  name: string;
  email: string;
}

/**
 * Who an invite is from and for: the address our e-mails come from (MAIL_FROM) organises it,
 * and the one person the e-mail goes to attends it, so their calendar app offers to accept it.
 */
export interface InviteParties extends InviteConfig {
  attendee?: InvitePerson | undefined;
}

/** The settings an invite is written with: links to the app, and the sender as its organizer. */
export type InviteConfig = Pick<AppConfig, "appUrl" | "mailFrom">;

/** A recipient of a booking e-mail as the attendee of the invite it carries. */
export const attendee = (person: {
  email: string;
  firstName: string;
  lastName?: string | undefined;
}): InvitePerson => ({
  name: [person.firstName, person.lastName].filter(Boolean).join(" "),
  email: person.email,
});

export const NO_CALENDAR_EVENT = "This booking is not paid or has been cancelled, so it has no calendar event.";

export const inviteUid = (bookingId: string) => `booking-${bookingId}@primp`;
export const inviteFileName = (bookingId: string) => `primp-booking-${bookingId}.ics`;

/** "Primp <hello@primp.com>" -> { name: "Primp", email: "hello@primp.com" }; a bare address is named after the product. */
export function senderAsPerson(mailFrom: string): InvitePerson {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (named?.[2]) return { name: named[1]?.trim() || PRODUCT_NAME, email: named[2].trim() };
  return { name: PRODUCT_NAME, email: mailFrom.trim() };
}

/** Confirmed once a pro has accepted; until then the time is held but nobody has promised it. */
const eventStatus = (booking: InviteBooking, method: InviteMethod) =>
  method === "CANCEL" ? "CANCELLED" : booking.assignedProId ? "CONFIRMED" : "TENTATIVE";

/**
 * The event's instants are written in UTC (…Z), which every calendar converts to its owner's
 * zone without needing a VTIMEZONE block; the appointment's own wall time and zone are in the
 * description, as the customer chose them.
 */
export function bookingInviteIcs(booking: InviteBooking, method: InviteMethod, parties: InviteParties): string {
  const start = booking.appointmentAt.getTime();
  const address = [
    booking.aptAddress1,
    booking.aptAddress2,
    `${booking.aptCity}, ${booking.aptState} ${booking.aptZip}`,
  ]
    .filter(Boolean)
    .join(", ");
  const when = `${formatDateLong(booking.localDate)} at ${formatTime12h(booking.localTime)} ${zoneTimeName(booking.timeZone)}`;
  const { attendee } = parties;
  const { error, value } = createEvent({
    uid: inviteUid(booking.id),
    sequence: booking.inviteSequence,
    method,
    productId: `-//${PRODUCT_NAME}//Bookings//EN`,
    title: `${PRODUCT_NAME}: ${booking.serviceName}`,
    description: `${booking.serviceName}, ${when}. Booking ${booking.id}: ${parties.appUrl}/booking-details?id=${booking.id}`,
    location: address,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + booking.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    status: eventStatus(booking, method),
    organizer: senderAsPerson(parties.mailFrom),
    ...(attendee && {
      attendees: [{ ...attendee, rsvp: method === "REQUEST", partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
    }),
  });
  if (error || !value) throw error ?? new Error(`No calendar event for booking ${booking.id}`);
  return value;
}

/** "Add to calendar" for a paid booking that is still on; null for one that is not (yet, or any more). */
export function calendarDownload(booking: InviteBooking & Pick<Booking, "status">, parties: InviteParties) {
  if (booking.status !== "PENDING" && booking.status !== "ACCEPTED") return null;
  return { fileName: inviteFileName(booking.id), ics: bookingInviteIcs(booking, "PUBLISH", parties) };
}

export function inviteAttachment(booking: InviteBooking, method: InviteMethod, parties: InviteParties): MailAttachment {
  return {
    name: method === "CANCEL" ? `cancelled-${inviteFileName(booking.id)}` : inviteFileName(booking.id),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(bookingInviteIcs(booking, method, parties), "utf8").toString("base64"),
  };
}

/** "Add to calendar" from the dashboard: for the booking's readers only. */
export async function calendarInviteFor(deps: { db: Db; config: InviteConfig }, viewer: Viewer, bookingId: string) {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || !(await canReadBooking(deps.db, viewer, booking))) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  const download = calendarDownload(booking, deps.config);
  if (!download) throw new TRPCError({ code: "BAD_REQUEST", message: NO_CALENDAR_EVENT });
  return download;
}
