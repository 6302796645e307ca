// Inputs several procedures share: a page of a table, one booking. Procedure-specific inputs
// live beside their router (a .schema.ts file in packages/api/src/routers/<router>/) or, when
// the web app's forms use them too, in this package next to their form's other rules.
import { z } from "zod";

export const BOOKING_NOT_FOUND = "We could not find this booking.";

/** Every table procedure's input: the 1-based page number. */
export const pageInputSchema = z.object({
  page: z.int({ error: "Please choose a page" }).min(1).max(100_000).default(1),
});

/**
 * A dashboard list's page: `after`, the last booking of the page before, starts the page just
 * after it instead of skipping rows (keyset paging); the server checks it belongs to the list.
 */
export const keysetPageInputSchema = pageInputSchema.extend({
  after: z
    .string({ error: "Please choose a page" })
    .trim()
    .min(1, { error: "Please choose a page" })
    .max(64, { error: "Please choose a page" })
    .optional(),
});

/** Input of every procedure about one booking. */
export const bookingIdInputSchema = z.object({
  bookingId: z.string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64),
});
