import {
  bookingIdInputSchema,
  rescheduleInputSchema,
  siteImageFocalPointInputSchema,
  siteImageSlotInputSchema,
} from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { cancelBooking } from "../../domain/cancellation.ts";
import { setPayoutHold } from "../../domain/completion.ts";
import { adminBookings, adminOverview, prosByConnectStatus } from "../../domain/dashboard.ts";
import { marketplaceOverview } from "../../domain/marketplace.ts";
import { operationsOverview, retryFailedJob } from "../../domain/operations.ts";
import { payOutBooking } from "../../domain/payout.ts";
import { remindToConnect } from "../../domain/payout-connect.ts";
import { payoutReport } from "../../domain/payout-report.ts";
import { rescheduleBooking } from "../../domain/reschedule.ts";
import { removeSiteImage, setSiteImageFocalPoint, siteImagePlaces } from "../../domain/site-images.ts";
import { removeReplaced } from "../../domain/uploads.ts";
import { adminProcedure } from "../../trpc.ts";
import {
  adminBookingsInputSchema,
  holdPayoutInputSchema,
  marketplaceInputSchema,
  payoutReportInputSchema,
  prosInputSchema,
  proUserIdInputSchema,
  retryJobInputSchema,
} from "./admin.schema.ts";

export const adminRouter = {
  /** Site images: every place a photo can go, with the one placed there (uploads go through POST /uploads, kind=site). */
  siteImages: adminProcedure.query(({ ctx }) => siteImagePlaces(ctx)),
  setSiteImageFocalPoint: adminProcedure
    .input(siteImageFocalPointInputSchema)
    .mutation(({ ctx, input }) => setSiteImageFocalPoint(ctx.db, input)),
  removeSiteImage: adminProcedure
    .input(siteImageSlotInputSchema)
    .mutation(({ ctx, input }) => removeSiteImage(ctx.db, input.slot, (url) => removeReplaced(ctx, url))),
  /** Headline counts for the administrator's dashboard. */
  overview: adminProcedure.query(({ ctx }) => adminOverview(ctx.sql)),

  // Customer Booking History [ADMIN VIEW].
  bookings: adminProcedure
    .input(adminBookingsInputSchema)
    .query(({ ctx, input }) => adminBookings(ctx.sql, input.tab, input.page, input.after)),
  cancelBooking: adminProcedure
    .input(bookingIdInputSchema)
    .mutation(({ ctx, input }) => cancelBooking(ctx, ctx.user, input.bookingId)),
  rescheduleBooking: adminProcedure
    .input(rescheduleInputSchema)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx, ctx.user, input)),
  payOut: adminProcedure.input(bookingIdInputSchema).mutation(({ ctx, input }) => payOutBooking(ctx, input.bookingId)),
  /** Keeps the automatic payout away from a booking (hold: true) or lets it through again. */
  holdPayout: adminProcedure
    .input(holdPayoutInputSchema)
    .mutation(({ ctx, input }) => setPayoutHold(ctx.db, ctx.user, input.bookingId, input.hold)),
  /** The operations page: bookings waiting for a pro, held payouts, failed jobs, weekly figures. */
  operations: adminProcedure.query(({ ctx }) => operationsOverview(ctx)),
  /** The operations page's marketplace figures over the chosen window, and requests by city ahead. */
  marketplace: adminProcedure
    .input(marketplaceInputSchema)
    .query(({ ctx, input }) => marketplaceOverview(ctx.sql, input.windowDays)),
  retryJob: adminProcedure
    .input(retryJobInputSchema)
    .mutation(({ ctx, input }) => retryFailedJob(ctx, input.queue, input.jobId)),
  payoutReport: adminProcedure.input(payoutReportInputSchema).query(({ ctx, input }) => payoutReport(ctx.db, input)),

  // StripeConnect Status.
  pros: adminProcedure
    .input(prosInputSchema)
    .query(({ ctx, input }) => prosByConnectStatus(ctx.sql, input.linked, input.page)),
  remindConnect: adminProcedure
    .input(proUserIdInputSchema)
    .mutation(({ ctx, input }) => remindToConnect(ctx, input.proUserId)),
} satisfies TRPCRouterRecord;
