// How many live streams a process holds open, in all and per person. A stream holds a connection
// and a little memory for as long as a page is open, not a turn of work, so load shedding's work
// queue does not count it (it leaves the queue once its headers are sent); these caps do. Past
// the process's cap the page is told to try again (another process may have room); past a
// person's, to close some pages. Limits: AppConfig.live (LIVE_*).
import { setMaxListeners } from "node:events";
import { TRPCError } from "@trpc/server";

export const LIVE_PROCESS_FULL = "Live updates are busy right now; this page will catch up in a moment.";
export const LIVE_TOO_MANY_PAGES =
  "You have too many Primp pages open to keep them all up to date. Close a few and reload this one.";
export const LIVE_RESTARTING = "Primp is restarting; this page will catch up in a moment.";

export interface LiveLimits {
  /** Streams one process holds open; 0 turns live updates off (every stream is told to retry). */
  maxStreams: number;
  /** Streams one person holds open in one process (tabs, devices). */
  maxStreamsPerUser: number;
}

export interface StreamSlot {
  /** Aborts when the process closes, so the stream ends and its page reconnects elsewhere. */
  signal: AbortSignal;
  release(): void;
}

export class StreamSlots {
  readonly #limits: LiveLimits;
  readonly #perUser = new Map<string, number>();
  readonly #closing = new AbortController();
  #open = 0;

  constructor(limits: LiveLimits) {
    this.#limits = limits;
    // One listener per open stream, bounded by maxStreams: not the leak Node's warning guesses.
    setMaxListeners(0, this.#closing.signal);
  }

  get open() {
    return this.#open;
  }

  /** A slot for `userId`'s new stream, or a refusal in words its page can show. */
  take(userId: string): StreamSlot {
    if (this.#closing.signal.aborted) throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: LIVE_RESTARTING });
    if (this.#open >= this.#limits.maxStreams) {
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: LIVE_PROCESS_FULL });
    }
    const mine = this.#perUser.get(userId) ?? 0;
    if (mine >= this.#limits.maxStreamsPerUser) {
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: LIVE_TOO_MANY_PAGES });
    }
    this.#open++;
    this.#perUser.set(userId, mine + 1);
    let released = false;
    return {
      signal: this.#closing.signal,
      release: () => {
        if (released) return;
        released = true;
        this.#open--;
        const left = (this.#perUser.get(userId) ?? 1) - 1;
        if (left > 0) this.#perUser.set(userId, left);
        else this.#perUser.delete(userId);
      },
    };
  }

  /** Ends every open stream and refuses new ones (the server is shutting down). */
  close() {
    this.#closing.abort();
  }
}
