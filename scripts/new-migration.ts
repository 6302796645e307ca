// pnpm db:new-migration --name add_thing: writes prisma/migrations/<UTC time>_add_thing/migration.sql
// with the SQL from the schema as last committed to prisma/schema.prisma as it is now. The test
// scripts/migrations-match-schema.test.ts keeps the committed schema and the migrations in step.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT, SCHEMA_PATH, schemaDiffSql } from "./prisma-diff.ts";

const { values } = parseArgs({ options: { name: { type: "string" } } });
const name = values.name ?? "";
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error("Give the migration a name in lower case and underscores: pnpm db:new-migration --name add_thing");
  process.exit(1);
}

const committed = path.join(mkdtempSync(path.join(tmpdir(), "primp-schema-")), "schema.prisma");
writeFileSync(committed, execFileSync("git", ["show", `HEAD:${SCHEMA_PATH}`], { cwd: REPO_ROOT, encoding: "utf8" }));
const sql = schemaDiffSql({ schemaFile: committed });
if (!sql) {
  console.info("prisma/schema.prisma matches the last commit: no migration to write.");
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = path.join(REPO_ROOT, "prisma/migrations", `${stamp}_${name}`);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, "migration.sql"), `${sql}\n`);
console.info(
  `Wrote ${path.relative(REPO_ROOT, folder)}/migration.sql; it applies on the next pnpm dev or pnpm db:migrate.`,
);
