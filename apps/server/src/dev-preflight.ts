// `pnpm dev` runs the server under `tsx watch`, which keeps waiting for file changes when the
// server exits: a second `pnpm dev` on a PGlite folder already in use would print the refusal
// and then hang. This runs first (the server's dev script) and fails the dev task, and with it
// turbo and `pnpm dev`, with the same sentence. main.ts still takes the lock itself. It loads no
// database driver, so the check costs a fraction of a second.
import { existsSync } from "node:fs";
import { isPostgresUrl } from "@primp/db/database-location";
import { lockPgliteFolder, PgliteFolderInUseError } from "@primp/db/pglite-lock";
import { loadEnvFile } from "@primp/env";
import { databaseOptionsFrom } from "./database-options.ts";

loadEnvFile();
const { databaseUrl, pgliteDir } = databaseOptionsFrom(process.env);
// No folder yet: nobody can hold it.
if (!isPostgresUrl(databaseUrl) && pgliteDir && existsSync(pgliteDir)) {
  try {
    lockPgliteFolder(pgliteDir).release();
  } catch (error) {
    if (!(error instanceof PgliteFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
