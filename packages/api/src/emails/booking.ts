// E-mails sent once a booking is paid: the customer's receipt, the "new booking in your
// state" notice to pros, and the notice to administrators. Composition only; the caller sends.
import {
  bookingNumber,
  CARD_SAVED_WORDING,
  type CardPaymentState,
  formatInstant,
  formatUsd,
  greeting,
  PRODUCT_NAME,
  zoneTimeName,
} from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import type { BookingMailFacts, Recipient } from "./operations.ts";

export interface PaidBookingFacts extends BookingMailFacts {
  id: string;
  /** The generated confirmation sentence (the spec's serviceDesc). */
  serviceDesc: string;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  payoutCents: number;
  aptAddress1: string;
  aptAddress2: string;
  aptZip: string;
  /** HELD: the total is only held on the card, charged once the job is done; CARD_SAVED: held later. */
  paymentState?: CardPaymentState | null;
}

const signOff = `\n\nThe ${PRODUCT_NAME} team`;
const greet = (to: Recipient) => greeting(to.firstName);
const where = (b: PaidBookingFacts) =>
  [b.aptAddress1, b.aptAddress2, `${b.aptCity}, ${b.aptState} ${b.aptZip}`].filter(Boolean).join(", ");
function receiptTotal(b: PaidBookingFacts) {
  if (b.paymentState === "HELD") {
    return `  Total held on your card: ${formatUsd(b.totalCents)} (charged when your appointment is done)`;
  }
  if (b.paymentState === "CARD_SAVED") {
    return `  Total: ${formatUsd(b.totalCents)} (${CARD_SAVED_WORDING}; charged when your appointment is done)`;
  }
  return `  Total paid: ${formatUsd(b.totalCents)}`;
}
const receiptLines = (b: PaidBookingFacts) =>
  [...b.lines.map((line) => `  ${line.label}: ${formatUsd(line.amountCents)}`), receiptTotal(b)].join("\n");

export function bookingReceiptToCustomer(to: Recipient, booking: PaidBookingFacts): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-receipt",
    subject: `Your ${PRODUCT_NAME} booking receipt: ${booking.serviceName}`,
    text:
      `${greet(to)}\n\n${booking.serviceDesc}\n\nAddress: ${where(booking)}\n\n` +
      `Receipt (booking ${bookingNumber(booking.id)}):\n${receiptLines(booking)}\n\n` +
      `We are matching you with one of our vetted beauty professionals and will e-mail you when one accepts.${signOff}`,
  };
}

export function newBookingToPro(to: Recipient, booking: PaidBookingFacts, reviewUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-new-pro",
    subject: `New booking in your state: ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greet(to)}\n\nA customer in your state has booked ${booking.serviceName} in ${booking.aptCity}, ` +
      `${booking.aptState}. Your payout would be ${formatUsd(booking.payoutCents)}.\n\n` +
      `Review the booking and accept it here:\n\n${reviewUrl}${signOff}`,
  };
}

/** The pro a customer asked for ("Book this look", a favourite), told first and alone. */
export function requestedBookingToPro(
  to: Recipient,
  booking: PaidBookingFacts,
  reviewUrl: string,
  exclusiveUntil: { at: Date; timeZone: string },
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-requested-pro",
    subject: `A customer asked for you: ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greet(to)}\n\nA customer has booked ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState} ` +
      `and asked for you. Your payout would be ${formatUsd(booking.payoutCents)}.\n\n` +
      `The booking is offered to you alone until ${formatInstant(exclusiveUntil.at, exclusiveUntil.timeZone)} ` +
      `(${zoneTimeName(exclusiveUntil.timeZone)}); after that, or if you ` +
      `decline it, the other professionals of your state may accept it.\n\n` +
      `Review the booking and accept or decline it here:\n\n${reviewUrl}${signOff}`,
  };
}

export function newBookingToAdmin(to: Recipient, booking: PaidBookingFacts, customerName: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-new-admin",
    subject: `New booking: ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greet(to)}\n\n${customerName} booked and paid for ${booking.serviceName} (booking ${bookingNumber(booking.id)}).\n\n` +
      `${receiptLines(booking)}\n  Pro payout: ${formatUsd(booking.payoutCents)}\n\nAddress: ${where(booking)}${signOff}`,
  };
}
