import { createTestDatabase, type Database, type Db } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailProvider, OutgoingMail } from "./provider.ts";
import { type MailRetryJob, type RunScheduler, startMailRetryJob } from "./retry-job.ts";

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

/** A scheduler the test drives: `tick()` starts the run that is due, and nothing runs by itself. */
function handDriven() {
  const pending: (() => void)[] = [];
  const scheduler: RunScheduler = {
    after(_ms, run) {
      pending.push(run);
      return {
        cancel: () => {
          const index = pending.indexOf(run);
          if (index >= 0) pending.splice(index, 1);
        },
      };
    },
  };
  return {
    scheduler,
    pending: () => pending.length,
    tick() {
      const run = pending.shift();
      if (!run) throw new Error("no run is scheduled");
      run();
    },
  };
}

/** A provider whose deliveries wait until the test lets them through, counting how many wait at once. */
function gatedProvider() {
  const state = { delivered: [] as OutgoingMail[], waiting: 0, mostAtOnce: 0 };
  let open!: () => void;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const provider: MailProvider = {
    name: "postmark",
    async deliver(mail) {
      state.waiting++;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.waiting);
      await gate;
      state.waiting--;
      state.delivered.push(mail);
      return { providerId: `gated-${state.delivered.length}` };
    },
  };
  return {
    provider,
    state,
    release() {
      open();
      gate = Promise.resolve();
    },
  };
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

describe("startMailRetryJob", () => {
  it("delivers queued mail when its run is due, schedules the next only when a run ends, and nothing after stop()", async () => {
    await queueOld(3);
    const timer = handDriven();
    const { provider, state, release } = gatedProvider();
    const runs: number[] = [];
    job = startMailRetryJob({
      db: database.db,
      provider,
      intervalMs: 5,
      scheduler: timer.scheduler,
      onRun: (result) => runs.push(result.sent),
      onError: (error) => expect.fail(String(error)),
    });
    expect(timer.pending()).toBe(1);
    timer.tick();
    await expect.poll(() => state.waiting).toBe(1);
    // While a run is delivering, no second run is scheduled: runs never overlap.
    expect(timer.pending()).toBe(0);
    release();
    await expect.poll(() => runs).toEqual([3]);
    expect(state.mostAtOnce).toBe(1);
    expect(await queued()).toBe(0);
    await expect.poll(() => timer.pending()).toBe(1);

    await job.stop();
    expect(timer.pending()).toBe(0);
    await queueOld(1);
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
    const timer = handDriven();
    const { provider, release } = gatedProvider();
    release();
    job = startMailRetryJob({
      db: flakyDb,
      provider,
      intervalMs: 5,
      scheduler: timer.scheduler,
      onError: (error) => errors.push(error),
    });
    timer.tick();
    await expect.poll(() => timer.pending()).toBe(1);
    expect(errors).toEqual([new Error("Connection terminated unexpectedly")]);
    expect(await queued()).toBe(1);
    timer.tick();
    await expect.poll(() => queued()).toBe(0);
  });

  it("waits in stop() for the run in flight, so the database can be closed right after", async () => {
    await queueOld(1);
    const timer = handDriven();
    const { provider, state, release } = gatedProvider();
    job = startMailRetryJob({
      db: database.db,
      provider,
      intervalMs: 5,
      scheduler: timer.scheduler,
      onError: (error) => expect.fail(String(error)),
    });
    timer.tick();
    await expect.poll(() => state.waiting).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(state.delivered).toHaveLength(1);
    expect(await queued()).toBe(0);
  });
});
