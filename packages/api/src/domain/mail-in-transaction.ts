// E-mails caused by a change are written in the change's own transaction, together with the
// mail.send jobs that deliver them: a crash at any moment leaves either the change with its
// e-mails and jobs, or none of them. (DESIGN.md, "One transaction per change".)
import type { Prisma } from "@primp/db";
import type { JobScheduler } from "@primp/jobs";
import {
  type MailMessageInput,
  queueMail,
  rewriteWaitingMessage,
  sendWaitingMessagesNow,
  waitingMessage,
} from "@primp/mail";

/**
 * Queues `messages` to be sent at `sendAt`. Whatever still waits to coalesce (below) for the
 * same recipients is sent now, so nobody reads of a change before the one that came first.
 */
export async function mailInTransaction(
  jobs: JobScheduler,
  tx: Prisma.TransactionClient,
  messages: MailMessageInput[],
  now: Date,
  sendAt = now,
): Promise<string[]> {
  if (messages.length === 0) return [];
  await sendWaitingMailNow(jobs, tx, { to: messages.map((message) => message.to) }, now);
  const ids = await queueMail(tx, messages, now, sendAt);
  for (const messageId of ids) {
    await jobs.schedule("mail.send", { messageId }, { singletonKey: messageId, startAfter: sendAt, transaction: tx });
  }
  return ids;
}

/**
 * One message of a kind that coalesces under `key` (e.g. one recipient's news of one booking
 * being moved): while an earlier one under the key still waits to be sent, it is rewritten to
 * say everything since it was first written, else this one is queued to wait `windowMs`. So
 * changes in quick succession reach each recipient as one e-mail, sent `windowMs` after the
 * first. `compose` gets the instant the waiting message was first written (null when there is
 * none): what the e-mail should cover since.
 */
export async function coalescedMailInTransaction(
  jobs: JobScheduler,
  tx: Prisma.TransactionClient,
  key: string,
  compose: (coveringSince: Date | null) => Promise<MailMessageInput> | MailMessageInput,
  now: Date,
  windowMs: number,
): Promise<void> {
  const waiting = await waitingMessage(tx, key, now);
  if (waiting && (await rewriteWaitingMessage(tx, waiting.id, await compose(waiting.createdAt), now))) return;
  // None waiting, or a delivery took it just now: this change is news on its own.
  const message = { ...(await compose(null)), coalesceKey: key };
  await mailInTransaction(jobs, tx, [message], now, new Date(now.getTime() + windowMs));
}

/** Sends at once what waits to coalesce, by key prefix or by recipient: news that must come before a later change's. */
export async function sendWaitingMailNow(
  jobs: JobScheduler,
  tx: Prisma.TransactionClient,
  which: Parameters<typeof sendWaitingMessagesNow>[1],
  now: Date,
): Promise<void> {
  const ids = await sendWaitingMessagesNow(tx, which, now);
  // A new job each: the waiting one keeps its later start, finds the message sent, and does nothing.
  for (const messageId of ids) {
    await jobs.schedule(
      "mail.send",
      { messageId },
      { singletonKey: `${messageId}:now`, startAfter: now, transaction: tx },
    );
  }
}
