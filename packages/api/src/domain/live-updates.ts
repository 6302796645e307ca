// What a page may hear live: a booking's own stream, for the people who may read it (its
// customer, its pro, administrators), asked again before each update so a pro who released or
// lost the booking stops hearing it; a dashboard's list of bookings; and a pro's new offers. Each says only "changed"; the page
// re-reads through the ordinary queries (live/live-stream.ts).
import { BOOKING_NOT_FOUND } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { liveStream } from "../live/live-stream.ts";
import type { Context } from "../trpc.ts";
import { canReadBooking, type Viewer } from "./booking-access.ts";

type LiveContext = Pick<Context, "db" | "live" | "streams"> & { user: Viewer };

export interface LiveInput {
  /** tRPC's: the id of the last update the page saw before its connection dropped. */
  lastEventId?: string | null | undefined;
}

async function assertReadable(ctx: LiveContext, bookingId: string) {
  if (!(await canReadBooking(ctx.db, ctx.user, { id: bookingId }))) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
}

/** Updates about one booking: its status, schedule, pro, timeline and conversation. */
export async function bookingUpdates(
  ctx: LiveContext,
  input: LiveInput & { bookingId: string },
  signal: AbortSignal | undefined,
) {
  // Refused before the stream opens, so a stranger holds no slot.
  await assertReadable(ctx, input.bookingId);
  return liveStream({
    live: ctx.live,
    slots: ctx.streams,
    userId: ctx.user.id,
    signal,
    resumed: Boolean(input.lastEventId),
    concerns: (event) => event.kind !== "offer.new" && event.bookingId === input.bookingId,
    assertStillAllowed: () => assertReadable(ctx, input.bookingId),
  });
}

export const LIVE_BOOKINGS_NOT_FOR_PROS = "Your dashboard's offers update by themselves; this list is for customers.";

/**
 * The bookings a dashboard lists: a customer's own (the event names its customer, so no lookup
 * per event), every booking for administrators. Pros hear their offers instead (offerUpdates).
 */
export function bookingListUpdates(ctx: LiveContext, input: LiveInput | undefined, signal: AbortSignal | undefined) {
  const { user } = ctx;
  if (user.role === "PRO") throw new TRPCError({ code: "FORBIDDEN", message: LIVE_BOOKINGS_NOT_FOR_PROS });
  return liveStream({
    live: ctx.live,
    slots: ctx.streams,
    userId: user.id,
    signal,
    resumed: Boolean(input?.lastEventId),
    concerns: (event) => event.kind === "booking.changed" && (user.role === "ADMIN" || event.customerId === user.id),
    // Only the reader's own bookings, or an administrator's all; the role is the session's.
    assertStillAllowed: async () => {},
  });
}

/** A pro's new offers (dispatch waves, requests naming them): their pending list changed. */
export function offerUpdates(ctx: LiveContext, input: LiveInput | undefined, signal: AbortSignal | undefined) {
  return liveStream({
    live: ctx.live,
    slots: ctx.streams,
    userId: ctx.user.id,
    signal,
    resumed: Boolean(input?.lastEventId),
    concerns: (event) => event.kind === "offer.new" && event.proId === ctx.user.id,
    // Offers are the pro's own; the procedure admits pros only.
    assertStillAllowed: async () => {},
  });
}
