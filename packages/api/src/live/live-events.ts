// Live events: what changed, said right after the change commits, so open pages update without a
// reload. An event names what changed and never carries its content: a subscriber re-reads what
// its user may see through the ordinary procedures. This in-process bus serves one process (PGlite
// in development and tests); several processes on one PostgreSQL share events through the bus in
// postgres-live-events.ts, with the same interface.

/** What changed. Each kind names the ids a subscriber filters on. */
export type LiveEvent =
  /** A booking's status, schedule, pro or day-of timeline; its customer's list hears it too. */
  | { kind: "booking.changed"; bookingId: string; customerId: string | null }
  /** A message posted to (or hidden in) a booking's conversation, or its read receipts. */
  | { kind: "conversation.changed"; bookingId: string }
  /** A booking offered to a pro (a dispatch wave, or a request naming them). */
  | { kind: "offer.new"; proId: string; bookingId: string };

/**
 * What a subscriber hears: the events, and "resync" when the bus may have missed some (its
 * connection to the database dropped and came back), so every open page re-reads.
 */
export type LiveDelivery = LiveEvent | { kind: "resync" };

export type LiveListener = (event: LiveDelivery) => void;

export interface LiveEvents {
  /** Tells every subscriber (in every process sharing the bus). Call after the change commits. */
  publish(event: LiveEvent): Promise<void>;
  /** Answers the function that unsubscribes. Listeners must not throw or block. */
  subscribe(listener: LiveListener): () => void;
  /**
   * Settles once this process hears every event published from now on (the PostgreSQL bus's
   * LISTEN is up); a stream says "ready" to its page only then, so nothing falls in between.
   */
  ready(): Promise<void>;
  /** Stops listening (closes the bus's own connection, if any); called when the server closes. */
  close(): Promise<void>;
}

/** Hands a delivery to each listener; one that throws cannot keep the event from the others. */
export function deliverTo(listeners: Iterable<LiveListener>, delivery: LiveDelivery) {
  for (const listener of listeners) {
    try {
      listener(delivery);
    } catch {
      // A listener's own fault; the contract says listeners do not throw.
    }
  }
}

export function createInProcessLiveEvents(): LiveEvents {
  const listeners = new Set<LiveListener>();
  return {
    async publish(event) {
      deliverTo(listeners, event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {},
    async close() {
      listeners.clear();
    },
  };
}
