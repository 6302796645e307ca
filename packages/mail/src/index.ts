export {
  createMailer,
  createMailProvider,
  type MailerOptions,
  type MailProviderOptions,
  type OutboxMailer,
} from "./create-mailer.ts";
export { createLocalMailProvider } from "./local-provider.ts";
export {
  deliverOutboxMessage,
  listMailbox,
  MAX_MAIL_ATTEMPTS,
  type MailStatus,
  type RetryOptions,
  type RetryResult,
  retryQueuedMail,
} from "./outbox.ts";
export {
  createPostmarkProvider,
  type PostmarkClientOptions,
  type PostmarkProviderOptions,
} from "./postmark-provider.ts";
export { type MailProvider, type OutgoingMail, PermanentMailError } from "./provider.ts";
export { type MailRetryJob, type MailRetryJobOptions, startMailRetryJob } from "./retry-job.ts";
export * from "./types.ts";
