import {
  bookingLinkInputSchema,
  createBookingInputSchema,
  quickRequestSchema,
  requestedProInputSchema,
} from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import {
  BOOKING_LINKS_PER_IP,
  BOOKINGS_PER_ADDRESS,
  PAYMENT_ATTEMPTS_PER_BOOKING,
  QUICK_REQUESTS_PER_ADDRESS,
} from "../../auth/rate-limit-rules.ts";
import { bookingConfirmationFor } from "../../domain/booking-confirmation.ts";
import { createBooking } from "../../domain/booking-create.ts";
import { confirmBookingPayment } from "../../domain/booking-payment.ts";
import { saveQuickRequest } from "../../domain/booking-quick-request.ts";
import { confirmNewCardHold, openNewCardHold } from "../../domain/hold-later.ts";
import { requestedProCard } from "../../domain/requested-pro.ts";
import { publicProcedure, rateLimited } from "../../trpc.ts";
import { confirmationSchema } from "./confirmation.schema.ts";
import { confirmNewCardHoldSchema, confirmPaymentSchema } from "./confirmPayment.schema.ts";

export const bookingRouter = {
  catalogue: publicProcedure.query(({ ctx }) => ctx.catalogue.get()),
  /** Which card form the payment step shows: Stripe Elements, or the local test-card field. */
  paymentProvider: publicProcedure.query(({ ctx }) => ({ provider: ctx.payments.kind })),
  createQuickRequest: publicProcedure
    .input(quickRequestSchema)
    .use(rateLimited(QUICK_REQUESTS_PER_ADDRESS))
    .mutation(({ ctx, input }) => saveQuickRequest(ctx, ctx.user?.id ?? null, input)),
  /** Anyone may book; a signed-in customer's booking is linked to their account. */
  create: publicProcedure
    .input(createBookingInputSchema)
    .use(rateLimited(BOOKINGS_PER_ADDRESS))
    .mutation(({ ctx, input }) => createBooking(ctx, ctx.user?.id ?? null, input)),
  confirmPayment: publicProcedure
    .input(confirmPaymentSchema)
    .use(rateLimited(PAYMENT_ATTEMPTS_PER_BOOKING))
    .mutation(({ ctx, input }) => confirmBookingPayment(ctx, input)),
  /** The booking form's "You asked for …" card, for ?pro= (Book this look, a favourite). */
  requestedPro: publicProcedure
    .input(requestedProInputSchema)
    .query(({ ctx, input }) => requestedProCard(ctx.db, input.proUserId)),
  /** A mutation although it only reads: the client secret is a credential, sent in a POST body, never in a URL. */
  confirmation: publicProcedure
    .input(confirmationSchema)
    .mutation(({ ctx, input }) => bookingConfirmationFor(ctx, ctx.user, input)),
  // The e-mailed link of a booking whose saved card's hold was declined: the token stands for the
  // booking, so a guest gives another card too; held at once (a mutation: the token is a credential).
  newCardHold: publicProcedure
    .input(bookingLinkInputSchema)
    .use(rateLimited(BOOKING_LINKS_PER_IP))
    .mutation(({ ctx, input }) => openNewCardHold(ctx, input.token)),
  confirmNewCardHold: publicProcedure
    .input(confirmNewCardHoldSchema)
    .use(rateLimited(PAYMENT_ATTEMPTS_PER_BOOKING))
    .mutation(({ ctx, input }) => confirmNewCardHold(ctx, input)),
} satisfies TRPCRouterRecord;
