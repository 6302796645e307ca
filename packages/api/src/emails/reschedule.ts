// E-mails about a moved appointment and the pro's answer to it. Composition only.
import { formatDateLong, formatTime12h, greeting, LIFECYCLE, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { BookingMailFacts, Recipient } from "./operations.ts";

const at = (b: BookingMailFacts) => `${formatDateLong(b.localDate)} at ${formatTime12h(b.localTime)}`;
const what = (b: BookingMailFacts) => `${b.serviceName} in ${b.aptCity}, ${b.aptState}`;
const greet = (to: Recipient) => greeting(to.firstName);
const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export interface MovedBooking {
  from: BookingMailFacts;
  to: BookingMailFacts;
  /** The booking has a pro who must confirm the new time. */
  awaitingPro: boolean;
}

export function bookingRescheduledToCustomer(to: Recipient, move: MovedBooking): MailMessageInput {
  const next = move.awaitingPro
    ? "We have asked your professional to confirm the new time and will e-mail you as soon as they answer."
    : "Your booking stays open to our professionals, and we will e-mail you when one accepts it.";
  return {
    to: to.email,
    tag: "booking-rescheduled",
    subject: `Your ${PRODUCT_NAME} booking has moved to ${at(move.to)}`,
    text:
      `${greet(to)}\n\nYour ${what(move.to)} has moved from ${at(move.from)} to ${at(move.to)}. ${next} ` +
      `The attached calendar invite replaces the earlier one.${signOff}`,
  };
}

export function rescheduleToConfirmToPro(to: Recipient, move: MovedBooking, confirmUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-rescheduled-pro",
    subject: `Please confirm a new time: ${move.to.serviceName} on ${at(move.to)}`,
    text:
      `${greet(to)}\n\nYour customer moved ${what(move.to)} from ${at(move.from)} to ${at(move.to)}. ` +
      `Please confirm or decline the new time within ${LIFECYCLE.rescheduleConfirmHours} hours; ` +
      `without an answer the booking is offered to the other professionals of your state.\n\n${confirmUrl}${signOff}`,
  };
}

export function bookingRescheduledToAdmin(to: Recipient, move: MovedBooking, byName: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-rescheduled-admin",
    subject: `Booking moved by ${byName}`,
    text: `${greet(to)}\n\n${byName} moved ${what(move.to)} from ${at(move.from)} to ${at(move.to)}.${signOff}`,
  };
}

export function rescheduleConfirmedToCustomer(
  to: Recipient,
  booking: BookingMailFacts,
  proName: string,
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-reschedule-confirmed",
    subject: `${proName} confirmed your new time`,
    text: `${greet(to)}\n\n${proName} will see you for ${what(booking)} on ${at(booking)}.${signOff}`,
  };
}

/** The pro declined the new time, or did not answer in time: the booking is open to the state's pros again. */
export function rescheduleReleasedToCustomer(to: Recipient, booking: BookingMailFacts): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-reschedule-released",
    subject: `We are finding a professional for your new time`,
    text:
      `${greet(to)}\n\nYour professional cannot make ${what(booking)} on ${at(booking)}. Your booking keeps the new ` +
      `time and is open to our other professionals; we will e-mail you as soon as one accepts it. If you would rather ` +
      `cancel, you can do so from your dashboard.${signOff}`,
  };
}

export function rescheduleReleasedToStaff(
  to: Recipient,
  booking: BookingMailFacts,
  why: "declined" | "expired",
): MailMessageInput {
  const reason =
    why === "declined"
      ? "The professional declined the new time"
      : `The professional did not confirm the new time within ${LIFECYCLE.rescheduleConfirmHours} hours`;
  return {
    to: to.email,
    tag: "booking-reschedule-released-staff",
    subject: `Moved booking back in the pool: ${booking.serviceName} on ${at(booking)}`,
    text: `${greet(to)}\n\n${reason} for ${what(booking)} on ${at(booking)}. It is pending again.${signOff}`,
  };
}
