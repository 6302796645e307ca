// Who hears about what: the administrators, and the people on a booking.
import type { Prisma } from "@primp/db";
import type { Mailer, MailMessageInput } from "@primp/mail";
import type { BookingMailFacts, Recipient } from "../emails/index.ts";

/** Every administrator account; each gets the operations e-mails. */
export function adminRecipients(db: Prisma.TransactionClient): Promise<Recipient[]> {
  return db.user.findMany({
    where: { role: "ADMIN" },
    select: { email: true, firstName: true },
    orderBy: { createdAt: "asc" },
  });
}

/** Sends one message per recipient; the mailer records each in the outbox before delivering. */
export async function mailEach(mail: Mailer, recipients: Recipient[], compose: (to: Recipient) => MailMessageInput) {
  for (const to of recipients) await mail.send(compose(to));
}

export const bookingMailFacts = (booking: BookingMailFacts): BookingMailFacts => ({
  serviceName: booking.serviceName,
  localDate: booking.localDate,
  localTime: booking.localTime,
  aptCity: booking.aptCity,
  aptState: booking.aptState,
});

/** The pro's page of a booking (/booking-confirmation): review and accept it, or manage it once theirs. */
export const proBookingUrl = (appUrl: string, bookingId: string) =>
  `${appUrl}/booking-confirmation?id=${encodeURIComponent(bookingId)}`;

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
