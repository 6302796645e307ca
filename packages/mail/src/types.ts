import { renderEmailHtml } from "./html/branded-email.tsx";

/** A file sent with an e-mail, e.g. a calendar invite. */
export interface MailAttachment {
  name: string;
  contentType: string;
  contentBase64: string;
}

/** One e-mail as the product composes it; providers only deliver. */
export interface MailMessageInput {
  to: string;
  subject: string;
  /** The plain-text part: the wording; the HTML part says the same in the branded layout. */
  text: string;
  /** Unset: rendered from `text` (see html/branded-email.tsx). */
  html?: string;
  /** The HTML part's button words for a link alone on its line, saying what it does ("Rate your appointment"). */
  action?: string;
  /** Groups messages for the provider's statistics, e.g. "verify-email". */
  tag?: string;
  attachments?: MailAttachment[];
  /** "SMS": a text message; `to` is then an E.164 phone number and the subject is not sent. */
  channel?: MessageChannel;
  /** Messages that coalesce share a key: a newer one rewrites a waiting one (see the outbox's coalesceMail). */
  coalesceKey?: string;
}

export type MessageChannel = "EMAIL" | "SMS";

/** A message's columns of its outbox row: what every insert and rewrite of a MailMessage row writes. */
export function messageColumns(message: MailMessageInput) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.channel === "SMS" ? null : (message.html ?? renderEmailHtml(message)),
    tag: message.tag ?? "",
    ...optionalColumns(message),
  };
}

/** The outbox row's `attachments`, `channel` and `coalesceKey` columns when set. */
function optionalColumns(message: Pick<MailMessageInput, "attachments" | "channel" | "coalesceKey">) {
  const columns = {
    ...(message.channel === "SMS" ? { channel: "SMS" as const } : {}),
    ...(message.coalesceKey ? { coalesceKey: message.coalesceKey } : {}),
  };
  if (!message.attachments?.length) return columns;
  return {
    ...columns,
    attachments: message.attachments.map(({ name, contentType, contentBase64 }) => ({
      name,
      contentType,
      contentBase64,
    })),
  };
}

/** The outbox column's JSON back as attachments; anything unreadable is left out, not sent half-formed. */
export function readAttachments(value: unknown): MailAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is MailAttachment =>
      typeof item === "object" &&
      item !== null &&
      typeof item.name === "string" &&
      typeof item.contentType === "string" &&
      typeof item.contentBase64 === "string",
  );
}

export interface Mailer {
  /** Records the message in the outbox, then tries to deliver it. Never throws for a provider outage. */
  send(message: MailMessageInput): Promise<{ id: string; status: "SENT" | "QUEUED" | "FAILED" }>;
}
