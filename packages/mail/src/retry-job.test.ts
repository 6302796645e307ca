import { createTestDatabase, type Database, type Db } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailProvider, OutgoingMail } from "./provider.ts";
import { type MailRetryJob, startMailRetryJob } from "./retry-job.ts";

let database: Database;
let job: MailRetryJob | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await job?.stop();
  job = undefined;
  await database.db.mailMessage.deleteMany();
});
afterAll(async () => {
  await job?.stop();
  await database.close();
});

/** A provider that records deliveries, takes `delayMs` each, and notes how many ran at once. */
function slowProvider(delayMs: number) {
  const state = { delivered: [] as OutgoingMail[], active: 0, mostAtOnce: 0 };
  const provider: MailProvider = {
    name: "postmark",
    async deliver(mail) {
      state.active++;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.active);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      state.active--;
      state.delivered.push(mail);
      return { providerId: `slow-${state.delivered.length}` };
    },
  };
  return { provider, state };
}

/** QUEUED rows old enough for a retry run (past its one-minute grace for send()). */
async function queueOld(count: number) {
  for (let n = 0; n < count; n++) {
    await database.db.mailMessage.create({
      data: {
        to: `user${n}@example.com`,
        subject: `S${n}`,
        text: "t",
        status: "QUEUED",
        createdAt: new Date(Date.now() - 120_000),
      },
    });
  }
}

const queued = () => database.db.mailMessage.count({ where: { status: "QUEUED" } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startMailRetryJob", () => {
  it("delivers queued mail on its interval, one run at a time, and nothing after stop()", async () => {
    await queueOld(3);
    const { provider, state } = slowProvider(30);
    const runs: number[] = [];
    job = startMailRetryJob({
      db: database.db,
      provider,
      intervalMs: 5,
      onRun: (result) => runs.push(result.sent),
      onError: (error) => expect.fail(String(error)),
    });
    await vi.waitFor(async () => expect(await queued()).toBe(0), { timeout: 5_000 });
    // A run takes six intervals; a second run started meanwhile would deliver the next row at once.
    expect(state.mostAtOnce).toBe(1);
    expect(runs[0]).toBe(3);

    await job.stop();
    await queueOld(1);
    await pause(60);
    expect(await queued()).toBe(1);
  });

  it("reports a run that fails (the database dropped) and carries on", async () => {
    await queueOld(1);
    let failures = 1;
    const outbox = new Proxy(database.db.mailMessage, {
      get(target, method, receiver) {
        if (method !== "findMany" || failures === 0) return Reflect.get(target, method, receiver);
        failures--;
        return () => Promise.reject(new Error("Connection terminated unexpectedly"));
      },
    });
    const flakyDb = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === "mailMessage" ? outbox : Reflect.get(target, property, receiver),
    }) as Db;
    const errors: unknown[] = [];
    job = startMailRetryJob({
      db: flakyDb,
      provider: slowProvider(0).provider,
      intervalMs: 5,
      onError: (error) => errors.push(error),
    });
    await vi.waitFor(async () => expect(await queued()).toBe(0), { timeout: 5_000 });
    expect(errors).toEqual([new Error("Connection terminated unexpectedly")]);
  });

  it("waits in stop() for the run in flight, so the database can be closed right after", async () => {
    await queueOld(1);
    const { provider, state } = slowProvider(150);
    job = startMailRetryJob({
      db: database.db,
      provider,
      intervalMs: 5,
      onError: (error) => expect.fail(String(error)),
    });
    await vi.waitFor(() => expect(state.active).toBe(1), { timeout: 5_000 });
    await job.stop();
    expect(state.delivered).toHaveLength(1);
    expect(await queued()).toBe(0);
  });
});
