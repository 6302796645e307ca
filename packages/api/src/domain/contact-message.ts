import type { ContactMessage } from "@primp/core";
import { contactMessageToAdmin, contactThankYou } from "../emails/contact.ts";
import type { Context } from "../trpc.ts";
import { adminRecipients, mailEach } from "./dashboard-recipients.ts";

/**
 * Stores the message first (so it is never lost, whatever the mail provider does), then
 * e-mails every administrator. The sender is not e-mailed: an address typed into a public
 * form is unverified, and the form must not become a way to send mail to strangers.
 */
export async function sendContactMessage(ctx: Pick<Context, "db" | "mail">, input: ContactMessage) {
  const stored = await ctx.db.contactMessage.create({
    data: { name: input.name, phone: input.number, email: input.email, message: input.message },
  });
  await mailEach(ctx.mail, await adminRecipients(ctx.db), (admin) => contactMessageToAdmin(admin, stored));
  return { message: contactThankYou(input.name) };
}
