// "New message about your booking": sent to a participant who has not read a new message a few
// minutes after it was posted. It names the service and day, never the message itself nor the
// other side's details: the link leads to the thread, which the reader opens signed in.
import { formatAppointment, greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { Recipient } from "./operations.ts";

export interface UnreadNoticeFacts {
  serviceName: string;
  localDate: string;
  localTime: string;
  timeZone: string;
  /** Messages the reader has not read yet. */
  unreadCount: number;
}

export const UNREAD_NOTICE_SUBJECT = "New message about your booking";

const newMessages = (facts: UnreadNoticeFacts) =>
  facts.unreadCount === 1 ? "a new message" : `${facts.unreadCount} new messages`;

export function unreadNoticeMail(to: Recipient, facts: UnreadNoticeFacts, threadUrl: string): MailMessageInput {
  const when = formatAppointment(facts.localDate, facts.localTime, facts.timeZone);
  return {
    to: to.email,
    tag: "conversation-unread",
    action: "Read and reply",
    subject: UNREAD_NOTICE_SUBJECT,
    text:
      `${greeting(to.firstName)}\n\nYou have ${newMessages(facts)} about the ${facts.serviceName} on ${when}.\n\n` +
      `Read and reply: ${threadUrl}\n\nThe ${PRODUCT_NAME} team`,
  };
}

/** The text version: short enough for one SMS segment, with the link. */
export function unreadNoticeText(phone: string, facts: UnreadNoticeFacts, threadUrl: string): MailMessageInput {
  return {
    channel: "SMS",
    to: phone,
    tag: "conversation-unread-sms",
    subject: "",
    text: `${PRODUCT_NAME}: ${newMessages(facts)} about your ${facts.serviceName}. ${threadUrl}`,
  };
}
