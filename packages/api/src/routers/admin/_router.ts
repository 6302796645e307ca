import { bookingIdInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { cancelBooking } from "../../domain/cancellation.ts";
import { adminBookings, adminOverview, prosByConnectStatus } from "../../domain/dashboard.ts";
import { payOutBooking } from "../../domain/payout.ts";
import { remindToConnect } from "../../domain/payout-connect.ts";
import { payoutReport } from "../../domain/payout-report.ts";
import { adminProcedure } from "../../trpc.ts";
import {
  adminBookingsInputSchema,
  payoutReportInputSchema,
  prosInputSchema,
  proUserIdInputSchema,
} from "./admin.schema.ts";

export const adminRouter = {
  /** Headline counts for the administrator's dashboard. */
  overview: adminProcedure.query(({ ctx }) => adminOverview(ctx.db)),

  // Customer Booking History [ADMIN VIEW].
  bookings: adminProcedure
    .input(adminBookingsInputSchema)
    .query(({ ctx, input }) => adminBookings(ctx.db, input.tab, input.page)),
  cancelBooking: adminProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx, ctx.user, input.bookingId)),
  payOut: adminProcedure.input(bookingIdInputSchema).mutation(({ ctx, input }) => payOutBooking(ctx, input.bookingId)),
  payoutReport: adminProcedure.input(payoutReportInputSchema).query(({ ctx, input }) => payoutReport(ctx.db, input)),

  // StripeConnect Status.
  pros: adminProcedure
    .input(prosInputSchema)
    .query(({ ctx, input }) => prosByConnectStatus(ctx.db, input.linked, input.page)),
  remindConnect: adminProcedure
    .input(proUserIdInputSchema)
    .mutation(({ ctx, input }) => remindToConnect(ctx, input.proUserId)),
} satisfies TRPCRouterRecord;
