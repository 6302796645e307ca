// E-mails of a card saved to be held later: the customer's when the hold was declined (a link
// to give another card), and the administrators' when a booking is still unheld close to its
// appointment. Composition only; the caller writes them to the outbox.
import {
  bookingNumber,
  CARD_HOLD,
  formatDateLong,
  formatTime12h,
  formatUsd,
  greeting,
  PRODUCT_NAME,
} from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { BookingMailFacts, Recipient } from "./operations.ts";

const when = (b: BookingMailFacts) =>
  `${b.serviceName} on ${formatDateLong(b.localDate)} at ${formatTime12h(b.localTime)} in ${b.aptCity}, ${b.aptState}`;
const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export function holdDeclinedToCustomer(
  to: Recipient,
  booking: BookingMailFacts & { totalCents: number },
  newCardUrl: string,
): MailMessageInput {
  return {
    to: to.email,
    tag: "card-hold-declined",
    subject: `Please give another card for your ${booking.serviceName}`,
    text:
      `${greeting(to.firstName)}\n\nWe tried to place the hold of ${formatUsd(booking.totalCents)} for your ` +
      `${when(booking)} on the card you saved, and it was declined. Your booking is kept: please give ` +
      `another card here, and we will hold the amount on it (you are charged only once the job is done):` +
      `\n\n${newCardUrl}${signOff}`,
  };
}

export function unheldBookingToAdmin(
  to: Recipient,
  booking: BookingMailFacts & { id: string; email: string },
  dashboardUrl: string,
): MailMessageInput {
  return {
    to: to.email,
    tag: "card-hold-missing",
    subject: `A booking ${CARD_HOLD.unheldAlertHoursBefore} hours away has no hold on its card`,
    text:
      `${greeting(to.firstName)}\n\nThe booking for ${when(booking)} (booking ${bookingNumber(booking.id)}) has no hold on ` +
      `the customer's card yet (${booking.email}): the hold on their saved card was declined or could not ` +
      `be placed, and they have not given another card.\n\n${dashboardUrl}${signOff}`,
  };
}
