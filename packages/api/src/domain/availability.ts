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
  type DaySlots,
  formatAppointment,
  formatDateLong,
  formatTime12h,
  localDate,
  NEXT_DAYS_LOOKAHEAD,
  NEXT_DAYS_NAMED,
  type SlotPro,
  type SlotsInput,
  type TimeOff,
  type WeeklyHours,
  weeklyHoursProblem,
  ZIP_NOT_FOUND,
  ZIP_NOT_SERVED,
} from "@primp/core";
import { type Db, type ProAvailability, preparedQuery, type Sql, type SqlTables } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { type ExpressionBuilder, sql as sqlFragment } from "kysely";
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

/** The box of the widest radius around a place, in degrees. */
interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

function reachBox(place: ZipLocation): Box {
  const span = reach(place);
  return {
    south: place.latitude - span.latitude,
    north: place.latitude + span.latitude,
    west: place.longitude - span.longitude,
    east: place.longitude + span.longitude,
  };
}

/** Settings rows whose home lies in the box of the widest radius around a place (the engine measures exactly). */
function withinReach(box: Box) {
  return (eb: ExpressionBuilder<{ a: SqlTables["ProAvailability"] }, "a">) =>
    eb.and([
      eb("a.latitude", ">=", box.south),
      eb("a.latitude", "<=", box.north),
      eb("a.longitude", ">=", box.west),
      eb("a.longitude", "<=", box.east),
    ]);
}

/** What separates the fields of a pro, and one pro from the next, in the text prosWithin reads. */
const FIELD = "\t";
const LINE = "\n";
/** How many fields a pro with saved settings has in that text. */
const SETTINGS_FIELDS = 11;

/**
 * The pros whose home is within the widest radius of the place (saved settings), and every pro
 * still on the defaults with the ZIP code of their application, in one statement. Kysely, not
 * Prisma: a busy city has a thousand of these pros on every slot query, so they come back as one
 * text, a line per pro of tab-separated fields (JSON text has no tabs or line breaks, ids and
 * zones none either), instead of a thousand rows of a dozen values for the driver to parse.
 * A pro on the defaults is a line of two fields: id and ZIP code.
 */
const prosNearQuery = preparedQuery((sql, box: Box) =>
  sql
    .selectFrom("User as u")
    .leftJoin("ProAvailability as a", "a.proId", "u.id")
    .select((eb) => {
      const applicationZip = eb
        .selectFrom("ProProfile as p")
        .innerJoin("Applicant as ap", "ap.id", "p.applicantId")
        .select("ap.zip")
        .whereRef("p.userId", "=", "u.id");
      const ref = sqlFragment.ref;
      return sqlFragment<string | null>`string_agg(case when ${ref("a.proId")} is null
        then concat_ws(${FIELD}, ${ref("u.id")}, ${applicationZip})
        else concat_ws(${FIELD}, ${ref("u.id")}, ${ref("a.weeklyHours")}::text, ${ref("a.timeOff")}::text,
          ${ref("a.bufferMinutes")}, ${ref("a.maxPerDay")}, array_to_string(${ref("a.serviceIds")}, ','),
          ${ref("a.radiusMiles")}, ${ref("a.latitude")}, ${ref("a.longitude")}, ${ref("a.timeZone")},
          ${ref("a.instantBooking")}) end, ${LINE})`.as("pros");
    })
    .where("u.role", "=", "PRO")
    .where((eb) => eb.or([eb("a.proId", "is", null), withinReach(box)(eb)])),
);

async function prosWithin(sql: Sql, place: ZipLocation): Promise<PlacedPro[]> {
  const [row] = (await prosNearQuery(sql, reachBox(place))).rows;
  // One object per distinct week: the engine works out each week's days once (most pros share one).
  const weeks = new Map<string, WeeklyHours>();
  const weekOf = (text: string) => {
    let week = weeks.get(text);
    if (week === undefined) {
      week = JSON.parse(text) as WeeklyHours;
      weeks.set(text, week);
    }
    return week;
  };
  const pros: PlacedPro[] = [];
  const onDefaults: Promise<PlacedPro | null>[] = [];
  for (const line of row?.pros?.split(LINE) ?? []) {
    const fields = line.split(FIELD);
    if (fields.length < SETTINGS_FIELDS) {
      // A pro who has not saved settings: the defaults, from the ZIP code they applied with (if any).
      const [id = "", zip] = fields;
      if (zip) onDefaults.push(proOnDefaults(id, zip));
      continue;
    }
    const [
      id = "",
      week = "",
      timeOff = "",
      buffer,
      maxPerDay,
      serviceIds = "",
      radius,
      lat,
      lng,
      timeZone = "",
      instant,
    ] = fields;
    pros.push({
      id,
      weeklyHours: weekOf(week),
      // Most pros have no time off: an empty list is not parsed.
      timeOff: timeOff === "[]" ? [] : (JSON.parse(timeOff) as TimeOff[]),
      bufferMinutes: Number(buffer),
      maxPerDay: Number(maxPerDay),
      serviceIds: serviceIds === "" ? [] : serviceIds.split(","),
      radiusMiles: Number(radius),
      home: { latitude: Number(lat), longitude: Number(lng) },
      timeZone,
      instantBooking: instant === "t",
    });
  }
  for (const pro of await Promise.all(onDefaults)) if (pro) pros.push(pro);
  return pros;
}

async function proOnDefaults(id: string, zip: string): Promise<PlacedPro | null> {
  const home = await locateZip(zip);
  if (!home) return null;
  const { weeklyHours, timeOff, bufferMinutes, maxPerDay, serviceIds, radiusMiles, instantBooking } =
    AVAILABILITY_DEFAULTS;
  // In the same order as a pro with settings, so the engine sees one shape.
  return {
    id,
    weeklyHours,
    timeOff,
    bufferMinutes,
    maxPerDay,
    serviceIds,
    radiusMiles,
    home: { latitude: home.latitude, longitude: home.longitude },
    timeZone: home.timeZone,
    instantBooking,
  };
}

type Held = SlotPro["appointments"];

/**
 * The appointments holding the time of the pros near a place (by the same box as
 * prosWithin, plus every pro on defaults) between two instants, by pro. Chosen in SQL
 * rather than by a list of ids, so it runs beside the query for the pros themselves. A busy
 * city has thousands, read from one index (status, appointmentAt, assignedProId,
 * durationMinutes) and sent back as one text of "proId epochMs minutes" entries: no sort or
 * group in the database, and one string scanned here (heldByPro) instead of a row per
 * appointment. Ids are the database's own (letters, digits, dashes), so spaces and commas
 * cannot occur in them. Built once (preparedQuery): a slot query is a hot path.
 */
const appointmentsNearQuery = preparedQuery((sql, values: { box: Box; from: Date; to: Date }) =>
  sql
    .selectFrom("Booking as b")
    .select(
      sqlFragment<string | null>`string_agg(${sqlFragment.ref("b.assignedProId")} || ' '
        || (date_part('epoch', ${sqlFragment.ref("b.appointmentAt")}) * 1000)::bigint || ' '
        || ${sqlFragment.ref("b.durationMinutes")}, ',')`.as("held"),
    )
    .where((eb) =>
      eb.or([
        eb(
          "b.assignedProId",
          "in",
          eb.selectFrom("ProAvailability as a").select("a.proId").where(withinReach(values.box)),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom("ProAvailability as a").select("a.proId").whereRef("a.proId", "=", "b.assignedProId"),
          ),
        ),
      ]),
    )
    .where("b.status", "in", [...HOLDING_STATUSES])
    .where("b.appointmentAt", ">=", values.from)
    .where("b.appointmentAt", "<", values.to),
);

async function appointmentsNear(sql: Sql, place: ZipLocation, span: { from: Date; to: Date }) {
  const [row] = (await appointmentsNearQuery(sql, { box: reachBox(place), ...span })).rows;
  return heldByPro(row?.held ?? "");
}

/**
 * "proId epochMs minutes" entries joined by commas, read by pro: scanned in place, without an
 * array per entry.
 */
function heldByPro(text: string) {
  const held = new Map<string, Held>();
  let at = 0;
  while (at < text.length) {
    const idEnd = text.indexOf(" ", at);
    const proId = text.slice(at, idEnd);
    let position = idEnd + 1;
    let epochMs = 0;
    for (let code = text.charCodeAt(position); code >= 48 && code <= 57; code = text.charCodeAt(++position)) {
      epochMs = epochMs * 10 + code - 48;
    }
    let minutes = 0;
    for (let code = text.charCodeAt(++position); code >= 48 && code <= 57; code = text.charCodeAt(++position)) {
      minutes = minutes * 10 + code - 48;
    }
    const appointment = { appointmentAt: new Date(epochMs), durationMinutes: minutes };
    const appointments = held.get(proId);
    if (appointments) appointments.push(appointment);
    else held.set(proId, [appointment]);
    at = position + 1;
  }
  return held;
}

/** A pro within reach of a place, as the slot engine sees them, and whether they take instant bookings. */
export type NearbyPro = SlotPro & { instantBooking: boolean };
type PlacedPro = Omit<NearbyPro, "appointments">;

// Each property named rather than spread: a thousand spreads of ten properties cost more than the engine's count.
const withHeld = (pros: PlacedPro[], held: Map<string, Held>): NearbyPro[] =>
  pros.map((pro) => ({
    id: pro.id,
    weeklyHours: pro.weeklyHours,
    timeOff: pro.timeOff,
    bufferMinutes: pro.bufferMinutes,
    maxPerDay: pro.maxPerDay,
    serviceIds: pro.serviceIds,
    radiusMiles: pro.radiusMiles,
    home: pro.home,
    timeZone: pro.timeZone,
    instantBooking: pro.instantBooking,
    appointments: held.get(pro.id) ?? [],
  }));

/**
 * The pros whose home is within the widest radius of the place (saved settings or defaults),
 * each with their accepted appointments between `span.from` and `span.to`.
 */
export async function prosNear(
  deps: Pick<Services, "sql">,
  place: ZipLocation,
  span: { from: Date; to: Date },
): Promise<NearbyPro[]> {
  const [pros, held] = await Promise.all([prosWithin(deps.sql, place), appointmentsNear(deps.sql, place, span)]);
  return withHeld(pros, held);
}

/** A ZIP code where Primp works, or the sentence that says it does not. */
async function servedPlace(deps: Pick<Services, "catalogue">, zip: string) {
  const place = await locateZip(zip);
  if (!place) throw new TRPCError({ code: "BAD_REQUEST", message: ZIP_NOT_FOUND });
  const city = await servingCity((await deps.catalogue.get()).cities, place);
  if (!city) throw new TRPCError({ code: "BAD_REQUEST", message: ZIP_NOT_SERVED });
  return { place, city };
}

/** Two reads of appointments over spans that meet, as one. */
function joinHeld(earlier: Map<string, Held>, later: Map<string, Held>) {
  const joined = new Map(earlier);
  for (const [proId, appointments] of later) joined.set(proId, [...(joined.get(proId) ?? []), ...appointments]);
  return joined;
}

/** Whether every day without slots has its next days with slots inside `days`. */
function canNameNextDays(days: readonly DaySlots[]) {
  const lastEmpty = days.findLastIndex((day) => day.slots.length === 0);
  return days.slice(lastEmpty + 1).length >= NEXT_DAYS_NAMED;
}

/**
 * availability.slots: per asked day, the start times at which a pro can come, with how many
 * could; a day without any names the next days that have one (looking up to two weeks on).
 */
export async function availableSlots(deps: Pick<Services, "db" | "sql" | "catalogue">, input: SlotsInput, now: Date) {
  const catalogue = await deps.catalogue.get();
  const service = findBookableService(catalogue, input.serviceId);
  const { place, city } = await servedPlace(deps, input.zip);

  // A day either side: the pros' calendars may run ahead of or behind the appointment's.
  const spanUntil = (to: string) => ({
    from: appointmentInstant(addDays(input.from, -2), "00:00", place.timeZone),
    to: appointmentInstant(addDays(to, 2), "00:00", place.timeZone),
  });
  const asked = spanUntil(input.to);
  const [pros, held] = await Promise.all([prosWithin(deps.sql, place), appointmentsNear(deps.sql, place, asked)]);
  if (input.requestedProId && !pros.some((pro) => pro.id === input.requestedProId)) {
    await assertRequestedPro(deps.db, input.requestedProId);
  }
  const slotsUntil = (to: string, appointments: Map<string, Held>) =>
    bookableSlots(
      {
        serviceId: service.id,
        serviceMinutes: service.durationMinutes,
        place,
        from: input.from,
        to,
        now,
        ...(input.requestedProId ? { requestedProId: input.requestedProId } : {}),
      },
      withHeld(pros, appointments),
    );
  // The days past the asked range are read only when an empty asked day cannot name its next
  // days with slots from inside the range (a closed Sunday mid-range can); then only the
  // appointments after those already read.
  const askedDays = slotsUntil(input.to, held);
  let days = askedDays;
  if (!canNameNextDays(askedDays)) {
    const lookahead = addDays(input.to, NEXT_DAYS_LOOKAHEAD);
    const later = await appointmentsNear(deps.sql, place, { from: asked.to, to: spanUntil(lookahead).to });
    days = slotsUntil(lookahead, joinHeld(held, later));
  }
  return { cityId: city.id, timeZone: place.timeZone, days: answerDays(days, input.to) };
}

async function assertRequestedPro(db: Db, proUserId: string) {
  const pro = await db.user.findUnique({ where: { id: proUserId }, select: { role: true } });
  if (pro?.role !== "PRO") throw new TRPCError({ code: "NOT_FOUND", message: REQUESTED_PRO_NOT_FOUND });
}

/** How many days after a taken slot are searched for the next free ones to name. */
const NEXT_FREE_SEARCH_DAYS = 7;

/** A time picked from the slots that no pro can take any more, named with the next free ones. */
export function slotTakenMessage(taken: { date: string; time: string }, next: { date: string; time: string }[]) {
  const when = (slot: { date: string; time: string }) => `${formatDateLong(slot.date)} at ${formatTime12h(slot.time)}`;
  const sorry = `Sorry, ${when(taken)} was just taken, so nothing was charged.`;
  if (next.length === 0) return `${sorry} Please choose another day.`;
  // Each time ends in "A.M." or "P.M.", which closes the sentence.
  return `${sorry} Please choose one of the next free times: ${next.map(when).join("; ")}`;
}

/**
 * booking.create for a time picked from the slots: the same engine must still find a pro free
 * at that instant, or the booking is refused (before any payment) naming the next free times.
 */
export async function assertSlotStillFree(
  deps: Pick<Services, "db" | "sql" | "catalogue">,
  slot: { serviceId: string; zip: string; date: string; time: string; requestedProId?: string | undefined },
  appointmentAt: Date,
  now: Date,
) {
  const { serviceId, requestedProId } = slot;
  const answer = await availableSlots(
    deps,
    {
      serviceId,
      zip: slot.zip.slice(0, 5),
      from: slot.date,
      to: addDays(slot.date, NEXT_FREE_SEARCH_DAYS - 1),
      ...(requestedProId ? { requestedProId } : {}),
    },
    now,
  );
  const free = answer.days.flatMap((day) =>
    day.slots.map((free) => ({
      date: day.date,
      time: free.time,
      at: appointmentInstant(day.date, free.time, answer.timeZone),
    })),
  );
  if (free.some((candidate) => candidate.at.getTime() === appointmentAt.getTime())) return;
  const next = free.filter((candidate) => candidate.at > appointmentAt).slice(0, NEXT_DAYS_NAMED);
  throw new TRPCError({ code: "CONFLICT", message: slotTakenMessage(slot, next) });
}
