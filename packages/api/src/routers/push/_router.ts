import { pushEndpointInputSchema, pushOptInsInputSchema, pushSubscribeInputSchema } from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import {
  pushSettings,
  pushSubscriptionOf,
  setPushOptIns,
  subscribeToPush,
  unsubscribeFromPush,
} from "../../domain/push-subscriptions.ts";
import { authedProcedure } from "../../trpc.ts";

/** Web Push: this browser's subscription and the notifications switched on there (domain/push-subscriptions.ts). */
export const pushRouter = {
  /** The VAPID public key (null when push is off: the page then offers nothing) and the caller's switches. */
  settings: authedProcedure.query(({ ctx }) => pushSettings(ctx, ctx.user)),
  /** What this browser has switched on for the caller, or null. */
  subscription: authedProcedure
    .input(pushEndpointInputSchema)
    .query(({ ctx, input }) => pushSubscriptionOf(ctx, ctx.user, input.endpoint)),
  subscribe: authedProcedure
    .input(pushSubscribeInputSchema)
    .mutation(({ ctx, input }) => subscribeToPush(ctx, ctx.user, input)),
  setOptIns: authedProcedure
    .input(pushOptInsInputSchema)
    .mutation(({ ctx, input }) => setPushOptIns(ctx, ctx.user, input)),
  unsubscribe: authedProcedure
    .input(pushEndpointInputSchema)
    .mutation(({ ctx, input }) => unsubscribeFromPush(ctx, ctx.user, input.endpoint)),
} satisfies TRPCRouterRecord;
