// A paid booking offered to one pro in a wave of dispatch: by e-mail, and by text when the pro
// has a phone number. Composition only; the caller sends.
import { formatUsd, greeting, PRODUCT_NAME } from "@primp/core";
import type { MailMessageInput } from "@primp/mail";
import { appointmentWords, type BookingMailFacts, type Recipient } from "./operations.ts";

export interface OfferFacts extends BookingMailFacts {
  payoutCents: number;
}

export function bookingOfferToPro(to: Recipient, booking: OfferFacts, reviewUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-offer-pro",
    action: "Review the booking",
    subject: `A booking for you: ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greeting(to.firstName)}\n\nYou are free for ${appointmentWords(booking)}, and we are offering it to you ` +
      `among the first. Your payout would be ${formatUsd(booking.payoutCents)}. The first professional to accept ` +
      `it gets it.\n\nReview the booking and accept it here:\n\n${reviewUrl}\n\nThe ${PRODUCT_NAME} team`,
  };
}

/** Short enough for one or two SMS segments. */
export function bookingOfferTextToPro(phone: string, booking: OfferFacts, reviewUrl: string): MailMessageInput {
  return {
    channel: "SMS",
    to: phone,
    tag: "booking-offer-pro-sms",
    subject: "",
    text: `${PRODUCT_NAME}: ${appointmentWords(booking)}, payout ${formatUsd(booking.payoutCents)}. Accept: ${reviewUrl}`,
  };
}
