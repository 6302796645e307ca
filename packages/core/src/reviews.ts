// Verified reviews: who may rate which booking, for how long, and what the public is shown.
// The numbers live here so the server, the review form and the profile read the same ones.
import { z } from "zod";
import type { BookingStatus } from "./booking-status";
import { formatCount } from "./format";
import { bookingIdInputSchema } from "./input-schemas";

const DAY_MS = 86_400_000;

export const REVIEWS = {
  /** A rating (the customer's or the pro's) may be changed this long after it is first given. */
  editableDays: 7,
  /** A pro's average and count are shown once this many visible reviews back them. */
  publicAfterCount: 3,
  commentMaxLength: 1_000,
  /** The latest reviews a profile lists. */
  latestShown: 5,
  hideReasonMaxLength: 500,
} as const;

export const RATING_OUT_OF_RANGE = "Please choose between 1 and 5 stars.";
export const REVIEW_COMMENT_TOO_LONG = `Please keep your review under ${formatCount(REVIEWS.commentMaxLength)} characters.`;
export const REVIEW_NOT_COMPLETED = "You can rate this booking once the appointment is completed.";
export const REVIEW_CANCELLED = "A cancelled booking cannot be rated.";
export const REVIEW_EDIT_CLOSED = `A rating can be changed for ${REVIEWS.editableDays} days after it is given, and this one can no longer be changed.`;
export const REVIEW_ONLY_CUSTOMER = "Only the customer of this booking can review it.";
export const REVIEW_NOT_FOUND = "We could not find this review.";
export const HIDE_REASON_REQUIRED = "Please say why this review is hidden.";
export const REVIEW_SAVED = "Thank you! Your review has been saved.";
export const CUSTOMER_RATING_SAVED = "Thank you! Your rating of this customer has been saved.";
export const REVIEW_HIDDEN = "The review is hidden. It is kept with your reason.";

export const ratingSchema = z
  .int({ error: RATING_OUT_OF_RANGE })
  .min(1, { error: RATING_OUT_OF_RANGE })
  .max(5, { error: RATING_OUT_OF_RANGE });

/** The customer's review of the pro who did their booking. */
export const reviewInputSchema = bookingIdInputSchema.extend({
  rating: ratingSchema,
  comment: z
    .string({ error: "Please write your review as text." })
    .trim()
    .max(REVIEWS.commentMaxLength, { error: REVIEW_COMMENT_TOO_LONG })
    .default(""),
  /** The booking's result photo may appear among the pro's looks; off unless the customer ticks it. */
  lookConsent: z.boolean({ error: "Please tick the box or leave it empty." }).default(false),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const BOOKING_LINK_NOT_VALID =
  "This link is not valid or has expired. Please log in with the e-mail address of your booking.";
export const bookingLinkTokenSchema = z
  .string({ error: BOOKING_LINK_NOT_VALID })
  .trim()
  .min(1, { error: BOOKING_LINK_NOT_VALID })
  .max(200, { error: BOOKING_LINK_NOT_VALID });
/** The completion e-mail's signed link: the token stands for the booking (and its customer). */
export const bookingLinkInputSchema = z.object({ token: bookingLinkTokenSchema });
export const reviewByLinkInputSchema = reviewInputSchema
  .omit({ bookingId: true })
  .extend({ token: bookingLinkTokenSchema });
export type ReviewByLinkInput = z.infer<typeof reviewByLinkInputSchema>;

/** The pro's private rating of the booking's customer. */
export const customerRatingInputSchema = bookingIdInputSchema.extend({ rating: ratingSchema });
export type CustomerRatingInput = z.infer<typeof customerRatingInputSchema>;

export const hideReviewInputSchema = z.object({
  reviewId: z.string({ error: REVIEW_NOT_FOUND }).trim().min(1, { error: REVIEW_NOT_FOUND }).max(64),
  reason: z
    .string({ error: HIDE_REASON_REQUIRED })
    .trim()
    .min(3, { error: HIDE_REASON_REQUIRED })
    .max(REVIEWS.hideReasonMaxLength, {
      error: `Please keep the reason under ${REVIEWS.hideReasonMaxLength} characters.`,
    }),
});
export type HideReviewInput = z.infer<typeof hideReviewInputSchema>;

/** Why a booking in `status` cannot be rated yet (or ever), or null when it can. */
export function ratingRefusal(status: BookingStatus): string | null {
  if (status === "COMPLETED") return null;
  return status === "CANCELLED" ? REVIEW_CANCELLED : REVIEW_NOT_COMPLETED;
}

/** The last instant a rating first given at `givenAt` may be changed. */
export const ratingEditableUntil = (givenAt: Date) => new Date(givenAt.getTime() + REVIEWS.editableDays * DAY_MS);

export const canEditRating = (givenAt: Date, now: Date) => now.getTime() <= ratingEditableUntil(givenAt).getTime();

/** The earliest first-given instant of a rating that may still be changed at `now` (the same rule, as a bound for a query). */
export const ratingsEditableSince = (now: Date) => new Date(now.getTime() - REVIEWS.editableDays * DAY_MS);

/** How the public names a reviewer: first name and last initial ("Ada L."). */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export interface PublicRating {
  /** Rounded to one decimal. */
  average: number;
  count: number;
}

/** A pro's public average and count, or null until enough visible reviews back it. */
export function publicRating(count: number, sumOfRatings: number): PublicRating | null {
  if (count < REVIEWS.publicAfterCount) return null;
  return { average: Math.round((sumOfRatings / count) * 10) / 10, count };
}
