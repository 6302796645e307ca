// The operations page's marketplace figures: how the bookings paid in a chosen window were
// taken up by pros, and what is booked city by city for the days ahead. Two reads (Kysely);
// the arithmetic is packages/core's (marketplace.ts).
import { aheadEnd, marketplaceFigures, requestsByCity, windowStart } from "@primp/core";
import type { Sql } from "@primp/db";

/** The bookings paid in the window, with when they were accepted and whether nobody did in time. */
function paidInWindow(sql: Sql, from: Date, now: Date) {
  return sql
    .selectFrom("Booking as b")
    .select(["b.paidAt", "b.acceptedAt"])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("BookingChange as c")
            .select("c.id")
            .whereRef("c.bookingId", "=", "b.id")
            .where("c.kind", "=", "CANCELLED_NO_PRO"),
        )
        .as("cancelledForNoPro"),
    )
    .where("b.paidAt", ">=", from)
    .where("b.paidAt", "<=", now)
    .execute();
}

/** Paid, not cancelled bookings whose appointment falls in the days ahead, with their city. */
function upcomingRequests(sql: Sql, now: Date) {
  return sql
    .selectFrom("Booking as b")
    .innerJoin("City as c", "c.id", "b.cityId")
    .select(["c.city", "c.state", "b.status"])
    .where("b.status", "in", ["PENDING", "ACCEPTED"])
    .where("b.paidAt", "is not", null)
    .where("b.appointmentAt", ">=", now)
    .where("b.appointmentAt", "<", aheadEnd(now))
    .execute();
}

export async function marketplaceOverview(sql: Sql, windowDays: number, now = new Date()) {
  const [paid, upcoming] = await Promise.all([
    paidInWindow(sql, windowStart(now, windowDays), now),
    upcomingRequests(sql, now),
  ]);
  return {
    asOf: now,
    windowDays,
    figures: marketplaceFigures(
      paid.map((b) => ({
        paidAt: b.paidAt as Date,
        acceptedAt: b.acceptedAt,
        cancelledForNoPro: Boolean(b.cancelledForNoPro),
      })),
    ),
    cities: requestsByCity(upcoming.map((b) => ({ city: b.city, state: b.state, accepted: b.status === "ACCEPTED" }))),
  };
}
