// The job engine as the server runs it (pg-boss on this database, its queues and schedules,
// every handler), driven by pg-boss's TestClock: hours pass in milliseconds, and no test sleeps.
// Due jobs run by hand (runDue), never by polling workers, which would race the hand-driven runs
// for the same jobs; main.test.ts and two-processes.test.ts cover the workers.
import { jobHandlers } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import type { QueueName } from "@primp/jobs";
import { advanceThroughDueJobs, TestClock } from "@primp/jobs/testing";
import { MAIL_RETRY_DELAYS_MINUTES, MAX_MAIL_ATTEMPTS } from "@primp/mail";
import { mailerOnStandIn, type PostmarkStandIn, startPostmarkStandIn } from "@primp/mail/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countedHandlers } from "./jobs.ts";
import { Metrics } from "./metrics.ts";

const T0 = new Date("2026-12-01T15:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let clock: TestClock;
let services: TestServices;
let standIn: PostmarkStandIn;

beforeAll(async () => {
  clock = new TestClock(T0);
  services = await createTestServices({}, { jobClock: clock });
  standIn = await startPostmarkStandIn();
  services.mail = mailerOnStandIn(standIn, {
    db: services.db,
    clock: () => new Date(clock.now()),
    onQueued: (messageId, at) =>
      services.jobs.schedule("mail.send", { messageId }, { startAfter: at, singletonKey: messageId }),
  });
  await services.jobs.start();
});
afterAll(async () => {
  await services.close();
  await standIn.close();
});
beforeEach(async () => {
  await services.db.mailMessage.deleteMany();
  standIn.recover();
  standIn.requests.length = 0;
});

const advance = (ms: number, afterEachStep?: (now: number) => void) =>
  advanceThroughDueJobs(
    services.jobs,
    clock,
    ms,
    () => services.jobs.runDue(jobHandlers(services), MAIL_QUEUES),
    afterEachStep,
  );

/** The queues these tests are about: each step asks every queue it runs for work, twice or more. */
const MAIL_QUEUES: QueueName[] = ["mail.send", "mail.sweep"];

const deliveriesTo = (to: string) => standIn.requests.filter((request) => request.body.To === to);

describe("mail through the queue", () => {
  it("mail retries back off and survive a 2-hour provider outage", async () => {
    standIn.failWith({ status: 500 });
    // A message sent directly (its first attempt is made at once and fails)…
    const sent = await services.mail.send({ to: "ada@example.com", subject: "Verify", text: "Link", tag: "verify" });
    expect(sent.status).toBe("QUEUED");

    const attemptTimes: number[] = [clock.now()];
    let seen = 1;
    const noteAttempt = (now: number) => {
      const count = deliveriesTo("ada@example.com").length;
      if (count > seen) attemptTimes.push(now);
      seen = count;
    };
    await advance(2 * HOUR, noteAttempt);
    standIn.recover();
    await advance(4 * HOUR, noteAttempt);

    const row = await services.db.mailMessage.findUniqueOrThrow({ where: { id: sent.id } });
    // Seven attempts: six during the outage, each waiting the next delay of the schedule after
    // the one before (run within the minute it came due), and the seventh after it.
    const minutes = attemptTimes.map((t) => (t - T0.getTime()) / MINUTE);
    expect(minutes).toHaveLength(7);
    for (let i = 1; i < minutes.length; i++) {
      const waited = (minutes[i] ?? 0) - (minutes[i - 1] ?? 0);
      expect(waited).toBeGreaterThanOrEqual(MAIL_RETRY_DELAYS_MINUTES[i - 1] ?? 0);
      expect(waited).toBeLessThanOrEqual((MAIL_RETRY_DELAYS_MINUTES[i - 1] ?? 0) + 1);
    }
    expect(minutes[5]).toBeLessThan(120);
    expect(minutes[6]).toBeGreaterThanOrEqual(120);
    expect(row).toMatchObject({ status: "SENT", attempts: 7, lastError: null });
    expect(row.attempts).toBeLessThan(MAX_MAIL_ATTEMPTS);
    expect(deliveriesTo("ada@example.com")).toHaveLength(7);
  });

  it("gives a message up as FAILED only after the whole schedule, over a day, when the provider never recovers", async () => {
    const start = clock.now();
    standIn.failWith({ status: 500 });
    const sent = await services.mail.send({ to: "bob@example.com", subject: "Verify", text: "Link" });
    await advance(23 * HOUR);
    expect(await services.db.mailMessage.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({
      status: "QUEUED",
    });
    await advance(8 * HOUR);
    const row = await services.db.mailMessage.findUniqueOrThrow({ where: { id: sent.id } });
    expect(row).toMatchObject({ status: "FAILED", attempts: MAX_MAIL_ATTEMPTS });
    expect(deliveriesTo("bob@example.com")).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(clock.now() - start).toBeGreaterThan(24 * HOUR);
  });

  it("sends a message whose job was lost through the mail.sweep job, once", async () => {
    // A row with no job: a process that died between writing it and its first attempt.
    const row = await services.db.mailMessage.create({
      data: { to: "eve@example.com", subject: "Hello", text: "t", nextAttemptAt: new Date(clock.now()) },
    });
    await clock.setTime(clock.now() + 2 * MINUTE);
    await services.jobs.schedule("mail.sweep", {});
    await services.jobs.runDue(jobHandlers(services));
    expect(await services.db.mailMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "SENT",
      attempts: 1,
    });
    await services.jobs.schedule("mail.sweep", {});
    await services.jobs.runDue(jobHandlers(services));
    expect(deliveriesTo("eve@example.com")).toHaveLength(1);
  });
});

describe("housekeeping through the queue", () => {
  it("runs each housekeeping queue's handler from the engine", async () => {
    const user = await services.db.user.create({
      data: { email: "old@example.com", firstName: "Old", lastName: "Session", phone: "617-555-0100" },
    });
    await services.db.session.create({ data: { id: "stale", userId: user.id, expiresAt: new Date(clock.now() - 1) } });
    for (const queue of [
      "housekeeping.expired-rows",
      "housekeeping.abandoned-bookings",
      "housekeeping.orphan-files",
    ] as const) {
      await services.jobs.schedule(queue, {});
    }
    expect(await services.jobs.runDue(jobHandlers(services))).toBe(3);
    expect(await services.db.session.count({ where: { id: "stale" } })).toBe(0);
  });
});

describe("job metrics", () => {
  it("counts each job's outcome by queue", async () => {
    const metrics = new Metrics();
    const handlers = jobHandlers(services);
    const failing = { ...handlers, "mail.sweep": async () => Promise.reject(new Error("database gone")) };
    await services.jobs.schedule("housekeeping.expired-rows", {});
    await services.jobs.schedule("mail.sweep", {});
    await services.jobs.runDue(countedHandlers(failing, metrics), ["housekeeping.expired-rows", "mail.sweep"]);
    const counts = (await metrics.jobs.get()).values.map(({ labels, value }) => ({ ...labels, value }));
    expect(counts).toEqual(
      expect.arrayContaining([
        { queue: "housekeeping.expired-rows", outcome: "completed", value: 1 },
        { queue: "mail.sweep", outcome: "failed", value: 1 },
      ]),
    );
    expect(counts).toHaveLength(2);
  });
});
