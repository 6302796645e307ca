import { randomUUID } from "node:crypto";
import type { SmsProvider } from "./provider.ts";

/**
 * Development and tests, with no Twilio account: every text "arrives" at once. The outbox row
 * the text was written to before delivery is the record, and /dev/mailbox lists it.
 */
export function createLocalSmsProvider(): SmsProvider {
  return {
    name: "local",
    async send() {
      return { providerId: `local-sms-${randomUUID()}` };
    },
  };
}
