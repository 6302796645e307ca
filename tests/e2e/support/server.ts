// A real server for one test file: Fastify with the built web app, a fresh seeded database (on
// the test run's PostgreSQL server when it has one, else in-memory PGlite), local mail and
// payment providers, and uploads in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices, hashPassword, jobHandlers, type Services } from "@primp/api";
import { createTestDatabase, seedDatabase } from "@primp/db";
import type { TestClock } from "@primp/jobs/testing";
import { buildApp, startJobs } from "@primp/server";
import { WEB_DIST_DIR } from "./paths.ts";

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** A free loopback port, so the server knows its own address (for e-mail links) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("Could not find a free port");
  return address.port;
}

export interface TestServerOptions {
  seed?: boolean;
  /** Added to the server's environment, e.g. { PRIMP_DEMO: "1" }. */
  env?: Record<string, string>;
  /**
   * The job engine's clock. With a TestClock the workers never poll on their own: the test moves
   * time with setTime() and runs what is due with `services.jobs.runDue` (see deliverDueJobs).
   */
  jobClock?: TestClock;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  if (options.seed ?? true) await seedDatabase(database.db, { hashPassword, demoAccounts: true });
  const storageRoot = mkdtempSync(path.join(tmpdir(), "primp-e2e-files-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // An explicit environment: no keys, so local providers, whatever the developer's shell holds.
  // Load shedding is proven by its own tests; here a browser journey on a busy CI machine (on PGlite,
  // queries run on this event loop beside the test) must not be refused as "very busy".
  const env = { NODE_ENV: "test", APP_URL: url, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0", ...options.env };
  const services = createServices({ database, env, storageRoot, jobClock: options.jobClock });
  const app = await buildApp({ services, webDistDir: WEB_DIST_DIR });
  // As main.ts does: mail written with a booking is sent by the job workers.
  await startJobs(services, app.log);
  await app.listen({ host: "127.0.0.1", port });
  return {
    url,
    services,
    async close() {
      await app.close();
      await database.close();
      rmSync(storageRoot, { recursive: true, force: true });
    },
  };
}

/** Runs every job due by the engine's clock to completion (mail, sweeps), as the workers would. */
export function deliverDueJobs(server: TestServer): Promise<number> {
  return server.services.jobs.runDue(jobHandlers(server.services));
}
