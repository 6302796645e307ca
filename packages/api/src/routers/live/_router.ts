// Live updates over server-sent events (tRPC subscriptions): each stream says "ready", then
// "changed" whenever what its page shows changed; the page re-reads through the queries.
import { bookingListUpdates, bookingUpdates, offerUpdates } from "../../domain/live-updates.ts";
import { authedProcedure, createTRPCRouter, proProcedure } from "../../trpc.ts";
import { liveBookingInputSchema, liveListInputSchema } from "./live.schema.ts";

export const liveRouter = createTRPCRouter({
  booking: authedProcedure
    .input(liveBookingInputSchema)
    .subscription(({ ctx, input, signal }) => bookingUpdates(ctx, input, signal)),
  /** A customer's own bookings, or every booking for administrators (their dashboards' lists). */
  bookings: authedProcedure
    .input(liveListInputSchema)
    .subscription(({ ctx, input, signal }) => bookingListUpdates(ctx, input, signal)),
  offers: proProcedure
    .input(liveListInputSchema)
    .subscription(({ ctx, input, signal }) => offerUpdates(ctx, input, signal)),
});
