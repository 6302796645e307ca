// The completion e-mail's signed link: sent when the booking is paid out (COMPLETED), it lets a
// guest without an account read the booking in brief, rate the pro and tip them; a wrong or
// expired token is refused in words.
import {
  BOOKING_LINK_NOT_VALID,
  linkTipTooHigh,
  REVIEW_NOT_COMPLETED,
  TIP_CONFIRM_AGAIN,
  TIP_NOT_COMPLETED,
} from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_LINK_LIFETIME_MS } from "../../domain/booking-link-issuing.ts";
import {
  bookingLinkToken,
  createBookingRow,
  createPerson,
  intentPaidWithTestCard,
  mailTo,
  personWithCaller,
} from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

/** A guest's booking done by a connected pro, then paid out by an administrator, as in production. */
async function paidOutGuestBooking() {
  const pro = await createPerson(services, { role: "PRO", firstName: "Jasmine", stripeConnectId: "acct_jasmine" });
  const booking = await createBookingRow(services, {
    email: "guest.link@example.com",
    status: "ACCEPTED",
    assignedProId: pro.id,
    hoursAhead: -3,
    totalCents: 10_000,
    paymentIntentId: await intentPaidWithTestCard(services.payments, { amountCents: 10_000 }),
  });
  const admin = await personWithCaller(services, { role: "ADMIN" });
  await admin.caller.admin.payOut({ bookingId: booking.id });
  return { pro, booking };
}

/** The token of the rating link in the completion e-mail. */
async function tokenFromCompletionMail(to: string) {
  const mail = (await mailTo(services, to)).find((message) => message.tag === "booking-completed");
  const token = /\/rate\?token=([a-z0-9]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No rating link was e-mailed to ${to}`);
  return { token, mail };
}

describe("the completion e-mail's link", () => {
  it("is sent on payout, and lets a guest without an account read, rate and tip the booking", async () => {
    const { booking } = await paidOutGuestBooking();
    const { token, mail } = await tokenFromCompletionMail("guest.link@example.com");
    expect(mail?.subject).toBe("How was your Silk Press with Jasmine?");
    expect(mail?.text).toContain(`http://primp.test/rate?token=${token}`);

    const { caller } = createTestClient(services);
    expect(await caller.review.linkedBooking({ token })).toMatchObject({
      id: booking.id,
      status: "COMPLETED",
      serviceName: "Silk Press",
      proFirstName: "Jasmine",
      totalCents: 10_000,
      review: null,
      tip: null,
    });
    await caller.review.rateByLink({ token, rating: 5, comment: "Perfect", lookConsent: true });
    expect(await services.db.review.findUniqueOrThrow({ where: { bookingId: booking.id } })).toMatchObject({
      rating: 5,
      authorId: null,
      lookConsent: true,
    });
    // Following it again edits the same review within the window.
    await caller.review.rateByLink({ token, rating: 4 });
    expect(await services.db.review.count({ where: { bookingId: booking.id } })).toBe(1);

    const tipped = await caller.review.tipByLink({
      token,
      choice: { kind: "percent", percent: 20 },
      confirmedAmountCents: 2_000,
    });
    expect(tipped.message).toBe("Thank you! Your tip of $20.00 goes to Jasmine in full.");
    expect((await caller.review.linkedBooking({ token })).tip).toMatchObject({ amountCents: 2_000, sentToPro: true });
  });

  it("tips at most the booking's price, and only the amount confirmed, with the booking's card or another", async () => {
    const { booking } = await paidOutGuestBooking();
    const { token } = await tokenFromCompletionMail("guest.link@example.com");
    const { caller } = createTestClient(services);
    const overPrice = { token, choice: { kind: "amount" as const, amountCents: 10_001 }, confirmedAmountCents: 10_001 };
    const unconfirmed = {
      token,
      choice: { kind: "percent" as const, percent: 25 as const },
      confirmedAmountCents: 2_000,
    };
    for (const tip of [caller.review.tipByLink, caller.review.tipNewCardByLink]) {
      await expect(tip(overPrice)).rejects.toMatchObject({ code: "BAD_REQUEST", message: linkTipTooHigh(10_000) });
      await expect(tip(unconfirmed)).rejects.toMatchObject({ code: "BAD_REQUEST", message: TIP_CONFIRM_AGAIN });
      // A request that never showed the customer an amount is refused in the same words.
      const { confirmedAmountCents: _, ...withoutConfirmation } = unconfirmed;
      await expect(tip(withoutConfirmation as typeof unconfirmed)).rejects.toThrow(TIP_CONFIRM_AGAIN);
    }
    expect(await services.db.tip.count({ where: { bookingId: booking.id } })).toBe(0);

    const tipped = await caller.review.tipByLink({
      ...overPrice,
      choice: { kind: "amount", amountCents: 10_000 },
      confirmedAmountCents: 10_000,
    });
    expect(tipped.message).toBe("Thank you! Your tip of $100.00 goes to Jasmine in full.");
  });

  it("names the account as the author when the booking has one", async () => {
    const customer = await createPerson(services);
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_pro_link" });
    const booking = await createBookingRow(services, {
      customer,
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -48,
    });
    const token = await bookingLinkToken(services, booking.id);
    await createTestClient(services).caller.review.rateByLink({ token, rating: 3 });
    expect((await services.db.review.findUniqueOrThrow({ where: { bookingId: booking.id } })).authorId).toBe(
      customer.id,
    );
  });

  it("refuses a wrong or expired token in words, and a booking that is not completed", async () => {
    const { caller } = createTestClient(services);
    for (const token of ["not-a-token", "a".repeat(32)]) {
      await expect(caller.review.linkedBooking({ token })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: BOOKING_LINK_NOT_VALID,
      });
      await expect(caller.review.rateByLink({ token, rating: 5 })).rejects.toThrow(BOOKING_LINK_NOT_VALID);
    }
    const pro = await createPerson(services, { role: "PRO" });
    const accepted = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id });
    const token = await bookingLinkToken(services, accepted.id);
    await expect(caller.review.rateByLink({ token, rating: 5 })).rejects.toThrow(REVIEW_NOT_COMPLETED);
    await expect(
      caller.review.tipByLink({ token, choice: { kind: "amount", amountCents: 500 }, confirmedAmountCents: 500 }),
    ).rejects.toThrow(TIP_NOT_COMPLETED);

    await services.db.bookingLink.updateMany({
      data: { expiresAt: new Date(Date.now() - BOOKING_LINK_LIFETIME_MS) },
    });
    await expect(caller.review.linkedBooking({ token })).rejects.toThrow(BOOKING_LINK_NOT_VALID);
    expect(await services.db.review.count()).toBe(0);
  });
});
