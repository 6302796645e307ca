import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queueMail } from "./outbox.ts";
import type { MailProvider, OutgoingMail } from "./provider.ts";
import { sendQueuedMessage } from "./send-job.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await database.db.mailMessage.deleteMany();
});
afterAll(async () => {
  await database.close();
});

const NOW = new Date("2026-12-01T15:00:00Z");
const MINUTE = 60_000;

function provider(options: { down?: boolean } = {}) {
  const delivered: OutgoingMail[] = [];
  const p: MailProvider & { delivered: OutgoingMail[]; down: boolean } = {
    name: "postmark",
    delivered,
    down: options.down ?? false,
    async deliver(mail) {
      await new Promise((resolve) => setImmediate(resolve));
      if (p.down) throw new Error("503 Service Unavailable");
      delivered.push(mail);
      return { providerId: `p-${delivered.length}` };
    },
  };
  return p;
}

const queueOne = async () => {
  const [id = ""] = await queueMail(database.db, [{ to: "ada@example.com", subject: "Receipt", text: "Paid" }], NOW);
  return id;
};

describe("sendQueuedMessage (the mail.send job)", () => {
  it("sends a due message once, however many times the job runs, also at the same moment", async () => {
    const id = await queueOne();
    const up = provider();
    const outcomes = await Promise.all([
      sendQueuedMessage(database.db, up, id, NOW),
      sendQueuedMessage(database.db, up, id, NOW),
    ]);
    expect(outcomes.map((o) => o.note).sort()).toEqual(["another worker claimed this attempt", "sent"]);
    expect(await sendQueuedMessage(database.db, up, id, NOW)).toEqual({
      note: "already SENT: nothing to do",
      retryAt: null,
    });
    expect(up.delivered).toHaveLength(1);
    expect(await database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "SENT",
      attempts: 1,
      sentAt: NOW,
    });
  });

  it("backs off after a failure and does nothing when run again before the next attempt is due", async () => {
    const id = await queueOne();
    const down = provider({ down: true });
    expect(await sendQueuedMessage(database.db, down, id, NOW)).toEqual({
      note: "attempt 1 failed; trying again later",
      retryAt: new Date(NOW.getTime() + MINUTE),
    });
    down.down = false;
    const early = new Date(NOW.getTime() + 30_000);
    expect(await sendQueuedMessage(database.db, down, id, early)).toEqual({
      note: "not due yet",
      retryAt: new Date(NOW.getTime() + MINUTE),
    });
    expect(down.delivered).toHaveLength(0);
    expect((await sendQueuedMessage(database.db, down, id, new Date(NOW.getTime() + MINUTE))).note).toBe("sent");
  });

  it("does nothing for a message that no longer exists", async () => {
    expect(await sendQueuedMessage(database.db, provider(), "gone", NOW)).toEqual({
      note: "no such message: nothing to do",
      retryAt: null,
    });
  });
});
