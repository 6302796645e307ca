// Prometheus metrics (prom-client), one registry per app: request latency per route (each tRPC
// procedure its own route), the work queue's turns in use and waiting, shed requests by
// reason, the database pool, job outcomes, and, read when scraped, job queue depths and mail
// outcomes. Served at /metrics by routes/metrics.ts.
import { appRouter, type Services } from "@primp/api";
import type { PoolUse } from "@primp/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { WorkQueue } from "./work-queue.ts";

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/** A request's route as a label: the route's pattern, or the tRPC procedure it calls. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "(no route)";
  if (!pattern.startsWith("/trpc/")) return pattern;
  const path = (request.params as { path?: string }).path ?? "";
  // A batch names several procedures; any other name is a caller's invention, not a route.
  if (path.includes(",")) return "/trpc (batch)";
  return PROCEDURES.has(path) ? `/trpc/${path}` : "/trpc (unknown)";
}

export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: "primp_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by route, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly queueWait = new Histogram({
    name: "primp_work_queue_wait_seconds",
    help: "How long admitted requests waited for their turn.",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5],
    registers: [this.registry],
  });
  readonly shed = new Counter({
    name: "primp_http_requests_shed_total",
    help: "Requests refused with 503 under load, by reason.",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });
  readonly bodiesInProgress = new Gauge({
    name: "primp_http_request_bodies_in_progress",
    help: "Requests whose bodies are still arriving.",
    registers: [this.registry],
  });
  readonly refusedBodies = new Counter({
    name: "primp_http_request_bodies_refused_total",
    help: "Request bodies refused: too many at once from one address (429) or too slow (408).",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: "primp_jobs_total",
    help: "Jobs this process ran, by queue and outcome (completed, failed).",
    labelNames: ["queue", "outcome"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "primp_process_" });
  }

  observeRequest(request: FastifyRequest, reply: FastifyReply) {
    this.requestDuration.observe(
      { route: routeLabel(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  }

  watchWorkQueue(queue: WorkQueue) {
    new Gauge({
      name: "primp_work_queue_in_progress",
      help: "Requests being worked on (at most OVERLOAD_CONCURRENCY).",
      registers: [this.registry],
      collect() {
        this.set(queue.working);
      },
    });
    new Gauge({
      name: "primp_work_queue_waiting",
      help: "Requests waiting for their turn.",
      registers: [this.registry],
      collect() {
        this.set(queue.waiting);
      },
    });
  }

  /** PostgreSQL's pool (absent on PGlite, one connection in the process). */
  watchDatabasePool(poolUse: () => PoolUse | null) {
    new Gauge({
      name: "primp_db_pool_connections",
      help: "The database pool's connections by state (open, idle), and queries waiting for one (waiting).",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const use = poolUse();
        if (!use) return;
        this.set({ state: "open" }, use.open);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  /** Read from the database when scraped: the same figures from every process. */
  watchDatabase(services: Services) {
    new Gauge({
      name: "primp_job_queue_jobs",
      help: "Jobs in each queue by state (ready, deferred, active, failed), across every process.",
      labelNames: ["queue", "state"] as const,
      registers: [this.registry],
      async collect() {
        // A process that runs no engine (a test, a script) has no queues to report.
        const queues = await services.jobs.boss.getQueues().catch(() => []);
        for (const queue of queues) {
          if (queue.name.startsWith("__pgboss")) continue;
          this.set({ queue: queue.name, state: "ready" }, queue.readyCount);
          this.set({ queue: queue.name, state: "deferred" }, queue.deferredCount);
          this.set({ queue: queue.name, state: "active" }, queue.activeCount);
          this.set({ queue: queue.name, state: "failed" }, queue.failedCount);
        }
      },
    });
    new Gauge({
      name: "primp_mail_messages",
      help: "Outbox messages (e-mail and text) by channel and outcome (QUEUED, SENT, FAILED).",
      labelNames: ["channel", "status"] as const,
      registers: [this.registry],
      async collect() {
        const groups = await services.db.mailMessage.groupBy({ by: ["channel", "status"], _count: { _all: true } });
        this.reset();
        for (const group of groups) this.set({ channel: group.channel, status: group.status }, group._count._all);
      },
    });
  }
}
