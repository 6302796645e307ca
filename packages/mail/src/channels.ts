// One outbox, two channels: text messages are MailMessage rows too (channel SMS), so they get
// the same transaction-bound queueing, mail.send jobs, backoff, sweep and /dev/mailbox as
// e-mail. Only the last step differs: the row goes to the SMS provider instead of the mail one.
import { PermanentSmsError, type SmsProvider } from "@primp/sms";
import { type MailProvider, PermanentMailError } from "./provider.ts";

/** A MailProvider (keeping the mail provider's name) that hands SMS rows to `sms`. */
export function outboxProvider(mail: MailProvider, sms: SmsProvider): MailProvider {
  return {
    name: mail.name,
    async deliver(message) {
      if (message.channel !== "SMS") return mail.deliver(message);
      try {
        return await sms.send({ to: message.to, body: message.text });
      } catch (error) {
        if (error instanceof PermanentSmsError) throw new PermanentMailError(error.message, { cause: error });
        throw error;
      }
    },
  };
}
