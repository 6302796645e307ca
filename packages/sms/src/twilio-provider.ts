import twilio from "twilio";
import { PermanentSmsError, type SmsProvider } from "./provider.ts";

export interface TwilioProviderOptions {
  accountSid: string;
  authToken: string;
  /** TWILIO_FROM: the sending number ("+16175550100") or a Messaging Service SID ("MG..."). */
  from: string;
  /** Only for tests: the stand-in's address instead of https://api.twilio.com. */
  apiBaseUrl?: string | undefined;
}

/** Milliseconds; a text that times out waits in the outbox for its next attempt anyway. */
const TIMEOUT_MS = 10_000;

/**
 * Twilio error codes that say this number will never take this text (invalid, landline,
 * unsubscribed with STOP, unreachable region): retrying cannot help, so the row fails at once.
 */
const PERMANENT_CODES = new Set([21211, 21214, 21217, 21407, 21408, 21610, 21612, 21614]);

const isPermanent = (error: unknown) =>
  error instanceof twilio.RestException && error.code !== undefined && PERMANENT_CODES.has(error.code);

export function createTwilioSmsProvider(options: TwilioProviderOptions): SmsProvider {
  const client = twilio(options.accountSid, options.authToken, { timeout: TIMEOUT_MS, autoRetry: false });
  if (options.apiBaseUrl) client.api.baseUrl = options.apiBaseUrl;
  const sender = options.from.startsWith("MG") ? { messagingServiceSid: options.from } : { from: options.from };
  return {
    name: "twilio",
    async send(message) {
      try {
        const sent = await client.messages.create({ ...sender, to: message.to, body: message.body });
        return { providerId: sent.sid };
      } catch (error) {
        if (isPermanent(error)) throw new PermanentSmsError((error as Error).message, { cause: error });
        throw error;
      }
    },
  };
}
