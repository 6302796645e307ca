// When and where pros work, and the times a customer may book. A pro's settings are one row;
// a pro without a row works core's defaults around the ZIP code of their application. The
// slot query reads the pros within reach of the appointment and their accepted appointments
// around the asked days, and hands both to core's slot engine.
import {
  AVAILABILITY_DEFAULTS,
  AVAILABILITY_LIMITS,
  type AvailabilitySettings,
  addDays,
  answerDays,
  appointmentInstant,
  bookableSlots,
  formatAppointment,
  localDate,
  NEXT_DAYS_LOOKAHEAD,
  type SlotPro,
  type SlotsInput,
  type TimeOff,
  type WeeklyHours,
  weeklyHoursProblem,
  ZIP_NOT_FOUND,
  ZIP_NOT_SERVED,
} from "@primp/core";
import type { Db, ProAvailability } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { findBookableService } from "./catalogue.ts";
import { PRO_PROFILE_NOT_FOUND } from "./profile.ts";
import { locateZip, servingCity, type ZipLocation } from "./zip-locations.ts";

export const UNKNOWN_SERVICES = "Please choose the services you offer from the list.";
export const REQUESTED_PRO_NOT_FOUND = "We could not find that professional.";

/** Statuses whose appointment holds its pro's time. */
const HOLDING_STATUSES = ["ACCEPTED", "COMPLETED"] as const;

export interface AvailabilityView extends AvailabilitySettings {
  /** The zone of the home ZIP code; null while the pro has none. */
  timeZone: string | null;
  /** Whether the pro has saved their own settings (false: the defaults, which the dashboard prompts to review). */
  isSet: boolean;
}

const settingsOf = (row: ProAvailability): AvailabilitySettings => ({
  weeklyHours: row.weeklyHours as unknown as WeeklyHours,
  timeOff: row.timeOff as unknown as TimeOff[],
  bufferMinutes: row.bufferMinutes,
  maxPerDay: row.maxPerDay,
  serviceIds: row.serviceIds,
  homeZip: row.homeZip,
  radiusMiles: row.radiusMiles,
  instantBooking: row.instantBooking,
});

async function assertPro(db: Db, proUserId: string) {
  const pro = await db.user.findUnique({
    where: { id: proUserId },
    select: { role: true, proProfile: { select: { applicant: { select: { zip: true } } } } },
  });
  if (pro?.role !== "PRO" || !pro.proProfile)
    throw new TRPCError({ code: "NOT_FOUND", message: PRO_PROFILE_NOT_FOUND });
  return pro.proProfile;
}

/** A pro's settings as saved, or the defaults around the ZIP code they applied with. */
export async function proAvailability(db: Db, proUserId: string): Promise<AvailabilityView> {
  const profile = await assertPro(db, proUserId);
  const row = await db.proAvailability.findUnique({ where: { proId: proUserId } });
  if (row) return { ...settingsOf(row), timeZone: row.timeZone, isSet: true };
  const homeZip = profile.applicant?.zip.slice(0, 5) ?? "";
  const home = homeZip ? await locateZip(homeZip) : null;
  return { ...AVAILABILITY_DEFAULTS, homeZip, timeZone: home?.timeZone ?? null, isSet: false };
}

/** Time off may not cover an appointment the pro has accepted: the first such one, in words. */
async function appointmentDuringTimeOff(db: Db, proUserId: string, timeOff: TimeOff[], timeZone: string, now: Date) {
  if (timeOff.length === 0) return null;
  const held = await db.booking.findMany({
    where: { assignedProId: proUserId, status: "ACCEPTED", appointmentAt: { gte: now } },
    orderBy: { appointmentAt: "asc" },
    select: { appointmentAt: true, localDate: true, localTime: true, timeZone: true, serviceName: true },
  });
  return (
    held.find((booking) => {
      const date = localDate(booking.appointmentAt, timeZone);
      return timeOff.some((off) => off.from <= date && date <= off.to);
    }) ?? null
  );
}

/**
 * Saves a pro's settings after the checks the schema cannot make: each day's hours are sound,
 * the ZIP code exists, the services are the catalogue's, and no time off covers an accepted
 * appointment.
 */
export async function saveProAvailability(
  deps: Pick<Services, "db" | "catalogue">,
  proUserId: string,
  settings: AvailabilitySettings,
  now: Date,
): Promise<AvailabilityView> {
  await assertPro(deps.db, proUserId);
  const hoursProblem = weeklyHoursProblem(settings.weeklyHours);
  if (hoursProblem) throw new TRPCError({ code: "BAD_REQUEST", message: hoursProblem });
  const home = await locateZip(settings.homeZip);
  if (!home) throw new TRPCError({ code: "BAD_REQUEST", message: ZIP_NOT_FOUND });
  const { services } = await deps.catalogue.get();
  if (settings.serviceIds.some((id) => !services.some((service) => service.id === id))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: UNKNOWN_SERVICES });
  }
  const clash = await appointmentDuringTimeOff(deps.db, proUserId, settings.timeOff, home.timeZone, now);
  if (clash) {
    const when = formatAppointment(clash.localDate, clash.localTime, clash.timeZone);
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: `Your time off covers your ${clash.serviceName} appointment on ${when}. Please release it or change your time off.`,
    });
  }
  const row = {
    weeklyHours: settings.weeklyHours as object,
    timeOff: settings.timeOff as object[],
    bufferMinutes: settings.bufferMinutes,
    maxPerDay: settings.maxPerDay,
    serviceIds: [...new Set(settings.serviceIds)],
    homeZip: home.zip,
    latitude: home.latitude,
    longitude: home.longitude,
    timeZone: home.timeZone,
    radiusMiles: settings.radiusMiles,
    instantBooking: settings.instantBooking,
  };
  const saved = await deps.db.proAvailability.upsert({
    where: { proId: proUserId },
    create: { proId: proUserId, ...row },
    update: row,
  });
  return { ...settingsOf(saved), timeZone: saved.timeZone, isSet: true };
}

/** Degrees of latitude and longitude that the widest radius spans around a place. */
function reach(place: ZipLocation) {
  const miles = AVAILABILITY_LIMITS.radiusMiles.max;
  const latitude = miles / 69;
  const longitude = miles / (69 * Math.cos((place.latitude * Math.PI) / 180));
  return { latitude, longitude };
}

/** Pros with settings whose home is within the widest radius of the place (the engine measures exactly). */
async function prosWithSettingsNear(db: Db, place: ZipLocation): Promise<Omit<NearbyPro, "appointments">[]> {
  const span = reach(place);
  const rows = await db.proAvailability.findMany({
    where: {
      latitude: { gte: place.latitude - span.latitude, lte: place.latitude + span.latitude },
      longitude: { gte: place.longitude - span.longitude, lte: place.longitude + span.longitude },
      pro: { role: "PRO" },
    },
  });
  return rows.map((row) => ({
    ...settingsOf(row),
    id: row.proId,
    home: { latitude: row.latitude, longitude: row.longitude },
    timeZone: row.timeZone,
  }));
}

/** Pros who have not saved settings: the defaults, from the ZIP code they applied with. */
async function prosOnDefaults(db: Db): Promise<Omit<NearbyPro, "appointments">[]> {
  const pros = await db.user.findMany({
    where: { role: "PRO", availability: null, proProfile: { applicant: { isNot: null } } },
    select: { id: true, proProfile: { select: { applicant: { select: { zip: true } } } } },
  });
  const located = await Promise.all(
    pros.map(async (pro) => ({ pro, home: await locateZip(pro.proProfile?.applicant?.zip ?? "") })),
  );
  return located.flatMap(({ pro, home }) =>
    home ? [{ ...AVAILABILITY_DEFAULTS, id: pro.id, home, timeZone: home.timeZone }] : [],
  );
}

/** A pro within reach of a place, as the slot engine sees them, and whether they take instant bookings. */
export type NearbyPro = SlotPro & { instantBooking: boolean };

/**
 * The pros whose home is within the widest radius of the place (saved settings or defaults),
 * each with their accepted appointments between `span.from` and `span.to`.
 */
export async function prosNear(
  deps: Pick<Services, "db" | "sql">,
  place: ZipLocation,
  span: { from: Date; to: Date },
): Promise<NearbyPro[]> {
  const pros = [...(await prosWithSettingsNear(deps.db, place)), ...(await prosOnDefaults(deps.db))];
  // Kysely, not Prisma: thousands of rows in a busy city, and Prisma's row mapping costs the most here.
  const held = await deps.sql
    .selectFrom("Booking")
    .select(["assignedProId", "appointmentAt", "durationMinutes"])
    .where("assignedProId", "in", pros.length > 0 ? pros.map((pro) => pro.id) : [""])
    .where("status", "in", [...HOLDING_STATUSES])
    .where("appointmentAt", ">=", span.from)
    .where("appointmentAt", "<", span.to)
    .execute();
  const heldByPro = new Map<string, typeof held>();
  for (const booking of held) {
    const id = booking.assignedProId as string;
    const list = heldByPro.get(id);
    if (list) list.push(booking);
    else heldByPro.set(id, [booking]);
  }
  return pros.map((pro) => ({ ...pro, appointments: heldByPro.get(pro.id) ?? [] }));
}

/** A ZIP code where Primp works, or the sentence that says it does not. */
async function servedPlace(deps: Pick<Services, "catalogue">, zip: string) {
  const place = await locateZip(zip);
  if (!place) throw new TRPCError({ code: "BAD_REQUEST", message: ZIP_NOT_FOUND });
  const city = await servingCity((await deps.catalogue.get()).cities, place);
  if (!city) throw new TRPCError({ code: "BAD_REQUEST", message: ZIP_NOT_SERVED });
  return { place, city };
}

/**
 * availability.slots: per asked day, the start times at which a pro can come, with how many
 * could; a day without any names the next days that have one (looking up to two weeks on).
 */
export async function availableSlots(deps: Pick<Services, "db" | "sql" | "catalogue">, input: SlotsInput, now: Date) {
  const catalogue = await deps.catalogue.get();
  const service = findBookableService(catalogue, input.serviceId);
  const { place, city } = await servedPlace(deps, input.zip);
  const lastDay = addDays(input.to, NEXT_DAYS_LOOKAHEAD);

  const pros = await prosNear(deps, place, {
    // A day either side: the pros' calendars may run ahead of or behind the appointment's.
    from: appointmentInstant(addDays(input.from, -2), "00:00", place.timeZone),
    to: appointmentInstant(addDays(lastDay, 2), "00:00", place.timeZone),
  });
  if (input.requestedProId && !pros.some((pro) => pro.id === input.requestedProId)) {
    await assertRequestedPro(deps.db, input.requestedProId);
  }
  const days = bookableSlots(
    {
      serviceId: service.id,
      serviceMinutes: service.durationMinutes,
      place,
      from: input.from,
      to: lastDay,
      now,
      ...(input.requestedProId ? { requestedProId: input.requestedProId } : {}),
    },
    pros,
  );
  return { cityId: city.id, timeZone: place.timeZone, days: answerDays(days, input.to) };
}

async function assertRequestedPro(db: Db, proUserId: string) {
  const pro = await db.user.findUnique({ where: { id: proUserId }, select: { role: true } });
  if (pro?.role !== "PRO") throw new TRPCError({ code: "NOT_FOUND", message: REQUESTED_PRO_NOT_FOUND });
}
