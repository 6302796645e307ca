// Who may read a booking: the one rule behind the customer dashboard, /booking-details, the
// confirmation page, cancellation and the booking's photo, so a booking a customer is shown
// can never answer "not found" to them elsewhere. Each rule is one Kysely condition: the
// dashboards run it on Kysely, the checks here on Kysely through the Prisma client they are given
// (kyselyOverPrisma), which may be a transaction's.
import { BOOKING_NOT_FOUND } from "@primp/core";
import { type Booking, type Db, kyselyOverPrisma, type Role, type SqlTables } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";

export interface Viewer {
  id: string;
  role: Role;
}

/** Conditions on a booking row, the table aliased `b` as in every booking query. */
export type BookingExpressions = ExpressionBuilder<SqlTables & { b: SqlTables["Booking"] }, "b">;
type BookingCondition = (eb: BookingExpressions) => Expression<SqlBool>;

/**
 * "This is my booking" for a customer: those made while signed in, and those made with their
 * e-mail before they had an account, once they have proved that address (otherwise anyone
 * could sign up with someone else's e-mail and read their bookings). The verified e-mail is
 * read by a subquery, null for an unverified account, so only `customerId` matches then. Two
 * disjoint halves (a booking has a customer or has none): the dashboard reads each from its own
 * index, the checks here take their OR.
 */
export function customersBookingsHalves(
  eb: BookingExpressions,
  userId: string,
): [signedIn: Expression<SqlBool>, asGuest: Expression<SqlBool>] {
  const verifiedEmail = eb
    .selectFrom("User")
    .select("User.email")
    .where("User.id", "=", userId)
    .where("User.emailVerifiedAt", "is not", null);
  return [eb("b.customerId", "=", userId), eb.and([eb("b.customerId", "is", null), eb("b.email", "=", verifiedEmail)])];
}

/** The customer's bookings as a condition on a booking row `b`. */
export function customersBookingsCondition(eb: BookingExpressions, userId: string): Expression<SqlBool> {
  return eb.or(customersBookingsHalves(eb, userId));
}

/** Bookings `viewer` may read: every one for administrators, else their own and those assigned to them. */
function readableBy(eb: BookingExpressions, viewer: Viewer): Expression<SqlBool> {
  if (viewer.role === "ADMIN") return eb.lit(true);
  return eb.or([eb("b.assignedProId", "=", viewer.id), customersBookingsCondition(eb, viewer.id)]);
}

/** Whether some booking matching `matching` satisfies `rule`. */
async function someBooking(db: Db, matching: BookingCondition, rule: BookingCondition): Promise<boolean> {
  const sql = kyselyOverPrisma(db);
  const found = await sql.selectFrom("Booking as b").select("b.id").where(matching).where(rule).limit(1).execute();
  return found.length > 0;
}

/** Whether some booking matching `matching` is readable by `viewer`. */
export function canReadBookingWhere(db: Db, viewer: Viewer, matching: BookingCondition): Promise<boolean> {
  return someBooking(db, matching, (eb) => readableBy(eb, viewer));
}

/** The booking's customer, its assigned pro and administrators; anyone else is told it does not exist. */
export function canReadBooking(db: Db, viewer: Viewer, booking: Pick<Booking, "id">): Promise<boolean> {
  return canReadBookingWhere(db, viewer, (eb) => eb("b.id", "=", booking.id));
}

/** Whether `viewer` is the booking's customer (signed in, or holding its e-mail address verified). */
export function isBookingCustomer(db: Db, viewer: Viewer, bookingId: string): Promise<boolean> {
  return someBooking(
    db,
    (eb) => eb("b.id", "=", bookingId),
    (eb) => customersBookingsCondition(eb, viewer.id),
  );
}

/**
 * The booking when `viewer` is its customer; otherwise its other readers (its pro,
 * administrators) are refused with `onlyCustomer`, and anyone else is told it does not exist.
 */
export async function customersOwnBooking(db: Db, viewer: Viewer, bookingId: string, onlyCustomer: string) {
  if (await isBookingCustomer(db, viewer, bookingId)) {
    const booking = await db.booking.findUnique({ where: { id: bookingId } });
    if (booking) return booking;
  }
  if (await canReadBooking(db, viewer, { id: bookingId })) {
    throw new TRPCError({ code: "FORBIDDEN", message: onlyCustomer });
  }
  throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
}
