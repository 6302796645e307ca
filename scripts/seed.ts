// pnpm db:seed [--demo-accounts]: migrates, then writes the catalogue and the site's content to
// the database named by the environment (DATABASE_URL, else embedded PGlite at PGLITE_DIR,
// default .data/pglite); the server does the same on every start. The demo accounts, whose
// passwords are published, only with --demo-accounts (with their sample pictures, their variants
// made here, as no job workers run), and never for a production that is not a
// labelled demo (PRIMP_DEMO=1). Safe to run again: see seedDatabase.
// Embedded PGlite allows one process at a time: while `pnpm dev` holds the folder this stops
// at once and says so (script-database.ts).

import path from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "@primp/api/password";
import { seedDatabase } from "@primp/db";
import { loadEnvFile, REPO_ROOT } from "@primp/env";
import { openScriptDatabase } from "./script-database.ts";

loadEnvFile();

const { values } = parseArgs({ options: { "demo-accounts": { type: "boolean", default: false } } });
const demoAccounts = values["demo-accounts"] === true;
if (demoAccounts && process.env.NODE_ENV === "production" && process.env.PRIMP_DEMO !== "1") {
  console.error(
    "Refusing --demo-accounts with NODE_ENV=production: their passwords are published, and a production server refuses to start while they exist. Set PRIMP_DEMO=1 for a labelled demo.",
  );
  process.exit(1);
}

const database = await openScriptDatabase();
try {
  const applied = await database.migrate();
  if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
  await seedDatabase(database.db, { hashPassword, log: console.info, demoAccounts });
  if (demoAccounts) {
    // Loaded only here: the rest of the seed needs none of the API.
    const { makeImageVariants, seedDemoImages, storageFrom } = await import("@primp/api");
    // The server's store: STORAGE_ROOT (default .data/files), or the S3 bucket its keys name.
    const storage = storageFrom(process.env, process.env.STORAGE_ROOT ?? path.join(REPO_ROOT, ".data/files"));
    const deps = { db: database.db, storage };
    await seedDemoImages(deps, { log: console.info, makeVariants: (uploadId) => makeImageVariants(deps, uploadId) });
  }
} finally {
  await database.close();
}
