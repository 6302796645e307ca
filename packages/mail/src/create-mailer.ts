import type { Db } from "@primp/db";
import { createLocalSmsProvider, type SmsProvider } from "@primp/sms";
import { outboxProvider } from "./channels.ts";
import { createLocalMailProvider } from "./local-provider.ts";
import { deliverOutboxMessage } from "./outbox.ts";
import { createPostmarkProvider, type PostmarkClientOptions } from "./postmark-provider.ts";
import type { MailProvider } from "./provider.ts";
import { type Mailer, messageColumns } from "./types.ts";

export interface MailProviderOptions {
  /** POSTMARK_SERVER_TOKEN; when unset or blank, mail stays in the local outbox. */
  postmarkServerToken?: string | undefined;
  /** Sender address, e.g. "Primp <hello@primp.com>". */
  from: string;
  postmarkClientOptions?: PostmarkClientOptions | undefined;
}

export interface MailerOptions extends MailProviderOptions {
  db: Db;
  /**
   * Asks for a mail.send job for a message whose first attempt failed, at its next attempt.
   * Unset, or failing, loses nothing: the row is committed and the mail.sweep job delivers it.
   */
  onQueued?: ((messageId: string, at: Date) => Promise<unknown>) | undefined;
  clock?: (() => Date) | undefined;
  /** Delivers the outbox's text messages; the local SMS provider when unset. */
  sms?: SmsProvider | undefined;
}

/** A Mailer that also exposes its provider, for the mail jobs. */
export interface OutboxMailer extends Mailer {
  /** Delivers any outbox row: e-mail through the mail provider (whose name it keeps), texts through `sms`. */
  readonly provider: MailProvider;
  readonly sms: SmsProvider;
}

/** Postmark when a server token is configured, else the local provider. */
export function createMailProvider(options: MailProviderOptions): MailProvider {
  const serverToken = options.postmarkServerToken?.trim();
  if (!serverToken) return createLocalMailProvider();
  return createPostmarkProvider({ serverToken, from: options.from, clientOptions: options.postmarkClientOptions });
}

export function createMailer(options: MailerOptions): OutboxMailer {
  const { db } = options;
  const sms = options.sms ?? createLocalSmsProvider();
  const provider = outboxProvider(createMailProvider(options), sms);
  const clock = options.clock ?? (() => new Date());
  const wake = async (messageId: string, at: Date) => {
    // The row is the record and the sweep its safety net; a scheduling hiccup is no error.
    await options.onQueued?.(messageId, at).catch(() => undefined);
  };
  return {
    provider,
    sms,
    async send(message) {
      const now = clock();
      const row = await db.mailMessage.create({
        data: {
          ...messageColumns(message),
          status: "QUEUED",
          createdAt: now,
          nextAttemptAt: now,
        },
      });
      // The first attempt is made here, so a verification link arrives at once; only a failed
      // one becomes a job. A fresh row cannot have been claimed by anyone else, but stay
      // truthful if it was.
      const outcome = await deliverOutboxMessage(db, provider, row, now);
      if (outcome?.nextAttemptAt) await wake(row.id, outcome.nextAttemptAt);
      return { id: row.id, status: outcome?.status ?? "QUEUED" };
    },
  };
}
