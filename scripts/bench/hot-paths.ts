// The two queries nearly every request pays for, timed one call at a time through the code the
// server runs: a signed-in request's session validation (lucia's adapter, one Kysely query of
// session ⨝ user) and a rate-limit check (one atomic upsert). Wall time per call, which on an
// idle database is the client's CPU plus one round trip.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { consumeRateLimit, createServices } from "@primp/api";
import type { Database } from "@primp/db";
import { type LoadResult, timeOperations } from "./load.ts";

export interface HotPathTimings {
  sessionValidation: LoadResult;
  rateLimitCheck: LoadResult;
}

const WARM_UP = 50;

export async function measureHotPaths(options: {
  database: Database;
  userId: string;
  calls: number;
}): Promise<HotPathTimings> {
  const { database, userId, calls } = options;
  const services = createServices({
    database,
    env: { APP_URL: "https://primp.bench" },
    // A benchmark harness: the local providers on purpose, whatever the address.
    allowLocalProviders: true,
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-files-")),
  });
  const session = await services.auth.createSession(userId, {});
  const validate = async () => {
    const { user } = await services.auth.validateSession(session.id);
    if (!user) throw new Error("the benchmark session did not validate");
  };
  // A generous rule, one key per call: the figure is the statement, not a refusal.
  const rule = { limit: 1_000_000, windowMs: 60_000 };
  const check = (n: number) => consumeRateLimit(database.sql, `bench:${n % 100}`, rule);
  const time = async (operation: (n: number) => Promise<unknown>) => {
    await timeOperations(WARM_UP, 1, operation);
    return timeOperations(calls, 1, operation);
  };
  return { sessionValidation: await time(validate), rateLimitCheck: await time(check) };
}
