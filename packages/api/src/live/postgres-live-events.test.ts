// The PostgreSQL bus: two buses on one database stand for two server processes. What one
// publishes reaches the other's subscribers; a LISTEN connection killed by the server comes
// back by itself and tells its subscribers to resync.
import { createTestDatabase, type Database } from "@primp/db";
import { POSTGRES_TEST_URL_ENV } from "@primp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveDelivery, LiveEvents } from "./live-events.ts";
import { createPostgresLiveEvents, LIVE_APPLICATION_NAME, parseLivePayload } from "./postgres-live-events.ts";

const postgresProject = Boolean(process.env[POSTGRES_TEST_URL_ENV]);

/** The next delivery matching `wanted` that `bus` hands its subscribers. */
function nextDelivery(bus: LiveEvents, wanted: (delivery: LiveDelivery) => boolean): Promise<LiveDelivery> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((delivery) => {
      if (!wanted(delivery)) return;
      stop();
      resolve(delivery);
    });
  });
}

describe("live event payloads", () => {
  it("reads the events it knows and drops anything else", () => {
    expect(parseLivePayload('{"kind":"booking.changed","bookingId":"b1","customerId":"c1"}')).toEqual({
      kind: "booking.changed",
      bookingId: "b1",
      customerId: "c1",
    });
    // An older process's event, naming no customer, still reaches the booking's own page.
    expect(parseLivePayload('{"kind":"booking.changed","bookingId":"b1"}')).toEqual({
      kind: "booking.changed",
      bookingId: "b1",
      customerId: null,
    });
    expect(parseLivePayload('{"kind":"offer.new","bookingId":"b1"}')).toBeNull();
    expect(parseLivePayload('{"kind":"payout.sent","id":"p1"}')).toBeNull();
    expect(parseLivePayload("not json")).toBeNull();
    expect(parseLivePayload(undefined)).toBeNull();
  });
});

describe.skipIf(!postgresProject)("live events on PostgreSQL (LISTEN/NOTIFY)", () => {
  let database: Database;
  let a: LiveEvents;
  let b: LiveEvents;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.connection.kind !== "postgres") throw new Error("this suite needs PostgreSQL");
    const options = {
      connectionString: database.connection.connectionString,
      sql: database.sql,
      onConnectionError: (error: Error) => connectionErrors.push(error),
    };
    a = createPostgresLiveEvents(options);
    b = createPostgresLiveEvents(options);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("hands what one process publishes to the other's subscribers", async () => {
    const heard = nextDelivery(b, (delivery) => delivery.kind === "offer.new");
    await b.ready();
    await a.publish({ kind: "offer.new", proId: "pro-1", bookingId: "booking-1" });
    expect(await heard).toEqual({ kind: "offer.new", proId: "pro-1", bookingId: "booking-1" });
  });

  it("listens again after its connection is killed, and tells its subscribers to resync", async () => {
    const resync = nextDelivery(b, (delivery) => delivery.kind === "resync");
    await b.ready();
    const killed = await database.db.$queryRaw<{ killed: boolean }[]>`
      SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
      WHERE application_name = ${LIVE_APPLICATION_NAME} AND datname = current_database()`;
    // Both buses listen (a subscribed in no test, so only b's connection is open).
    expect(killed).toEqual([{ killed: true }]);
    expect(await resync).toEqual({ kind: "resync" });
    expect(connectionErrors.length).toBeGreaterThan(0);

    const heard = nextDelivery(b, (delivery) => delivery.kind === "booking.changed");
    await b.ready();
    await a.publish({ kind: "booking.changed", bookingId: "booking-2", customerId: null });
    expect(await heard).toEqual({ kind: "booking.changed", bookingId: "booking-2", customerId: null });
  });

  it("opens no connection until something subscribes, and closes it with the bus", async () => {
    if (database.connection.kind !== "postgres") throw new Error("this suite needs PostgreSQL");
    const c = createPostgresLiveEvents({ connectionString: database.connection.connectionString, sql: database.sql });
    const listening = () =>
      database.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = ${LIVE_APPLICATION_NAME} AND datname = current_database()`;
    expect(await listening()).toEqual([{ n: 1 }]);
    c.subscribe(() => {});
    await c.ready();
    expect(await listening()).toEqual([{ n: 2 }]);
    await c.close();
    await expect.poll(listening).toEqual([{ n: 1 }]);
  });
});
