// The job engine on PostgreSQL, as a server runs it: mail.send jobs written with their
// outbox rows in one transaction (as a paid booking writes them), handled by the server's
// workers with the local mail provider (so pg-boss and our handler are measured, not a
// provider). Two figures: jobs handled per second from a backlog, and the delay from a
// message's due time to its sending for jobs due a few seconds ahead.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices, jobHandlers, type Services } from "@primp/api";
import { createDatabase } from "@primp/db";
import { DEFAULT_POLLING_INTERVAL_SECONDS } from "@primp/jobs";
import { queueMail } from "@primp/mail";

export interface JobsReport {
  jobs: number;
  perSecond: number;
  delayed: number;
  delayP50Ms: number;
  delayP95Ms: number;
  delayMaxMs: number;
  pollingIntervalSeconds: number;
}

const message = (n: number) => ({ to: `bench${n}@example.com`, subject: `Bench ${n}`, text: "t", tag: "bench" });

/** Outbox rows and their mail.send jobs, `perTransaction` at a time, due at `dueAt`: each message's due time. */
async function writeMail(services: Services, count: number, dueAt: () => Date, perTransaction = 50) {
  const dueById = new Map<string, Date>();
  for (let written = 0; written < count; written += perTransaction) {
    const size = Math.min(perTransaction, count - written);
    await services.db.$transaction(async (tx) => {
      const due = dueAt();
      const ids = await queueMail(
        tx,
        Array.from({ length: size }, (_, i) => message(written + i)),
        due,
      );
      for (const messageId of ids) {
        dueById.set(messageId, due);
        await services.jobs.schedule(
          "mail.send",
          { messageId },
          { singletonKey: messageId, startAfter: due, transaction: tx },
        );
      }
    });
  }
  return dueById;
}

const sent = (services: Services) => services.db.mailMessage.count({ where: { status: "SENT" } });

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error("jobs did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function measureJobs(options: {
  databaseUrl: string;
  jobs: number;
  delayed: number;
}): Promise<JobsReport> {
  const database = await createDatabase({ databaseUrl: options.databaseUrl });
  await database.migrate();
  const services = createServices({
    database,
    env: { APP_URL: "http://127.0.0.1" },
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-jobs-")),
    allowLocalProviders: true,
  });
  try {
    await services.jobs.start();
    // The backlog is written before any worker runs, then drained.
    await writeMail(services, options.jobs, () => new Date());
    const started = performance.now();
    await services.jobs.work(jobHandlers(services));
    await until(async () => (await sent(services)) === options.jobs, 300_000);
    const perSecond = options.jobs / ((performance.now() - started) / 1000);

    // Jobs due 3 s ahead, written over about a second: how late does each go out?
    await services.db.mailMessage.deleteMany();
    const dueById = await writeMail(services, options.delayed, () => new Date(Date.now() + 3_000), 5);
    await until(async () => (await sent(services)) === options.delayed, 60_000);
    // From the due time written, not the row's nextAttemptAt: sending leases the row (moves it on).
    const rows = await services.db.mailMessage.findMany({ select: { id: true, sentAt: true } });
    const delays = rows
      .map((row) => (row.sentAt?.getTime() ?? 0) - (dueById.get(row.id)?.getTime() ?? 0))
      .sort((a, b) => a - b);
    return {
      jobs: options.jobs,
      perSecond: Math.round(perSecond),
      delayed: options.delayed,
      delayP50Ms: percentile(delays, 0.5),
      delayP95Ms: percentile(delays, 0.95),
      delayMaxMs: delays.at(-1) ?? 0,
      pollingIntervalSeconds: DEFAULT_POLLING_INTERVAL_SECONDS,
    };
  } finally {
    await services.jobs.stop();
    await database.close();
  }
}
