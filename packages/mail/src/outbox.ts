// The outbox: every message is a MailMessage row first, then delivered. A provider outage
// leaves the row QUEUED with its next attempt backed off (backoff.ts); the mail.send job and
// the mail.sweep job (retryQueuedMail) try it again, so a sign-up or a booking never fails
// because mail is down, and nothing is lost if the process dies between insert and send.
import type { Db, MailMessage, Prisma } from "@primp/db";
import { nextAttemptAt } from "./backoff.ts";
import { type MailProvider, PermanentMailError } from "./provider.ts";
import { type MailMessageInput, optionalColumns, readAttachments } from "./types.ts";

export type MailStatus = "SENT" | "QUEUED" | "FAILED";

const MAX_ERROR_LENGTH = 1_000;

/**
 * How long a claimed attempt keeps its row out of every other run's way. The row stays QUEUED
 * while the provider is called, so without it a run that reads the row after the claim (its
 * new attempt count included) could claim the next attempt and deliver it a second time.
 * A process that dies mid-delivery leaves the row due again once the lease has passed.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/**
 * One delivery attempt of a QUEUED row that is due. The attempt is claimed first with a
 * conditional update (status and attempt count unchanged, due now) that also moves the row's
 * next attempt past the lease, so two runs reading the same row cannot both deliver it; the
 * loser gets null and sends nothing.
 */
export async function deliverOutboxMessage(
  db: Db,
  provider: MailProvider,
  message: Pick<MailMessage, "id" | "to" | "subject" | "text" | "html" | "tag" | "attempts"> &
    Partial<Pick<MailMessage, "attachments" | "channel">>,
  now = new Date(),
): Promise<{ status: MailStatus; nextAttemptAt: Date | null } | null> {
  const claimed = await db.mailMessage.updateMany({
    where: { id: message.id, status: "QUEUED", attempts: message.attempts, nextAttemptAt: { lte: now } },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) },
  });
  if (claimed.count !== 1) return null;
  const attempts = message.attempts + 1;

  try {
    const { providerId } = await provider.deliver({ ...message, attachments: readAttachments(message.attachments) });
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
export async function queueMail(db: MailWriter, messages: MailMessageInput[], now = new Date()): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db.mailMessage.createManyAndReturn({
    data: messages.map((message) => ({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      tag: message.tag ?? "",
      ...optionalColumns(message),
      status: "QUEUED" as const,
      createdAt: now,
      nextAttemptAt: now,
    })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** The newest messages first, for the dev mailbox page. */
export function listMailbox(db: Db, options: { limit?: number } = {}): Promise<MailMessage[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  return db.mailMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}
