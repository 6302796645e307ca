// Light on purpose: main.ts uses this before the server's modules are loaded.
import { ConfigurationError } from "@primp/api/start-refusals";
import { PgliteFolderInUseError } from "@primp/db/pglite-lock";

/**
 * Runs a step that may refuse to start (a production without its keys or its PostgreSQL, a
 * PGlite folder another process holds): the refusal is printed alone, since a stack trace would
 * bury it, and the process exits 1 after `cleanUp`.
 */
export async function orRefuseToStart<T>(step: () => T | Promise<T>, cleanUp?: () => Promise<void>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof ConfigurationError || error instanceof PgliteFolderInUseError)) throw error;
    console.error(error.message);
    await cleanUp?.();
    process.exit(1);
  }
}
