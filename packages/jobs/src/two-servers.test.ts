// Several server processes on one PostgreSQL: each runs its own pg-boss instance (its own
// pool) and workers; every job must be handled by exactly one of them. On PGlite there is
// only ever one process, so this runs in the postgres project.
import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobEngine, type JobEngine, type JobHandlers } from "./engine.ts";

let database: Database;
let servers: JobEngine[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.connection.kind !== "postgres") return;
  servers = [0, 1].map(() => createJobEngine({ connection: database.connection, pollingIntervalSeconds: 0.5 }));
  // Both start at once, as two processes deployed together would: the schema is installed once.
  await Promise.all(servers.map((server) => server.start()));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
});

function countingHandlers(handled: Map<string, string[]>, server: string): JobHandlers {
  const unused = async () => "unused";
  return {
    "mail.send": async ({ messageId }) => {
      handled.set(messageId, [...(handled.get(messageId) ?? []), server]);
      return "counted";
    },
    "mail.sweep": unused,
    "housekeeping.expired-rows": unused,
    "housekeeping.abandoned-bookings": unused,
    "housekeeping.orphan-files": unused,
    "reminders.sweep": unused,
  };
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

describe.skipIf(process.env.PRIMP_TEST_POSTGRES_URL === undefined)("two servers on one PostgreSQL", () => {
  it("handle each of 60 jobs exactly once when both fetch at the same moment", async () => {
    const [a, b] = servers as [JobEngine, JobEngine];
    for (const id of ids("race", 60)) await a.schedule("mail.send", { messageId: id }, { singletonKey: id });
    const handled = new Map<string, string[]>();
    const [ranA, ranB] = await Promise.all([
      a.runDue(countingHandlers(handled, "a"), ["mail.send"]),
      b.runDue(countingHandlers(handled, "b"), ["mail.send"]),
    ]);
    expect(ranA + ranB).toBe(60);
    expect([...handled.keys()].sort()).toEqual(ids("race", 60).sort());
    expect([...handled.values()].every((servers) => servers.length === 1)).toBe(true);
  });

  it("handle each of 40 jobs exactly once with both servers' workers polling", async () => {
    const handled = new Map<string, string[]>();
    await Promise.all(servers.map((server, i) => server.work(countingHandlers(handled, `server${i}`))));
    const [a, b] = servers as [JobEngine, JobEngine];
    const all = ids("work", 40);
    // Scheduled from both servers, as requests landing on either would.
    for (const [i, id] of all.entries()) {
      await (i % 2 ? a : b).schedule("mail.send", { messageId: id }, { singletonKey: id });
    }
    await expect.poll(() => handled.size, { timeout: 15_000, interval: 100 }).toBe(40);
    expect([...handled.values()].every((servers) => servers.length === 1)).toBe(true);
  });
});
