// The completion e-mail's signed link: it lets whoever holds it (the booking's customer, a
// guest without an account included) rate the booking's pro and tip them, and nothing else.
// Only the token's SHA-256 is stored (like OneTimeToken); the link is not used up when
// followed, since the review may be edited for a while and the tip may come later.
import { BOOKING_LINK_NOT_VALID, linkTipRefusal, type ReviewByLinkInput, type TipByLinkInput } from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { hashToken } from "../auth/tokens.ts";
import type { Services } from "../trpc.ts";
import { bookingRatings, saveCustomerReview } from "./reviews.ts";
import { openTipPayment } from "./tip-new-card.ts";
import { bookingTip, chargeTip } from "./tips.ts";

/** The booking a signed link names; refused once the link expired. */
export async function bookingByLink(db: Db, token: string, now: Date) {
  const link = await db.bookingLink.findUnique({ where: { tokenHash: hashToken(token) }, include: { booking: true } });
  if (!link || link.expiresAt <= now) throw new TRPCError({ code: "BAD_REQUEST", message: BOOKING_LINK_NOT_VALID });
  return link.booking;
}

/** What the link's page shows: the booking in brief, its review and its tip. */
export async function linkedBooking(db: Db, token: string, now = new Date()) {
  const booking = await bookingByLink(db, token, now);
  const pro = booking.assignedProId
    ? await db.user.findUnique({ where: { id: booking.assignedProId }, select: { firstName: true } })
    : null;
  return {
    id: booking.id,
    status: booking.status,
    serviceName: booking.serviceName,
    localDate: booking.localDate,
    localTime: booking.localTime,
    timeZone: booking.timeZone,
    totalCents: booking.totalCents,
    proFirstName: pro?.firstName ?? null,
    hasPhoto: booking.customerPhotoUrl !== null,
    review: (await bookingRatings(db, booking.id, "CUSTOMER")).review,
    tip: await bookingTip(db, booking.id),
  };
}

/** Rates through the link; the review is the account's when the booking has one, else nobody's (a guest). */
export async function rateByLink(db: Db, input: ReviewByLinkInput, now = new Date()) {
  const { token, ...review } = input;
  const booking = await bookingByLink(db, token, now);
  return saveCustomerReview(db, booking, booking.customerId, review, now);
}

/**
 * The booking a tip through the link is for, once the tip is within the link's cap and is the
 * amount the customer confirmed (linkTipRefusal): the link is all its holder has shown.
 */
async function bookingToTipByLink(db: Db, input: TipByLinkInput, now: Date) {
  const booking = await bookingByLink(db, input.token, now);
  const refusal = linkTipRefusal(booking.totalCents, input.choice, input.confirmedAmountCents);
  if (refusal) throw new TRPCError({ code: "BAD_REQUEST", message: refusal });
  return booking;
}

export async function tipByLink(deps: Pick<Services, "db" | "payments">, input: TipByLinkInput, now = new Date()) {
  const booking = await bookingToTipByLink(deps.db, input, now);
  return chargeTip(deps, booking, { bookingId: booking.id, choice: input.choice }, now);
}

/** A new-card tip through the signed link: opens its payment, confirmed by review.confirmTip. */
export async function tipNewCardByLink(
  deps: Pick<Services, "db" | "payments">,
  input: TipByLinkInput,
  now = new Date(),
) {
  const booking = await bookingToTipByLink(deps.db, input, now);
  return openTipPayment(deps, booking, { bookingId: booking.id, choice: input.choice }, now);
}
