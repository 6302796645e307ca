import { createBookingInputSchema, quickRequestSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { bookingConfirmationFor } from "../../domain/booking-confirmation.ts";
import { publicProcedure } from "../../trpc.ts";
import { confirmationSchema } from "./confirmation.schema.ts";
import { confirmPayment } from "./confirmPayment.handler.ts";
import { confirmPaymentSchema } from "./confirmPayment.schema.ts";
import { create } from "./create.handler.ts";
import { createQuickRequest } from "./createQuickRequest.handler.ts";

export const bookingRouter = {
  catalogue: publicProcedure.query(({ ctx }) => ctx.catalogue.get()),
  /** Which card form the payment step shows: Stripe Elements, or the local test-card field. */
  paymentProvider: publicProcedure.query(({ ctx }) => ({ provider: ctx.payments.kind })),
  createQuickRequest: publicProcedure
    .input(quickRequestSchema)
    .mutation(({ ctx, input }) => createQuickRequest(ctx, input)),
  create: publicProcedure.input(createBookingInputSchema).mutation(({ ctx, input }) => create(ctx, input)),
  confirmPayment: publicProcedure.input(confirmPaymentSchema).mutation(({ ctx, input }) => confirmPayment(ctx, input)),
  confirmation: publicProcedure
    .input(confirmationSchema)
    .query(({ ctx, input }) => bookingConfirmationFor(ctx, ctx.user, input)),
} satisfies TRPCRouterRecord;
