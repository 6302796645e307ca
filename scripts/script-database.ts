// The database the scripts (db:migrate, db:seed, create-admin, payout-report) open: DATABASE_URL
// when it is a postgres:// URL, else embedded PGlite at PGLITE_DIR (default .data/pglite, from
// the repository root wherever the script starts), the same folder as the server's. While the
// server holds that folder the script stops at once with the lock's sentence (who holds it, stop
// it or use another PGLITE_DIR) and exit code 1: PGlite allows one process at a time.
import path from "node:path";
import { createDatabase, type Database, DEFAULT_PGLITE_DIR, PgliteFolderInUseError } from "@primp/db";
import { REPO_ROOT } from "@primp/env";

export async function openScriptDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  try {
    return await createDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR ?? path.join(REPO_ROOT, DEFAULT_PGLITE_DIR),
    });
  } catch (error) {
    if (!(error instanceof PgliteFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
