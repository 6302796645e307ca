// Every e-mail the product composes, with the longest names and amounts and a hostile name,
// through the columns the outbox stores: an HTML part in the branded layout beside the text part.
import { bookingNumber } from "@primp/core";
import { type MailMessageInput, messageColumns } from "@primp/mail";
import { describe, expect, it } from "vitest";
import { bookingId, facts, hostile, longName, to, url } from "../testing/longest-mail-facts.ts";
import { contactMessageToAdmin } from "./contact.ts";
import * as emails from "./index.ts";

const cancellation = {
  cancelledBy: "CUSTOMER" as const,
  refundCents: 11_249_999,
  refundReason: "More than 48 hours ahead",
  card: null,
};
const move = { from: facts, to: { ...facts, localDate: "2027-01-02" }, awaitingPro: true };

/** Every e-mail builder, called as its caller calls it (text messages are left out: they have no HTML). */
const everyEmail: Record<string, MailMessageInput> = {
  verifyEmail: emails.verifyEmailMessage(to.email, longName, url),
  resetPassword: emails.resetPasswordMessage(to.email, longName, url),
  noAccountForReset: emails.noAccountForResetMessage(to.email, url),
  signUpWithTakenAddress: emails.signUpWithTakenAddressMessage(to.email, url, url),
  receipt: emails.bookingReceiptToCustomer(to, facts),
  newBookingToPro: emails.newBookingToPro(to, facts, url),
  requestedBookingToPro: emails.requestedBookingToPro(to, facts, url, {
    at: new Date("2026-12-01T00:00:00Z"),
    timeZone: facts.timeZone,
  }),
  newBookingToAdmin: emails.newBookingToAdmin(to, facts, longName),
  holdDeclined: emails.holdDeclinedToCustomer(to, facts, url),
  unheldBooking: emails.unheldBookingToAdmin(to, facts, url),
  contact: contactMessageToAdmin(to, {
    name: longName,
    phone: "+15555550123",
    email: to.email,
    message: `Hello ${hostile}\n\nTwo paragraphs.`,
  }),
  unreadNotice: emails.unreadNoticeMail(to, facts, url),
  onMyWay: emails.onMyWayToCustomer(to, facts, url),
  notOnTheWay: emails.notOnTheWayToCustomer(to, facts, url),
  notOnTheWayToAdmin: emails.notOnTheWayToAdmin(to, facts, url),
  safetyCheck: emails.safetyCheckToAdmin(to, facts, url),
  unacceptedWaiting: emails.unacceptedBookingToAdmin(to, facts, "waiting", url),
  noProCancelled: emails.noProCancelledToCustomer(to, facts, facts.totalCents, url, "HELD"),
  noProCancelledToAdmin: emails.noProCancelledToAdmin(to, facts, facts.totalCents),
  lateCancelPayout: emails.lateCancelPayoutToPro(to, facts, facts.payoutCents),
  offer: emails.bookingOfferToPro(to, facts, url),
  accepted: emails.bookingAcceptedToCustomer(to, facts, longName),
  acceptedToPro: emails.bookingAcceptedToPro(to, facts, url),
  acceptedToAdmin: emails.bookingAcceptedToAdmin(to, facts, longName),
  requestLapsed: emails.requestLapsedToPro(to, facts, url),
  released: emails.bookingReleasedToCustomer(to, facts),
  releasedToAdmin: emails.bookingReleasedToAdmin(to, facts, longName),
  cancelled: emails.bookingCancelledToCustomer(to, facts, cancellation),
  cancelledToStaff: emails.bookingCancelledToStaff(to, facts, cancellation),
  settlementFailed: emails.settlementFailedToAdmin(to, facts, 1_000_000, 10_249_999),
  payoutSent: emails.payoutSentToPro(to, facts, facts.payoutCents),
  completed: emails.bookingCompletedToCustomer(to, facts, longName, url),
  connectReminder: emails.connectReminderToPro(to, url),
  photoReady: emails.photoReadyToCustomer(to, facts, url),
  applicationReceived: emails.applicationReceivedToApplicant(to),
  applicationPending: emails.applicationAlreadyPendingToApplicant(to),
  applicationAccepted: emails.applicationAcceptedWithLink(to, url),
  applicationAcceptedExisting: emails.applicationAcceptedExistingAccount(to, url),
  applicationDeclined: emails.applicationDeclined(to),
  profileUpdated: emails.profileUpdated(to, true),
  reminder: emails.reminderToCustomer(to, "CUSTOMER_DAY_BEFORE", facts, url),
  reminderToPro: emails.reminderToPro(to, facts, url),
  rescheduled: emails.bookingRescheduledToCustomer(to, move),
  rescheduleToConfirm: emails.rescheduleToConfirmToPro(to, move, url),
  rescheduledToAdmin: emails.bookingRescheduledToAdmin(to, move, longName),
  rescheduleConfirmed: emails.rescheduleConfirmedToCustomer(to, facts, longName),
  rescheduleReleased: emails.rescheduleReleasedToCustomer(to, facts),
};

/** The HTML's words without its tags and entities, to compare with the text part. */
const visibleWords = (html: string) =>
  html
    .replace(/<div[^>]*data-skip-in-text[\s\S]*?<\/div><\/div>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe.each(Object.entries(everyEmail))("the %s e-mail", (_name, message) => {
  const { html, text } = messageColumns(message);

  it("has an HTML part in the branded layout beside its text part", () => {
    expect(text.length).toBeGreaterThan(0);
    expect(html).toMatch(/^<!DOCTYPE html><html[^>]* lang="en"/);
    expect(html).toContain("#8e3d75");
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain("max-width:600px");
  });

  it("writes people's words as text, never as markup", () => {
    expect(html).not.toContain("<script");
    if (text.includes(hostile)) expect(html).toContain("&lt;script&gt;");
  });

  it("says every word of the text part", () => {
    const words = visibleWords(html ?? "");
    // A receipt's "Label: amount" lines become a table's two cells, without the colon.
    for (const word of text.split(/\s+/).filter(Boolean)) expect(words).toContain(word.replace(/:$/, ""));
  });

  it("names the booking by its number, never by its id", () => {
    const withoutLinks = `${text}${html}`.replaceAll(url, "").replaceAll(url.replace("&", "&amp;"), "");
    expect(withoutLinks).not.toContain(bookingId);
    if (text.includes("(booking ")) expect(html).toContain(bookingNumber(bookingId));
  });
});

describe("the button of an e-mail's link", () => {
  /** The words of the HTML part's buttons: react-email's Button writes them in a span with mso-text-raise. */
  const buttonWords = (message: MailMessageInput) =>
    [...(messageColumns(message).html ?? "").matchAll(/<span style="[^"]*mso-text-raise:9px">([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );

  it("says what the link does where the e-mail says so, and opens Primp otherwise", () => {
    expect(buttonWords(everyEmail.completed as MailMessageInput)).toEqual(["Rate your appointment"]);
    expect(buttonWords(everyEmail.verifyEmail as MailMessageInput)).toEqual(["Confirm my e-mail address"]);
    expect(buttonWords(everyEmail.photoReady as MailMessageInput)).toEqual(["Open in Primp"]);
  });
});
