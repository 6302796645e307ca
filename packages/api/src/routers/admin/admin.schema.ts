import { bookingIdInputSchema, isCalendarDate, keysetPageInputSchema, MARKETPLACE, pageInputSchema } from "@primp/core";
import { QUEUE_NAMES } from "@primp/jobs";
import { z } from "zod";
import { ADMIN_BOOKING_TABS } from "../../domain/dashboard.ts";
import { JOB_NOT_FAILED } from "../../domain/operations.ts";
import { PRO_NOT_FOUND } from "../../domain/payout-connect.ts";

/** Pending (not yet paid out), Completed, or Cancelled bookings, by keyset after page 1. */
export const adminBookingsInputSchema = keysetPageInputSchema.extend({ tab: z.enum(ADMIN_BOOKING_TABS) });

/** Pending StripeConnect (linked: false) or Linked StripeConnect (linked: true). */
export const prosInputSchema = pageInputSchema.extend({ linked: z.boolean() });

export const proUserIdInputSchema = z.object({
  proUserId: z.string({ error: PRO_NOT_FOUND }).trim().min(1, { error: PRO_NOT_FOUND }).max(64),
});

const calendarDate = (what: string) =>
  z.string({ error: `Please give the ${what} date as YYYY-MM-DD` }).refine(isCalendarDate, {
    error: `Please give the ${what} date as YYYY-MM-DD`,
  });

/** Inclusive calendar dates in UTC: completed payouts by payout date, pending ones by appointment date. */
export const payoutReportInputSchema = z
  .object({ from: calendarDate("start"), to: calendarDate("end") })
  .refine((range) => range.from <= range.to, { error: "The start date must not be after the end date", path: ["to"] });

export const holdPayoutInputSchema = bookingIdInputSchema.extend({
  hold: z.boolean({ error: "Please say whether to hold the payout" }),
});

/** A failed job on the operations page, by its queue and pg-boss id. */
export const retryJobInputSchema = z.object({
  queue: z.enum(QUEUE_NAMES, { error: JOB_NOT_FAILED }),
  jobId: z.uuid({ error: JOB_NOT_FAILED }),
});

export const WINDOW_NOT_OFFERED = `Please choose a window of ${MARKETPLACE.windowDays.join(", ")} days`;

/** The operations page's marketplace window, in days back from now. */
export const marketplaceInputSchema = z.object({
  windowDays: z.literal(MARKETPLACE.windowDays, { error: WINDOW_NOT_OFFERED }),
});
