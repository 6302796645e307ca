// Verified reviews, both ways: the booking's customer rates its pro (public), its pro rates
// the customer (administrators only), an administrator hides a review (kept, with a reason).
// Who "the booking's customer" is comes from booking-access.ts, the dashboard's own rule, so a
// guest booking is rated by the account that later proved the booking's e-mail address.
import {
  BOOKING_NOT_FOUND,
  CUSTOMER_RATING_SAVED,
  type CustomerRatingInput,
  type HideReviewInput,
  REVIEW_EDIT_CLOSED,
  REVIEW_HIDDEN,
  REVIEW_NOT_COMPLETED,
  REVIEW_NOT_FOUND,
  REVIEW_ONLY_CUSTOMER,
  REVIEW_SAVED,
  type ReviewInput,
  ratingEditableUntil,
  ratingRefusal,
  ratingsEditableSince,
} from "@primp/core";
import { type Booking, type Db, isUniqueViolation } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { customersOwnBooking, type Viewer } from "./booking-access.ts";

const refuse = (code: "BAD_REQUEST" | "NOT_FOUND" | "FORBIDDEN", message: string) => new TRPCError({ code, message });

/** The rule every rating passes first: the booking is completed (never cancelled) by a pro. */
function rateablePro(booking: Pick<Booking, "status" | "assignedProId">): string {
  const refusal = ratingRefusal(booking.status);
  if (refusal) throw refuse("BAD_REQUEST", refusal);
  if (!booking.assignedProId) throw refuse("BAD_REQUEST", REVIEW_NOT_COMPLETED);
  return booking.assignedProId;
}

interface RatingWrites {
  /** When the rating was first given, or null when there is none yet. */
  givenAt(): Promise<Date | null>;
  create(): Promise<unknown>;
  /** Changes the rating if it was first given at or after `openSince`; how many rows changed. */
  updateIfOpen(openSince: Date): Promise<number>;
}

/**
 * Once per booking, then edits within the window. The edit is conditional on the window in
 * the database, and a first rating racing another becomes an edit of the one that won.
 */
async function saveWithinEditWindow(writes: RatingWrites, now: Date) {
  if ((await writes.givenAt()) === null) {
    try {
      await writes.create();
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if ((await writes.updateIfOpen(ratingsEditableSince(now))) === 0) throw refuse("BAD_REQUEST", REVIEW_EDIT_CLOSED);
}

/** The customer rates the pro of their completed booking, with an optional comment and look consent. */
export async function reviewBooking(db: Db, viewer: Viewer, input: ReviewInput, now = new Date()) {
  const booking = await customersOwnBooking(db, viewer, input.bookingId, REVIEW_ONLY_CUSTOMER);
  return saveCustomerReview(db, booking, viewer.id, input, now);
}

/**
 * The customer's review of `booking`, known to be theirs (signed in, or holding the completion
 * e-mail's link: `authorId` null for a guest without an account).
 */
export async function saveCustomerReview(
  // Only reviews are touched, so the demo seed's transaction can pass itself.
  db: Pick<Db, "review">,
  booking: Pick<Booking, "id" | "status" | "assignedProId">,
  authorId: string | null,
  input: Omit<ReviewInput, "bookingId">,
  now = new Date(),
) {
  const proId = rateablePro(booking);
  const content = { rating: input.rating, comment: input.comment, lookConsent: input.lookConsent };
  await saveWithinEditWindow(
    {
      givenAt: async () =>
        (await db.review.findUnique({ where: { bookingId: booking.id }, select: { createdAt: true } }))?.createdAt ??
        null,
      create: () =>
        db.review.create({
          data: { bookingId: booking.id, proId, authorId, createdAt: now, ...content },
        }),
      updateIfOpen: async (openSince) =>
        (await db.review.updateMany({ where: { bookingId: booking.id, createdAt: { gte: openSince } }, data: content }))
          .count,
    },
    now,
  );
  const saved = await db.review.findUniqueOrThrow({ where: { bookingId: booking.id } });
  return { message: REVIEW_SAVED, review: ownReview(saved) };
}

/** The pro rates the customer of a completed booking they did; only administrators ever see it. */
export async function rateCustomer(db: Db, proId: string, input: CustomerRatingInput, now = new Date()) {
  const booking = await db.booking.findFirst({ where: { id: input.bookingId, assignedProId: proId } });
  if (!booking) throw refuse("NOT_FOUND", BOOKING_NOT_FOUND);
  rateablePro(booking);
  await saveWithinEditWindow(
    {
      givenAt: async () =>
        (await db.customerRating.findUnique({ where: { bookingId: booking.id }, select: { createdAt: true } }))
          ?.createdAt ?? null,
      create: () =>
        db.customerRating.create({ data: { bookingId: booking.id, proId, rating: input.rating, createdAt: now } }),
      updateIfOpen: async (openSince) =>
        (
          await db.customerRating.updateMany({
            where: { bookingId: booking.id, createdAt: { gte: openSince } },
            data: { rating: input.rating },
          })
        ).count,
    },
    now,
  );
  const saved = await db.customerRating.findUniqueOrThrow({ where: { bookingId: booking.id } });
  return { message: CUSTOMER_RATING_SAVED, customerRating: ownCustomerRating(saved) };
}

/** Takes a review off the profile and out of the average; the row and the reason stay. */
export async function hideReview(db: Db, adminId: string, input: HideReviewInput, now = new Date()) {
  const { count } = await db.review.updateMany({
    where: { id: input.reviewId },
    data: { hiddenAt: now, hiddenReason: input.reason, hiddenById: adminId },
  });
  if (count !== 1) throw refuse("NOT_FOUND", REVIEW_NOT_FOUND);
  return { message: REVIEW_HIDDEN };
}

interface StoredRating {
  rating: number;
  createdAt: Date;
}

function ownCustomerRating(rating: StoredRating) {
  return { rating: rating.rating, givenAt: rating.createdAt, editableUntil: ratingEditableUntil(rating.createdAt) };
}

function ownReview(
  review: StoredRating & { id: string; comment: string; lookConsent: boolean; hiddenAt: Date | null },
) {
  return {
    ...ownCustomerRating(review),
    id: review.id,
    comment: review.comment,
    lookConsent: review.lookConsent,
    hidden: review.hiddenAt !== null,
  };
}

export type BookingReader = "CUSTOMER" | "PRO" | "ADMIN";

/**
 * The ratings of one booking as `reader` may see them: the review for everyone who reads the
 * booking (why it was hidden for administrators only), the customer's rating for its pro and
 * administrators only.
 */
export async function bookingRatings(db: Db, bookingId: string, reader: BookingReader) {
  const [review, customerRating] = await Promise.all([
    db.review.findUnique({ where: { bookingId } }),
    reader === "CUSTOMER" ? null : db.customerRating.findUnique({ where: { bookingId } }),
  ]);
  return {
    review: review ? { ...ownReview(review), hiddenReason: reader === "ADMIN" ? review.hiddenReason : null } : null,
    customerRating: customerRating ? ownCustomerRating(customerRating) : null,
  };
}
