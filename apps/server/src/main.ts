// Runs the server from the environment: opens (and migrates) the database, seeds demo data
// in development, listens, and shuts down cleanly on SIGINT/SIGTERM.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServices, hashPassword } from "@primp/api";
import { createDatabase, seedDatabase } from "@primp/db";
import { buildApp } from "./app.ts";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const env = process.env;
const production = env.NODE_ENV === "production";

const database = await createDatabase({
  databaseUrl: env.DATABASE_URL,
  pgliteDir: env.PGLITE_DIR ?? path.join(repoRoot, ".data/pglite"),
});
const applied = await database.migrate();
if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
if (!production && env.SEED !== "false") await seedDatabase(database.db, { hashPassword, log: console.info });

const services = createServices({
  database,
  env,
  storageRoot: env.STORAGE_ROOT ?? path.join(repoRoot, ".data/files"),
});
const app = await buildApp({
  services,
  logger: true,
  webDistDir: production ? path.join(repoRoot, "apps/web/dist") : undefined,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: env.HOST ?? "127.0.0.1", port: Number(env.PORT ?? 3000) });
