// The checks every booking write shares, on the server whatever the form did: the city is
// live, and the appointment is in the future and within booking hours in its own zone.
import { checkSchedule, type Schedule } from "@primp/core";
import type { City, Db } from "@primp/db";
import { TRPCError } from "@trpc/server";

export const CITY_NOT_AVAILABLE =
  "Sorry, we do not offer services in this location yet. Please choose another location.";

/** A live city by id, or a refusal the customer can act on. */
export async function findBookableCity(db: Db, cityId: string): Promise<City> {
  const city = await db.city.findUnique({ where: { id: cityId } });
  if (!city?.live) throw new TRPCError({ code: "BAD_REQUEST", message: CITY_NOT_AVAILABLE });
  return city;
}

/** Refuses a past date, an out-of-hours time, or a time already gone today, with core's messages. */
export function assertScheduleBookable(schedule: Pick<Schedule, "date" | "time" | "timeZone">, now: Date): void {
  const check = checkSchedule(schedule, now);
  if (!check.ok) throw new TRPCError({ code: "BAD_REQUEST", message: check.message });
}
