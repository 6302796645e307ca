import type { MailAttachment, MessageChannel } from "./types.ts";

/** What a provider needs to deliver one outbox row; the sender address is the provider's own setting. */
export interface OutgoingMail {
  attachments?: MailAttachment[] | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  tag?: string | undefined;
  /** Unset or "EMAIL" for e-mail; "SMS" rows go to the SMS provider (see outboxProvider). */
  channel?: MessageChannel | undefined;
}

/** Delivers mail. Throws on failure; the outbox decides whether to try again. */
export interface MailProvider {
  readonly name: "postmark" | "local";
  deliver(mail: OutgoingMail): Promise<{ providerId: string }>;
}

/**
 * A failure that sending again cannot fix (an invalid or inactive recipient): the outbox
 * marks the message FAILED at once instead of retrying it.
 */
export class PermanentMailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentMailError";
  }
}
