import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailer, type OutboxMailer } from "./create-mailer.ts";
import { retryQueuedMail } from "./outbox.ts";
import { type PostmarkStandIn, startPostmarkStandIn } from "./testing/postmark-standin.ts";

const TOKEN = "server-token-for-tests";
const FROM = "Primp <hello@primp.test>";

let database: Database;
let standIn: PostmarkStandIn;
let mailer: OutboxMailer;

// One database per file (cloning one costs ~0.5 s); each test starts from an empty outbox.
beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.mailMessage.deleteMany();
  standIn = await startPostmarkStandIn();
  mailer = createMailer({
    db: database.db,
    from: FROM,
    postmarkServerToken: TOKEN,
    postmarkClientOptions: standIn.clientOptions,
  });
});

afterEach(async () => {
  await standIn.close();
});

const welcome = {
  to: "ada@example.com",
  subject: "Welcome to Primp",
  text: "Hello Ada",
  html: "<p>Hello Ada</p>",
  tag: "welcome",
};
const rowOf = (id: string) => database.db.mailMessage.findUniqueOrThrow({ where: { id } });

describe("Postmark delivery through the real SDK", () => {
  it("sends the message with the server token and stores Postmark's message id", async () => {
    const result = await mailer.send(welcome);
    expect(result.status).toBe("SENT");
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      method: "POST",
      path: "/email",
      serverToken: TOKEN,
      body: {
        From: FROM,
        To: "ada@example.com",
        Subject: "Welcome to Primp",
        TextBody: "Hello Ada",
        HtmlBody: "<p>Hello Ada</p>",
        Tag: "welcome",
        MessageStream: "outbound",
      },
    });
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
    expect(row.providerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("omits an empty tag, and sends an e-mail composed as text with its branded HTML part too", async () => {
    const { id } = await mailer.send({ to: "b@example.com", subject: "Plain", text: "Hi <b>Bo</b>,\n\nJust text" });
    const body = standIn.requests[0]?.body ?? {};
    expect(body).not.toHaveProperty("Tag");
    expect(body.TextBody).toBe("Hi <b>Bo</b>,\n\nJust text");
    expect(body.HtmlBody).toMatch(/^<!DOCTYPE html>/);
    expect(body.HtmlBody).toContain("Hi &lt;b&gt;Bo&lt;/b&gt;,");
    expect((await rowOf(id)).html).toBe(body.HtmlBody);
  });

  it("sends a text message with no HTML part", async () => {
    const { id } = await mailer.send({ channel: "SMS", to: "+15555550123", subject: "", text: "Primp: hello" });
    expect((await rowOf(id)).html).toBeNull();
  });

  it("sends attachments from the outbox row, also when a retry delivers the message", async () => {
    const invite = { name: "invite.ics", contentType: "text/calendar; method=REQUEST", contentBase64: "QkVHSU4=" };
    standIn.failWith({ status: 500 });
    const result = await mailer.send({ ...welcome, attachments: [invite] });
    expect(result.status).toBe("QUEUED");
    standIn.recover();
    const { nextAttemptAt } = await rowOf(result.id);
    await retryQueuedMail(database.db, mailer.provider, { minAgeMs: 0, now: nextAttemptAt });
    for (const request of standIn.requests) {
      expect(request.body.Attachments).toEqual([
        { Name: "invite.ics", Content: "QkVHSU4=", ContentType: "text/calendar; method=REQUEST", ContentID: null },
      ]);
    }
    expect(standIn.requests).toHaveLength(2);
    expect((await rowOf(result.id)).status).toBe("SENT");
  });

  it("sends no Attachments field for a message without any", async () => {
    await mailer.send(welcome);
    expect(standIn.requests[0]?.body).not.toHaveProperty("Attachments");
  });

  it("keeps a message QUEUED through a Postmark 500, then the sweep sends it at its next attempt", async () => {
    standIn.failWith({ status: 500 });
    const result = await mailer.send(welcome);
    expect(result.status).toBe("QUEUED");
    expect(await rowOf(result.id)).toMatchObject({ status: "QUEUED", attempts: 1, providerId: null, sentAt: null });
    expect((await rowOf(result.id)).lastError).toMatch(/Internal server error/);

    standIn.recover();
    // Not before the backed-off next attempt; then it goes.
    const { nextAttemptAt } = await rowOf(result.id);
    expect(nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await retryQueuedMail(database.db, mailer.provider, { minAgeMs: 0, now: nextAttemptAt })).toEqual({
      sent: 1,
      queued: 0,
      failed: 0,
      skipped: 0,
    });
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
    expect(standIn.requests).toHaveLength(2);
  });

  it("resolves QUEUED when Postmark cannot be reached at all", async () => {
    await standIn.close();
    const result = await mailer.send(welcome);
    expect(result.status).toBe("QUEUED");
    expect((await rowOf(result.id)).lastError).toBeTruthy();
  });

  it("gives up at once on an inactive recipient (422, code 406)", async () => {
    standIn.failWith({
      status: 422,
      errorCode: 406,
      message: "You tried to send to recipient(s) that have been marked as inactive.",
    });
    const result = await mailer.send(welcome);
    expect(result.status).toBe("FAILED");
    expect(await rowOf(result.id)).toMatchObject({ status: "FAILED", attempts: 1 });
    standIn.recover();
    expect((await retryQueuedMail(database.db, mailer.provider, { minAgeMs: 0 })).sent).toBe(0);
  });

  it("retries other 422s, such as an unconfirmed sender signature, which a fix in Postmark resolves", async () => {
    standIn.failWith({ status: 422, errorCode: 400, message: "The 'From' address is not a Sender Signature." });
    const result = await mailer.send(welcome);
    expect(result.status).toBe("QUEUED");
    expect((await rowOf(result.id)).lastError).toMatch(/Sender Signature/);
  });
});
