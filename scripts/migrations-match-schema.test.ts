// The migrations build exactly the database prisma/schema.prisma describes: a fresh database
// migrated step by step and one built straight from the schema have the same tables, columns,
// types, defaults, constraints, indexes and enums. A schema edit without its migration (or a
// hand-written migration that says something else) fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, PGLITE_EXTENSIONS } from "@primp/db";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, SCHEMA_PATH, schemaDiffSql } from "./prisma-diff.ts";

// Exclusion constraints (and the indexes behind them) are the one thing Prisma's schema cannot
// say: migrations add them by hand, and the schema names each in a comment (checked below).
const EXCLUSION_CONSTRAINTS = "SELECT conname FROM pg_constraint WHERE contype = 'x'";

const DESCRIBE_SCHEMA = `
  SELECT 'column ' || table_name || '.' || column_name || ' ' || udt_name || ' null=' || is_nullable
         || ' default=' || coalesce(column_default, '') AS line
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
  UNION ALL
  SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
     AND indexname NOT IN (${EXCLUSION_CONSTRAINTS})
  UNION ALL
  SELECT 'constraint ' || r.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
    FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid JOIN pg_namespace n ON n.oid = r.relnamespace
   WHERE n.nspname = 'public' AND r.relname <> '_prisma_migrations' AND c.contype <> 'x'
  UNION ALL
  SELECT 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
  ORDER BY 1`;

/** Builds a fresh database with `build`, then answers each query with its first column's values. */
async function describeDatabase(build: (pglite: PGlite) => Promise<unknown>, queries: string[]): Promise<string[][]> {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await build(pglite);
    const answers: string[][] = [];
    for (const query of queries) {
      answers.push((await pglite.query<Record<string, string>>(query)).rows.map((row) => Object.values(row)[0] ?? ""));
    }
    return answers;
  } finally {
    await pglite.close();
  }
}

const migrate = (pglite: PGlite) =>
  applyMigrations({
    exec: (sql) => pglite.exec(sql),
    query: async (sql, params) => (await pglite.query(sql, params)).rows as never,
  });

describe("the migrations", () => {
  // One migrated database answers both tests: migrating is most of the work, and neither writes.
  let fromMigrations: { schema: string[]; exclusionConstraints: string[] };
  beforeAll(async () => {
    const [schema = [], exclusionConstraints = []] = await describeDatabase(migrate, [
      DESCRIBE_SCHEMA,
      EXCLUSION_CONSTRAINTS,
    ]);
    fromMigrations = { schema, exclusionConstraints };
  }, 120_000);

  it("build the database prisma/schema.prisma describes", async () => {
    const [fromSchema = []] = await describeDatabase(
      (pglite) => pglite.exec(schemaDiffSql("empty")),
      [DESCRIBE_SCHEMA],
    );
    expect(fromSchema.length).toBeGreaterThan(100);
    expect(fromMigrations.schema).toEqual(fromSchema);
  }, 120_000);

  it("add only exclusion constraints that prisma/schema.prisma names in a comment", () => {
    const names = fromMigrations.exclusionConstraints;
    const schema = readFileSync(path.join(REPO_ROOT, SCHEMA_PATH), "utf8");
    expect(names).toContain("Booking_pro_no_overlap");
    for (const name of names) expect(schema).toContain(`"${name}"`);
  });
});
