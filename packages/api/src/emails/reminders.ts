// Reminders before an appointment: e-mails to the customer and the accepted pro, and a text to
// the customer. Times are the booking's own, with its zone named, since a reminder is read
// wherever its reader happens to be. Composition only; domain/reminders.ts queues them.
import { formatAppointment, formatTime12h, greeting, PRODUCT_NAME, type ReminderKind } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { Recipient } from "./operations.ts";

export interface ReminderFacts {
  serviceName: string;
  localDate: string;
  localTime: string;
  timeZone: string;
  aptAddress1: string;
  aptAddress2: string;
  aptCity: string;
  aptState: string;
  aptZip: string;
  /** The accepted pro's name, or null while the booking waits for one. */
  proName: string | null;
}

const signOff = `\n\nThe ${PRODUCT_NAME} team`;
const when = (b: ReminderFacts) => formatAppointment(b.localDate, b.localTime, b.timeZone);
const where = (b: ReminderFacts) =>
  [b.aptAddress1, b.aptAddress2, `${b.aptCity}, ${b.aptState} ${b.aptZip}`].filter(Boolean).join(", ");
const whoComes = (b: ReminderFacts) =>
  b.proName
    ? `${b.proName} will come to you`
    : "We are still confirming your professional and will e-mail you as soon as one accepts";

const customerSubject = (kind: ReminderKind, b: ReminderFacts) =>
  kind === "CUSTOMER_HOURS_BEFORE"
    ? `Soon: your ${b.serviceName} at ${formatTime12h(b.localTime)}`
    : `Reminder: your ${b.serviceName} on ${when(b)}`;

export function reminderToCustomer(
  to: Recipient,
  kind: ReminderKind,
  booking: ReminderFacts,
  dashboardUrl: string,
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-reminder",
    subject: customerSubject(kind, booking),
    text:
      `${greeting(to.firstName)}\n\nThis is a reminder of your ${booking.serviceName} on ${when(booking)} at ` +
      `${where(booking)}. ${whoComes(booking)}.\n\nYour booking, and how to reschedule or cancel it: ${dashboardUrl}${signOff}`,
  };
}

/** A text is read on a lock screen: the essentials, short enough for one or two SMS segments. */
export function reminderTextToCustomer(phone: string, booking: ReminderFacts): MailMessageInput {
  return {
    channel: "SMS",
    to: phone,
    tag: "booking-reminder-sms",
    subject: "",
    text: `${PRODUCT_NAME} reminder: your ${booking.serviceName} is on ${when(booking)} at ${where(booking)}.`,
  };
}

export function reminderToPro(to: Recipient, booking: ReminderFacts, bookingUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-reminder-pro",
    subject: `Reminder: ${booking.serviceName} on ${when(booking)}`,
    text:
      `${greeting(to.firstName)}\n\nA reminder of your booking: ${booking.serviceName} on ${when(booking)} at ` +
      `${where(booking)}.\n\nThe booking's details: ${bookingUrl}${signOff}`,
  };
}
