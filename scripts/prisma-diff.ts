// SQL from Prisma's schema differ, run offline. `prisma migrate dev` needs a shadow database,
// and the PGlite adapter cannot apply our multi-statement migrations to one, so migrations are
// written by diffing two schema files instead (no database involved).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SCHEMA_PATH = "prisma/schema.prisma";

/** The SQL that turns `from` (a schema file, or nothing) into `to`; "" when they agree. */
export function schemaDiffSql(from: { schemaFile: string } | "empty", toSchemaFile = SCHEMA_PATH): string {
  const fromArgs = from === "empty" ? ["--from-empty"] : ["--from-schema-datamodel", from.schemaFile];
  const output = execFileSync(
    "pnpm",
    ["exec", "prisma", "migrate", "diff", ...fromArgs, "--to-schema-datamodel", toSchemaFile, "--script"],
    { cwd: REPO_ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  // An empty diff is Prisma's comment "-- This is an empty migration."
  return /^\s*(--[^\n]*\s*)*$/.test(output) ? "" : output.trim();
}
