import { greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { Recipient } from "./index.ts";

export interface ContactMessageFacts {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** Tells one administrator about a message sent from the contact page. */
export function contactMessageToAdmin(to: Recipient, contact: ContactMessageFacts): MailMessageInput {
  return {
    to: to.email,
    tag: "contact-message",
    subject: `New message from ${contact.name} via the ${PRODUCT_NAME} contact page`,
    text: [
      greeting(to.firstName),
      "",
      `${contact.name} wrote through the contact page:`,
      "",
      contact.message,
      "",
      `Email: ${contact.email}`,
      `Phone: ${contact.phone}`,
      "",
      "Reply to them directly at the address above.",
      "",
      `The ${PRODUCT_NAME} website`,
    ].join("\n"),
  };
}

/** The thank-you the contact page shows once the message is stored. */
export const contactThankYou = (name: string) =>
  `Thank you, ${name}! Your message has reached the ${PRODUCT_NAME} team and we will get back to you soon.`;
