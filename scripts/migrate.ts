// pnpm db:migrate: applies pending migrations to the database named by the environment
// (DATABASE_URL=postgres://..., else embedded PGlite at PGLITE_DIR, default .data/pglite).
// Embedded PGlite allows one process at a time: stop `pnpm dev` before running this on it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, DEFAULT_PGLITE_DIR } from "@primp/db";
import { loadEnvFile } from "@primp/env";

loadEnvFile();

// The same default folder as the server, wherever the command is started from.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? path.join(repoRoot, DEFAULT_PGLITE_DIR),
});
try {
  const applied = await database.migrate();
  console.info(applied.length ? `Applied migrations: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await database.close();
}
