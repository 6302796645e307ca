// availability.slots on PostgreSQL: one city with 1,000 pros who have saved their settings and
// 100,000 accepted bookings among them over a year around today, then a 14-day window of a
// Cambridge ZIP code asked again and again through the domain function the procedure calls
// (the procedure adds only its input parsing). The goal: p95 under 50 ms.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { availableSlots, createServices } from "@primp/api";
import { AVAILABILITY_DEFAULTS, addDays, localDate } from "@primp/core";
import { createDatabase, seedDatabase } from "@primp/db";
import { type LoadResult, timeOperations } from "./load.ts";
import { startBenchPostgres } from "./postgres.ts";
import { isStartedScript, numberOption } from "./standalone.ts";

export interface SlotsPlan {
  pros: number;
  bookings: number;
  calls: number;
}

export interface SlotsReport {
  plan: SlotsPlan;
  result: LoadResult | null;
  skipped?: string;
}

export const SLOTS_PLAN: SlotsPlan = { pros: 1_000, bookings: 100_000, calls: 200 };
const P95_GOAL_MS = 50;
const WARM_UP = 20;
const BOSTON = { latitude: 42.3576, longitude: -71.0684 };

/** Pros within about 15 miles of Boston, on the default hours; their bookings over the year around `now`. */
async function fillCity(database: Awaited<ReturnType<typeof createDatabase>>, plan: SlotsPlan, now: Date) {
  const { db } = database;
  await seedDatabase(db, { hashPassword: async () => "unused", demoAccounts: false });
  const city = await db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await db.service.findUniqueOrThrow({ where: { name: "Silk Press" } });
  const ids = Array.from({ length: plan.pros }, (_, n) => `bench-pro-${n}`);
  await db.user.createMany({
    data: ids.map((id) => ({ id, email: `${id}@example.com`, role: "PRO", firstName: "Bench", lastName: id })),
  });
  await db.proProfile.createMany({ data: ids.map((userId) => ({ userId, state: "MA" })) });
  await db.proAvailability.createMany({
    data: ids.map((proId, n) => ({
      proId,
      weeklyHours: AVAILABILITY_DEFAULTS.weeklyHours as object,
      homeZip: "02108",
      // A spiral around Boston: spread out, and the same on every run.
      latitude: BOSTON.latitude + 0.2 * Math.sin(n) * (n / plan.pros),
      longitude: BOSTON.longitude + 0.25 * Math.cos(n) * (n / plan.pros),
      timeZone: "America/New_York",
      radiusMiles: AVAILABILITY_DEFAULTS.radiusMiles,
    })),
  });
  // Half-hour starts from 9:00 to 4:30 Eastern (14:00 to 21:30 UTC in winter), spread over the
  // 365 days around today and over the pros.
  await database.db.$executeRawUnsafe(
    `INSERT INTO "Booking" (id, status, "firstName", "lastName", email, phone, "cityId", "serviceId", "serviceType",
       "serviceName", "serviceDesc", "appointmentAt", "timeZone", "localDate", "localTime", "aptAddress1", "aptCity",
       "aptState", "aptZip", answers, billing, "totalCents", "payoutCents", "assignedProId", "acceptedAt",
       "durationMinutes", "updatedAt")
     SELECT 'bench-booking-' || n, 'ACCEPTED', 'Bench', 'Customer', 'bench' || n || '@example.com', '617-555-0100',
       $1, $2, 'HAIR', 'Silk Press', 'A Silk Press.', t, 'America/New_York', to_char(t, 'YYYY-MM-DD'),
       to_char(t, 'HH24:MI'), '1 Beacon St', 'Boston', 'MA', '02108', '{}'::jsonb, '{}'::jsonb, 10000, 8000,
       'bench-pro-' || (n % $3), t, 120, now()
     FROM generate_series(0, $4 - 1) AS n,
       LATERAL (SELECT date_trunc('day', $5::timestamptz) + ((n * 7919) % 365 - 182) * interval '1 day'
                 + interval '14 hours' + ((n * 31) % 16) * interval '30 minutes' AS t) AS slot`,
    city.id,
    service.id,
    plan.pros,
    plan.bookings,
    now,
  );
  // As autovacuum leaves a table in production: statistics (without User's, the planner takes
  // the thousand pros for two and looks their settings up one by one), and a visibility map that
  // lets the appointments be read from the index alone.
  for (const table of ["Booking", "ProAvailability", "User"])
    await database.db.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);
  return service.id;
}

export async function measureAvailabilitySlots(plan: SlotsPlan = SLOTS_PLAN): Promise<SlotsReport> {
  const server = await startBenchPostgres();
  if ("skipped" in server) return { plan, result: null, skipped: server.skipped };
  const database = await createDatabase({ databaseUrl: await server.createDatabase("bench_slots") });
  try {
    await database.migrate();
    const now = new Date();
    const serviceId = await fillCity(database, plan, now);
    const services = createServices({
      database,
      env: { APP_URL: "https://primp.bench" },
      allowLocalProviders: true,
      storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-files-")),
    });
    const from = addDays(localDate(now, "America/New_York"), 1);
    const input = { serviceId, zip: "02139", from, to: addDays(from, 13) };
    const ask = async () => {
      const answer = await availableSlots(services, input, now);
      if (!answer.days.some((day) => day.slots.length > 0)) throw new Error("the benchmark city offered no slot");
    };
    await timeOperations(WARM_UP, 1, ask);
    return { plan, result: await timeOperations(plan.calls, 1, ask) };
  } finally {
    await database.close();
    await server.stop();
  }
}

export function renderAvailabilitySlots({ plan, result, skipped }: SlotsReport): string {
  const heading = `## availability.slots: ${plan.pros.toLocaleString("en-US")} pros, ${plan.bookings.toLocaleString("en-US")} bookings, one city, PostgreSQL`;
  if (!result) return [heading, "", `Skipped: ${skipped}.`, ""].join("\n");
  return [
    heading,
    "",
    `A 14-day window for a Cambridge ZIP code, ${plan.calls} calls one after another (the goal: p95 under ${P95_GOAL_MS} ms).`,
    "",
    "| calls | p50 ms | p95 ms | p99 ms | goal met |",
    "|---|---|---|---|---|",
    `| ${result.requests} | ${result.p50Ms} | ${result.p95Ms} | ${result.p99Ms} | ${result.p95Ms < P95_GOAL_MS ? "yes" : "no"} |`,
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) {
  const report = await measureAvailabilitySlots({
    pros: numberOption("--pros", SLOTS_PLAN.pros),
    bookings: numberOption("--bookings", SLOTS_PLAN.bookings),
    calls: numberOption("--calls", SLOTS_PLAN.calls),
  });
  console.log(renderAvailabilitySlots(report));
}
