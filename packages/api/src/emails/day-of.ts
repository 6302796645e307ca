// Day-of messages: the customer's news that their pro is on the way (e-mail and text), the
// customer's note and the administrators' alert when the pro has not set off in time, and the
// administrators' safety check of a job not marked done. Composition only; domain/day-of.ts
// and domain/day-of-alerts.ts write them to the outbox.
import { bookingNumber, DAY_OF, greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import { appointmentWords, type BookingMailFacts, type Recipient } from "./operations.ts";

const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export interface OnMyWayFacts {
  serviceName: string;
  proFirstName: string;
  etaMinutes: number;
  /** The arrival's clock time in the appointment's zone: "2:45 P.M.". */
  arrivingAt: string;
}

const onTheWay = (b: OnMyWayFacts) =>
  `${b.proFirstName} is on the way, arriving in about ${b.etaMinutes} minutes (around ${b.arrivingAt})`;

export function onMyWayToCustomer(to: Recipient, facts: OnMyWayFacts, bookingUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "day-of-on-my-way",
    subject: `${facts.proFirstName} is on the way`,
    text: `${greeting(to.firstName)}\n\n${onTheWay(facts)} for your ${facts.serviceName}.\n\nYour booking: ${bookingUrl}${signOff}`,
  };
}

export function onMyWayTextToCustomer(phone: string, facts: OnMyWayFacts): MailMessageInput {
  return {
    channel: "SMS",
    to: phone,
    tag: "day-of-on-my-way-sms",
    subject: "",
    text: `${PRODUCT_NAME}: ${onTheWay(facts)}.`,
  };
}

const notCheckedIn = "Your pro hasn't checked in yet; we're on it";

export function notOnTheWayToCustomer(to: Recipient, booking: BookingMailFacts, bookingUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "day-of-not-on-the-way",
    subject: `About your ${booking.serviceName} today`,
    text:
      `${greeting(to.firstName)}\n\n${notCheckedIn} and will let you know as soon as we hear from them about ` +
      `your ${appointmentWords(booking)}.\n\nYour booking: ${bookingUrl}${signOff}`,
  };
}

export function notOnTheWayTextToCustomer(phone: string, booking: BookingMailFacts): MailMessageInput {
  return {
    channel: "SMS",
    to: phone,
    tag: "day-of-not-on-the-way-sms",
    subject: "",
    text: `${PRODUCT_NAME}: ${notCheckedIn} for your ${booking.serviceName} today.`,
  };
}

export interface DayOfAlertFacts extends BookingMailFacts {
  id: string;
  proName: string;
  proEmail: string;
}

export function notOnTheWayToAdmin(to: Recipient, booking: DayOfAlertFacts, dashboardUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "day-of-not-on-the-way-admin",
    subject: `A pro has not set off ${DAY_OF.onMyWayDueMinutesBefore} minutes before an appointment`,
    text:
      `${greeting(to.firstName)}\n\n${booking.proName} (${booking.proEmail}) has not said "On my way" for the ` +
      `${appointmentWords(booking)} (booking ${bookingNumber(booking.id)}). The customer was told we are on it.\n\n` +
      `${dashboardUrl}${signOff}`,
  };
}

export function safetyCheckToAdmin(to: Recipient, booking: DayOfAlertFacts, dashboardUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "day-of-safety-check",
    subject: `Safety check: a job was not marked done ${DAY_OF.safetyCheckHoursAfterEnd} hours after its end`,
    text:
      `${greeting(to.firstName)}\n\n${booking.proName} (${booking.proEmail}) has not marked the ` +
      `${appointmentWords(booking)} (booking ${bookingNumber(booking.id)}) done ${DAY_OF.safetyCheckHoursAfterEnd} hours after ` +
      `it was due to end. Please check in with them.\n\n${dashboardUrl}${signOff}`,
  };
}
