// A booking may ask for one professional: "Book this look" on a pro's profile, or a favourite.
// The booking form reads the pro from ?pro= and sends it with the booking.
import { z } from "zod";
import { BOOK_NOW_SERVICE_PARAM } from "./advisor";
import type { ServiceType } from "./options";

/** Query parameter of /book-now that asks for one professional by their account id. */
export const BOOK_NOW_PRO_PARAM = "pro";

export const REQUESTED_PRO_NOT_FOUND = "We could not find this professional. Please book without a request.";
export const REQUESTED_PRO_ELSEWHERE =
  "The professional you asked for does not work in this city's state. Please remove the request or choose another city.";

/** A pro's account id as input, refused in the words of the form it comes from. */
export const proIdSchemaSaying = (notFound: string) =>
  z.string({ error: notFound }).trim().min(1, { error: notFound }).max(64, { error: notFound });

export const proUserIdSchema = proIdSchemaSaying(REQUESTED_PRO_NOT_FOUND);

export const requestedProInputSchema = z.object({ proUserId: proUserIdSchema });

/** /book-now/HAIR?service=abc&pro=xyz: the form opens on this service with the pro requested. */
export function bookThisLookHref(look: { serviceId: string; serviceType: ServiceType }, proUserId: string): string {
  const query = new URLSearchParams({ [BOOK_NOW_SERVICE_PARAM]: look.serviceId, [BOOK_NOW_PRO_PARAM]: proUserId });
  return `/book-now/${look.serviceType}?${query}`;
}

const HOUR_MS = 3_600_000;

export const PRO_REQUEST = {
  /** A requested booking is offered to its pro alone for this long after it is paid… */
  exclusiveHours: 4,
  /** …but never closer than this to the appointment, so the pool still has time to take it. */
  poolBeforeAppointmentHours: 24,
} as const;

export interface RequestedBooking {
  requestedProId: string | null;
  /** The requested pro said no: the booking went to the pool at once. */
  requestDeclinedAt: Date | null;
  paidAt: Date | null;
  appointmentAt: Date;
}

/** When a requested booking opens to the pool: 4 hours after payment or 24 hours before the appointment, whichever is sooner. */
export function requestExclusiveUntil(paidAt: Date, appointmentAt: Date): Date {
  const afterPayment = paidAt.getTime() + PRO_REQUEST.exclusiveHours * HOUR_MS;
  const beforeAppointment = appointmentAt.getTime() - PRO_REQUEST.poolBeforeAppointmentHours * HOUR_MS;
  return new Date(Math.min(afterPayment, beforeAppointment));
}

/** Whether only the requested pro may see and accept the booking at `now`. */
export function isExclusiveRequest(booking: RequestedBooking, now: Date): boolean {
  if (!booking.requestedProId || booking.requestDeclinedAt || !booking.paidAt) return false;
  return now.getTime() < requestExclusiveUntil(booking.paidAt, booking.appointmentAt).getTime();
}

/** Whether `proId` may take the booking at `now` (as far as the request goes; state and status are checked elsewhere). */
export function isOfferedTo(booking: RequestedBooking, proId: string, now: Date): boolean {
  return !isExclusiveRequest(booking, now) || booking.requestedProId === proId;
}

/**
 * The same rule as bounds for a database query: a request is exclusive at `now` exactly when
 * it is paid after `paidAfter` and its appointment is after `appointmentAfter` (and it has a
 * requested pro who has not declined).
 */
export function exclusiveRequestBounds(now: Date) {
  return {
    paidAfter: new Date(now.getTime() - PRO_REQUEST.exclusiveHours * HOUR_MS),
    appointmentAfter: new Date(now.getTime() + PRO_REQUEST.poolBeforeAppointmentHours * HOUR_MS),
  };
}
