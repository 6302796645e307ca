// The other side of reviews: the pro's private rating of the customer, what a profile and
// /professionals show (only after enough reviews), hiding a review, and the look book's photos.
import {
  BOOKING_NOT_FOUND,
  REVIEW_EDIT_CLOSED,
  REVIEW_HIDDEN,
  REVIEW_NOT_COMPLETED,
  REVIEW_NOT_FOUND,
  REVIEWS,
} from "@primp/core";
import type { User } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canReadStoredFile } from "../../domain/uploads.ts";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const DAY = 86_400_000;

/** A completed booking of a new customer (named as given) done by `pro`, reviewed with `rating`. */
async function reviewedBy(
  pro: Pick<User, "id">,
  rating: number,
  options: { lastName?: string; consent?: boolean } = {},
) {
  const customer = await personWithCaller(services, { firstName: "Ada", lastName: options.lastName ?? "lovelace" });
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status: "COMPLETED",
    assignedProId: pro.id,
    hoursAhead: -72,
    data: { customerPhotoUrl: `/files/submissions/${customer.user.id}/look.png` },
  });
  const { review } = await customer.caller.review.rateBooking({
    bookingId: booking.id,
    rating,
    comment: `Rated ${rating}`,
    lookConsent: options.consent ?? false,
  });
  return { customer, booking, review };
}

describe("the pro rates the customer", () => {
  it("only the booking's pro, only once completed; administrators alone see it", async () => {
    const pro = await personWithCaller(services, { role: "PRO" });
    const customer = await personWithCaller(services);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const booking = await createBookingRow(services, {
      customer: customer.user,
      status: "COMPLETED",
      assignedProId: pro.user.id,
      hoursAhead: -30,
    });
    const otherPro = await personWithCaller(services, { role: "PRO" });
    await expect(otherPro.caller.review.rateCustomer({ bookingId: booking.id, rating: 1 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    await expect(customer.caller.review.rateCustomer({ bookingId: booking.id, rating: 5 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const accepted = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.user.id });
    await expect(pro.caller.review.rateCustomer({ bookingId: accepted.id, rating: 3 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: REVIEW_NOT_COMPLETED,
    });

    await pro.caller.review.rateCustomer({ bookingId: booking.id, rating: 2 });
    const edited = await pro.caller.review.rateCustomer({ bookingId: booking.id, rating: 3 });
    expect(edited.customerRating.rating).toBe(3);

    expect((await customer.caller.account.bookingDetails({ bookingId: booking.id })).customerRating).toBeNull();
    expect((await admin.caller.account.bookingDetails({ bookingId: booking.id })).customerRating?.rating).toBe(3);
    expect((await pro.caller.account.bookingDetails({ bookingId: booking.id })).customerRating?.rating).toBe(3);

    await services.db.customerRating.update({
      where: { bookingId: booking.id },
      data: { createdAt: new Date(Date.now() - REVIEWS.editableDays * DAY - 1_000) },
    });
    await expect(pro.caller.review.rateCustomer({ bookingId: booking.id, rating: 5 })).rejects.toThrow(
      REVIEW_EDIT_CLOSED,
    );
  });
});

describe("a pro's public reputation", () => {
  it(`shows the average and count only from the ${REVIEWS.publicAfterCount}rd visible review, and the latest reviews`, async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const viewer = await personWithCaller(services);
    await reviewedBy(pro, 5);
    await reviewedBy(pro, 4, { lastName: "byron" });
    const early = await viewer.caller.pro.profile({ userId: pro.id });
    expect(early.rating).toBeNull();
    expect(early.reviews.map((review) => [review.reviewer, review.rating, review.serviceName])).toEqual([
      ["Ada B.", 4, "Silk Press"],
      ["Ada L.", 5, "Silk Press"],
    ]);

    await reviewedBy(pro, 4);
    const rated = await viewer.caller.pro.profile({ userId: pro.id });
    expect(rated.rating).toEqual({ average: 4.3, count: 3 });
    expect(rated.reviews).toHaveLength(3);

    const anonymous = createTestClient(services).caller;
    const { slug } = await services.db.proProfile.findUniqueOrThrow({ where: { userId: pro.id } });
    expect(await anonymous.review.ratedPros()).toEqual([
      expect.objectContaining({ userId: pro.id, slug, rating: { average: 4.3, count: 3 } }),
    ]);
  });

  it("a hidden review leaves the profile, the average and the listing; it stays with its reason", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const reviews = [await reviewedBy(pro, 5), await reviewedBy(pro, 5), await reviewedBy(pro, 1)];
    const worst = reviews[2];
    if (!worst) throw new Error("three reviews were written");
    expect((await admin.caller.pro.profile({ userId: pro.id })).rating).toEqual({ average: 3.7, count: 3 });

    const hidden = await admin.caller.review.hide({ reviewId: worst.review.id, reason: "Names another customer" });
    expect(hidden.message).toBe(REVIEW_HIDDEN);
    const profile = await admin.caller.pro.profile({ userId: pro.id });
    expect(profile.rating).toBeNull();
    expect(profile.reviews.map((review) => review.id)).not.toContain(worst.review.id);
    expect(await admin.caller.review.ratedPros()).toEqual([]);

    const stored = await services.db.review.findUniqueOrThrow({ where: { id: worst.review.id } });
    expect(stored).toMatchObject({ rating: 1, hiddenReason: "Names another customer", hiddenById: admin.user.id });
    const asAdmin = await admin.caller.account.bookingDetails({ bookingId: worst.booking.id });
    expect(asAdmin.review).toMatchObject({ hidden: true, hiddenReason: "Names another customer" });
    const asCustomer = await worst.customer.caller.account.bookingDetails({ bookingId: worst.booking.id });
    expect(asCustomer.review).toMatchObject({ hidden: true, hiddenReason: null });

    await expect(admin.caller.review.hide({ reviewId: "no-such-review", reason: "Spam" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: REVIEW_NOT_FOUND,
    });
  });
});

describe("the look book", () => {
  it("shows a result photo only with its customer's consent, and only while the review is visible", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const viewer = await personWithCaller(services);
    const withheld = await reviewedBy(pro, 5);
    const shared = await reviewedBy(pro, 5, { consent: true });
    const key = (url: string | null) => (url ?? "").replace("/files/", "");

    const profile = await viewer.caller.pro.profile({ userId: pro.id });
    expect(profile.looks).toEqual([
      {
        id: shared.review.id,
        photoUrl: shared.booking.customerPhotoUrl,
        serviceId: shared.booking.serviceId,
        serviceType: "HAIR",
        serviceName: "Silk Press",
        // No variants of a photo stored without the upload pipeline: the original, size unknown.
        photo: expect.objectContaining({ url: shared.booking.customerPhotoUrl, widths: [] }),
      },
    ]);
    const viewerAsReader = { id: viewer.user.id, role: viewer.user.role };
    expect(await canReadStoredFile(services.db, null, key(shared.booking.customerPhotoUrl))).toBe(true);
    expect(await canReadStoredFile(services.db, viewerAsReader, key(withheld.booking.customerPhotoUrl))).toBe(false);

    await admin.caller.review.hide({ reviewId: shared.review.id, reason: "Photo shows a child" });
    expect((await viewer.caller.pro.profile({ userId: pro.id })).looks).toEqual([]);
    expect(await canReadStoredFile(services.db, null, key(shared.booking.customerPhotoUrl))).toBe(false);
  });
});
