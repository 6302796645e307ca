// Test helpers: real services on a fresh in-memory database, and a caller that keeps
// cookies between calls the way a browser does.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type Database, type TestDatabaseOptions } from "@primp/db";
import type { CookieJar } from "../auth/cookies.ts";
import { createInProcessLiveEvents, type LiveDelivery } from "../live/live-events.ts";
import { createCaller } from "../root.ts";
import { createServices, type ServiceOptions } from "../services.ts";
import { createContext, type Services } from "../trpc.ts";

export interface TestServices extends Services {
  database: Database;
  close(): Promise<void>;
}

/** The job clock to run on, and whether the database starts with the seeded catalogue. */
export interface TestServiceOptions extends Pick<ServiceOptions, "jobClock">, TestDatabaseOptions {}

export async function createTestServices(
  env: Record<string, string | undefined> = {},
  { catalogue, ...options }: TestServiceOptions = {},
): Promise<TestServices> {
  const database = await createTestDatabase({ catalogue });
  const storageRoot = mkdtempSync(path.join(tmpdir(), "primp-files-"));
  // Tests may ask for production mode (secure cookies, no dev pages) and still use the local providers.
  // They change the catalogue in the database mid-test, so it is read afresh on every call unless asked.
  // Event-loop shedding (by delay and by utilization) is off unless asked: on a loaded machine
  // PGlite's queries (run on the loop itself) pass 500 ms of delay and keep the loop busy, and
  // later requests of the suite would get a 503.
  const services = createServices({
    database,
    env: {
      APP_URL: "http://primp.test",
      CATALOGUE_CACHE_MS: "0",
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0",
      ...env,
    },
    storageRoot,
    allowLocalProviders: true,
    ...options,
  });
  return {
    ...services,
    database,
    async close() {
      services.streams.close();
      await services.live.close();
      await services.jobs.stop();
      await database.close();
    },
  };
}

/** An in-memory cookie jar; a cookie set with an empty value or maxAge 0 is removed. */
export function createCookieJar(): CookieJar & { all(): Map<string, string> } {
  const cookies = new Map<string, string>();
  return {
    get: (name) => cookies.get(name),
    set(name, value, attributes) {
      if (value === "" || attributes.maxAge === 0) cookies.delete(name);
      else cookies.set(name, value);
    },
    all: () => cookies,
  };
}

/** A tRPC caller acting as one browser: each call builds a fresh context from its cookie jar. */
export function createTestClient(services: Services, options: { ip?: string } = {}) {
  const cookies = createCookieJar();
  const caller = createCaller(() => createContext(services, { cookies, ip: options.ip ?? "203.0.113.7" }));
  return { caller, cookies };
}

export type TestClient = ReturnType<typeof createTestClient>;

/**
 * Every live event the services publish from now on, in order (what open pages would hear). The
 * services get an in-process bus, which hands each event over before publish() returns: on
 * PostgreSQL a NOTIFY arrives a moment later, and a suite about what a step announces would
 * have to wait for it (the PostgreSQL bus has its own tests).
 */
export function recordLiveEvents(services: Pick<Services, "live">): LiveDelivery[] {
  const events: LiveDelivery[] = [];
  services.live = createInProcessLiveEvents();
  services.live.subscribe((event) => events.push(event));
  return events;
}
