// Live updates for an open page: a stream from the server says "changed" (never what), and the
// page re-reads what it shows through its ordinary queries. Every router that shows bookings is
// re-read, by name of router rather than procedure, so procedures added later are covered; the
// few that never depend on a booking (sign-in, site content, quotes) are left alone. Queries
// not on screen are only marked stale. React Query keeps the data shown while it re-reads, so
// nothing flickers.
import { skipToken, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../trpc";

/** Routers whose answers never depend on a booking's state. */
const UNRELATED_ROUTERS = new Set(["auth", "content", "quote", "live"]);

function useRereadBookings() {
  const queryClient = useQueryClient();
  return (message: { data: { kind: "ready" | "changed" } }) => {
    if (message.data.kind !== "changed") return;
    void queryClient.invalidateQueries({
      // tRPC's query keys start with the procedure's path: [["account", "bookingDetails"], …].
      predicate: (query) => {
        const [path] = query.queryKey as [unknown];
        const router = Array.isArray(path) ? path[0] : undefined;
        return typeof router === "string" && !UNRELATED_ROUTERS.has(router);
      },
    });
  };
}

/**
 * Whether the page is live: its stream is open and has said "ready" (or, resumed, "changed").
 * Both fields are read on every render: tRPC re-renders only for the fields a render has read.
 */
function isLive(subscription: { status: string; data: unknown }) {
  const { status, data } = subscription;
  return status === "pending" && data !== undefined;
}

/** Keeps a booking's page up to date; answers whether it is live now. */
export function useLiveBooking(bookingId: string): boolean {
  const onData = useRereadBookings();
  const subscription = trpc.live.booking.useSubscription(bookingId ? { bookingId } : skipToken, { onData });
  return isLive(subscription);
}

/**
 * Keeps a dashboard's list of bookings up to date: a customer's own, or every booking for an
 * administrator (the server decides which). Answers whether it is live now.
 */
export function useLiveBookingList(): boolean {
  const onData = useRereadBookings();
  return isLive(trpc.live.bookings.useSubscription(undefined, { onData }));
}

/** Keeps a pro's dashboard up to date with the offers made to them; answers whether it is live now. */
export function useLiveOffers(enabled = true): boolean {
  const onData = useRereadBookings();
  const subscription = trpc.live.offers.useSubscription(enabled ? undefined : skipToken, { onData });
  return isLive(subscription);
}
