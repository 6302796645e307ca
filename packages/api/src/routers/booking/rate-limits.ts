// Public booking calls write rows and reach the payment provider, so each address gets a
// generous budget: enough for a family booking together, not for a script filling tables.
import type { RateLimitRule } from "../../auth/rate-limit.ts";

export const QUICK_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 60, windowMs: 60 * 60_000 };
export const BOOKINGS_PER_ADDRESS: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };
/** Card attempts on one booking: retries after a decline, not card testing. */
export const PAYMENT_ATTEMPTS_PER_BOOKING: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };
