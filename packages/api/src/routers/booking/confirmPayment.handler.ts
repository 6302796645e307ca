import type { z } from "zod";
import { enforceRateLimits } from "../../auth/rate-limit.ts";
import { confirmBookingPayment } from "../../domain/booking-payment.ts";
import type { Context } from "../../trpc.ts";
import type { confirmPaymentSchema } from "./confirmPayment.schema.ts";
import { PAYMENT_ATTEMPTS_PER_BOOKING } from "./rate-limits.ts";

export async function confirmPayment(ctx: Context, input: z.infer<typeof confirmPaymentSchema>) {
  await enforceRateLimits(ctx.db, [[`booking-pay:${input.bookingId}`, PAYMENT_ATTEMPTS_PER_BOOKING]]);
  return confirmBookingPayment(ctx, input);
}
