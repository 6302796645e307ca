import type { CreateBookingInput } from "@primp/core";
import { enforceRateLimits } from "../../auth/rate-limit.ts";
import { createBooking } from "../../domain/booking-create.ts";
import type { Context } from "../../trpc.ts";
import { BOOKINGS_PER_ADDRESS } from "./rate-limits.ts";

/** Anyone may book; a signed-in customer's booking is linked to their account. */
export async function create(ctx: Context, input: CreateBookingInput) {
  await enforceRateLimits(ctx.db, [[`booking-create:ip:${ctx.ip}`, BOOKINGS_PER_ADDRESS]]);
  return createBooking(ctx, ctx.user?.id ?? null, input);
}
