// The pro_slugs migration gives every pro that existed before it an address: the name's, numbered
// in order of joining where two names make the same one.
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations, type SqlExecutor } from "./migrations.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { POSTGRES_TEST_URL_ENV } from "./test-database.ts";

const MIGRATES_PGLITE = 120_000;

const executor = (pglite: PGlite): SqlExecutor => ({
  exec: (sql) => pglite.exec(sql),
  query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
});

describe("the pro_slugs migration", () => {
  // PGlite in either project; the postgres project applies every migration to its own server.
  it.skipIf(process.env[POSTGRES_TEST_URL_ENV])(
    "backfills each existing pro's slug from the name, numbered in order of joining",
    async () => {
      const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
      const migrations = readMigrations();
      const slugsAt = migrations.findIndex((migration) => migration.name.endsWith("_pro_slugs"));
      await applyMigrations(executor(pglite), migrations.slice(0, slugsAt));
      const pros = [
        ["a", "Jasmine", "Carter", "2026-01-01"],
        ["b", "Jasmine", "Carter", "2026-02-01"],
        ["c", "Mary Ann", "St. Clair", "2026-03-01"],
        ["d", "李", "娜", "2026-04-01"],
      ];
      for (const [id, firstName, lastName, joined] of pros) {
        await pglite.query(
          `INSERT INTO "User" ("id", "email", "firstName", "lastName", "role", "updatedAt") VALUES ($1, $2, $3, $4, 'PRO', now())`,
          [id, `${id}@example.com`, firstName, lastName],
        );
        await pglite.query(
          `INSERT INTO "ProProfile" ("id", "userId", "state", "createdAt", "updatedAt") VALUES ($1, $1, 'MA', $2, now())`,
          [id, joined],
        );
      }
      await applyMigrations(executor(pglite), migrations);
      const rows = await pglite.query<{ userId: string; slug: string }>(
        `SELECT "userId", "slug" FROM "ProProfile" ORDER BY "userId"`,
      );
      expect(rows.rows).toEqual([
        { userId: "a", slug: "jasmine-carter" },
        { userId: "b", slug: "jasmine-carter-2" },
        { userId: "c", slug: "mary-ann-st-clair" },
        { userId: "d", slug: "pro" },
      ]);
      await pglite.close();
    },
    MIGRATES_PGLITE,
  );
});
