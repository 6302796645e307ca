import { z } from "zod";
import { ADMIN_BOOKING_TABS, pageInputSchema } from "../../domain/dashboard.ts";
import { PRO_NOT_FOUND } from "../../domain/payout-connect.ts";

/** Pending (not yet paid out), Completed, or Cancelled bookings. */
export const adminBookingsInputSchema = pageInputSchema.extend({ tab: z.enum(ADMIN_BOOKING_TABS) });

/** Pending StripeConnect (linked: false) or Linked StripeConnect (linked: true). */
export const prosInputSchema = pageInputSchema.extend({ linked: z.boolean() });

export const proUserIdInputSchema = z.object({
  proUserId: z.string({ error: PRO_NOT_FOUND }).trim().min(1, { error: PRO_NOT_FOUND }).max(64),
});
