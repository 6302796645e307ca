import { bookingIdInputSchema, favouriteInputSchema, profileUpdateSchema, rescheduleInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { calendarInviteFor } from "../../domain/calendar-invite.ts";
import { cancelBooking } from "../../domain/cancellation.ts";
import { customerBookings } from "../../domain/dashboard.ts";
import { bookingDetails } from "../../domain/dashboard-booking.ts";
import { bookAgain, favouritePros, setFavourite } from "../../domain/favourites.ts";
import { accountProfile, updateAccountProfile } from "../../domain/profile.ts";
import { rescheduleBooking } from "../../domain/reschedule.ts";
import { authedProcedure } from "../../trpc.ts";
import { accountIdInputSchema, myBookingsInputSchema } from "./account.schema.ts";

/** The signed-in account's own things: its bookings (customer dashboard) and its profile. */
export const accountRouter = {
  bookings: authedProcedure
    .input(myBookingsInputSchema)
    .query(({ ctx, input }) => customerBookings(ctx.sql, ctx.user.id, input.tab, input.page, input.after)),
  /** /booking-details: the customer, the assigned pro and administrators only. */
  bookingDetails: authedProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => bookingDetails(ctx.db, ctx.user, input.bookingId)),
  cancelBooking: authedProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx, ctx.user, input.bookingId)),
  /** Customer-side move to a new date and time (the booking's own zone); administrators use admin.rescheduleBooking. */
  rescheduleBooking: authedProcedure
    .input(rescheduleInputSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx, ctx.user, input)),
  /** "Add to calendar": the booking's .ics for its readers. */
  calendarInvite: authedProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => calendarInviteFor(ctx, ctx.user, input.bookingId)),
  /** "Book again": a past booking's service, answers and place for the booking form (its customer only). */
  bookAgain: authedProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => bookAgain(ctx.db, ctx.user, input.bookingId)),

  // Favourite pros: hearted on a profile or a past booking, listed on the dashboard.
  favourites: authedProcedure.query(({ ctx }) => favouritePros(ctx.db, ctx.user.id)),
  setFavourite: authedProcedure
    .input(favouriteInputSchema)
    .mutation(({ ctx, input }) => setFavourite(ctx.db, ctx.user.id, input)),

  /** /profile-edit?id=: refused with the spec's words unless id is the viewer's own. */
  profile: authedProcedure
    .input(accountIdInputSchema)
    .query(({ ctx, input }) => accountProfile(ctx.db, ctx.user.id, input.userId)),
  updateProfile: authedProcedure
    .input(profileUpdateSchema)
    .mutation(({ ctx, input }) => updateAccountProfile(ctx, input)),
} satisfies TRPCRouterRecord;
