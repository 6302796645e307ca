// The migrations build exactly the database prisma/schema.prisma describes: a fresh database
// migrated step by step and one built straight from the schema have the same tables, columns,
// types, defaults, constraints, indexes and enums. A schema edit without its migration (or a
// hand-written migration that says something else) fails here.
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations } from "@primp/db";
import { describe, expect, it } from "vitest";
import { schemaDiffSql } from "./prisma-diff.ts";

const DESCRIBE_SCHEMA = `
  SELECT 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' null=' || is_nullable
         || ' default=' || coalesce(column_default, '') AS line
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
  UNION ALL
  SELECT 'constraint ' || r.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
    FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid JOIN pg_namespace n ON n.oid = r.relnamespace
   WHERE n.nspname = 'public' AND r.relname <> '_prisma_migrations'
  UNION ALL
  SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
  ORDER BY 1`;

async function describeDatabase(build: (pglite: PGlite) => Promise<unknown>): Promise<string[]> {
  const pglite = new PGlite();
  try {
    await build(pglite);
    return (await pglite.query<{ line: string }>(DESCRIBE_SCHEMA)).rows.map((row) => row.line);
  } finally {
    await pglite.close();
  }
}

describe("the migrations", () => {
  it("build the database prisma/schema.prisma describes", async () => {
    const fromSchema = await describeDatabase((pglite) => pglite.exec(schemaDiffSql("empty")));
    const fromMigrations = await describeDatabase((pglite) =>
      applyMigrations({
        exec: (sql) => pglite.exec(sql),
        query: async (sql, params) => (await pglite.query(sql, params)).rows as never,
      }),
    );
    expect(fromSchema.length).toBeGreaterThan(100);
    expect(fromMigrations).toEqual(fromSchema);
  }, 120_000);
});
