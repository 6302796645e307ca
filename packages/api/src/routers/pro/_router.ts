import { bookingIdInputSchema, keysetPageInputSchema, onMyWayInputSchema, specialitiesSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { RELEASES_PER_BOOKING, RELEASES_PER_PRO } from "../../auth/rate-limit-rules.ts";
import { acceptBooking, bookingForConfirmation, declineBooking, releaseBooking } from "../../domain/acceptance.ts";
import { markBookingDone } from "../../domain/completion.ts";
import { proConfirmedBookings, proPendingBookings } from "../../domain/dashboard.ts";
import { sayArrived, sayOnMyWay } from "../../domain/day-of.ts";
import { saveConnectAccount, startConnectOnboarding } from "../../domain/payout-connect.ts";
import { publicProPage } from "../../domain/pro-page.ts";
import { ownProProfile, proProfileView, updateSpecialities } from "../../domain/profile.ts";
import { confirmReschedule, declineReschedule } from "../../domain/reschedule.ts";
import { proTips } from "../../domain/tips.ts";
import { authedProcedure, proProcedure, publicProcedure, rateLimited } from "../../trpc.ts";
import { connectReturnSchema, proPageInputSchema, proProfileInputSchema } from "./pro.schema.ts";

export const proRouter = {
  /** The signed-in pro's own profile: the dashboard's welcome block and payout status. */
  me: proProcedure.query(({ ctx }) => ownProProfile(ctx.db, ctx.user.id)),
  /** The tips customers gave the signed-in pro: the total and the latest ones. */
  tips: proProcedure.query(({ ctx }) => proTips(ctx.db, ctx.user.id)),

  // Dashboard tables.
  confirmedBookings: proProcedure
    .input(keysetPageInputSchema)
    .query(({ ctx, input }) => proConfirmedBookings(ctx.sql, ctx.user.id, input.page, input.after)),
  pendingBookings: proProcedure
    .input(keysetPageInputSchema)
    .query(({ ctx, input }) => proPendingBookings(ctx.sql, ctx.user.id, input.page, input.after)),

  // /booking-confirmation.
  bookingForConfirmation: proProcedure
    .input(bookingIdInputSchema)
    .query(({ ctx, input }) => bookingForConfirmation(ctx.db, ctx.user.id, input.bookingId)),
  acceptBooking: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => acceptBooking(ctx, ctx.user, input.bookingId)),
  declineBooking: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => declineBooking(ctx, ctx.user.id, input.bookingId)),
  releaseBooking: proProcedure
    .input(bookingIdInputSchema)
    .use(rateLimited(RELEASES_PER_BOOKING, RELEASES_PER_PRO))
    .mutation(({ ctx, input }) => releaseBooking(ctx, ctx.user, input.bookingId)),
  // A moved booking's new time.
  confirmReschedule: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => confirmReschedule(ctx, ctx.user, input.bookingId)),
  declineReschedule: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => declineReschedule(ctx, ctx.user, input.bookingId)),
  // The day of the appointment: on the way (with an ETA), arrived, then done.
  onMyWay: proProcedure.input(onMyWayInputSchema).mutation(({ ctx, input }) => sayOnMyWay(ctx, ctx.user.id, input)),
  arrived: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => sayArrived(ctx, ctx.user.id, input.bookingId)),
  markDone: proProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => markBookingDone(ctx, ctx.user.id, input.bookingId)),

  // StripeConnect onboarding.
  startConnectOnboarding: proProcedure.mutation(({ ctx }) => startConnectOnboarding(ctx, ctx.user)),
  saveConnectAccount: proProcedure
    .input(connectReturnSchema)
    .mutation(({ ctx, input }) => saveConnectAccount(ctx, ctx.user.id, input.accountId)),

  // /profile: anyone signed in may look; only the pro writes their own.
  profile: authedProcedure
    .input(proProfileInputSchema)
    .query(({ ctx, input }) => proProfileView(ctx.db, ctx.user.id, input.userId)),
  // /pros/<slug>: the public page, for everyone (the server renders it with the same function).
  publicPage: publicProcedure.input(proPageInputSchema).query(({ ctx, input }) => publicProPage(ctx.db, input.slug)),
  updateSpecialities: proProcedure
    .input(specialitiesSchema)
    .mutation(({ ctx, input }) => updateSpecialities(ctx.db, ctx.user.id, input.specialities)),
} satisfies TRPCRouterRecord;
