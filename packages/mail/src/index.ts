export { MAIL_RETRY_DELAYS_MINUTES, MAX_MAIL_ATTEMPTS, nextAttemptAt } from "./backoff.ts";
export {
  createMailer,
  createMailProvider,
  type MailerOptions,
  type MailProviderOptions,
  type OutboxMailer,
} from "./create-mailer.ts";
export { renderEmailHtml } from "./html/branded-email.tsx";
export { createLocalMailProvider } from "./local-provider.ts";
export {
  deliverOutboxMessage,
  listMailbox,
  type MailStatus,
  type MailWriter,
  queueMail,
  type RetryOptions,
  type RetryResult,
  retryQueuedMail,
  rewriteWaitingMessage,
  sendWaitingMessagesNow,
  waitingMessage,
} from "./outbox.ts";
export {
  createPostmarkProvider,
  type PostmarkClientOptions,
  type PostmarkProviderOptions,
} from "./postmark-provider.ts";
export { type MailProvider, type OutgoingMail, PermanentMailError } from "./provider.ts";
export { type SendOutcome, sendQueuedMessage } from "./send-job.ts";
export * from "./types.ts";
