// Text messages share the outbox with e-mail: the same rows, retries and jobs, delivered by
// the real SDKs (Postmark and Twilio, each against its local stand-in).
import { createTestDatabase, type Database } from "@primp/db";
import { createTwilioSmsProvider } from "@primp/sms";
import { startTwilioStandIn, type TwilioStandIn } from "@primp/sms/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailer, type OutboxMailer } from "./create-mailer.ts";
import { queueMail, retryQueuedMail } from "./outbox.ts";
import { sendQueuedMessage } from "./send-job.ts";
import { type PostmarkStandIn, startPostmarkStandIn } from "./testing/postmark-standin.ts";

const twilioAccount = { accountSid: `AC${"2".repeat(32)}`, authToken: "twilio-token" };
let database: Database;
let postmark: PostmarkStandIn;
let twilio: TwilioStandIn;
let mailer: OutboxMailer;

beforeAll(async () => {
  database = await createTestDatabase();
  postmark = await startPostmarkStandIn();
  twilio = await startTwilioStandIn(twilioAccount);
  mailer = createMailer({
    db: database.db,
    from: "Primp <hello@primp.test>",
    postmarkServerToken: "postmark-token",
    postmarkClientOptions: postmark.clientOptions,
    sms: createTwilioSmsProvider({ ...twilioAccount, from: "+16175550100", apiBaseUrl: twilio.baseUrl }),
  });
});
afterAll(async () => {
  await Promise.all([postmark.close(), twilio.close()]);
  await database.close();
});
beforeEach(async () => {
  await database.db.mailMessage.deleteMany();
  postmark.requests.length = 0;
  twilio.requests.length = 0;
  twilio.recover();
});

const text = {
  channel: "SMS" as const,
  to: "+16175550199",
  subject: "",
  text: "See you at 2:30 P.M.",
  tag: "reminder",
};
const mail = { to: "ada@example.com", subject: "Reminder", text: "See you soon", tag: "reminder" };

describe("the SMS channel of the outbox", () => {
  it("sends a queued text through Twilio and a queued e-mail through Postmark, each once", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const [smsId, mailId] = await queueMail(database.db, [text, mail], now);
    expect(await sendQueuedMessage(database.db, mailer.provider, smsId as string, now)).toEqual({
      note: "sent",
      retryAt: null,
    });
    expect(await retryQueuedMail(database.db, mailer.provider, { now, minAgeMs: 0 })).toMatchObject({ sent: 1 });

    expect(twilio.requests.map((request) => request.form)).toEqual([
      { To: "+16175550199", From: "+16175550100", Body: "See you at 2:30 P.M." },
    ]);
    expect(postmark.requests.map((request) => request.body.To)).toEqual(["ada@example.com"]);
    const sms = await database.db.mailMessage.findUniqueOrThrow({ where: { id: smsId as string } });
    expect(sms).toMatchObject({ channel: "SMS", status: "SENT", to: "+16175550199" });
    expect(sms.providerId).toMatch(/^SM/);
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id: mailId as string } })).toMatchObject({
      channel: "EMAIL",
      status: "SENT",
    });
  });

  it("backs a text off while Twilio is down, and fails it at once for a number that cannot take texts", async () => {
    const now = new Date("2026-12-01T12:00:00Z");
    twilio.failWith({ status: 503, message: "Service Unavailable" });
    const queued = await mailer.send(text);
    expect(queued.status).toBe("QUEUED");
    twilio.failWith({ status: 400, code: 21614, message: "'To' number is not a valid mobile number" });
    const [landline] = await queueMail(database.db, [{ ...text, to: "+16175550000" }], now);
    expect((await sendQueuedMessage(database.db, mailer.provider, landline as string, now)).note).toBe(
      "gave up after attempt 1",
    );
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id: landline as string } })).toMatchObject({
      status: "FAILED",
      lastError: "'To' number is not a valid mobile number",
    });
  });
});
