import type { QuickRequestInput } from "@primp/core";
import { enforceRateLimits } from "../../auth/rate-limit.ts";
import { saveQuickRequest } from "../../domain/booking-quick-request.ts";
import type { Context } from "../../trpc.ts";
import { QUICK_REQUESTS_PER_ADDRESS } from "./rate-limits.ts";

export async function createQuickRequest(ctx: Context, input: QuickRequestInput) {
  await enforceRateLimits(ctx.db, [[`quick-request:ip:${ctx.ip}`, QUICK_REQUESTS_PER_ADDRESS]]);
  return saveQuickRequest(ctx, ctx.user?.id ?? null, input);
}
