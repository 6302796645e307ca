// The job engine: pg-boss on whichever database the server runs on, PGlite in development
// (through the shared instance, never a second one on the same folder) or PostgreSQL in
// production (pg-boss's own small pool). One code path; only the connection differs.
//
// Delivery is at least once: a job whose process dies mid-handler is handed out again when
// it expires. Every handler is therefore idempotent (it re-reads its row and acts through a
// conditional update), which makes the effect happen once. Two workers never hold the same
// job at the same time: pg-boss claims jobs with FOR UPDATE SKIP LOCKED.
import type { Database } from "@primp/db";
import {
  type Clock,
  fromPglite,
  fromPrisma,
  type Job,
  type JobResult,
  PgBoss,
  type PrismaTransactionLike,
  systemClock,
} from "pg-boss";
import { CRON, type Payload, POLICIES, parsePayload, QUEUE_NAMES, type QueueName } from "./queues.ts";

export interface ScheduleOptions {
  /** Not before this instant (default: now). */
  startAfter?: Date;
  /**
   * On a "stately" queue (see POLICIES), while a job with this key waits, scheduling another
   * one with the same key adds nothing and answers null.
   */
  singletonKey?: string;
  /**
   * A Prisma interactive transaction: the job is written in it, so it exists exactly when the
   * change that asked for it commits (no crash window between commit and scheduling).
   */
  transaction?: PrismaTransactionLike;
}

/** What domain code needs: put a job in a queue. */
export interface JobScheduler {
  /**
   * Puts a job in a queue; answers its id, or null when a stately queue already holds one with
   * the same key, or when this process runs no engine (never started: a script, or a test of
   * something else). Domain code never depends on the job alone: the rows it wrote are the
   * record, and a periodic job re-derives anything a lost job would have done.
   */
  schedule<Q extends QueueName>(queue: Q, payload: Payload<Q>, options?: ScheduleOptions): Promise<string | null>;
}

export interface JobContext {
  jobId: string;
  /** The engine's clock at the start of the handler; handlers never read Date.now(). */
  now: Date;
}

/** Answers a short note for the log ("sent", "booking already paid: nothing to do"). */
export type JobHandler<Q extends QueueName> = (payload: Payload<Q>, context: JobContext) => Promise<string>;
export type JobHandlers = { [Q in QueueName]: JobHandler<Q> };

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobEngineOptions {
  connection: Database["connection"];
  /** pg-boss's clock: its TestClock in tests moves JavaScript and database time together. */
  clock?: Clock;
  log?: JobLog;
  /** How often an idle worker looks for due jobs; the delay from due time to start is at most this. */
  pollingIntervalSeconds?: number;
  /** Connections in pg-boss's own pool (PostgreSQL only). */
  poolSize?: number;
}

/** A job that used up its retries: what the operations page lists with a retry button. */
export interface FailedJob {
  id: string;
  queue: QueueName;
  /** The handler's last error message, as the log has it. */
  error: string;
  attempts: number;
  failedAt: Date;
}

export interface JobEngine extends JobScheduler {
  /** Installs or upgrades pg-boss's schema, creates the queues and the periodic schedules. */
  start(log?: JobLog): Promise<void>;
  /** Workers that poll every queue and run `handlers`; what a server process does. */
  work(handlers: JobHandlers): Promise<void>;
  /**
   * Runs every job due now (by the engine's clock) to completion, by hand, until none is left;
   * answers how many ran. Tests and the benchmark drive jobs with it instead of waiting.
   */
  runDue(handlers: Partial<JobHandlers>, queues?: QueueName[]): Promise<number>;
  /** Jobs that used up their retries, the most recent first (none in a process that runs no engine). */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Puts one failed job back in its queue to run now; answers false when it is not (or no longer) failed. */
  retryFailed(queue: QueueName, id: string): Promise<boolean>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

/** pg-boss's tables live in this schema (its job table is read here and by the test helpers). */
export const SCHEMA = "pgboss";
/** How often an idle worker polls, by default: the longest a due job waits to start. */
export const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
/** Failed handlers (a database outage) are tried again by pg-boss, backing off up to an hour. */
const QUEUE_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };
const silent: JobLog = { info() {}, warn() {} };

function createBoss(options: JobEngineOptions): PgBoss {
  const clock = options.clock ?? systemClock;
  if (options.connection.kind === "pglite") {
    return new PgBoss({ db: fromPglite(options.connection.pglite), backend: "pglite", schema: SCHEMA, clock });
  }
  return new PgBoss({
    connectionString: options.connection.connectionString,
    schema: SCHEMA,
    max: options.poolSize ?? 4,
    clock,
  });
}

export function createJobEngine(options: JobEngineOptions): JobEngine {
  const boss = createBoss(options);
  const clock = options.clock ?? systemClock;
  let log = options.log ?? silent;
  let started = false;
  boss.on("error", (error) => log.warn({ err: error }, "job engine error"));

  /** Runs one job's handler and logs its outcome; answers the failure's message, or null. */
  async function attempt<Q extends QueueName>(queue: Q, handler: JobHandler<Q>, job: Job<unknown>) {
    try {
      const note = await handler(parsePayload(queue, job.data), { jobId: job.id, now: new Date(clock.now()) });
      log.info({ queue, jobId: job.id, note }, "job done");
      return null;
    } catch (error) {
      log.warn({ queue, jobId: job.id, err: error }, "job failed");
      return error instanceof Error ? error.message : String(error);
    }
  }

  return {
    boss,
    async start(startLog) {
      if (startLog) log = startLog;
      await boss.start();
      started = true;
      for (const queue of QUEUE_NAMES) {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { ...QUEUE_OPTIONS, policy: POLICIES[queue] });
      }
      for (const [queue, cron] of Object.entries(CRON)) await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },

    async schedule(queue, payload, scheduleOptions = {}) {
      const checked = parsePayload(queue, payload);
      if (!started) return null;
      return boss.send(queue, checked, {
        ...(scheduleOptions.startAfter ? { startAfter: scheduleOptions.startAfter } : {}),
        ...(scheduleOptions.singletonKey ? { singletonKey: scheduleOptions.singletonKey } : {}),
        ...(scheduleOptions.transaction ? { db: fromPrisma(scheduleOptions.transaction) } : {}),
      });
    },

    async work(handlers) {
      for (const queue of QUEUE_NAMES) {
        const handler = handlers[queue] as JobHandler<typeof queue>;
        await boss.work(
          queue,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS,
            batchSize: 10,
            // A full batch means a backlog: fetch the next at once instead of after the interval.
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          // One job's failure fails (and retries) that job alone, not the batch it came in.
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              const failure = await attempt(queue, handler, job);
              results.push(
                failure === null
                  ? { id: job.id, status: "completed" }
                  : { id: job.id, status: "failed", output: { message: failure } },
              );
            }
            return results;
          },
        );
      }
    },

    async runDue(handlers, queues = QUEUE_NAMES) {
      let ran = 0;
      for (let found = true; found; ) {
        found = false;
        for (const queue of queues) {
          const handler = handlers[queue] as JobHandler<typeof queue> | undefined;
          if (!handler) continue;
          for (const job of await boss.fetch(queue, { batchSize: 20 })) {
            found = true;
            ran++;
            const failure = await attempt(queue, handler, job);
            if (failure === null) await boss.complete(queue, job.id);
            else await boss.fail(queue, job.id, { message: failure });
          }
        }
      }
      return ran;
    },

    async failedJobs(limit) {
      if (!started) return [];
      // pg-boss lists jobs per queue and not by state; one query over its job table does both.
      const { rows } = await boss.getDb().executeSql(
        `SELECT id, name, output, retry_count, completed_on FROM ${SCHEMA}.job
          WHERE state = 'failed' AND name = ANY($2) ORDER BY completed_on DESC, id LIMIT $1`,
        [limit, QUEUE_NAMES],
      );
      return rows.map((row) => ({
        id: String(row.id),
        queue: row.name as QueueName,
        error: typeof row.output?.message === "string" ? row.output.message : "No message was recorded.",
        attempts: Number(row.retry_count) + 1,
        failedAt: new Date(row.completed_on),
      }));
    },

    async retryFailed(queue, id) {
      if (!started) return false;
      // pg-boss answers { affected } here, though its declared CommandResponse type is empty.
      const response = (await boss.retry(queue, id)) as { affected?: number };
      return response.affected === 1;
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
