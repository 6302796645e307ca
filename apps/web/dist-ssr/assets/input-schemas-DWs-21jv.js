import { c as int, d as object, p as string } from "./schemas-DY5hhiYg.js";
// ../../packages/core/src/input-schemas.ts
var BOOKING_NOT_FOUND = "We could not find this booking.";
object({ page: int({ error: "Please choose a page" }).min(1).max(1e5).default(1) }).extend({ after: string({ error: "Please choose a page" }).trim().min(1, { error: "Please choose a page" }).max(64, { error: "Please choose a page" }).optional() });
/** Input of every procedure about one booking. */
var bookingIdInputSchema = object({ bookingId: string({ error: BOOKING_NOT_FOUND }).trim().min(1, { error: BOOKING_NOT_FOUND }).max(64) });
export { bookingIdInputSchema as n, BOOKING_NOT_FOUND as t };
