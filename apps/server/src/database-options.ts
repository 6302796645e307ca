import path from "node:path";
import type { DatabaseOptions } from "@primp/db";
import { DEFAULT_PGLITE_DIR } from "@primp/db/database-location";
import { type Environment, REPO_ROOT } from "@primp/env";

/** The database the server opens: DATABASE_URL, else PGlite at PGLITE_DIR (default under the repository). */
export const databaseOptionsFrom = (env: Environment): DatabaseOptions => ({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR ?? path.join(REPO_ROOT, DEFAULT_PGLITE_DIR),
});
