import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobEngine, type JobEngine, type JobHandlers } from "./engine.ts";
import { CRON, QUEUE_NAMES, type QueueName } from "./queues.ts";
import { TestClock } from "./testing/index.ts";

const START = new Date("2026-12-01T15:00:00Z");
const HOUR = 3_600_000;

let database: Database;
let clock: TestClock;
let engine: JobEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = new TestClock(START);
  engine = createJobEngine({ connection: database.connection, clock });
  await engine.start();
});
afterAll(async () => {
  await engine?.stop();
  await database?.close();
});

/** Handlers that record what they were given; the queues a test does not use answer "unused". */
function recording() {
  const seen: { queue: string; payload: unknown; now: Date }[] = [];
  const record =
    (queue: string) =>
    async (payload: unknown, { now }: { now: Date }) => {
      seen.push({ queue, payload, now });
      return "recorded";
    };
  // Every queue records; none needs its own handler here.
  const handlers: JobHandlers = Object.fromEntries(QUEUE_NAMES.map((queue) => [queue, record(queue)])) as Record<
    QueueName,
    ReturnType<typeof record>
  >;
  return { seen, handlers };
}

describe("the job engine", () => {
  it("runs a delayed job when its time comes, once, with the engine's clock", async () => {
    const { seen, handlers } = recording();
    await engine.schedule(
      "mail.send",
      { messageId: "m1" },
      { singletonKey: "m1", startAfter: new Date(clock.now() + 2 * HOUR) },
    );
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(0);

    await clock.setTime(clock.now() + 2 * HOUR - 1_000);
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(0);
    await clock.setTime(clock.now() + 1_000);
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(1);
    expect(seen).toEqual([{ queue: "mail.send", payload: { messageId: "m1" }, now: new Date(clock.now()) }]);
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(0);
  });

  it("refuses a payload its queue's schema does not accept", async () => {
    await expect(engine.schedule("mail.send", { messageId: "" })).rejects.toThrow();
    await expect(
      engine.schedule("mail.send", { messageId: "m2", extra: 1 } as unknown as { messageId: string }),
    ).rejects.toThrow();
  });

  it("keeps one waiting job per singleton key", async () => {
    const { seen, handlers } = recording();
    const first = await engine.schedule("mail.send", { messageId: "m3" }, { singletonKey: "m3:1" });
    const second = await engine.schedule("mail.send", { messageId: "m3" }, { singletonKey: "m3:1" });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it("keeps a job whose handler failed, to be tried again, instead of losing it", async () => {
    const { handlers } = recording();
    const id = await engine.schedule("mail.send", { messageId: "m4" }, { singletonKey: "m4" });
    const failing = { "mail.send": async () => Promise.reject(new Error("database away")) };
    expect(await engine.runDue(failing, ["mail.send"])).toBe(1);
    const [job] = await engine.boss.findJobs("mail.send", { id: id ?? "" });
    expect(job?.state).toBe("retry");
    // pg-boss backs off before the retry; once that time has passed it runs again.
    await clock.setTime(clock.now() + HOUR);
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(1);
  });

  it("lists a job that used up its retries as failed, and runs it again once retried by hand", async () => {
    const { seen, handlers } = recording();
    const id = (await engine.schedule("mail.send", { messageId: "m-out" }, { singletonKey: "m-out" })) ?? "";
    const failing = { "mail.send": async () => Promise.reject(new Error("provider refused the message")) };
    // Every attempt fails; each retry is due at most an hour later (retryDelayMax).
    let attempts = 0;
    while ((await engine.failedJobs(10)).length === 0) {
      attempts += await engine.runDue(failing, ["mail.send"]);
      await clock.setTime(clock.now() + HOUR);
    }
    const failed = await engine.failedJobs(10);
    expect(failed).toEqual([
      { id, queue: "mail.send", error: "provider refused the message", attempts, failedAt: expect.any(Date) },
    ]);
    expect(attempts).toBe(9);

    expect(await engine.retryFailed("mail.send", id)).toBe(true);
    expect(await engine.failedJobs(10)).toEqual([]);
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(1);
    expect(seen.map((job) => job.payload)).toEqual([{ messageId: "m-out" }]);
    // Done now, so there is nothing left to retry.
    expect(await engine.retryFailed("mail.send", id)).toBe(false);
  });

  it("writes a job inside a Prisma transaction: it exists if the transaction commits, never if it rolls back", async () => {
    const { seen, handlers } = recording();
    await database.db.$transaction(async (tx) => {
      await engine.schedule("mail.send", { messageId: "committed" }, { singletonKey: "committed", transaction: tx });
    });
    await expect(
      database.db.$transaction(async (tx) => {
        await engine.schedule(
          "mail.send",
          { messageId: "rolled-back" },
          { singletonKey: "rolled-back", transaction: tx },
        );
        throw new Error("the booking update failed");
      }),
    ).rejects.toThrow("the booking update failed");
    expect(await engine.runDue(handlers, ["mail.send"])).toBe(1);
    expect(seen.map((job) => job.payload)).toEqual([{ messageId: "committed" }]);
  });

  it("schedules nothing in a process whose engine was never started", async () => {
    const idle = createJobEngine({ connection: database.connection });
    expect(await idle.schedule("mail.send", { messageId: "m5" }, { singletonKey: "m5" })).toBeNull();
    await expect(idle.schedule("mail.send", { messageId: "" })).rejects.toThrow();
    await idle.stop();
  });

  it("installs a schedule for every periodic queue", async () => {
    const schedules = await engine.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(Object.entries(CRON).sort());
    expect(Object.keys(CRON)).toEqual(
      expect.arrayContaining(["mail.sweep", "lifecycle.acceptance-deadlines", "reminders.sweep"]),
    );
  });
});
