// The outbox: every message is a MailMessage row first, then delivered. A provider outage
// leaves the row QUEUED for retryQueuedMail, so a sign-up or a booking never fails because
// mail is down, and nothing is lost if the process dies between the insert and the send.
import type { Db, MailMessage } from "@primp/db";
import { type MailProvider, PermanentMailError } from "./provider.ts";
import { readAttachments } from "./types.ts";

/** Deliveries tried before a message is given up as FAILED. */
export const MAX_MAIL_ATTEMPTS = 5;

export type MailStatus = "SENT" | "QUEUED" | "FAILED";

const MAX_ERROR_LENGTH = 1_000;

/**
 * One delivery attempt of a QUEUED row. The attempt is claimed first with a conditional
 * update (status and attempt count unchanged), so two retry runs reading the same row
 * cannot both deliver the same attempt; the loser gets null and sends nothing.
 */
export async function deliverOutboxMessage(
  db: Db,
  provider: MailProvider,
  message: Pick<MailMessage, "id" | "to" | "subject" | "text" | "html" | "tag" | "attempts"> &
    Partial<Pick<MailMessage, "attachments">>,
): Promise<MailStatus | null> {
  const claimed = await db.mailMessage.updateMany({
    where: { id: message.id, status: "QUEUED", attempts: message.attempts },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return null;
  const attempts = message.attempts + 1;

  try {
    const { providerId } = await provider.deliver({ ...message, attachments: readAttachments(message.attachments) });
    await db.mailMessage.update({
      where: { id: message.id },
      data: { status: "SENT", providerId, sentAt: new Date(), lastError: null },
    });
    return "SENT";
  } catch (error) {
    const status: MailStatus =
      error instanceof PermanentMailError || attempts >= MAX_MAIL_ATTEMPTS ? "FAILED" : "QUEUED";
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await db.mailMessage.update({ where: { id: message.id }, data: { status, lastError } });
    return status;
  }
}

export interface RetryOptions {
  /** Rows handled per run, oldest first. */
  limit?: number;
  /**
   * Only rows created at least this long ago (default one minute), so a retry run does not
   * race send(), which delivers a fresh row itself. Tests pass 0.
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

/** Tries QUEUED messages again, oldest first. Meant for a periodic job (one runner is enough). */
export async function retryQueuedMail(
  db: Db,
  provider: MailProvider,
  options: RetryOptions = {},
): Promise<RetryResult> {
  const now = options.now ?? new Date();
  const rows = await db.mailMessage.findMany({
    where: { status: "QUEUED", createdAt: { lte: new Date(now.getTime() - (options.minAgeMs ?? 60_000)) } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: options.limit ?? 50,
  });
  const result: RetryResult = { sent: 0, queued: 0, failed: 0, skipped: 0 };
  // One at a time, in order: the provider sees the oldest message first and is not flooded.
  for (const row of rows) {
    const status = await deliverOutboxMessage(db, provider, row);
    if (status === "SENT") result.sent++;
    else if (status === "QUEUED") result.queued++;
    else if (status === "FAILED") result.failed++;
    else result.skipped++;
  }
  return result;
}

/** The newest messages first, for the dev mailbox page. */
export function listMailbox(db: Db, options: { limit?: number } = {}): Promise<MailMessage[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  return db.mailMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}
