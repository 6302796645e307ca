// pnpm db:migrate: applies pending migrations to the database named by the environment
// (DATABASE_URL=postgres://..., else embedded PGlite at PGLITE_DIR, default .data/pglite).
// Embedded PGlite allows one process at a time: while `pnpm dev` holds the folder this stops
// at once and says so (script-database.ts).
import { loadEnvFile } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

loadEnvFile();

const database = await openScriptDatabase();
try {
  const applied = await database.migrate();
  console.info(applied.length ? `Applied migrations: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await database.close();
}
