// Who takes part in a booking's conversation and whether they may write now: the booking's
// customer, its pro (the assigned one, or the requested one before acceptance) and Primp support.
// Anyone else, a pro who released or lost the booking included, is told it does not exist.
import {
  BOOKING_NOT_FOUND,
  type ConversationRole,
  conversationRole,
  participatingProId,
  writeRefusal,
} from "@primp/core";
import type { Booking, Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { isBookingCustomer, type Viewer } from "./booking-access.ts";

export interface Participation {
  booking: Booking;
  role: ConversationRole;
  /** The read-mark key of this participant (ConversationRead.party). */
  party: string;
  /** Why they cannot write now, in their words; null when they can. */
  writeRefusal: string | null;
}

export const CUSTOMER_PARTY = "customer";
export const proParty = (proId: string) => `pro:${proId}`;

/** A participant's read-mark key: the customer side is one party whoever holds the booking. */
export function partyOf(role: ConversationRole, userId: string): string {
  if (role === "CUSTOMER") return CUSTOMER_PARTY;
  return role === "PRO" ? proParty(userId) : `support:${userId}`;
}

/** The parties told of unread messages: the customer side and the participating pro (never support). */
export function noticedParties(booking: Booking): string[] {
  const proId = participatingProId(booking);
  return [CUSTOMER_PARTY, ...(proId ? [proParty(proId)] : [])];
}

/** `viewer`'s part in the booking's conversation at `now`, or NOT_FOUND. */
export async function participation(db: Db, viewer: Viewer, bookingId: string, now: Date): Promise<Participation> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  const notFound = () => new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (!booking) throw notFound();
  const isCustomer = viewer.role !== "ADMIN" && (await isBookingCustomer(db, viewer, bookingId));
  const role = conversationRole(booking, viewer, isCustomer);
  if (!role) throw notFound();
  return { booking, role, party: partyOf(role, viewer.id), writeRefusal: writeRefusal(booking, role, now) };
}

/** As participation, refusing (FORBIDDEN, in words) a participant who cannot write now. */
export async function writingParticipation(db: Db, viewer: Viewer, bookingId: string, now: Date) {
  const found = await participation(db, viewer, bookingId, now);
  if (found.writeRefusal) throw new TRPCError({ code: "FORBIDDEN", message: found.writeRefusal });
  return found;
}
