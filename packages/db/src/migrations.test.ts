import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDatabase, fromPGlite } from "./client.ts";
import { readMigrations } from "./migrations.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { createTestDatabase, POSTGRES_TEST_URL_ENV } from "./test-database.ts";

const postgresUrl = process.env[POSTGRES_TEST_URL_ENV];
// Migrating or loading a PGlite takes seconds idle and a minute on a loaded two-core machine.
const MIGRATES_PGLITE = 120_000;

describe("migrations on PGlite", () => {
  // The same PGlite work in either project; the postgres project proves its own server below.
  it.skipIf(postgresUrl)(
    "apply to an empty database, record every migration, and are idempotent",
    async () => {
      const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
      const database = await fromPGlite(pglite);
      const names = readMigrations().map((m) => m.name);
      expect(await database.migrate()).toEqual(names);
      expect(await database.migrate()).toEqual([]);
      const ledger = await pglite.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(ledger.rows.map((r) => r.migration_name)).toEqual(names);
      const tables = await pglite.query<{ tablename: string }>(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
      );
      expect(tables.rows.map((r) => r.tablename)).toEqual(
        expect.arrayContaining(["User", "Booking", "primp_requests"]),
      );
      await database.close();
    },
    MIGRATES_PGLITE,
  );

  it(
    "gives each test its own database",
    async () => {
      const a = await createTestDatabase();
      const b = await createTestDatabase();
      await a.db.city.create({ data: { city: "Boston", state: "MA", live: true } });
      expect(await a.db.city.count()).toBe(1);
      expect(await b.db.city.count()).toBe(0);
      await Promise.all([a.close(), b.close()]);
    },
    MIGRATES_PGLITE,
  );
});

describe.runIf(postgresUrl)("migrations on a real PostgreSQL server", () => {
  it("apply to an empty database once, even when two connections run them together", async () => {
    const serverUrl = postgresUrl ?? "";
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS primp_empty WITH (FORCE)");
    await admin.query("CREATE DATABASE primp_empty");
    const url = serverUrl.replace(/\/postgres$/, "/primp_empty");
    const [a, b] = await Promise.all([createDatabase({ databaseUrl: url }), createDatabase({ databaseUrl: url })]);
    expect(a.kind).toBe("postgres");
    const results = await Promise.all([a.migrate(), b.migrate()]);
    expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.name));
    expect(await a.db.user.count()).toBe(0);
    const ledger = await a.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "_prisma_migrations"`;
    expect(ledger[0]?.n).toBe(readMigrations().length);
    await Promise.all([a.close(), b.close()]);
    await admin.query("DROP DATABASE primp_empty WITH (FORCE)");
    await admin.end();
  });
  it("apply once when two separate processes (two replicas starting) run them at the same moment", async () => {
    const serverUrl = postgresUrl ?? "";
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS primp_replicas WITH (FORCE)");
    await admin.query("CREATE DATABASE primp_replicas");
    const url = serverUrl.replace(/\/postgres$/, "/primp_replicas");
    // pnpm db:migrate, the same runner main.ts calls on start, in two processes.
    const scriptsDir = fileURLToPath(new URL("../../../scripts", import.meta.url));
    const migrate = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "migrate.ts"], {
        cwd: scriptsDir,
        env: { PATH: process.env.PATH ?? "", PRIMP_ENV_FILE: "none", DATABASE_URL: url },
      });
    const outputs = (await Promise.all([migrate(), migrate()])).map(({ stdout }) => stdout.trim()).sort();
    expect(outputs).toEqual([
      `Applied migrations: ${readMigrations()
        .map((m) => m.name)
        .join(", ")}`,
      "The database is up to date.",
    ]);
    const replica = new pg.Client({ connectionString: url });
    await replica.connect();
    const applied = await replica.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
    expect(applied.rows[0]?.n).toBe(readMigrations().length);
    await replica.end();
    await admin.query("DROP DATABASE primp_replicas WITH (FORCE)");
    await admin.end();
  }, 60_000);
});
