import { c as int, d as object, i as boolean, p as string } from "./schemas-DY5hhiYg.js";
import { n as bookingIdInputSchema } from "./input-schemas-DWs-21jv.js";
// ../../packages/core/src/reviews.ts
var REVIEWS = {
	/** A rating (the customer's or the pro's) may be changed this long after it is first given. */
	editableDays: 7,
	/** A pro's average and count are shown once this many visible reviews back them. */
	publicAfterCount: 3,
	commentMaxLength: 1e3,
	/** The latest reviews a profile lists. */
	latestShown: 5,
	hideReasonMaxLength: 500
};
var RATING_OUT_OF_RANGE = "Please choose between 1 and 5 stars.";
var REVIEW_COMMENT_TOO_LONG = `Please keep your review under ${REVIEWS.commentMaxLength.toLocaleString("en-US")} characters.`;
`${REVIEWS.editableDays}`;
var REVIEW_NOT_FOUND = "We could not find this review.";
var HIDE_REASON_REQUIRED = "Please say why this review is hidden.";
var ratingSchema = int({ error: RATING_OUT_OF_RANGE }).min(1, { error: RATING_OUT_OF_RANGE }).max(5, { error: RATING_OUT_OF_RANGE });
/** The customer's review of the pro who did their booking. */
var reviewInputSchema = bookingIdInputSchema.extend({
	rating: ratingSchema,
	comment: string({ error: "Please write your review as text." }).trim().max(REVIEWS.commentMaxLength, { error: REVIEW_COMMENT_TOO_LONG }).default(""),
	/** The booking's result photo may appear among the pro's looks; off unless the customer ticks it. */
	lookConsent: boolean({ error: "Please tick the box or leave it empty." }).default(false)
});
var BOOKING_LINK_NOT_VALID = "This link is not valid or has expired. Please log in with the e-mail address of your booking.";
var bookingLinkTokenSchema = string({ error: BOOKING_LINK_NOT_VALID }).trim().min(1, { error: BOOKING_LINK_NOT_VALID }).max(200, { error: BOOKING_LINK_NOT_VALID });
/** The completion e-mail's signed link: the token stands for the booking (and its customer). */
var bookingLinkInputSchema = object({ token: bookingLinkTokenSchema });
reviewInputSchema.omit({ bookingId: true }).extend({ token: bookingLinkTokenSchema });
/** The pro's private rating of the booking's customer. */
var customerRatingInputSchema = bookingIdInputSchema.extend({ rating: ratingSchema });
var hideReviewInputSchema = object({
	reviewId: string({ error: REVIEW_NOT_FOUND }).trim().min(1, { error: REVIEW_NOT_FOUND }).max(64),
	reason: string({ error: HIDE_REASON_REQUIRED }).trim().min(3, { error: HIDE_REASON_REQUIRED }).max(REVIEWS.hideReasonMaxLength, { error: `Please keep the reason under ${REVIEWS.hideReasonMaxLength} characters.` })
});
export { reviewInputSchema as a, hideReviewInputSchema as i, bookingLinkInputSchema as n, customerRatingInputSchema as r, REVIEWS as t };
