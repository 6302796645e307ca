// Live events: what changed, said right after the change commits, so open pages update without a
// reload. An event names what changed and never carries its content: a subscriber re-reads what
// its user may see through the ordinary procedures. This in-process bus serves one process (PGlite
// in development and tests); several processes on one PostgreSQL share events through a bus with
// the same interface.

/** What changed. Each kind names the ids a subscriber filters on. */
export type LiveEvent =
  /** A booking's status, schedule, pro or day-of timeline. */
  | { kind: "booking.changed"; bookingId: string }
  /** A message posted to (or hidden in) a booking's conversation, or its read receipts. */
  | { kind: "conversation.changed"; bookingId: string }
  /** A booking offered to a pro (a dispatch wave, or a request naming them). */
  | { kind: "offer.new"; proId: string; bookingId: string };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveEvents {
  /** Tells every subscriber (in every process sharing the bus). Call after the change commits. */
  publish(event: LiveEvent): Promise<void>;
  /** Answers the function that unsubscribes. Listeners must not throw or block. */
  subscribe(listener: LiveListener): () => void;
}

export function createInProcessLiveEvents(): LiveEvents {
  const listeners = new Set<LiveListener>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
