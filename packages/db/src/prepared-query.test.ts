// A prepared query runs with each call's own values, whatever shape the first call had, and
// sends Dates as the same UTC instants as every other Kysely query (in a zone other than UTC).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { preparedQuery } from "./prepared-query.ts";
import { createTestDatabase } from "./test-database.ts";

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

interface Counter {
  key: string;
  count: number;
  windowStart: Date;
}

const insertCounters = preparedQuery((sql, v: { counters: Counter[] }) =>
  sql.insertInto("RateLimit").values(v.counters).returning(["key", "count", "windowStart"]),
);

const countersSince = preparedQuery((sql, v: { since: Date }) =>
  sql.selectFrom("RateLimit").select("key").where("windowStart", ">=", v.since).orderBy("key"),
);

describe("preparedQuery", () => {
  it("fills in each call's values, for one row or several", async () => {
    const first = { key: "a", count: 1, windowStart: new Date("2026-07-04T15:30:00.250Z") };
    const second = { key: "b", count: 2, windowStart: new Date("2026-07-04T16:00:00.000Z") };
    const third = { key: "c", count: 3, windowStart: new Date("2026-07-04T17:00:00.000Z") };
    expect((await insertCounters(database.sql, { counters: [first] })).rows).toEqual([first]);
    expect((await insertCounters(database.sql, { counters: [second, third] })).rows).toEqual([second, third]);
    expect((await database.db.rateLimit.findUniqueOrThrow({ where: { key: "a" } })).windowStart).toEqual(
      first.windowStart,
    );
    expect((await countersSince(database.sql, { since: second.windowStart })).rows).toEqual([
      { key: "b" },
      { key: "c" },
    ]);
    expect((await countersSince(database.sql, { since: third.windowStart })).rows).toEqual([{ key: "c" }]);
  });

  it("refuses an object given as one value instead of taking it apart", async () => {
    const asJson = preparedQuery((sql, v: { answers: { a: number } }) =>
      sql.insertInto("RateLimit").values({ key: "k", count: 1, windowStart: v.answers as unknown as Date }),
    );
    await expect(asJson(database.sql, { answers: { a: 1 } })).rejects.toThrow("pass JSON as text");
  });
});
