import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIL_RETRY_DELAYS_MINUTES, MAX_MAIL_ATTEMPTS } from "./backoff.ts";
import { createMailer } from "./create-mailer.ts";
import { deliverOutboxMessage, listMailbox, queueMail, retryQueuedMail, SEND_LEASE_MS } from "./outbox.ts";
import type { MailProvider, OutgoingMail } from "./provider.ts";
import { sendQueuedMessage } from "./send-job.ts";

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

/** A provider whose first delivery waits until the test releases it, so a test can act while it is in flight. */
function gatedProvider() {
  let release = () => {};
  let started = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const provider = {
    name: "postmark" as const,
    calls: 0,
    started: new Promise<void>((resolve) => {
      started = resolve;
    }),
    release: () => release(),
    async deliver(): Promise<{ providerId: string }> {
      provider.calls++;
      started();
      await gate;
      return { providerId: `gated-${provider.calls}` };
    },
  };
  return provider;
}

/** Puts QUEUED rows straight into the outbox, with distinct creation (and due) times. */
async function queue(count: number, startMinutesAgo = 10) {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const at = new Date(Date.now() - (startMinutesAgo - n) * 60_000);
    const row = await database.db.mailMessage.create({
      data: { ...message(n), status: "QUEUED", createdAt: at, nextAttemptAt: at },
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

describe("queueMail", () => {
  it("writes QUEUED rows inside the caller's transaction, due at once, and nothing if it rolls back", async () => {
    const now = new Date("2026-12-01T15:00:00Z");
    const ids = await database.db.$transaction((tx) => queueMail(tx, [message(1), message(2)], now));
    expect(await database.db.mailMessage.findMany({ where: { id: { in: ids } }, orderBy: { to: "asc" } })).toEqual([
      expect.objectContaining({ to: "user1@example.com", status: "QUEUED", attempts: 0, nextAttemptAt: now }),
      expect.objectContaining({ to: "user2@example.com", status: "QUEUED", attempts: 0, nextAttemptAt: now }),
    ]);
    await expect(
      database.db.$transaction(async (tx) => {
        await queueMail(tx, [message(3)], now);
        throw new Error("the booking update failed");
      }),
    ).rejects.toThrow("the booking update failed");
    expect(await database.db.mailMessage.count({ where: { to: "user3@example.com" } })).toBe(0);
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

  it(`counts attempts, backs off between them, and gives up as FAILED after ${MAX_MAIL_ATTEMPTS}`, async () => {
    const [id = ""] = await queue(1);
    const provider = scriptedProvider({ down: true });
    let now = new Date();
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await retryQueuedMail(database.db, provider, { now })).toMatchObject({ queued: 1, failed: 0 });
      const row = await database.db.mailMessage.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({
        status: "QUEUED",
        attempts: attempt,
        lastError: "connect ECONNREFUSED",
      });
      const waitMinutes = MAIL_RETRY_DELAYS_MINUTES[attempt - 1] ?? 0;
      expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + waitMinutes * 60_000));
      // Not again before its time (plus the sweep's minute of grace)…
      expect(await retryQueuedMail(database.db, provider, { now: row.nextAttemptAt })).toMatchObject({ queued: 0 });
      // …and again once it has come.
      now = new Date(row.nextAttemptAt.getTime() + 60_000);
    }
    expect(await retryQueuedMail(database.db, provider, { now })).toMatchObject({ queued: 0, failed: 1 });
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "FAILED",
      attempts: MAX_MAIL_ATTEMPTS,
    });
    provider.down = false;
    const later = new Date(now.getTime() + 48 * 3_600_000);
    expect(await retryQueuedMail(database.db, provider, { now: later })).toEqual({
      sent: 0,
      queued: 0,
      failed: 0,
      skipped: 0,
    });
    expect(provider.delivered).toHaveLength(0);
  });

  it("spreads the attempts over more than 24 hours before giving up", () => {
    const minutes = MAIL_RETRY_DELAYS_MINUTES.reduce((sum, wait) => sum + wait, 0);
    expect(minutes).toBeGreaterThanOrEqual(24 * 60);
    // Each wait is at least the one before (backing off, never hurrying).
    expect([...MAIL_RETRY_DELAYS_MINUTES].sort((a, b) => a - b)).toEqual([...MAIL_RETRY_DELAYS_MINUTES]);
  });

  it("does not deliver a message again while its delivery is in flight, whoever reads it after the claim", async () => {
    const [id = ""] = await queue(1);
    const provider = gatedProvider();
    const first = retryQueuedMail(database.db, provider);
    await provider.started;
    // The row as a second reader sees it after the claim: QUEUED, one attempt counted.
    const seen = await database.db.mailMessage.findUniqueOrThrow({ where: { id } });
    expect(seen).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(await deliverOutboxMessage(database.db, provider, seen)).toBeNull();
    expect(await sendQueuedMessage(database.db, provider, id, new Date())).toMatchObject({ note: "not due yet" });
    expect(await retryQueuedMail(database.db, provider)).toEqual({ sent: 0, queued: 0, failed: 0, skipped: 0 });

    provider.release();
    expect(await first).toMatchObject({ sent: 1 });
    expect(provider.calls).toBe(1);
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT" });
  });

  it("lets a delivery whose process died be tried again once its lease ends, counting that attempt", async () => {
    const [id = ""] = await queue(1);
    const claimedAt = new Date();
    const stuck = gatedProvider();
    void deliverOutboxMessage(
      database.db,
      stuck,
      await database.db.mailMessage.findUniqueOrThrow({ where: { id } }),
      claimedAt,
    );
    await stuck.started;
    // Never released: as if the process had died mid-send.
    const provider = scriptedProvider();
    const beforeLeaseEnds = new Date(claimedAt.getTime() + SEND_LEASE_MS - 1);
    expect(await retryQueuedMail(database.db, provider, { now: beforeLeaseEnds, minAgeMs: 0 })).toMatchObject({
      sent: 0,
    });
    const afterLease = new Date(claimedAt.getTime() + SEND_LEASE_MS);
    expect(await retryQueuedMail(database.db, provider, { now: afterLease, minAgeMs: 0 })).toMatchObject({ sent: 1 });
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "SENT",
      attempts: 2,
    });
  });

  it("leaves a message alone while another run is delivering it", async () => {
    await queue(1);
    const provider = scriptedProvider();
    let nested: Promise<Awaited<ReturnType<typeof retryQueuedMail>>> | undefined;
    const deliver = provider.deliver;
    // The second run starts exactly when the first has claimed the row and is calling the provider.
    provider.deliver = async (mail) => {
      if (!nested) {
        nested = retryQueuedMail(database.db, provider);
        await nested;
      }
      return deliver(mail);
    };
    expect(await retryQueuedMail(database.db, provider)).toMatchObject({ sent: 1 });
    expect(await nested).toEqual({ sent: 0, queued: 0, failed: 0, skipped: 0 });
    expect(provider.delivered).toHaveLength(1);
  });

  it("delivers each message once when two retry runs overlap", async () => {
    await queue(4);
    const provider = scriptedProvider({ delayMs: 20 });
    const [a, b] = await Promise.all([retryQueuedMail(database.db, provider), retryQueuedMail(database.db, provider)]);
    expect(provider.delivered).toHaveLength(4);
    expect(new Set(provider.delivered.map((m) => m.to)).size).toBe(4);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(4);
    // Each attempt was claimed once: a second claim would have counted a second attempt. How
    // many rows the later run still read (and skipped) depends on how the runs interleave,
    // which on PostgreSQL they truly do.
    const rows = await database.db.mailMessage.findMany();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(["SENT", 1]));
    // Each row the second run saw was claimed by the first (or not seen at all, once claimed).
    expect((a?.skipped ?? 0) + (b?.skipped ?? 0)).toBeLessThanOrEqual(4);
    expect([a?.queued, a?.failed, b?.queued, b?.failed]).toEqual([0, 0, 0, 0]);
  });
});
