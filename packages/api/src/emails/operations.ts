// E-mails about bookings, payouts, applicants and profiles. Each function only composes a
// message; the caller sends it through ctx.mail (which writes it to the outbox first).
import {
  bookingNumber,
  type CardPaymentState,
  formatDateLong,
  formatTime12h,
  formatUsd,
  greeting,
  isUnheldCard,
  PRODUCT_NAME,
} from "@primp/core";
import type { MailMessageInput } from "@primp/mail";

/** What a booking e-mail needs to say which booking it is about. */
export interface BookingMailFacts {
  serviceName: string;
  localDate: string;
  localTime: string;
  aptCity: string;
  aptState: string;
}

export interface Recipient {
  email: string;
  firstName: string;
}

export const appointmentWords = (b: BookingMailFacts) =>
  `${b.serviceName} on ${formatDateLong(b.localDate)} at ${formatTime12h(b.localTime)} in ${b.aptCity}, ${b.aptState}`;
const greet = (to: Recipient) => greeting(to.firstName);
const signOff = `\n\nThe ${PRODUCT_NAME} team`;

export function bookingAcceptedToCustomer(to: Recipient, booking: BookingMailFacts, proName: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-accepted",
    subject: `Your ${PRODUCT_NAME} booking is confirmed`,
    text: `${greet(to)}\n\nGood news: ${proName} has accepted your booking for ${appointmentWords(booking)}.${signOff}`,
  };
}

/** The accepting pro's own record of the job, with the calendar invite the caller attaches. */
export function bookingAcceptedToPro(to: Recipient, booking: BookingMailFacts, bookingUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-accepted-pro",
    subject: `You accepted ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greet(to)}\n\nThank you: the booking for ${appointmentWords(booking)} is yours. The attached invite puts it in your calendar.\n\n` +
      `The address and the customer's details are on the booking page:\n\n${bookingUrl}${signOff}`,
  };
}

export function bookingAcceptedToAdmin(to: Recipient, booking: BookingMailFacts, proName: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-accepted-admin",
    subject: `Booking accepted by ${proName}`,
    text: `${greet(to)}\n\n${proName} accepted the booking for ${appointmentWords(booking)}.${signOff}`,
  };
}

/** The pro the customer asked for let their window pass: the booking is now offered to every pro of the state. */
export function requestLapsedToCustomer(
  to: Recipient,
  booking: BookingMailFacts,
  requestedFirstName: string | null,
): MailMessageInput {
  const who = requestedFirstName ?? "The professional you asked for";
  return {
    to: to.email,
    tag: "request-lapsed",
    subject: `Your ${PRODUCT_NAME} booking is now open to more professionals`,
    text:
      `${greet(to)}\n\n${who} has not been able to answer your booking for ${appointmentWords(booking)} in time, ` +
      `so we have offered it to our other vetted professionals in ${booking.aptState}. ` +
      `We will e-mail you as soon as one accepts.${signOff}`,
  };
}

export function requestLapsedToPro(to: Recipient, booking: BookingMailFacts, bookingUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "request-lapsed-pro",
    subject: `Now open to other professionals: ${booking.serviceName} in ${booking.aptCity}, ${booking.aptState}`,
    text:
      `${greet(to)}\n\nThe booking a customer asked you for, ${appointmentWords(booking)}, was not answered within its window, ` +
      `so it is now offered to the other professionals of your state. If it is still open, you can accept it here:\n\n${bookingUrl}${signOff}`,
  };
}

export function bookingReleasedToCustomer(to: Recipient, booking: BookingMailFacts): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-released",
    subject: `We are finding a new professional for your ${PRODUCT_NAME} booking`,
    text: `${greet(to)}\n\nThe professional who accepted your booking for ${appointmentWords(booking)} can no longer make it. Your booking is still on and is open to our other professionals again; we will e-mail you as soon as one accepts it. If you would rather cancel, you can do so from your dashboard with a full refund.${signOff}`,
  };
}

export function bookingReleasedToAdmin(to: Recipient, booking: BookingMailFacts, proName: string): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-released-admin",
    subject: `Booking released by ${proName}`,
    text: `${greet(to)}\n\n${proName} released the booking for ${appointmentWords(booking)}. It is pending again.${signOff}`,
  };
}

export interface CancellationFacts {
  cancelledBy: "CUSTOMER" | "PRO" | "ADMIN";
  refundCents: number;
  refundReason: string;
  /** What happens on a card that was only held or saved (core's cardAfterCancelling); null for a charge. */
  card: string | null;
}

const cancelledByWords = { CUSTOMER: "the customer", PRO: "the professional", ADMIN: PRODUCT_NAME } as const;

export function bookingCancelledToCustomer(
  to: Recipient,
  booking: BookingMailFacts,
  facts: CancellationFacts,
): MailMessageInput {
  const refund = facts.card
    ? facts.card
    : facts.refundCents > 0
      ? `A refund of ${formatUsd(facts.refundCents)} is on its way to the card you paid with (${facts.refundReason.toLowerCase()}).`
      : `No refund is due under our cancellation policy (${facts.refundReason.toLowerCase()}).`;
  return {
    to: to.email,
    tag: "booking-cancelled",
    subject: `Your ${PRODUCT_NAME} booking has been cancelled`,
    text: `${greet(to)}\n\nYour booking for ${appointmentWords(booking)} has been cancelled by ${cancelledByWords[facts.cancelledBy]}. ${refund}${signOff}`,
  };
}

export function bookingCancelledToStaff(
  to: Recipient,
  booking: BookingMailFacts,
  facts: CancellationFacts,
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-cancelled-staff",
    subject: "A booking has been cancelled",
    text: `${greet(to)}\n\nThe booking for ${appointmentWords(booking)} has been cancelled by ${cancelledByWords[facts.cancelledBy]}. Refund: ${formatUsd(facts.refundCents)}.${signOff}`,
  };
}

/**
 * Settling a cancelled booking's card failed at the provider: a refund of a charge, the release
 * (and partial capture) of a hold, or the kept share charged to a saved card.
 */
export function settlementFailedToAdmin(
  to: Recipient,
  booking: { id: string; paymentState: CardPaymentState | null },
  keptCents: number,
  refundCents: number,
): MailMessageInput {
  const retry =
    "Cancelling the booking again from the admin dashboard retries it safely (the same idempotency key is used).";
  const failed =
    booking.paymentState === "HELD"
      ? {
          subject: "A card hold could not be settled",
          what: `Settling the hold for cancelled booking ${bookingNumber(booking.id)} (${keptCents > 0 ? `capturing the ${formatUsd(keptCents)} kept under the policy and releasing the rest` : "releasing it in full"})`,
        }
      : isUnheldCard(booking.paymentState)
        ? {
            subject: "A cancellation fee could not be charged",
            what: `Charging the ${formatUsd(keptCents)} kept under the policy to the saved card for cancelled booking ${bookingNumber(booking.id)}`,
          }
        : {
            subject: "A refund could not be issued",
            what: `The refund of ${formatUsd(refundCents)} for cancelled booking ${bookingNumber(booking.id)}`,
          };
  return {
    to: to.email,
    tag: "refund-failed",
    subject: failed.subject,
    text: `${greet(to)}\n\n${failed.what} failed at the payment provider. ${retry}${signOff}`,
  };
}

export function payoutSentToPro(to: Recipient, booking: BookingMailFacts, amountCents: number): MailMessageInput {
  return {
    to: to.email,
    tag: "payout-sent",
    subject: `You have been paid ${formatUsd(amountCents)}`,
    text: `${greet(to)}\n\nWe have sent ${formatUsd(amountCents)} to your StripeConnect account for ${appointmentWords(booking)}. Thank you for your work!${signOff}`,
  };
}

/** After the payout: how was it? The link rates the pro and tips them, no account needed. */
export function bookingCompletedToCustomer(
  to: Recipient,
  booking: BookingMailFacts,
  proFirstName: string,
  rateUrl: string,
): MailMessageInput {
  return {
    to: to.email,
    tag: "booking-completed",
    subject: `How was your ${booking.serviceName} with ${proFirstName}?`,
    action: "Rate your appointment",
    text: `${greet(to)}

Thank you for booking with us. How was your ${booking.serviceName} with ${proFirstName}? Rate your appointment and, if you like, leave ${proFirstName} a tip (all of it goes to them):

${rateUrl}${signOff}`,
  };
}

export function connectReminderToPro(to: Recipient, dashboardUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "connect-reminder",
    subject: "Please set up StripeConnect to get paid",
    action: "Set up payouts",
    text: `${greet(to)}\n\nWe cannot pay you out until your StripeConnect account is set up. It takes a few minutes: open your dashboard and choose "Set up payouts".\n\n${dashboardUrl}${signOff}`,
  };
}

export function photoReadyToCustomer(to: Recipient, booking: BookingMailFacts, dashboardUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "photo-ready",
    subject: "A photo of your look is ready",
    text: `${greet(to)}\n\nYour professional uploaded a photo from your ${appointmentWords(booking)}. See it under Past Appointments on your dashboard:\n\n${dashboardUrl}${signOff}`,
  };
}

export function applicationReceivedToApplicant(to: Recipient): MailMessageInput {
  return {
    to: to.email,
    tag: "application-received",
    subject: `We received your ${PRODUCT_NAME} application`,
    text: `${greet(to)}\n\nThank you for applying to join ${PRODUCT_NAME} as a beauty professional. We review every application and will e-mail you with our answer.${signOff}`,
  };
}

/**
 * A second application while the first is still pending: the form answers it as a new one, so
 * it tells nobody who has applied, and the applicant learns here that only the first counts.
 */
export function applicationAlreadyPendingToApplicant(to: Recipient): MailMessageInput {
  return {
    to: to.email,
    tag: "application-already-pending",
    subject: `We already have your ${PRODUCT_NAME} application`,
    text: `${greet(to)}\n\nWe received another application to join ${PRODUCT_NAME} with this e-mail address. We already have the one you sent earlier and are reviewing it, so the new one was not saved; we will e-mail you with our answer. If something has changed since, please tell us through our contact page.${signOff}`,
  };
}

export function applicationAcceptedWithLink(to: Recipient, setPasswordUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "application-accepted",
    subject: `Welcome to ${PRODUCT_NAME}!`,
    text: `${greet(to)}\n\nCongratulations, your application has been accepted! Your professional account uses this e-mail address (${to.email}). Choose your password here to sign in (the link works once, for 7 days):\n\n${setPasswordUrl}\n\nThen set up StripeConnect from your dashboard so we can pay you.${signOff}`,
  };
}

export function applicationAcceptedExistingAccount(to: Recipient, joinUrl: string): MailMessageInput {
  return {
    to: to.email,
    tag: "application-accepted",
    subject: `Welcome to ${PRODUCT_NAME}!`,
    text: `${greet(to)}\n\nCongratulations, your application has been accepted! This e-mail address (${to.email}) already has a ${PRODUCT_NAME} account. To make it your professional account, follow this link and choose your password (the link works once, for 7 days); until then it stays a customer account:\n\n${joinUrl}\n\nThen set up StripeConnect from your dashboard so we can pay you.${signOff}`,
  };
}

export function applicationDeclined(to: Recipient): MailMessageInput {
  return {
    to: to.email,
    tag: "application-declined",
    subject: `Your ${PRODUCT_NAME} application`,
    text: `${greet(to)}\n\nThank you for your interest in ${PRODUCT_NAME}. After reviewing your application, we are not able to offer you a place at this time. You are welcome to apply again in the future.${signOff}`,
  };
}

export function profileUpdated(to: Recipient, passwordChanged: boolean): MailMessageInput {
  return {
    to: to.email,
    tag: "profile-updated",
    subject: passwordChanged ? `Your ${PRODUCT_NAME} password was changed` : `Your ${PRODUCT_NAME} profile was updated`,
    text: `${greet(to)}\n\n${passwordChanged ? "Your password was changed and other devices were signed out." : "Your profile details were updated."} If this was not you, please reset your password right away.${signOff}`,
  };
}
