// The periodic run of retryQueuedMail that a server process keeps going: mail a provider
// refused or never answered is delivered once the provider is back. Runs never overlap (the
// next is scheduled when one ends), a failing run (database down) is reported and the job
// goes on, and stop() waits for a run in flight, so the database can be closed after it.
import type { Db } from "@primp/db";
import { type RetryOptions, type RetryResult, retryQueuedMail } from "./outbox.ts";
import type { MailProvider } from "./provider.ts";

/** How the job waits between runs: real timers by default, a hand-driven one in tests. */
export interface RunScheduler {
  after(ms: number, run: () => void): { cancel(): void };
}

const realTimers: RunScheduler = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // A pending retry is no reason to keep a process alive that has nothing else to do.
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

export interface MailRetryJobOptions {
  db: Db;
  provider: MailProvider;
  intervalMs: number;
  scheduler?: RunScheduler;
  retry?: RetryOptions;
  onRun?(result: RetryResult): void;
  onError(error: unknown): void;
}

export interface MailRetryJob {
  stop(): Promise<void>;
}

export function startMailRetryJob(options: MailRetryJobOptions): MailRetryJob {
  const scheduler = options.scheduler ?? realTimers;
  let stopped = false;
  let next: { cancel(): void } | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    next = scheduler.after(options.intervalMs, () => {
      running = retryQueuedMail(options.db, options.provider, options.retry)
        .then((result) => options.onRun?.(result))
        .catch(options.onError)
        .finally(() => {
          if (!stopped) schedule();
        });
    });
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      next?.cancel();
      await running;
    },
  };
}
