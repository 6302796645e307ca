// The job engine as the server runs it (startJobs: pg-boss on this database, every handler),
// driven by pg-boss's TestClock: hours pass in milliseconds, and no test sleeps.
import { jobHandlers } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { TestClock } from "@primp/jobs/testing";
import { createMailer, MAIL_RETRY_DELAYS_MINUTES, MAX_MAIL_ATTEMPTS } from "@primp/mail";
import { type PostmarkStandIn, startPostmarkStandIn } from "@primp/mail/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startJobs } from "./jobs.ts";

const T0 = new Date("2026-12-01T15:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let clock: TestClock;
let services: TestServices;
let standIn: PostmarkStandIn;

const quietLog = { info() {}, warn() {} } as unknown as Parameters<typeof startJobs>[1];

beforeAll(async () => {
  clock = new TestClock(T0);
  services = await createTestServices({}, { jobClock: clock });
  standIn = await startPostmarkStandIn();
  services.mail = createMailer({
    db: services.db,
    from: "Primp <hello@primp.test>",
    postmarkServerToken: "server-token-jobs",
    postmarkClientOptions: standIn.clientOptions,
    clock: () => new Date(clock.now()),
    onQueued: (messageId, at) => services.jobs.schedule("mail.send", { messageId }, { startAfter: at, singletonKey: messageId }),
  });
  // The server's own start; its workers poll on the TestClock, which only moves when told.
  await startJobs(services, quietLog);
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

/** Moves the clock forward in steps, running every job that has come due at each step. */
async function advance(ms: number, stepMs: number, atEachStep?: (now: number) => void) {
  const end = clock.now() + ms;
  while (clock.now() < end) {
    await clock.setTime(Math.min(clock.now() + stepMs, end));
    atEachStep?.(clock.now());
    await services.jobs.runDue(jobHandlers(services));
  }
}

const deliveriesTo = (to: string) => standIn.requests.filter((request) => request.body.To === to);

describe("mail through the queue", () => {
  it("mail retries back off and survive a 2-hour provider outage", async () => {
    const outageEnds = clock.now() + 2 * HOUR;
    standIn.failWith({ status: 500 });
    // A message sent directly (its first attempt is made at once and fails)…
    const sent = await services.mail.send({ to: "ada@example.com", subject: "Verify", text: "Link", tag: "verify" });
    expect(sent.status).toBe("QUEUED");

    const attemptTimes: number[] = [clock.now()];
    let seen = 1;
    await advance(6 * HOUR, MINUTE, (now) => {
      if (now >= outageEnds) standIn.recover();
      const count = deliveriesTo("ada@example.com").length;
      if (count > seen) attemptTimes.push(now);
      seen = count;
    });

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
});
