// Admission by the event loop's recent utilization, on a clock and a utilization the test sets.
import { describe, expect, it } from "vitest";
import { ADMISSION_WINDOW_MS, AdmissionControl, BEHIND_MS } from "./admission.ts";

function controlled(targetUtilization = 0.9) {
  let now = 0;
  let utilization = 0;
  let lag = 0;
  let draw = 0.5;
  const admission = new AdmissionControl({
    targetUtilization,
    now: () => now,
    meter: () => utilization,
    lagMeter: () => lag,
    random: () => draw,
  });
  return {
    admission,
    /** The loop ran `busy` of the time for `ms`, read window by window as requests arrive. */
    run(ms: number, busy: number) {
      utilization = busy;
      for (let t = 0; t < ms; t += ADMISSION_WINDOW_MS) {
        now += ADMISSION_WINDOW_MS;
        admission.share;
      }
    },
    /** The loop ran `busy` of the time for `ms` while no request came. */
    pause(ms: number, busy: number) {
      utilization = busy;
      now += ms;
    },
    draws(value: number) {
      draw = value;
    },
    /** From now on each reading finds timers kept waiting `ms`. */
    lags(ms: number) {
      lag = ms;
    },
  };
}

describe("admission by event-loop utilization", () => {
  it("admits everything while the loop has headroom, however many requests come", () => {
    const { admission, run } = controlled();
    run(10_000, 0.85);
    expect(admission.share).toBe(1);
    expect(admission.admit()).toBe(true);
  });

  it("refuses nothing for one page's burst: a busy fifth of a second", () => {
    const { admission, run } = controlled();
    run(200, 1);
    expect(admission.share).toBe(1);
    run(1_000, 0.3);
    expect(admission.share).toBe(1);
  });

  it("admits a shrinking share under a sustained overload, never none, then all again once the loop has room", () => {
    const { admission, run, draws } = controlled();
    run(600, 1);
    const early = admission.share;
    expect(early).toBeLessThan(1);
    run(2_000, 1);
    expect(admission.share).toBeLessThan(early);
    expect(admission.share).toBeGreaterThan(0);
    draws(0.999);
    expect(admission.admit()).toBe(false);
    draws(0);
    expect(admission.admit()).toBe(true);

    run(300, 0.5);
    expect(admission.share).toBeLessThan(1);
    run(2_000, 0.5);
    expect(admission.share).toBe(1);
  });

  it("does not hold the busy start of the process (migrations, warming up) against its first requests", () => {
    const { admission, run, pause, draws } = controlled();
    pause(5_000, 1);
    draws(0.999);
    expect(admission.admit()).toBe(true);
    run(200, 0.5);
    expect(admission.admit()).toBe(true);
  });

  it("starts afresh after a pause without requests, and a busy pause refuses no more than one window would", () => {
    const { admission, run, pause, draws } = controlled();
    run(3_000, 1);
    const share = admission.share;
    expect(share).toBeLessThan(0.5);
    pause(5_000, 1);
    expect(admission.share).toBeCloseTo(Math.max(0.05, share * 0.8));
    pause(5_000, 0);
    draws(0.999);
    expect(admission.admit()).toBe(true);
  });

  it("cuts the share at once when the loop is behind in two readings running, more the further behind", () => {
    const { admission, run, lags } = controlled();
    run(ADMISSION_WINDOW_MS, 0.5);
    lags(BEHIND_MS * 4);
    run(ADMISSION_WINDOW_MS, 1);
    expect(admission.share).toBe(1);
    run(ADMISSION_WINDOW_MS, 1);
    expect(admission.share).toBeCloseTo(0.25);
    lags(BEHIND_MS * 1.2);
    run(ADMISSION_WINDOW_MS, 1);
    expect(admission.share).toBeCloseTo(0.125);
  });

  it("cuts nothing for one long task between quiet readings", () => {
    const { admission, run, lags } = controlled();
    run(ADMISSION_WINDOW_MS, 0.2);
    lags(BEHIND_MS * 3);
    run(ADMISSION_WINDOW_MS, 0.9);
    lags(0);
    run(1_000, 0.2);
    expect(admission.share).toBe(1);
  });
});
