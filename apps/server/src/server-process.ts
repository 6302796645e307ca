// The server process once main.ts has found nothing in the environment to refuse: opens (and
// migrates) the database, applies the catalogue (and in development or a demo the demo
// accounts; a real service refuses to start while any exists), starts the job workers, listens,
// and shuts down cleanly on SIGINT/SIGTERM (the app's close also stops the job engine, before
// the database closes).
import path from "node:path";
import { createServices, hashPassword, seedDemoImages } from "@primp/api";
import { DEMO_NOTICE } from "@primp/core";
import { createDatabase, seedDatabase } from "@primp/db";
import { type Environment, REPO_ROOT as repoRoot, serverPort } from "@primp/env";
import { buildApp } from "./app.ts";
import { databaseOptionsFrom } from "./database-options.ts";
import { assertNoDemoAccounts, demoAccountsScreen } from "./demo-accounts.ts";
import { devLogStream } from "./dev-log.ts";
import { startJobs } from "./jobs.ts";
import { Metrics } from "./metrics.ts";
import { orRefuseToStart } from "./refuse-to-start.ts";
import { closeWithin } from "./shutdown.ts";

export async function runServer(env: Environment) {
  const production = env.NODE_ENV === "production";
  const database = await orRefuseToStart(() => createDatabase(databaseOptionsFrom(env)));
  const services = await orRefuseToStart(
    () => createServices({ database, env, storageRoot: env.STORAGE_ROOT ?? path.join(repoRoot, ".data/files") }),
    () => database.close(),
  );

  const applied = await database.migrate();
  if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
  // The catalogue in every mode, so a production's booking form has its cities and services. The
  // demo accounts only in development and a demo: their passwords are published, and so is
  // everything else in a demo; SEED=false leaves them out.
  const { demo } = services.config;
  const demoAccounts = (!production || demo) && env.SEED !== "false";
  if (production && !demo)
    await orRefuseToStart(
      () => assertNoDemoAccounts(database.db),
      () => database.close(),
    );
  await seedDatabase(database.db, { hashPassword, log: console.info, demoAccounts });

  const metrics = new Metrics();
  const app = await buildApp({
    services,
    metrics,
    poolUse: database.poolUse,
    // `pnpm dev` asks for lines a person reads (its dev script passes --pretty-log); anything else
    // gets pino's JSON, for a log collector and the tests that read it.
    logger: process.argv.includes("--pretty-log") ? { stream: devLogStream(process.stdout) } : true,
    webDistDir: production ? path.join(repoRoot, "apps/web/dist") : undefined,
  });

  if (demo) app.log.warn({ demo: true }, `DEMO (PRIMP_DEMO=1): ${DEMO_NOTICE} Mail is listed at /dev/mailbox.`);
  await startJobs(services, app.log, metrics);
  // With the demo accounts, their sample pictures (drawn once; later starts find them): the
  // variants are queued for the workers just started, as an upload's are, so listening waits only
  // for the drawing.
  if (demoAccounts)
    await seedDemoImages(services, {
      log: console.info,
      makeVariants: (uploadId) => services.jobs.schedule("images.variants", { uploadId }, { singletonKey: uploadId }),
    });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    const { finished } = await closeWithin(app, services.config.http.shutdownTimeoutMs);
    await database.close();
    process.exit(finished ? 0 : 1);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  if (!production) console.info(await demoAccountsScreen(database.db));
  await app.listen({ host: env.HOST ?? "127.0.0.1", port: serverPort(env) });
}
