// Kysely and Prisma see the same rows through the same connection(s), with the same values:
// timestamps as UTC instants, enums as their names, on PGlite and on PostgreSQL. A prepared
// query runs with each call's own values, whatever shape its first call had.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./client.ts";
import { kyselyOverPrisma } from "./kysely.ts";
import { preparedQuery } from "./prepared-query.ts";
import { createTestDatabase } from "./test-database.ts";

// Drivers read `timestamp` columns in the process's zone; a zone other than UTC proves ours don't.
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

describe("database.sql (Kysely)", () => {
  it("reads what Prisma wrote, with identical instants and enum values", async () => {
    const emailVerifiedAt = new Date("2026-03-08T06:59:59.123Z");
    const written = await database.db.user.create({
      data: { email: "k@primp.test", firstName: "Kim", lastName: "Sql", role: "PRO", emailVerifiedAt },
    });
    const read = await database.sql
      .selectFrom("User")
      .select(["id", "role", "emailVerifiedAt", "createdAt"])
      .where("email", "=", "k@primp.test")
      .executeTakeFirstOrThrow();
    expect(read).toEqual({
      id: written.id,
      role: "PRO",
      emailVerifiedAt,
      createdAt: written.createdAt,
    });
  });

  it("writes what Prisma then reads, and counts the rows it changed", async () => {
    await database.db.user.create({ data: { email: "w@primp.test", firstName: "Wes", lastName: "Sql" } });
    const result = await database.sql
      .updateTable("User")
      .set({ firstName: "Wesley" })
      .where("email", "=", "w@primp.test")
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
    const none = await database.sql
      .updateTable("User")
      .set({ firstName: "Nobody" })
      .where("email", "=", "missing@primp.test")
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    expect((await database.db.user.findUniqueOrThrow({ where: { email: "w@primp.test" } })).firstName).toBe("Wesley");
  });

  it("writes and compares Dates as the same UTC instants Prisma uses, whatever the process's zone", async () => {
    const windowStart = new Date("2026-07-04T15:30:00.250Z");
    await database.sql.insertInto("RateLimit").values({ key: "k", count: 1, windowStart }).execute();
    expect((await database.db.rateLimit.findUniqueOrThrow({ where: { key: "k" } })).windowStart).toEqual(windowStart);
    const matched = await database.sql
      .selectFrom("RateLimit")
      .select("key")
      .where("windowStart", "=", windowStart)
      .execute();
    expect(matched).toEqual([{ key: "k" }]);
  });
});

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

describe("kyselyOverPrisma (Kysely inside a Prisma transaction)", () => {
  const person = { firstName: "Tess", lastName: "Tx", role: "CUSTOMER" as const };

  it("reads and writes inside the transaction, and rolls back with it", async () => {
    const failed = database.db.$transaction(async (tx) => {
      const written = await tx.user.create({ data: { ...person, email: "tx@primp.test" } });
      const sql = kyselyOverPrisma(tx);
      // The row is not committed yet: only a query inside the transaction sees it.
      const seen = await sql.selectFrom("User").select("id").where("email", "=", "tx@primp.test").execute();
      expect(seen).toEqual([{ id: written.id }]);
      const renamed = await sql
        .updateTable("User")
        .set({ firstName: "Tina" })
        .where("id", "=", written.id)
        .where("firstName", "=", "Tess")
        .executeTakeFirst();
      expect(renamed.numUpdatedRows).toBe(1n);
      const locked = await sql
        .selectFrom("User")
        .select("firstName")
        .where("id", "=", written.id)
        .forUpdate()
        .execute();
      expect(locked).toEqual([{ firstName: "Tina" }]);
      throw new Error("roll back");
    });
    await expect(failed).rejects.toThrow("roll back");
    expect(await database.db.user.count({ where: { email: "tx@primp.test" } })).toBe(0);
  });

  it("counts the rows a conditional update changed, none when its condition no longer holds", async () => {
    const written = await database.db.user.create({ data: { ...person, email: "claim@primp.test" } });
    const claim = () =>
      database.db.$transaction((tx) =>
        kyselyOverPrisma(tx)
          .updateTable("User")
          .set({ firstName: "Claimed" })
          .where("id", "=", written.id)
          .where("firstName", "=", "Tess")
          .executeTakeFirst(),
      );
    expect((await claim()).numUpdatedRows).toBe(1n);
    expect((await claim()).numUpdatedRows).toBe(0n);
  });

  it("sends Dates as UTC instants, as Prisma stores them", async () => {
    const emailVerifiedAt = new Date("2026-03-08T06:59:59.123Z");
    const written = await database.db.user.create({ data: { ...person, email: "utc@primp.test" } });
    const sql = kyselyOverPrisma(database.db);
    await sql.updateTable("User").set({ emailVerifiedAt }).where("id", "=", written.id).execute();
    const read = await database.db.user.findUniqueOrThrow({ where: { id: written.id } });
    expect(read.emailVerifiedAt).toEqual(emailVerifiedAt);
  });
});
