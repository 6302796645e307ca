import { describe, expect, it } from "vitest";
import {
  canEditRating,
  publicRating,
  RATING_OUT_OF_RANGE,
  REVIEW_CANCELLED,
  REVIEW_COMMENT_TOO_LONG,
  REVIEW_NOT_COMPLETED,
  REVIEWS,
  ratingEditableUntil,
  ratingRefusal,
  ratingsEditableSince,
  reviewerName,
  reviewInputSchema,
} from "./reviews";

describe("ratingRefusal", () => {
  it("lets only a completed booking be rated, and says why not otherwise", () => {
    expect(ratingRefusal("COMPLETED")).toBeNull();
    expect(ratingRefusal("CANCELLED")).toBe(REVIEW_CANCELLED);
    for (const status of ["AWAITING_PAYMENT", "PENDING", "ACCEPTED"] as const) {
      expect(ratingRefusal(status)).toBe(REVIEW_NOT_COMPLETED);
    }
  });
});

describe("the edit window", () => {
  const givenAt = new Date("2026-12-01T10:00:00Z");
  it("is open up to exactly REVIEWS.editableDays after the rating was given", () => {
    const until = ratingEditableUntil(givenAt);
    expect(until.toISOString()).toBe("2026-12-08T10:00:00.000Z");
    expect(canEditRating(givenAt, givenAt)).toBe(true);
    expect(canEditRating(givenAt, until)).toBe(true);
    expect(canEditRating(givenAt, new Date(until.getTime() + 1))).toBe(false);
    expect(ratingsEditableSince(until)).toEqual(givenAt);
  });
});

describe("reviewInputSchema", () => {
  const valid = { bookingId: "b1", rating: 5 };
  it("accepts 1 to 5 whole stars, trims the comment and leaves consent off by default", () => {
    expect(reviewInputSchema.parse({ ...valid, comment: "  Lovely  " })).toEqual({
      ...valid,
      comment: "Lovely",
      lookConsent: false,
    });
    expect(reviewInputSchema.safeParse({ ...valid, rating: 1 }).success).toBe(true);
  });

  it("refuses ratings outside 1–5 and over-long comments, in words", () => {
    for (const rating of [0, 6, 4.5, -1, Number.NaN]) {
      const result = reviewInputSchema.safeParse({ ...valid, rating });
      expect(result.error?.issues[0]?.message).toBe(RATING_OUT_OF_RANGE);
    }
    const long = reviewInputSchema.safeParse({ ...valid, comment: "x".repeat(REVIEWS.commentMaxLength + 1) });
    expect(long.error?.issues[0]?.message).toBe(REVIEW_COMMENT_TOO_LONG);
    expect(reviewInputSchema.safeParse({ ...valid, comment: "x".repeat(REVIEWS.commentMaxLength) }).success).toBe(true);
  });
});

describe("what the public sees", () => {
  it("names a reviewer by first name and last initial", () => {
    expect(reviewerName("Ada", "lovelace")).toBe("Ada L.");
    expect(reviewerName(" Grace ", "")).toBe("Grace");
  });

  it("shows an average only once enough reviews back it, rounded to one decimal", () => {
    expect(publicRating(REVIEWS.publicAfterCount - 1, 10)).toBeNull();
    expect(publicRating(3, 14)).toEqual({ average: 4.7, count: 3 });
    expect(publicRating(4, 20)).toEqual({ average: 5, count: 4 });
  });
});
