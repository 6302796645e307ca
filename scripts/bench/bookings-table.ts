// A database shaped like a busy marketplace's, fast: the seeded catalogue, pros in every live
// city, and as many bookings as asked, written by INSERT ... SELECT generate_series in raw
// SQL. Creating a million rows one by one through the client would outlast the whole run.
import { type Database, type Db, type Sql, seedDatabase } from "@primp/db";

/** Pros per live city; a booking accepted or completed belongs to a pro of its own city. */
const PROS_PER_CITY = 10;
/** Rows per INSERT, so one statement's transaction stays a reasonable size. */
const BATCH = 100_000;
/** The gap between consecutive bookings' creation times: a million rows span about three years. */
const CREATED_EVERY_SECONDS = 90;

/** How statuses are spread, by booking number modulo 100; the report quotes it. */
export const STATUS_MIX =
  "2% pending, 3% accepted, 80% completed, 10% cancelled, 5% awaiting payment; open bookings have future appointments";

export interface BookingTable {
  db: Db;
  /** Kysely over the same connection, as the dashboards read it. */
  sql: Sql;
  /** Pros, city by city: pros of live city c are proIds[c * PROS_PER_CITY ...]. */
  proIds: string[];
  adminId: string;
  /** A pro in the state with the most live cities, so the longest pending list. */
  busiestProId: string;
  /** A signed-up customer who made one booking in CUSTOMER_EVERY: the customer dashboard's list. */
  customerId: string;
  /** Bookings in the table. */
  size: number;
}

const BENCH_CUSTOMER = "bench_customer";
/** The bench customer's share of the bookings: a list as long at 1,000 bookings as a regular's, far longer at a million. */
const CUSTOMER_EVERY = 100;

interface Catalogue {
  cities: { id: string; city: string; state: string }[];
  services: { id: string; name: string; serviceType: string }[];
}

/** Seeds a migrated, empty database: catalogue, demo accounts (the admin) and the pros. */
export async function prepareBookingTable({ db, sql }: Pick<Database, "db" | "sql">): Promise<BookingTable> {
  await seedDatabase(db, { hashPassword: async () => "benchmark accounts have no password", demoAccounts: true });
  const cities = await db.city.findMany({ where: { live: true }, orderBy: { id: "asc" } });
  const admin = await db.user.findFirstOrThrow({ where: { role: "ADMIN" }, select: { id: true } });
  const pros = cities.flatMap((city, c) =>
    Array.from({ length: PROS_PER_CITY }, (_, k) => ({ id: `bench_pro_${c}_${k}`, state: city.state })),
  );
  await db.user.createMany({
    data: pros.map((pro) => ({
      id: pro.id,
      email: `${pro.id}@example.com`,
      role: "PRO" as const,
      firstName: "Bench",
      lastName: pro.id,
      emailVerifiedAt: new Date(),
    })),
  });
  await db.proProfile.createMany({ data: pros.map((pro) => ({ userId: pro.id, state: pro.state })) });
  await db.user.create({
    data: { id: BENCH_CUSTOMER, email: "bench_customer@example.com", firstName: "Bench", lastName: "Customer" },
  });
  const citiesIn = (state: string) => cities.filter((city) => city.state === state).length;
  const busiest = pros.reduce((best, pro) => (citiesIn(pro.state) > citiesIn(best.state) ? pro : best));
  return {
    db,
    sql,
    proIds: pros.map((pro) => pro.id),
    adminId: admin.id,
    busiestProId: busiest.id,
    customerId: BENCH_CUSTOMER,
    size: 0,
  };
}

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `ARRAY[${values.map(text).join(",")}]::text[]`;
const timestamp = (date: Date) => `TIMESTAMP ${text(date.toISOString().replace("T", " ").replace("Z", ""))}`;

/** One INSERT for bookings number `from` to `to`; larger numbers are older bookings. */
function insertSql(catalogue: Catalogue, proIds: string[], from: number, to: number, now: Date): string {
  const { cities, services } = catalogue;
  const c = cities.length;
  return `
WITH n AS (
  -- Status follows the booking number exactly; city, pro and service follow the top bits of
  -- a multiplicative hash of it, so they are spread evenly and independent of the status.
  SELECT i, (i::bigint * 2654435761) % 4294967296 / 65536 AS h FROM generate_series(${from}, ${to}) AS i
), g AS (
  SELECT i,
    (CASE WHEN i % 100 < 2 THEN 'PENDING' WHEN i % 100 < 5 THEN 'ACCEPTED' WHEN i % 100 < 85 THEN 'COMPLETED'
          WHEN i % 100 < 95 THEN 'CANCELLED' ELSE 'AWAITING_PAYMENT' END)::"BookingStatus" AS status,
    1 + h % ${c} AS ci,
    1 + (h % ${c}) * ${PROS_PER_CITY} + (h / ${c}) % ${PROS_PER_CITY} AS pi,
    1 + (h / ${c * PROS_PER_CITY}) % ${services.length} AS si,
    ${timestamp(now)} - make_interval(secs => i * ${CREATED_EVERY_SECONDS}) AS created_at
  FROM n
), r AS (
  SELECT g.*,
    -- Accepted ones each take their own 90-minute slot from tomorrow on (3 per 100 bookings, in
    -- booking order): a pro never holds two overlapping accepted appointments (the database refuses it).
    CASE WHEN status = 'ACCEPTED' THEN ${timestamp(now)} + interval '1 day' + make_interval(mins => 90 * (3 * (i / 100) + i % 100 - 2))
         WHEN status = 'PENDING' THEN ${timestamp(now)} + make_interval(days => 1 + i % 60)
         ELSE created_at + make_interval(days => 1 + i % 30) END AS appointment_at
  FROM g
)
INSERT INTO "Booking" (
  "id", "status", "firstName", "lastName", "email", "phone", "cityId", "serviceId", "serviceType",
  "serviceName", "serviceDesc", "appointmentAt", "timeZone", "localDate", "localTime", "aptAddress1",
  "aptCity", "aptState", "aptZip", "answers", "billing", "totalCents", "payoutCents", "paymentIntentId",
  "paidAt", "assignedProId", "acceptedAt", "completedAt", "cancelledAt", "cancelledBy", "refundCents",
  "customerId", "createdAt", "updatedAt")
SELECT
  'bench_' || lpad(i::text, 8, '0'), status, 'Guest', 'Customer' || i, 'guest' || i || '@example.com',
  '617-555-0199', (${textArray(cities.map((city) => city.id))})[ci], (${textArray(services.map((s) => s.id))})[si],
  ((${textArray(services.map((s) => s.serviceType))})[si])::"ServiceType", (${textArray(services.map((s) => s.name))})[si],
  'A booking made for the benchmarks.', appointment_at, 'America/New_York', to_char(appointment_at, 'YYYY-MM-DD'),
  '14:30', i || ' Beacon St', (${textArray(cities.map((city) => city.city))})[ci],
  (${textArray(cities.map((city) => city.state))})[ci], '02108',
  jsonb_build_object('serviceType', (${textArray(services.map((s) => s.serviceType))})[si], 'parkingAvailable', true),
  '{"sameAsAppointment": true}'::jsonb, 12500, 10000,
  CASE WHEN status = 'AWAITING_PAYMENT' THEN NULL ELSE 'pi_bench_' || i END,
  CASE WHEN status = 'AWAITING_PAYMENT' THEN NULL ELSE created_at END,
  CASE WHEN status IN ('ACCEPTED', 'COMPLETED') THEN (${textArray(proIds)})[pi] END,
  CASE WHEN status IN ('ACCEPTED', 'COMPLETED') THEN created_at + interval '1 hour' END,
  CASE WHEN status = 'COMPLETED' THEN appointment_at + interval '2 hours' END,
  CASE WHEN status = 'CANCELLED' THEN created_at + interval '1 hour' END,
  CASE WHEN status = 'CANCELLED' THEN 'CUSTOMER'::"Role" END,
  CASE WHEN status = 'CANCELLED' THEN 12500 ELSE 0 END,
  CASE WHEN i % ${CUSTOMER_EVERY} = 7 THEN ${text(BENCH_CUSTOMER)} END, created_at, created_at
FROM r`;
}

/**
 * Adds bookings until the table holds `size`, then VACUUM ANALYZE: fresh statistics and a set
 * visibility map, the steady state autovacuum leaves a real table in.
 */
export async function growBookingTable(table: BookingTable, size: number, now = new Date()): Promise<void> {
  const catalogue: Catalogue = {
    cities: await table.db.city.findMany({ where: { live: true }, orderBy: { id: "asc" } }),
    services: await table.db.service.findMany({ where: { live: true }, orderBy: { id: "asc" } }),
  };
  for (let from = table.size + 1; from <= size; from += BATCH) {
    await table.db.$executeRawUnsafe(insertSql(catalogue, table.proIds, from, Math.min(size, from + BATCH - 1), now));
  }
  await table.db.$executeRawUnsafe('VACUUM ANALYZE "Booking"');
  table.size = size;
}
