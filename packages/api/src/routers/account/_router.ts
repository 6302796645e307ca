import { bookingIdInputSchema, profileUpdateSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { cancelBooking } from "../../domain/cancellation.ts";
import { customerBookings } from "../../domain/dashboard.ts";
import { bookingDetails } from "../../domain/dashboard-booking.ts";
import { accountProfile, updateAccountProfile } from "../../domain/profile.ts";
import { authedProcedure } from "../../trpc.ts";
import { accountIdInputSchema, myBookingsInputSchema } from "./account.schema.ts";

/** The signed-in account's own things: its bookings (customer dashboard) and its profile. */
export const accountRouter = {
  bookings: authedProcedure
    .input(myBookingsInputSchema)
    .query(({ ctx, input }) => customerBookings(ctx.db, ctx.user.id, input.tab, input.page)),
  /** /booking-details: the customer, the assigned pro and administrators only. */
  bookingDetails: authedProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => bookingDetails(ctx.db, ctx.user, input.bookingId)),
  cancelBooking: authedProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx, ctx.user, input.bookingId)),

  /** /profile-edit?id=: refused with the spec's words unless id is the viewer's own. */
  profile: authedProcedure
    .input(accountIdInputSchema)
    .query(({ ctx, input }) => accountProfile(ctx.db, ctx.user.id, input.userId)),
  updateProfile: authedProcedure
    .input(profileUpdateSchema)
    .mutation(({ ctx, input }) => updateAccountProfile(ctx, input)),
} satisfies TRPCRouterRecord;
