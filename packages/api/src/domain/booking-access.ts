// Who may read a booking: the one rule behind the customer dashboard, /booking-details, the
// confirmation page, cancellation and the booking's photo, so a booking a customer is shown
// can never answer "not found" to them elsewhere.
import { BOOKING_NOT_FOUND } from "@primp/core";
import type { Booking, Db, Prisma, Role, SqlTables } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";

export interface Viewer {
  id: string;
  role: Role;
}

/**
 * "This is my booking" for a customer: those made while signed in, and those made with their
 * e-mail before they had an account, once they have proved that address (otherwise anyone
 * could sign up with someone else's e-mail and read their bookings).
 */
export async function customerBookingsWhere(db: Db, userId: string): Promise<Prisma.BookingWhereInput> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return user?.emailVerifiedAt
    ? { OR: [{ customerId: userId }, { customerId: null, email: user.email }] }
    : { customerId: userId };
}

/**
 * The same rule for the dashboard's Kysely query (one round trip): the verified e-mail is read
 * by a subquery, which is null for an unverified account, so only `customerId` matches then.
 */
export function customersBookingsCondition(
  eb: ExpressionBuilder<SqlTables & { b: SqlTables["Booking"] }, "b">,
  userId: string,
): Expression<SqlBool> {
  const verifiedEmail = eb
    .selectFrom("User")
    .select("User.email")
    .where("User.id", "=", userId)
    .where("User.emailVerifiedAt", "is not", null);
  return eb.or([
    eb("b.customerId", "=", userId),
    eb.and([eb("b.customerId", "is", null), eb("b.email", "=", verifiedEmail)]),
  ]);
}

/** Bookings `viewer` may read: every one for administrators, else their own and those assigned to them. */
async function readableBookingsWhere(db: Db, viewer: Viewer): Promise<Prisma.BookingWhereInput> {
  if (viewer.role === "ADMIN") return {};
  return { OR: [{ assignedProId: viewer.id }, await customerBookingsWhere(db, viewer.id)] };
}

/** Whether some booking matching `where` is readable by `viewer`. */
export async function canReadBookingWhere(db: Db, viewer: Viewer, where: Prisma.BookingWhereInput): Promise<boolean> {
  const found = await db.booking.findFirst({
    where: { AND: [where, await readableBookingsWhere(db, viewer)] },
    select: { id: true },
  });
  return found !== null;
}

/** The booking's customer, its assigned pro and administrators; anyone else is told it does not exist. */
export function canReadBooking(db: Db, viewer: Viewer, booking: Pick<Booking, "id">): Promise<boolean> {
  return canReadBookingWhere(db, viewer, { id: booking.id });
}

/**
 * The booking when `viewer` is its customer; otherwise its other readers (its pro,
 * administrators) are refused with `onlyCustomer`, and anyone else is told it does not exist.
 */
export async function customersOwnBooking(db: Db, viewer: Viewer, bookingId: string, onlyCustomer: string) {
  const booking = await db.booking.findFirst({
    where: { AND: [{ id: bookingId }, await customerBookingsWhere(db, viewer.id)] },
  });
  if (booking) return booking;
  if (await canReadBooking(db, viewer, { id: bookingId })) {
    throw new TRPCError({ code: "FORBIDDEN", message: onlyCustomer });
  }
  throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
}
