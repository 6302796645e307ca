import { randomUUID } from "node:crypto";
import type { MailProvider } from "./provider.ts";

/**
 * Development and tests, with no mail server: delivery always succeeds at once, and the
 * outbox table itself is the mailbox (the server's /dev/mailbox page lists it).
 */
export function createLocalMailProvider(): MailProvider {
  return {
    name: "local",
    async deliver() {
      return { providerId: `local-${randomUUID()}` };
    },
  };
}
