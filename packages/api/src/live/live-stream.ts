// One open page's stream of live updates. It says "ready" once the process hears every event
// from then on, then "changed" whenever an event concerns the page, and the page re-reads
// through the ordinary queries. A resumed stream (the page reconnected with the id of the last
// event it saw) says "changed" at once instead: what it missed while away is unknown, so it
// re-reads once. Whatever arrives while the page has not taken the last message folds into one
// pending "changed", so a slow or vanished reader holds a flag, never a queue. Before each
// "changed" the page's reader is asked again whether they may still see it.
import { randomUUID } from "node:crypto";
import { TRPCError, tracked } from "@trpc/server";
import type { LiveEvent, LiveEvents } from "./live-events.ts";
import { LIVE_RESTARTING, type StreamSlots } from "./stream-slots.ts";

export type LiveMessage = { kind: "ready" } | { kind: "changed" };

export interface LiveStreamOptions {
  live: LiveEvents;
  slots: StreamSlots;
  userId: string;
  /** The request's signal: aborts when the page goes away (or the stream's time is up). */
  signal: AbortSignal | undefined;
  /** The page reconnected after a drop (tRPC's lastEventId). */
  resumed: boolean;
  /** Whether an event is about what the page shows. */
  concerns(event: LiveEvent): boolean;
  /** Throws (NOT_FOUND, FORBIDDEN) once the reader may no longer see what the page shows. */
  assertStillAllowed(): Promise<void>;
}

export async function* liveStream(options: LiveStreamOptions) {
  const { live, signal } = options;
  const slot = options.slots.take(options.userId);
  let pending = false;
  let wake = () => {};
  const unsubscribe = live.subscribe((delivery) => {
    if (delivery.kind !== "resync" && !options.concerns(delivery)) return;
    pending = true;
    wake();
  });
  // Removed in `finally`: the slot's signal is the process's, shared by every stream.
  const onStop = () => wake();
  signal?.addEventListener("abort", onStop);
  slot.signal.addEventListener("abort", onStop);
  const nextWake = () => new Promise<void>((resolve) => (wake = resolve));
  const message = (kind: LiveMessage["kind"]) => tracked(randomUUID(), { kind } as LiveMessage);
  /** Whether the stream is over: the page went away (it hears nothing more), or the process is closing. */
  const over = () => {
    if (signal?.aborted) return true;
    // A retryable refusal, so the page reconnects (to another process).
    if (slot.signal.aborted) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: LIVE_RESTARTING });
    return false;
  };
  try {
    if (!over()) await Promise.race([live.ready(), nextWake()]);
    if (over()) return;
    yield message(options.resumed ? "changed" : "ready");
    while (true) {
      if (!pending && !over()) await nextWake();
      if (over()) return;
      pending = false;
      await options.assertStillAllowed();
      yield message("changed");
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onStop);
    slot.signal.removeEventListener("abort", onStop);
    slot.release();
  }
}
