import {
  bookingLinkInputSchema,
  customerRatingInputSchema,
  hideReviewInputSchema,
  reviewByLinkInputSchema,
  reviewInputSchema,
  tipByLinkInputSchema,
  tipInputSchema,
} from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import {
  BOOKING_LINKS_PER_IP,
  PAYMENT_ATTEMPTS_PER_BOOKING,
  RATINGS_PER_USER,
  TIPS_PER_USER,
} from "../../auth/rate-limit-rules.ts";
import { linkedBooking, rateByLink, tipByLink, tipNewCardByLink } from "../../domain/booking-link.ts";
import { ratedPros } from "../../domain/pro-reputation.ts";
import { hideReview, rateCustomer, reviewBooking } from "../../domain/reviews.ts";
import { confirmTip, tipBookingWithNewCard } from "../../domain/tip-new-card.ts";
import { tipBooking } from "../../domain/tips.ts";
import { adminProcedure, authedProcedure, proProcedure, publicProcedure, rateLimited } from "../../trpc.ts";
import { confirmPaymentSchema } from "../booking/confirmPayment.schema.ts";

/** Verified reviews: the customer rates the pro, the pro rates the customer, administrators moderate. */
export const reviewRouter = {
  /** The booking's customer rates its pro (once, then edits within REVIEWS.editableDays). */
  rateBooking: authedProcedure
    .input(reviewInputSchema)
    .use(rateLimited(RATINGS_PER_USER))
    .mutation(({ ctx, input }) => reviewBooking(ctx.db, ctx.user, input)),
  /** The booking's customer tips its pro on the booking's saved card; all of it goes to the pro. */
  tip: authedProcedure
    .input(tipInputSchema)
    .use(rateLimited(TIPS_PER_USER))
    .mutation(({ ctx, input }) => tipBooking(ctx, ctx.user, input)),
  /** The same with a new card: opens the tip's payment intent, which the browser confirms (confirmTip). */
  tipNewCard: authedProcedure
    .input(tipInputSchema)
    .use(rateLimited(TIPS_PER_USER))
    .mutation(({ ctx, input }) => tipBookingWithNewCard(ctx, ctx.user, input)),
  /** After the browser confirmed the card; the intent's client secret is the credential, as for a booking. */
  confirmTip: publicProcedure
    .input(confirmPaymentSchema)
    .use(rateLimited(PAYMENT_ATTEMPTS_PER_BOOKING))
    .mutation(({ ctx, input }) => confirmTip(ctx, input)),
  // The completion e-mail's signed link: the token stands for the booking, so a guest rates and tips too.
  // A mutation although it only reads: the token is a credential, so it travels in a POST body,
  // never in a URL that request logs and proxies keep.
  linkedBooking: publicProcedure
    .input(bookingLinkInputSchema)
    .use(rateLimited(BOOKING_LINKS_PER_IP))
    .mutation(({ ctx, input }) => linkedBooking(ctx.db, input.token)),
  rateByLink: publicProcedure
    .input(reviewByLinkInputSchema)
    .use(rateLimited(BOOKING_LINKS_PER_IP))
    .mutation(({ ctx, input }) => rateByLink(ctx.db, input)),
  tipByLink: publicProcedure
    .input(tipByLinkInputSchema)
    .use(rateLimited(BOOKING_LINKS_PER_IP))
    .mutation(({ ctx, input }) => tipByLink(ctx, input)),
  tipNewCardByLink: publicProcedure
    .input(tipByLinkInputSchema)
    .use(rateLimited(BOOKING_LINKS_PER_IP))
    .mutation(({ ctx, input }) => tipNewCardByLink(ctx, input)),
  /** The booking's pro rates its customer, privately: administrators only ever see it. */
  rateCustomer: proProcedure
    .input(customerRatingInputSchema)
    .use(rateLimited(RATINGS_PER_USER))
    .mutation(({ ctx, input }) => rateCustomer(ctx.db, ctx.user.id, input)),
  hide: adminProcedure
    .input(hideReviewInputSchema)
    .mutation(({ ctx, input }) => hideReview(ctx.db, ctx.user.id, input)),
  /** /professionals: the best-rated pros with a public rating. */
  ratedPros: publicProcedure.query(({ ctx }) => ratedPros(ctx.db)),
} satisfies TRPCRouterRecord;
