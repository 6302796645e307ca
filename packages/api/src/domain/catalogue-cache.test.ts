// The catalogue read through memory: a warm copy answers without a query, an expired one is
// read again, and a service taken off sale stops being bookable once the copy expires.
import { createTestDatabase, type Database, type Db } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findBookableService, SERVICE_NOT_AVAILABLE } from "./catalogue.ts";
import { createCatalogueCache } from "./catalogue-cache.ts";

const TTL_MS = 30_000;

let database: Database;
let queries: number;
let countingDb: Db;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  database = await createTestDatabase({ catalogue: true });
  queries = 0;
  clock = 1_000_000;
  // The extended client is the same client with a counter in front of every operation; its
  // type differs from Db only by the extension, which the cache never sees.
  countingDb = database.db.$extends({
    query: {
      async $allOperations({ args, query }) {
        queries += 1;
        return query(args);
      },
    },
  }) as unknown as Db;
});
afterEach(() => database.close());

describe("the catalogue cache", () => {
  it("answers a second call from memory, with no query", async () => {
    const cache = createCatalogueCache(countingDb, TTL_MS, now);
    const first = await cache.get();
    const afterFirst = queries;
    expect(afterFirst).toBeGreaterThan(0);

    clock += TTL_MS - 1;
    expect(await cache.get()).toBe(first);
    expect(queries).toBe(afterFirst);
  });

  it("shares one read among calls made while it loads", async () => {
    const cache = createCatalogueCache(countingDb, TTL_MS, now);
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(b);
    const oneRead = queries;
    await createCatalogueCache(countingDb, TTL_MS, now).get();
    expect(queries).toBe(2 * oneRead);
  });

  it("reads again once the time to live has passed, and then refuses a service taken off sale", async () => {
    const cache = createCatalogueCache(countingDb, TTL_MS, now);
    const offered = findBookableService(await cache.get(), (await firstLiveService()).id);
    await database.db.service.update({ where: { id: offered.id }, data: { live: false } });

    // Within the time to live the copy still offers it: the seed is the only writer, so this is the accepted lag.
    expect(findBookableService(await cache.get(), offered.id).id).toBe(offered.id);
    const beforeExpiry = queries;

    clock += TTL_MS;
    const fresh = await cache.get();
    expect(queries).toBeGreaterThan(beforeExpiry);
    expect(fresh.services.some((service) => service.id === offered.id)).toBe(false);
    expect(() => findBookableService(fresh, offered.id)).toThrow(SERVICE_NOT_AVAILABLE);
  });

  it("reads on every call with a time to live of 0", async () => {
    const cache = createCatalogueCache(countingDb, 0, now);
    await cache.get();
    const oneRead = queries;
    await cache.get();
    expect(queries).toBe(2 * oneRead);
  });

  it("holds only live cities and services", async () => {
    const catalogue = await createCatalogueCache(countingDb, TTL_MS, now).get();
    expect(catalogue.cities.every((city) => city.live)).toBe(true);
    expect(catalogue.services.every((service) => service.live)).toBe(true);
    expect(await database.db.service.count({ where: { live: false } })).toBeGreaterThan(0);
  });

  it("keeps no failed read: the next call tries the database again", async () => {
    let failing = true;
    const flakyDb = database.db.$extends({
      query: {
        async $allOperations({ args, query }) {
          if (failing) throw new Error("database restarting");
          return query(args);
        },
      },
    }) as unknown as Db;
    const cache = createCatalogueCache(flakyDb, TTL_MS, now);
    await expect(cache.get()).rejects.toThrow("database restarting");
    failing = false;
    expect((await cache.get()).services.length).toBeGreaterThan(0);
  });
});

function firstLiveService() {
  return database.db.service.findFirstOrThrow({ where: { live: true } });
}
