// E-mails of the acceptance deadline (a paid booking no pro has accepted) and of a late
// cancellation's share for the pro. Composition only; the caller writes them to the outbox.
import {
  bookingNumber,
  type CardPaymentState,
  cardAfterCancelling,
  formatDateLong,
  formatTime12h,
  formatUsd,
  greeting,
  LIFECYCLE,
  PRODUCT_NAME,
} from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { BookingMailFacts, Recipient } from "./operations.ts";

const when = (b: BookingMailFacts) =>
  `${b.serviceName} on ${formatDateLong(b.localDate)} at ${formatTime12h(b.localTime)} in ${b.aptCity}, ${b.aptState}`;
const greet = (to: Recipient) => greeting(to.firstName);
const signOff = `\n\nThe ${PRODUCT_NAME} team`;

/** Which acceptance alert: the booking has waited too long, or its appointment is close. */
export type AcceptanceAlert = "waiting" | "startsSoon";

const alertWords: Record<AcceptanceAlert, { subject: string; reason: string }> = {
  waiting: {
    subject: `No professional has accepted a booking in ${LIFECYCLE.acceptanceAlertAfterWaitingHours} hours`,
    reason: `has been waiting for a professional for ${LIFECYCLE.acceptanceAlertAfterWaitingHours} hours or more`,
  },
  startsSoon: {
    subject: `A booking less than ${LIFECYCLE.acceptanceAlertBeforeStartHours} hours away has no professional`,
    reason: `starts in less than ${LIFECYCLE.acceptanceAlertBeforeStartHours} hours and no professional has accepted it`,
  },
};

export function unacceptedBookingToAdmin(
  to: Recipient,
  booking: BookingMailFacts & { id: string },
  alert: AcceptanceAlert,
  dashboardUrl: string,
): MailMessageInput {
  const words = alertWords[alert];
  return {
    to: to.email,
    tag: `acceptance-alert-${alert === "waiting" ? "waiting" : "starts-soon"}`,
    subject: words.subject,
    text:
      `${greet(to)}\n\nThe booking for ${when(booking)} (booking ${bookingNumber(booking.id)}) ${words.reason}. ` +
      `If no one accepts it, it is cancelled automatically with a full refund ` +
      `${LIFECYCLE.acceptanceCancelBeforeStartHours} hours before the appointment.\n\n${dashboardUrl}${signOff}`,
  };
}

export function noProCancelledToCustomer(
  to: Recipient,
  booking: BookingMailFacts,
  refundCents: number,
  rebookUrl: string,
  paymentState: CardPaymentState | null = null,
): MailMessageInput {
  const card = cardAfterCancelling(paymentState, 0);
  const refund = card
    ? ` ${card}`
    : refundCents > 0
      ? ` A full refund of ${formatUsd(refundCents)} is on its way to the card you paid with.`
      : " Nothing was charged.";
  return {
    to: to.email,
    tag: "booking-cancelled-no-pro",
    subject: `We are sorry: your ${PRODUCT_NAME} booking could not be matched`,
    text:
      `${greet(to)}\n\nWe are sorry. None of our professionals was able to accept your booking for ` +
      `${when(booking)}, so we have cancelled it rather than leave you waiting.${refund}\n\n` +
      `We would love to make it up to you: choose another date or time and we will do our best to find ` +
      `you a professional.\n\n${rebookUrl}${signOff}`,
  };
}

export function noProCancelledToAdmin(
  to: Recipient,
  booking: BookingMailFacts & { id: string },
  refundCents: number,
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-cancelled-no-pro-admin",
    subject: "A booking was cancelled automatically: no professional accepted it",
    text:
      `${greet(to)}\n\nNo professional accepted the booking for ${when(booking)} (booking ${bookingNumber(booking.id)}) by ` +
      `${LIFECYCLE.acceptanceCancelBeforeStartHours} hours before the appointment, so it was cancelled. ` +
      `Refund: ${formatUsd(refundCents)}. The customer was offered to book again.${signOff}`,
  };
}

export function lateCancelPayoutToPro(to: Recipient, booking: BookingMailFacts, amountCents: number): MailMessageInput {
  return {
    to: to.email,
    tag: "late-cancel-payout",
    subject: `You have been paid ${formatUsd(amountCents)} for a late cancellation`,
    text:
      `${greet(to)}\n\nThe customer cancelled the ${when(booking)} late. Under our cancellation policy you ` +
      `are paid your share of what was kept: we have sent ${formatUsd(amountCents)} to your StripeConnect ` +
      `account.${signOff}`,
  };
}
