// pnpm db:seed: migrates, then writes the catalogue, the site's content and (outside
// production) the demo accounts to the database named by the environment (DATABASE_URL, else
// embedded PGlite at PGLITE_DIR, default .data/pglite). Safe to run again: see seedDatabase.
// Embedded PGlite allows one process at a time: while `pnpm dev` holds the folder this stops
// at once and says so (script-database.ts).
import { hashPassword } from "@primp/api/password";
import { seedDatabase } from "@primp/db";
import { loadEnvFile } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

loadEnvFile();

// Demo accounts have published passwords, so a production catalogue load never creates them.
const production = process.env.NODE_ENV === "production";

const database = await openScriptDatabase();
try {
  const applied = await database.migrate();
  if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
  if (production) console.info("NODE_ENV=production: demo accounts are not created.");
  await seedDatabase(database.db, { hashPassword, log: console.info, demoAccounts: !production });
} finally {
  await database.close();
}
