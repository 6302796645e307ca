// Shedding load instead of queueing it without bound. Once its body is in, a request waits for
// one of OVERLOAD_CONCURRENCY turns (work-queue.ts); one that would wait longer than
// OVERLOAD_MAX_QUEUE_MS gets 503 with Retry-After at once. While the event loop falls behind or
// the heap grows past a set size, every new request gets the same answer; while the event loop
// has been busier than OVERLOAD_MAX_EVENT_LOOP_UTILIZATION, a share of them does (admission.ts).
// A request still sending its body holds no turn (request-bodies.ts limits those; an upload,
// whose body its handler reads, takes none), and routes marked
// `{ config: { shedding: false } }` (/healthz, /readyz, /metrics) are never refused, so a load
// balancer can tell a busy process from a dead one. Limits: AppConfig.overload (OVERLOAD_*).
import underPressure from "@fastify/under-pressure";
import type { OverloadLimits } from "@primp/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AdmissionControl } from "./admission.ts";
import type { Metrics } from "./metrics.ts";
import { WorkQueue } from "./work-queue.ts";

export const OVERLOADED = "Primp is very busy right now. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 2;

class OverloadError extends Error {
  code = "FST_UNDER_PRESSURE";
  statusCode = 503;
}

/** The event loop's current delay in milliseconds; the plugin's measurement unless a test injects one. */
export type EventLoopDelaySampler = () => number;

export type ShedReason = "queue" | "event_loop" | "heap" | "event_loop_utilization";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: never refused under load (health, readiness and metrics). */
    shedding?: boolean;
    /**
     * false: takes no turn in the work queue, for a route that reads its body in its handler
     * (uploads): a turn would be held while a slow client sends. request-bodies.ts limits those.
     */
    workQueue?: boolean;
  }
}

export interface LoadShedding {
  queue: WorkQueue;
  /** Why a request arriving now would be refused, or null when it would be served. */
  pressure(): ShedReason | null;
}

const exempt = (request: FastifyRequest) => request.routeOptions.config.shedding === false;

export async function registerLoadShedding(
  app: FastifyInstance,
  limits: OverloadLimits,
  metrics: Metrics,
  eventLoopDelay: EventLoopDelaySampler = () => app.memoryUsage().eventLoopDelay,
  byUtilization: AdmissionControl | null = limits.maxEventLoopUtilization > 0
    ? new AdmissionControl({ targetUtilization: limits.maxEventLoopUtilization })
    : null,
): Promise<LoadShedding> {
  // The plugin only measures (every sample interval); every check is made here, so the
  // exempt routes are exempt from all of them.
  await app.register(underPressure, { sampleInterval: limits.sampleIntervalMs });
  const queue = new WorkQueue({ concurrency: limits.concurrency, maxWaitMs: limits.maxQueueMs });
  metrics.watchWorkQueue(queue);

  function processPressure(): ShedReason | null {
    const measured = app.memoryUsage();
    if (limits.maxEventLoopDelayMs > 0 && eventLoopDelay() > limits.maxEventLoopDelayMs) return "event_loop";
    if (limits.maxHeapUsedBytes > 0 && measured.heapUsed > limits.maxHeapUsedBytes) return "heap";
    return null;
  }

  const refuse = (reason: ShedReason) => {
    metrics.shed.inc({ reason });
    return new OverloadError(OVERLOADED);
  };

  app.addHook("onRequest", (request, reply, done) => {
    if (exempt(request)) return done();
    const reason = processPressure() ?? (byUtilization?.admit() === false ? "event_loop_utilization" : null);
    if (!reason) return done();
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    done(refuse(reason));
  });

  // preHandler: the body has been read and parsed, so a slow sender waits outside the queue.
  const turns = new WeakMap<FastifyRequest, () => void>();
  app.addHook("preHandler", async (request, reply) => {
    if (exempt(request) || request.routeOptions.config.workQueue === false) return;
    const admission = await queue.enter();
    if (!admission.admitted) {
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      throw refuse("queue");
    }
    metrics.queueWait.observe(admission.waitedMs / 1000);
    turns.set(request, admission.leave);
    // A client gone mid-request ends its turn too; leave() counts once.
    reply.raw.once("close", admission.leave);
  });
  // The answer is ready: a file streaming to a slow reader holds no turn while it streams.
  app.addHook("onSend", async (request) => {
    turns.get(request)?.();
  });

  return {
    queue,
    // A refusal within the last second still counts: a load balancer polls every few seconds.
    pressure: () =>
      processPressure() ??
      ((byUtilization?.share ?? 1) < 1 ? "event_loop_utilization" : null) ??
      (queue.shedding(1_000) ? "queue" : null),
  };
}

/** The refusal (503, Retry-After already set) as the error handler answers it. */
export const isOverloadError = (error: { code?: string }) => error.code === "FST_UNDER_PRESSURE";
