import type { Db } from "@primp/db";
import { createLocalMailProvider } from "./local-provider.ts";
import { deliverOutboxMessage } from "./outbox.ts";
import { createPostmarkProvider, type PostmarkClientOptions } from "./postmark-provider.ts";
import type { MailProvider } from "./provider.ts";
import { attachmentsColumn, type Mailer } from "./types.ts";

export interface MailProviderOptions {
  /** POSTMARK_SERVER_TOKEN; when unset or blank, mail stays in the local outbox. */
  postmarkServerToken?: string | undefined;
  /** Sender address, e.g. "Primp <hello@primp.com>". */
  from: string;
  postmarkClientOptions?: PostmarkClientOptions | undefined;
}

export interface MailerOptions extends MailProviderOptions {
  db: Db;
}

/** A Mailer that also exposes its provider, for the periodic retryQueuedMail job. */
export interface OutboxMailer extends Mailer {
  readonly provider: MailProvider;
}

/** Postmark when a server token is configured, else the local provider. */
export function createMailProvider(options: MailProviderOptions): MailProvider {
  const serverToken = options.postmarkServerToken?.trim();
  if (!serverToken) return createLocalMailProvider();
  return createPostmarkProvider({ serverToken, from: options.from, clientOptions: options.postmarkClientOptions });
}

export function createMailer(options: MailerOptions): OutboxMailer {
  const { db } = options;
  const provider = createMailProvider(options);
  return {
    provider,
    async send(message) {
      const row = await db.mailMessage.create({
        data: {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          tag: message.tag ?? "",
          ...attachmentsColumn(message),
          status: "QUEUED",
        },
      });
      // A fresh row cannot have been claimed by anyone else, but stay truthful if it was.
      const status = (await deliverOutboxMessage(db, provider, row)) ?? "QUEUED";
      return { id: row.id, status };
    },
  };
}
