import { Errors, ServerClient } from "postmark";
import { type MailProvider, PermanentMailError } from "./provider.ts";

/** Options of postmark's ServerClient, e.g. { requestHost: "127.0.0.1:4000", useHttps: false } for a stand-in. */
export type PostmarkClientOptions = NonNullable<ConstructorParameters<typeof ServerClient>[1]>;

/**
 * Seconds; postmark's default of 180 would hold a request (and its user) for three minutes,
 * and mail that times out waits in the outbox for its next attempt (the mail.send job) anyway.
 */
const TIMEOUT_SECONDS = 10;

export interface PostmarkProviderOptions {
  serverToken: string;
  /** Sender, e.g. "Primp <hello@primp.com>"; must be a confirmed Postmark sender signature. */
  from: string;
  clientOptions?: PostmarkClientOptions | undefined;
}

/** Postmark rejects these for this message whatever we do, so retrying is pointless. */
const isPermanent = (error: unknown) =>
  error instanceof Errors.InactiveRecipientsError || error instanceof Errors.InvalidEmailRequestError;

export function createPostmarkProvider(options: PostmarkProviderOptions): MailProvider {
  const client = new ServerClient(options.serverToken, { timeout: TIMEOUT_SECONDS, ...options.clientOptions });
  return {
    name: "postmark",
    async deliver(mail) {
      try {
        const response = await client.sendEmail({
          From: options.from,
          To: mail.to,
          Subject: mail.subject,
          TextBody: mail.text,
          HtmlBody: mail.html ?? undefined,
          Tag: mail.tag || undefined,
          Attachments: mail.attachments?.length
            ? mail.attachments.map((file) => ({
                Name: file.name,
                Content: file.contentBase64,
                ContentType: file.contentType,
                ContentID: null,
              }))
            : undefined,
          MessageStream: "outbound",
        });
        // A 200 with a non-zero ErrorCode is still a refusal.
        if (response.ErrorCode !== 0) throw new Error(`Postmark error ${response.ErrorCode}: ${response.Message}`);
        return { providerId: response.MessageID };
      } catch (error) {
        if (isPermanent(error)) throw new PermanentMailError((error as Error).message, { cause: error });
        throw error;
      }
    },
  };
}
