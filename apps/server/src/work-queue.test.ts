// The work queue on an injected clock and fake timers: turns in arrival order, a wait
// predicted from how long recent turns took, an arrival refused at once when that prediction
// passes the budget, and a waiter refused when its wait does.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Admission, WorkQueue } from "./work-queue.ts";

let now = 0;
beforeEach(() => {
  now = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const queueOf = (concurrency: number, maxWaitMs: number) => new WorkQueue({ concurrency, maxWaitMs, now: () => now });

function admitted(admission: Admission | Promise<Admission>): Extract<Admission, { admitted: true }> {
  if (admission instanceof Promise || !admission.admitted) throw new Error("expected an immediate admission");
  return admission;
}

describe("the work queue", () => {
  it("admits up to its concurrency at once, then in arrival order as turns end", async () => {
    const queue = queueOf(2, 1_000);
    const first = admitted(queue.enter());
    admitted(queue.enter());
    const third = queue.enter();
    const fourth = queue.enter();
    expect(queue.waiting).toBe(2);
    now = 40;
    first.leave();
    first.leave(); // counted once
    await expect(third).resolves.toMatchObject({ admitted: true, waitedMs: 40 });
    expect(queue.waiting).toBe(1);
    expect(queue.working).toBe(2);
    expect(fourth).toBeInstanceOf(Promise);
  });

  it("refuses an arrival at once when the wait predicted from recent turns passes the budget", () => {
    const queue = queueOf(1, 250);
    // Turns of 100 ms teach the queue what a turn costs.
    for (let i = 0; i < 30; i++) {
      const turn = admitted(queue.enter());
      now += 100;
      turn.leave();
    }
    admitted(queue.enter());
    expect(queue.predictedWaitMs()).toBeCloseTo(100, 0);
    expect(queue.enter()).toBeInstanceOf(Promise); // waits ~100 ms
    expect(queue.enter()).toBeInstanceOf(Promise); // waits ~200 ms
    expect(queue.full).toBe(true);
    expect(queue.enter()).toEqual({ admitted: false }); // would wait ~300 ms: refused without waiting
    expect(queue.shedding(1_000)).toBe(true);
  });

  it("refuses a waiter whose wait passes the budget, and stops counting it", async () => {
    const queue = queueOf(1, 250);
    const holder = admitted(queue.enter());
    const waiter = queue.enter();
    vi.advanceTimersByTime(250);
    await expect(waiter).resolves.toEqual({ admitted: false });
    expect(queue.waiting).toBe(0);
    holder.leave();
    expect(queue.working).toBe(0);
    now += 2_000;
    expect(queue.shedding(1_000)).toBe(false);
  });
});
