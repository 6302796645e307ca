/** One e-mail as the product composes it; providers only deliver. */
export interface MailMessageInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Groups messages for the provider's statistics, e.g. "verify-email". */
  tag?: string;
}

export interface Mailer {
  /** Records the message in the outbox, then tries to deliver it. Never throws for a provider outage. */
  send(message: MailMessageInput): Promise<{ id: string; status: "SENT" | "QUEUED" | "FAILED" }>;
}
