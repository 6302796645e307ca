// Open pages hear of a change once it commits (live/live-events.ts): every transition of a
// booking runs its transaction through changeBooking, which says "this booking changed" after
// the commit when the transaction says it changed something. Saying it is best effort: the
// change has committed, so a bus that cannot be reached costs a live update (the page shows the
// truth on its next read, and a page that reconnects re-reads), never the caller's answer.
import type { Prisma } from "@primp/db";
import type { LiveEvent } from "../live/live-events.ts";
import type { Services } from "../trpc.ts";

type LiveDeps = Pick<Services, "live">;

/** Tells the open pages, after a commit; never throws. */
export async function announce(deps: LiveDeps, ...events: LiveEvent[]): Promise<void> {
  await Promise.all(events.map((event) => deps.live.publish(event).catch(() => {})));
}

/**
 * Tells the open pages that a booking changed: its own page, its customer's list and the
 * administrators'. Reads the booking's customer (one lookup per change) so a customer's stream
 * filters without asking the database per event. Never throws.
 */
export async function announceBookingChanged(deps: LiveDeps & Pick<Services, "db">, bookingId: string) {
  try {
    const booking = await deps.db.booking.findUnique({ where: { id: bookingId }, select: { customerId: true } });
    await announce(deps, { kind: "booking.changed", bookingId, customerId: booking?.customerId ?? null });
  } catch {
    // Best effort, as announce: the change has committed.
  }
}

/**
 * Runs `change` in one transaction and, once it has committed, announces that the booking
 * changed, unless `change` answers false, null or undefined (nothing matched; nothing changed).
 */
export async function changeBooking<T>(
  deps: LiveDeps & Pick<Services, "db">,
  bookingId: string,
  change: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  const result = await deps.db.$transaction(change);
  if (result !== false && result !== null && result !== undefined) {
    await announceBookingChanged(deps, bookingId);
  }
  return result;
}
