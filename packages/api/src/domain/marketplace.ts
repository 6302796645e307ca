// The operations page's marketplace figures: how the bookings paid in a chosen window were
// taken up by pros, and what is booked city by city for the days ahead beside the open hours of
// the pros who serve each city. Reads through Kysely; the arithmetic is packages/core's
// (marketplace.ts, availability.ts).
import {
  addDays,
  aheadEnd,
  greatCircleMiles,
  localDate,
  MARKETPLACE,
  marketplaceFigures,
  openHours,
  requestsByCity,
  stateTimeZone,
  windowStart,
} from "@primp/core";
import type { Sql } from "@primp/db";
import { prosNear } from "./availability.ts";
import { cityCentre } from "./zip-locations.ts";

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

/**
 * Per live city ("City, ST"), the open hours over the days ahead of the pros whose radius reaches
 * its centre. A pro who serves two cities counts in both: those hours can go to either.
 */
async function openProHoursByCity(sql: Sql, now: Date) {
  const cities = await sql.selectFrom("City").select(["city", "state"]).where("live", "=", true).execute();
  const hours = new Map<string, number>();
  for (const city of cities) {
    const centre = await cityCentre(city);
    const timeZone = stateTimeZone(city.state);
    if (!centre || !timeZone) continue;
    const from = localDate(now, timeZone);
    const to = addDays(from, MARKETPLACE.daysAhead - 1);
    const place = { ...centre, ...city, zip: "", timeZone };
    const pros = await prosNear({ sql }, place, { from: now, to: aheadEnd(now) });
    const serving = pros.filter((pro) => greatCircleMiles(pro.home, centre) <= pro.radiusMiles);
    const open = serving.reduce((sum, pro) => sum + openHours(pro, from, to), 0);
    if (open > 0) hours.set(`${city.city}, ${city.state}`, open);
  }
  return hours;
}

export async function marketplaceOverview(sql: Sql, windowDays: number, now = new Date()) {
  const [paid, upcoming, openProHours] = await Promise.all([
    paidInWindow(sql, windowStart(now, windowDays), now),
    upcomingRequests(sql, now),
    openProHoursByCity(sql, now),
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
    cities: requestsByCity(
      upcoming.map((b) => ({ city: b.city, state: b.state, accepted: b.status === "ACCEPTED" })),
      openProHours,
    ),
  };
}
