// Reminders as the server runs them: the reminders.sweep job on pg-boss with its TestClock,
// the mail.send jobs it queues delivering the e-mails and the text (Twilio's real SDK against
// the local stand-in), and the dev mailbox listing the text beside the e-mails.

import { jobHandlers } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { acceptedBookingInNewYork } from "@primp/api/testing/fixtures";
import { TestClock } from "@primp/jobs/testing";
import { createMailer } from "@primp/mail";
import { createLocalSmsProvider, createTwilioSmsProvider } from "@primp/sms";
import { startTwilioStandIn, type TwilioStandIn } from "@primp/sms/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";

const twilioAccount = { accountSid: `AC${"3".repeat(32)}`, authToken: "twilio-jobs-token" };
let clock: TestClock;
let services: TestServices;
let twilio: TwilioStandIn;
let app: FastifyInstance;

const useSms = (sms: ReturnType<typeof createLocalSmsProvider>) => {
  services.mail = createMailer({
    db: services.db,
    from: "Primp <hello@primp.test>",
    sms,
    clock: () => new Date(clock.now()),
    onQueued: (messageId, at) =>
      services.jobs.schedule("mail.send", { messageId }, { startAfter: at, singletonKey: messageId }),
  });
};

beforeAll(async () => {
  clock = new TestClock(new Date("2026-12-01T15:00:00Z"));
  services = await createTestServices({}, { jobClock: clock });
  twilio = await startTwilioStandIn(twilioAccount);
  // The engine with its queues and schedules, as the server starts it, but no polling workers:
  // the test runs due jobs by hand, and a worker running one beside it would race it.
  await services.jobs.start();
  app = await buildApp({ services });
});
afterAll(async () => {
  await app.close();
  await services.close();
  await twilio.close();
});
beforeEach(async () => {
  await services.db.booking.deleteMany();
  await services.db.mailMessage.deleteMany();
  twilio.requests.length = 0;
});

/** An accepted booking for Thursday Dec 10, 2026, 2:00 P.M. in New York (19:00 UTC). */
function acceptedBooking() {
  return acceptedBookingInNewYork(services, "2026-12-10", "14:00", { paidAt: new Date("2026-12-01T12:00:00Z") });
}

/** What the cron slot does at `at`: one reminders.sweep job, then every job it queued. */
async function sweepAt(at: string) {
  await clock.setTime(new Date(at).getTime());
  await services.jobs.schedule("reminders.sweep", {});
  return services.jobs.runDue(jobHandlers(services));
}

describe("reminders through the job engine", () => {
  it("delivers the day-before reminders when their instant comes, the text through Twilio, once", async () => {
    useSms(createTwilioSmsProvider({ ...twilioAccount, from: "+16175550100", apiBaseUrl: twilio.baseUrl }));
    const booking = await acceptedBooking();

    expect(await sweepAt("2026-12-09T18:55:00Z")).toBe(1);
    expect(await services.db.mailMessage.count()).toBe(0);
    // The sweep, then the three mail.send jobs it queued in its transaction.
    expect(await sweepAt("2026-12-09T19:00:00Z")).toBe(4);
    const rows = await services.db.mailMessage.findMany({ select: { channel: true, to: true, status: true } });
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === "SENT")).toBe(true);
    expect(twilio.requests.map((request) => request.form)).toEqual([
      {
        To: "+16175550199",
        From: "+16175550100",
        Body: `Primp reminder: your ${booking.serviceName} is on Thursday, December 10, 2026 at 2:00 P.M. Eastern time at ${booking.aptAddress1}, ${booking.aptCity}, ${booking.aptState} ${booking.aptZip}.`,
      },
    ]);

    expect(await sweepAt("2026-12-09T19:05:00Z")).toBe(1);
    expect(twilio.requests).toHaveLength(1);
    expect(await services.db.mailMessage.count()).toBe(3);
  });

  it("shows a reminder text on /dev/mailbox when texts stay local", async () => {
    useSms(createLocalSmsProvider());
    await acceptedBooking();
    await sweepAt("2026-12-10T17:00:00Z");
    const text = await services.db.mailMessage.findFirstOrThrow({ where: { channel: "SMS" } });
    expect(text).toMatchObject({ status: "SENT", to: "+16175550199" });
    expect(twilio.requests).toHaveLength(0);

    const page = await app.inject({ url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h2>📱 Text message</h2>");
    expect(page.body).toContain("To +16175550199");
    expect(page.body).toContain("Thursday, December 10, 2026 at 2:00 P.M. Eastern time");
    expect(page.body).toContain("<h2>Soon: your ");
  });
});
