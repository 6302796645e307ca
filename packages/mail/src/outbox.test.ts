import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer.ts";
import { listMailbox, MAX_MAIL_ATTEMPTS, retryQueuedMail } from "./outbox.ts";
import type { MailProvider, OutgoingMail } from "./provider.ts";

let database: Database;

// One database per file (cloning one costs ~0.5 s); each test starts from an empty outbox.
beforeAll(async () => {
  database = await createTestDatabase();
});

beforeEach(async () => {
  await database.db.mailMessage.deleteMany();
});

afterAll(async () => {
  await database.close();
});

const message = (n: number) => ({ to: `user${n}@example.com`, subject: `Subject ${n}`, text: `Body ${n}` });

/** A provider that records deliveries and fails while `down` is true. */
function scriptedProvider(options: { down?: boolean; delayMs?: number } = {}) {
  const delivered: OutgoingMail[] = [];
  const provider: MailProvider & { down: boolean; delivered: OutgoingMail[] } = {
    name: "postmark",
    down: options.down ?? false,
    delivered,
    async deliver(mail) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (provider.down) throw new Error("connect ECONNREFUSED");
      delivered.push(mail);
      return { providerId: `scripted-${delivered.length}` };
    },
  };
  return provider;
}

/** Puts QUEUED rows straight into the outbox, with distinct creation times. */
async function queue(count: number, startMinutesAgo = 10) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const row = await database.db.mailMessage.create({
      data: { ...message(n), status: "QUEUED", createdAt: new Date(Date.now() - (startMinutesAgo - n) * 60_000) },
    });
    ids.push(row.id);
  }
  return ids;
}

describe("local mail", () => {
  it("records the message and marks it SENT at once when no Postmark token is set", async () => {
    const mailer = createMailer({ db: database.db, from: "Primp <hello@primp.local>", postmarkServerToken: " " });
    expect(mailer.provider.name).toBe("local");
    const result = await mailer.send({ ...message(1), html: "<p>Body 1</p>", tag: "verify-email" });
    expect(result.status).toBe("SENT");

    const row = await database.db.mailMessage.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({
      to: "user1@example.com",
      subject: "Subject 1",
      text: "Body 1",
      html: "<p>Body 1</p>",
      tag: "verify-email",
      status: "SENT",
      attempts: 1,
      lastError: null,
    });
    expect(row.providerId).toMatch(/^local-/);
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("lists the mailbox newest first, up to the limit", async () => {
    await queue(3);
    const mailbox = await listMailbox(database.db, { limit: 2 });
    expect(mailbox.map((m) => m.subject)).toEqual(["Subject 2", "Subject 1"]);
  });
});

describe("retryQueuedMail", () => {
  it("delivers QUEUED messages oldest first and counts the outcome", async () => {
    await queue(3);
    const provider = scriptedProvider();
    expect(await retryQueuedMail(database.db, provider)).toEqual({ sent: 3, queued: 0, failed: 0, skipped: 0 });
    expect(provider.delivered.map((m) => m.subject)).toEqual(["Subject 0", "Subject 1", "Subject 2"]);
    expect(await database.db.mailMessage.count({ where: { status: "SENT" } })).toBe(3);
    expect(await retryQueuedMail(database.db, provider)).toEqual({ sent: 0, queued: 0, failed: 0, skipped: 0 });
  });

  it("leaves messages younger than minAgeMs to the send() that is delivering them", async () => {
    await queue(1, 0.5);
    const provider = scriptedProvider();
    expect((await retryQueuedMail(database.db, provider)).sent).toBe(0);
    expect((await retryQueuedMail(database.db, provider, { minAgeMs: 0 })).sent).toBe(1);
  });

  it(`counts attempts and gives up as FAILED after ${MAX_MAIL_ATTEMPTS}`, async () => {
    const [id = ""] = await queue(1);
    const provider = scriptedProvider({ down: true });
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await retryQueuedMail(database.db, provider)).toMatchObject({ queued: 1, failed: 0 });
      expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "QUEUED",
        attempts: attempt,
        lastError: "connect ECONNREFUSED",
      });
    }
    expect(await retryQueuedMail(database.db, provider)).toMatchObject({ queued: 0, failed: 1 });
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "FAILED",
      attempts: MAX_MAIL_ATTEMPTS,
    });
    provider.down = false;
    expect(await retryQueuedMail(database.db, provider)).toEqual({ sent: 0, queued: 0, failed: 0, skipped: 0 });
    expect(provider.delivered).toHaveLength(0);
  });

  it("delivers each message once when two retry runs overlap", async () => {
    await queue(4);
    const provider = scriptedProvider({ delayMs: 20 });
    const [a, b] = await Promise.all([retryQueuedMail(database.db, provider), retryQueuedMail(database.db, provider)]);
    expect(provider.delivered).toHaveLength(4);
    expect(new Set(provider.delivered.map((m) => m.to)).size).toBe(4);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(4);
    expect((a?.skipped ?? 0) + (b?.skipped ?? 0)).toBe(4);
  });
});
