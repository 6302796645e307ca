// The queue in front of the work: at most `concurrency` requests are worked on at once, the
// rest wait their turn in arrival order. What is limited is the time a request waits, not how
// many wait: an arrival whose wait, predicted from how long recent requests held their turn,
// would pass `maxWaitMs` is refused at once, and one already waiting is refused when its wait
// does pass it. A refusal therefore costs the caller no time, and an admitted request waits at
// most the budget. The clock is injected, so tests move time instead of waiting for it.

export type Clock = () => number;

export type Admission = { admitted: true; waitedMs: number; leave(): void } | { admitted: false };

export interface WorkQueueOptions {
  concurrency: number;
  maxWaitMs: number;
  now?: Clock;
}

interface Waiter {
  since: number;
  admit(admission: Admission): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Weight of the newest turn in the moving average of turn lengths. */
const SMOOTHING = 0.2;

export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaitMs: number;
  readonly #now: Clock;
  #working = 0;
  readonly #waiting: Waiter[] = [];
  /** Moving average of how long a request holds its turn, in milliseconds. */
  #turnMs = 0;
  #lastRefusal = Number.NEGATIVE_INFINITY;

  constructor({ concurrency, maxWaitMs, now = () => performance.now() }: WorkQueueOptions) {
    this.concurrency = concurrency;
    this.maxWaitMs = maxWaitMs;
    this.#now = now;
  }

  get working() {
    return this.#working;
  }

  get waiting() {
    return this.#waiting.length;
  }

  /** How long a request arriving now would wait for its turn. */
  predictedWaitMs(): number {
    if (this.#working < this.concurrency) return 0;
    return ((this.#waiting.length + 1) * this.#turnMs) / this.concurrency;
  }

  /** Whether a request arriving now would be refused. */
  get full(): boolean {
    return this.#working >= this.concurrency && this.predictedWaitMs() > this.maxWaitMs;
  }

  /** Whether the queue is refusing requests now, or refused one within the last `withinMs`. */
  shedding(withinMs: number): boolean {
    return this.full || this.#now() - this.#lastRefusal <= withinMs;
  }

  #refuse(): Admission {
    this.#lastRefusal = this.#now();
    return { admitted: false };
  }

  /** Resolves when the request may start (call `leave` when its work is done), or is refused. */
  enter(): Promise<Admission> | Admission {
    if (this.#working < this.concurrency) return this.#start(this.#now());
    if (this.full) return this.#refuse();
    return new Promise<Admission>((admit) => {
      const waiter: Waiter = {
        since: this.#now(),
        admit,
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          admit(this.#refuse());
        }, this.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #start(since: number): Admission {
    this.#working++;
    const started = this.#now();
    let left = false;
    return {
      admitted: true,
      waitedMs: started - since,
      leave: () => {
        if (left) return;
        left = true;
        this.#turnMs += SMOOTHING * (this.#now() - started - this.#turnMs);
        this.#working--;
        const next = this.#waiting.shift();
        if (!next) return;
        clearTimeout(next.timer);
        next.admit(this.#start(next.since));
      },
    };
  }
}
