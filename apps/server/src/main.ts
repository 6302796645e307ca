// Runs the server from the environment: checks it, opens (and migrates) the database, seeds
// demo data in development, starts the job workers, listens, and shuts down cleanly on
// SIGINT/SIGTERM (the app's close also stops the job engine, before the database closes).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigurationError, createServices, hashPassword, type Services } from "@primp/api";
import { createDatabase, seedDatabase } from "@primp/db";
import { buildApp } from "./app.ts";
import { startJobs } from "./jobs.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const env = process.env;
const production = env.NODE_ENV === "production";

const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR ?? path.join(repoRoot, ".data/pglite"),
});

// Before any migration: a production environment without its keys is refused, with the
// message alone (a stack trace would bury it).
let services: Services;
try {
  services = createServices({ database, env, storageRoot: env.STORAGE_ROOT ?? path.join(repoRoot, ".data/files") });
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
}

const applied = await database.migrate();
if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
if (!production && env.SEED !== "false") await seedDatabase(database.db, { hashPassword, log: console.info });

const app = await buildApp({
  services,
  logger: true,
  webDistDir: production ? path.join(repoRoot, "apps/web/dist") : undefined,
});

await startJobs(services, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: env.HOST ?? "127.0.0.1", port: Number(env.PORT ?? 3000) });
