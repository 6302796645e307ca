// The periodic run of retryQueuedMail that a server process keeps going: mail a provider
// refused or never answered is delivered once the provider is back. Runs never overlap (the
// next is scheduled when one ends), a failing run (database down) is reported and the job
// goes on, and stop() waits for a run in flight, so the database can be closed after it.
import type { Db } from "@primp/db";
import { type RetryOptions, type RetryResult, retryQueuedMail } from "./outbox.ts";
import type { MailProvider } from "./provider.ts";

export interface MailRetryJobOptions {
  db: Db;
  provider: MailProvider;
  intervalMs: number;
  retry?: RetryOptions;
  onRun?(result: RetryResult): void;
  onError(error: unknown): void;
}

export interface MailRetryJob {
  stop(): Promise<void>;
}

export function startMailRetryJob(options: MailRetryJobOptions): MailRetryJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    timer = setTimeout(() => {
      running = retryQueuedMail(options.db, options.provider, options.retry)
        .then((result) => options.onRun?.(result))
        .catch(options.onError)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, options.intervalMs);
    // A pending retry is no reason to keep a process alive that has nothing else to do.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
