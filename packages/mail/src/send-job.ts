// The mail.send job's work for one outbox row. Idempotent: the row says whether anything is
// left to do, and a delivery is claimed in the row before it is sent, so a job that runs
// twice, late, or beside the sweep sends the message once.
import type { Db } from "@primp/db";
import { deliverOutboxMessage } from "./outbox.ts";
import type { MailProvider } from "./provider.ts";

export interface SendOutcome {
  /** For the job log. */
  note: string;
  /** When the message must be tried again; the caller schedules the next job for then. */
  retryAt: Date | null;
}

export async function sendQueuedMessage(
  db: Db,
  provider: MailProvider,
  messageId: string,
  now: Date,
): Promise<SendOutcome> {
  const row = await db.mailMessage.findUnique({ where: { id: messageId } });
  if (!row) return { note: "no such message: nothing to do", retryAt: null };
  if (row.status !== "QUEUED") return { note: `already ${row.status}: nothing to do`, retryAt: null };
  // Early (a duplicate job, or the clock of another server): the job for its due time comes.
  if (row.nextAttemptAt > now) return { note: "not due yet", retryAt: row.nextAttemptAt };
  const outcome = await deliverOutboxMessage(db, provider, row, now);
  if (!outcome) return { note: "another worker claimed this attempt", retryAt: null };
  if (outcome.status === "SENT") return { note: "sent", retryAt: null };
  if (outcome.status === "FAILED") return { note: `gave up after attempt ${row.attempts + 1}`, retryAt: null };
  return { note: `attempt ${row.attempts + 1} failed; trying again later`, retryAt: outcome.nextAttemptAt };
}
