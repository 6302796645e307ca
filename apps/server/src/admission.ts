// Admission by how busy the event loop has been. Under a sustained overload requests wait where
// the work queue cannot see them (the kernel's accept queue, the HTTP parser behind a busy event
// loop), so a queue-time limit alone refuses nothing while everyone waits seconds. The event
// loop's utilization (the share of time it ran code) says how close the process is to its
// capacity wherever that wait is. Its recent average is kept; while it stays over the target, a
// shrinking share of new requests is admitted, and the share grows back as the loop gets
// headroom (multiplicative decrease, additive increase, as TCP does with its window). Refusing a
// request costs a small fraction of serving it, so the loop keeps room to refuse the rest at once.
// A burst of one page's requests lasts less than the average's horizon and refuses nothing.
// The average is slow on purpose, so the onset of an overload is seen sooner another way: a
// loop that kept its timers waiting over BEHIND_MS in two readings running is that far behind
// with everything, refusals included, and the share is cut at once, at least by half and more
// the further behind it is. One long task alone (one reading) cuts nothing.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

/** Share of time the event loop ran code since the meter's previous reading, 0..1. */
export type UtilizationMeter = () => number;

/** The longest the event loop kept a timer waiting since the meter's previous reading, in ms. */
export type LagMeter = () => number;

export interface AdmissionOptions {
  /** Average utilization over which fewer requests are admitted (0..1). */
  targetUtilization: number;
  now?: () => number;
  meter?: UtilizationMeter;
  lagMeter?: LagMeter;
  random?: () => number;
}

/** Each reading covers this long; requests in between are judged on the last one. */
export const ADMISSION_WINDOW_MS = 50;
/** The average's horizon: overload has to last about this long before anything is refused. */
const AVERAGE_HORIZON_MS = 200;
/** Per window over target, the admitted share is multiplied by this… */
const DECREASE = 0.8;
/** …and per window under it, grows by this much. */
const INCREASE = 0.05;
/** Some requests are always admitted, so the reading keeps measuring served work. */
const MIN_SHARE = 0.05;
/** A loop further behind than this cuts the admitted share at once, whatever the average says. */
export const BEHIND_MS = 50;

/** The event loop's utilization between two calls, from Node's own accounting. */
export function eventLoopMeter(): UtilizationMeter {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, last);
    last = current;
    return utilization;
  };
}

/** The event loop's longest delay between two calls, from a histogram of a 10 ms timer's lateness. */
export function eventLoopLagMeter(): LagMeter {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return () => {
    const longest = histogram.max / 1e6;
    histogram.reset();
    return longest;
  };
}

export class AdmissionControl {
  readonly #target: number;
  readonly #now: () => number;
  readonly #meter: UtilizationMeter;
  readonly #lagMeter: LagMeter;
  readonly #random: () => number;
  /** Null until the first request: the busy work of starting up is not load to shed. */
  #windowStart: number | null = null;
  #average = 0;
  #share = 1;
  /** Whether the previous reading found the loop behind. */
  #wasBehind = false;

  constructor({
    targetUtilization,
    now = () => performance.now(),
    meter = eventLoopMeter(),
    lagMeter = eventLoopLagMeter(),
    random = Math.random,
  }: AdmissionOptions) {
    this.#target = targetUtilization;
    this.#now = now;
    this.#meter = meter;
    this.#lagMeter = lagMeter;
    this.#random = random;
  }

  /** The share of new requests admitted now (1: all). */
  get share(): number {
    this.#read();
    return this.#share;
  }

  /** Whether to serve a request arriving now. */
  admit(): boolean {
    const share = this.share;
    return share >= 1 || this.#random() < share;
  }

  /**
   * Takes a reading once a window has passed. A reading that spans several windows means no
   * request came for a while: it moves the average by the time it covers, and the share down by
   * one step at most (a long pause is no reason to refuse more) or up by one step per window.
   */
  #read() {
    const now = this.#now();
    if (this.#windowStart === null) {
      this.#windowStart = now;
      this.#meter();
      this.#lagMeter();
      return;
    }
    const elapsed = now - this.#windowStart;
    if (elapsed < ADMISSION_WINDOW_MS) return;
    const utilization = this.#meter();
    const lag = this.#lagMeter();
    const behindAgain = this.#wasBehind && lag > BEHIND_MS;
    this.#wasBehind = lag > BEHIND_MS;
    const windows = Math.floor(elapsed / ADMISSION_WINDOW_MS);
    this.#windowStart += windows * ADMISSION_WINDOW_MS;
    this.#average += (1 - Math.exp(-elapsed / AVERAGE_HORIZON_MS)) * (utilization - this.#average);
    if (behindAgain) this.#share = Math.max(MIN_SHARE, this.#share * Math.min(0.5, BEHIND_MS / lag));
    else if (this.#average > this.#target) this.#share = Math.max(MIN_SHARE, this.#share * DECREASE);
    else this.#share = Math.min(1, this.#share + INCREASE * windows);
  }
}
