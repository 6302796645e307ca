import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { fromPGlite } from "./client.ts";
import { createTestDatabase } from "./test-database.ts";
import { readMigrations } from "./migrations.ts";

describe("migrations on PGlite", () => {
  it("apply to an empty database, record every migration, and are idempotent", async () => {
    const pglite = new PGlite();
    const database = await fromPGlite(pglite);
    const names = readMigrations().map((m) => m.name);
    expect(await database.migrate()).toEqual(names);
    expect(await database.migrate()).toEqual([]);
    const ledger = await pglite.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(ledger.rows.map((r) => r.migration_name)).toEqual(names);
    const tables = await pglite.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    expect(tables.rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(["User", "Booking", "primp_requests"]));
    await database.close();
  });

  it("gives each test its own database", async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    await a.db.city.create({ data: { city: "Boston", state: "MA", live: true } });
    expect(await a.db.city.count()).toBe(1);
    expect(await b.db.city.count()).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });
});
