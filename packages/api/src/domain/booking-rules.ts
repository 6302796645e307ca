// The checks every booking write shares, on the server whatever the form did: the city is
// live, and the appointment is in the future and within booking hours in its own zone.
import { checkSchedule, type Schedule } from "@primp/core";
import type { City } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Catalogue } from "./catalogue.ts";

export const CITY_NOT_AVAILABLE =
  "Sorry, we do not offer services in this location yet. Please choose another location.";

/** A live city by id (the catalogue holds only live ones), or a refusal the customer can act on. */
export function findBookableCity(catalogue: Catalogue, cityId: string): City {
  const city = catalogue.cities.find((candidate) => candidate.id === cityId);
  if (!city) throw new TRPCError({ code: "BAD_REQUEST", message: CITY_NOT_AVAILABLE });
  return city;
}

/** Refuses a past date, an out-of-hours time, or a time already gone today, with core's messages. */
export function assertScheduleBookable(schedule: Pick<Schedule, "date" | "time" | "timeZone">, now: Date): void {
  const check = checkSchedule(schedule, now);
  if (!check.ok) throw new TRPCError({ code: "BAD_REQUEST", message: check.message });
}
