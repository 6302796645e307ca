// The customer's review of their pro: only the booking's customer (guest bookings once the
// e-mail is proved), only COMPLETED, never CANCELLED, once, edits within the window, 1–5 stars,
// rate limited.
import {
  BOOKING_NOT_FOUND,
  RATING_OUT_OF_RANGE,
  REVIEW_CANCELLED,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_EDIT_CLOSED,
  REVIEW_NOT_COMPLETED,
  REVIEW_ONLY_CUSTOMER,
  REVIEWS,
} from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "../../auth/rate-limit.ts";
import { RATINGS_PER_USER } from "../../auth/rate-limit-rules.ts";
import { reviewBooking } from "../../domain/reviews.ts";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const DAY = 86_400_000;

async function completedBookingOfCustomer(status: "COMPLETED" | "ACCEPTED" | "PENDING" | "CANCELLED" = "COMPLETED") {
  const customer = await personWithCaller(services);
  const pro = await personWithCaller(services, { role: "PRO" });
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status,
    assignedProId: status === "PENDING" ? null : pro.user.id,
    hoursAhead: -72,
  });
  return { customer, pro, booking };
}

describe("who may review a booking", () => {
  it("only its customer: its pro and administrators are told so, anyone else that it does not exist", async () => {
    const { customer, pro, booking } = await completedBookingOfCustomer();
    const input = { bookingId: booking.id, rating: 4 };
    const stranger = await personWithCaller(services);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    await expect(stranger.caller.review.rateBooking(input)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    for (const reader of [pro, admin]) {
      await expect(reader.caller.review.rateBooking(input)).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: REVIEW_ONLY_CUSTOMER,
      });
    }
    expect(await services.db.review.count()).toBe(0);

    const saved = await customer.caller.review.rateBooking({ ...input, comment: "  Wonderful silk press  " });
    expect(saved.review).toMatchObject({ rating: 4, comment: "Wonderful silk press", lookConsent: false });
    const stored = await services.db.review.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(stored).toMatchObject({ proId: pro.user.id, authorId: customer.user.id, rating: 4, hiddenAt: null });
  });

  it("a guest booking, by the account that later proved the booking's e-mail address", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, {
      email: "guest.later@example.com",
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -48,
    });
    const signedUp = await personWithCaller(services, { email: "guest.later@example.com" });
    await expect(signedUp.caller.review.rateBooking({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await services.db.user.update({ where: { id: signedUp.user.id }, data: { emailVerifiedAt: new Date() } });
    const saved = await signedUp.caller.review.rateBooking({ bookingId: booking.id, rating: 5 });
    expect(saved.review.rating).toBe(5);
    expect((await services.db.review.findUniqueOrThrow({ where: { bookingId: booking.id } })).authorId).toBe(
      signedUp.user.id,
    );
  });
});

describe("which bookings may be reviewed", () => {
  it("only a COMPLETED one; never a CANCELLED one", async () => {
    for (const [status, message] of [
      ["PENDING", REVIEW_NOT_COMPLETED],
      ["ACCEPTED", REVIEW_NOT_COMPLETED],
      ["CANCELLED", REVIEW_CANCELLED],
    ] as const) {
      const { customer, booking } = await completedBookingOfCustomer(status);
      await expect(customer.caller.review.rateBooking({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message,
      });
    }
    expect(await services.db.review.count()).toBe(0);
  });
});

describe("once per booking, editable for a while", () => {
  it("a second rating edits the first within the window and is refused after it", async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    const first = await customer.caller.review.rateBooking({ bookingId: booking.id, rating: 2, comment: "Late" });
    const second = await customer.caller.review.rateBooking({
      bookingId: booking.id,
      rating: 4,
      comment: "Late, but lovely work",
      lookConsent: true,
    });
    expect(second.review).toMatchObject({ id: first.review.id, rating: 4, lookConsent: true });
    expect(second.review.givenAt).toEqual(first.review.givenAt);
    expect(await services.db.review.count()).toBe(1);

    // The window is counted from when the rating was first given.
    const givenAt = new Date(Date.now() - REVIEWS.editableDays * DAY - 60_000);
    await services.db.review.update({ where: { id: first.review.id }, data: { createdAt: givenAt } });
    await expect(customer.caller.review.rateBooking({ bookingId: booking.id, rating: 1 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: REVIEW_EDIT_CLOSED,
    });
    expect((await services.db.review.findUniqueOrThrow({ where: { id: first.review.id } })).rating).toBe(4);
  });

  it("the window's last instant still edits; the next one does not (injected clock)", async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    const givenAt = new Date("2026-12-01T10:00:00Z");
    const viewer = { id: customer.user.id, role: customer.user.role };
    await reviewBooking(
      services.db,
      viewer,
      { bookingId: booking.id, rating: 3, comment: "", lookConsent: false },
      givenAt,
    );
    const lastInstant = new Date(givenAt.getTime() + REVIEWS.editableDays * DAY);
    const edit = { bookingId: booking.id, rating: 5, comment: "Better on reflection", lookConsent: false };
    expect((await reviewBooking(services.db, viewer, edit, lastInstant)).review.rating).toBe(5);
    await expect(
      reviewBooking(services.db, viewer, { ...edit, rating: 1 }, new Date(lastInstant.getTime() + 1)),
    ).rejects.toThrow(REVIEW_EDIT_CLOSED);
  });

  it("two first ratings at once leave one review", async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    const results = await Promise.all(
      [3, 5].map((rating) => customer.caller.review.rateBooking({ bookingId: booking.id, rating })),
    );
    expect(results.map((result) => result.review.id)).toEqual([results[0]?.review.id, results[0]?.review.id]);
    expect(await services.db.review.count()).toBe(1);
  });
});

describe("bad input", () => {
  // The caller sees zod's issues as JSON; over HTTP the error formatter sends the first one's words.
  it("refuses ratings outside 1–5 and comments over the limit, in words, and writes nothing", async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    for (const rating of [0, 6, 3.5, -2]) {
      const call = customer.caller.review.rateBooking({ bookingId: booking.id, rating });
      await expect(call).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(call).rejects.toThrow(RATING_OUT_OF_RANGE);
    }
    const long = customer.caller.review.rateBooking({
      bookingId: booking.id,
      rating: 5,
      comment: "x".repeat(REVIEWS.commentMaxLength + 1),
    });
    await expect(long).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(long).rejects.toThrow(REVIEW_COMMENT_TOO_LONG);
    expect(await services.db.review.count()).toBe(0);
  });

  it("keeps markup in a comment as the text it is", async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    const comment = '<img src=x onerror="alert(1)"> Great & quick';
    await customer.caller.review.rateBooking({ bookingId: booking.id, rating: 5, comment });
    expect((await services.db.review.findUniqueOrThrow({ where: { bookingId: booking.id } })).comment).toBe(comment);
  });

  it(`is rate limited to ${RATINGS_PER_USER.limit} ratings an hour per account`, async () => {
    const { customer, booking } = await completedBookingOfCustomer();
    for (let n = 0; n < RATINGS_PER_USER.limit; n++) {
      await customer.caller.review.rateBooking({ bookingId: booking.id, rating: (n % 5) + 1 });
    }
    await expect(customer.caller.review.rateBooking({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_ATTEMPTS,
    });
  });
});
