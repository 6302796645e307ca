// The server process runs the job engine: pg-boss on the same database (PGlite in
// development, so `pnpm dev` needs nothing more), with workers for every queue. Several
// server processes on one PostgreSQL share the queues; each job runs in one of them.
import { jobHandlers, type Services } from "@primp/api";
import type { FastifyBaseLogger } from "fastify";

export async function startJobs(services: Services, log: FastifyBaseLogger): Promise<void> {
  await services.jobs.start({
    info: (details, message) => log.info(details, message),
    warn: (details, message) => log.warn(details, message),
  });
  await services.jobs.work(jobHandlers(services));
}
