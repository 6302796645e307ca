// The server process runs the job engine: pg-boss on the same database (PGlite in
// development, so `pnpm dev` needs nothing more), with workers for every queue. Several
// server processes on one PostgreSQL share the queues; each job runs in one of them. Every
// job's outcome is counted in the app's metrics.
import { jobHandlers, type Services } from "@primp/api";
import type { JobHandler, JobHandlers, QueueName } from "@primp/jobs";
import type { FastifyBaseLogger } from "fastify";
import type { Metrics } from "./metrics.ts";

/** The handlers, each counting its job's outcome in `metrics`. */
export function countedHandlers(handlers: JobHandlers, metrics: Metrics): JobHandlers {
  const wrap =
    <Q extends QueueName>(queue: Q, handler: JobHandler<Q>): JobHandler<Q> =>
    async (payload, context) => {
      try {
        const note = await handler(payload, context);
        metrics.jobs.inc({ queue, outcome: "completed" });
        return note;
      } catch (error) {
        metrics.jobs.inc({ queue, outcome: "failed" });
        throw error;
      }
    };
  return Object.fromEntries(
    Object.entries(handlers).map(([queue, handler]) => [
      queue,
      wrap(queue as QueueName, handler as JobHandler<QueueName>),
    ]),
  ) as JobHandlers;
}

/** `metrics`: where each job's outcome is counted (main.ts passes the app's). */
export async function startJobs(services: Services, log: FastifyBaseLogger, metrics?: Metrics): Promise<void> {
  await services.jobs.start({
    info: (details, message) => log.info(details, message),
    warn: (details, message) => log.warn(details, message),
  });
  const handlers = jobHandlers(services);
  await services.jobs.work(metrics ? countedHandlers(handlers, metrics) : handlers);
}
