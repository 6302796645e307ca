// The outbox: every message is a MailMessage row first, then delivered. A delivery in flight
// holds the row with a lease (its next attempt moved past the send); a provider outage
// leaves the row QUEUED with its next attempt backed off (backoff.ts); the mail.send job and
// the mail.sweep job (retryQueuedMail) try it again, so a sign-up or a booking never fails
// because mail is down, and nothing is lost if the process dies between insert and send.
import type { Db, MailMessage, Prisma } from "@primp/db";
import { nextAttemptAt } from "./backoff.ts";
import { type MailProvider, PermanentMailError } from "./provider.ts";
import { type MailMessageInput, messageColumns, readAttachments } from "./types.ts";

export type MailStatus = "SENT" | "QUEUED" | "FAILED";

const MAX_ERROR_LENGTH = 1_000;

/**
 * How long a claimed delivery keeps the row to itself. Longer than any provider call takes;
 * should the process die mid-send, the row falls due again when the lease ends.
 */
export const SEND_LEASE_MS = 10 * 60 * 1000;

/**
 * One delivery attempt of a due QUEUED row. The attempt is claimed first, in one conditional
 * UPDATE: only a row still QUEUED, due, and at the attempt count this reader saw is taken, and
 * taking it counts the attempt and moves its next attempt to the end of a lease. So two
 * readers of the same row cannot both claim it, and a reader that reads it after the claim
 * finds it not due until the lease ends, by when the delivery has marked it SENT or backed it
 * off. The loser gets null and sends nothing.
 */
export async function deliverOutboxMessage(
  db: Db,
  provider: MailProvider,
  message: Pick<MailMessage, "id" | "to" | "subject" | "text" | "html" | "tag" | "attempts"> &
    Partial<Pick<MailMessage, "attachments" | "channel">>,
  now = new Date(),
): Promise<{ status: MailStatus; nextAttemptAt: Date | null } | null> {
  // The claim answers the row as claimed: a coalescing message rewritten after `message` was
  // read (see rewriteWaitingMessage) is sent as rewritten, never as read.
  const [claimed] = await db.mailMessage.updateManyAndReturn({
    where: { id: message.id, status: "QUEUED", attempts: message.attempts, nextAttemptAt: { lte: now } },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) },
  });
  if (!claimed) return null;
  const attempts = message.attempts + 1;

  try {
    const { providerId } = await provider.deliver({ ...claimed, attachments: readAttachments(claimed.attachments) });
    await db.mailMessage.update({
      where: { id: message.id },
      data: { status: "SENT", providerId, sentAt: now, lastError: null },
    });
    return { status: "SENT", nextAttemptAt: null };
  } catch (error) {
    const retryAt = error instanceof PermanentMailError ? null : nextAttemptAt(attempts, now);
    const status: MailStatus = retryAt ? "QUEUED" : "FAILED";
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await db.mailMessage.update({
      where: { id: message.id },
      data: { status, lastError, ...(retryAt ? { nextAttemptAt: retryAt } : {}) },
    });
    return { status, nextAttemptAt: retryAt };
  }
}

export interface RetryOptions {
  /** Rows handled per run, oldest first. */
  limit?: number;
  /**
   * Only rows due at least this long ago (default one minute): their mail.send job has had
   * its chance and was lost (a crash between commit and scheduling), and a fresh row is left
   * to the send() delivering it. Tests pass 0.
   */
  minAgeMs?: number;
  now?: Date;
}

export interface RetryResult {
  sent: number;
  queued: number;
  failed: number;
  /** Rows another run claimed first. */
  skipped: number;
}

/** Tries due QUEUED messages, oldest first: the mail.sweep job (one runner at a time is enough). */
export async function retryQueuedMail(
  db: Db,
  provider: MailProvider,
  options: RetryOptions = {},
): Promise<RetryResult> {
  const now = options.now ?? new Date();
  const rows = await db.mailMessage.findMany({
    where: { status: "QUEUED", nextAttemptAt: { lte: new Date(now.getTime() - (options.minAgeMs ?? 60_000)) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: options.limit ?? 50,
  });
  const result: RetryResult = { sent: 0, queued: 0, failed: 0, skipped: 0 };
  // One at a time, in order: the provider sees the oldest message first and is not flooded.
  for (const row of rows) {
    const status = (await deliverOutboxMessage(db, provider, row, now))?.status;
    if (status === "SENT") result.sent++;
    else if (status === "QUEUED") result.queued++;
    else if (status === "FAILED") result.failed++;
    else result.skipped++;
  }
  return result;
}

/** Prisma's client or the transaction client an interactive $transaction hands out. */
export type MailWriter = Pick<Db, "mailMessage"> | Prisma.TransactionClient;

/**
 * Writes messages to the outbox without delivering them, inside the caller's transaction, so
 * they commit or vanish with the change that caused them; the caller schedules their
 * mail.send jobs in the same transaction. Answers the new rows' ids.
 */
export async function queueMail(
  db: MailWriter,
  messages: MailMessageInput[],
  now = new Date(),
  sendAt = now,
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db.mailMessage.createManyAndReturn({
    data: messages.map((message) => ({
      ...messageColumns(message),
      status: "QUEUED" as const,
      createdAt: now,
      nextAttemptAt: sendAt,
    })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** Still open to a newer message: queued, never tried, and not due before `now`. */
const waitingWhere = (now: Date) => ({ status: "QUEUED" as const, attempts: 0, nextAttemptAt: { gt: now } });

/** The message under `coalesceKey` that a newer one may still rewrite, if any. */
export function waitingMessage(db: MailWriter, coalesceKey: string, now: Date) {
  return db.mailMessage.findFirst({
    where: { coalesceKey, ...waitingWhere(now) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, createdAt: true },
  });
}

/**
 * Rewrites a waiting message in place: its send time and its mail.send job stay. False when
 * a delivery claimed it meanwhile (the caller then queues the message as a new one); a
 * delivery that claims it afterwards sends the rewritten text (deliverOutboxMessage).
 */
export async function rewriteWaitingMessage(
  db: MailWriter,
  id: string,
  message: MailMessageInput,
  now: Date,
): Promise<boolean> {
  const { count } = await db.mailMessage.updateMany({
    where: { id, ...waitingWhere(now) },
    data: messageColumns(message),
  });
  return count === 1;
}

/**
 * Makes waiting messages due at `now`, those whose key starts with `keyPrefix` or those to any
 * of `to`; answers their ids.
 */
export async function sendWaitingMessagesNow(
  db: MailWriter,
  which: { keyPrefix: string } | { to: string[] },
  now: Date,
): Promise<string[]> {
  const rows = await db.mailMessage.updateManyAndReturn({
    where: {
      ...("keyPrefix" in which
        ? { coalesceKey: { startsWith: which.keyPrefix } }
        : { to: { in: which.to }, coalesceKey: { not: null } }),
      ...waitingWhere(now),
    },
    data: { nextAttemptAt: now },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The newest messages first, for the dev mailbox page. */
export function listMailbox(db: Db, options: { limit?: number } = {}): Promise<MailMessage[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  return db.mailMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}
