// Shedding load instead of queueing it without bound: when too many requests are already in
// flight, the event loop falls behind or the heap grows past a set size, new requests get 503
// with Retry-After at once, so a
// restarted or saturated process answers quickly and recovers within seconds instead of
// holding every caller for ten. Limits come from AppConfig.overload (OVERLOAD_* variables).
import underPressure from "@fastify/under-pressure";
import type { OverloadLimits } from "@primp/api";
import type { FastifyInstance } from "fastify";

export const OVERLOADED = "Primp is very busy right now. Please try again in a moment.";
export const RETRY_AFTER_SECONDS = 2;

class OverloadError extends Error {
  code = "FST_UNDER_PRESSURE";
  statusCode = 503;
}

/** Requests waiting on the database are the queue: past maxInFlight, the next one is refused. */
function capRequestsInFlight(app: FastifyInstance, maxInFlight: number) {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  app.addHook("onRequest", (_request, reply, done) => {
    if (inFlight >= maxInFlight) {
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return done(new OverloadError(OVERLOADED));
    }
    inFlight++;
    reply.raw.once("close", () => inFlight--);
    done();
  });
}

/** The event loop's current delay in milliseconds; the plugin's measurement unless a test injects one. */
export type EventLoopDelaySampler = () => number;

/** Past maxDelayMs behind, the next request is refused: the process is answering too late already. */
function shedWhenEventLoopLags(app: FastifyInstance, maxDelayMs: number, sample: EventLoopDelaySampler) {
  if (maxDelayMs <= 0) return;
  app.addHook("onRequest", (_request, reply, done) => {
    if (sample() <= maxDelayMs) return done();
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    done(new OverloadError(OVERLOADED));
  });
}

export async function registerLoadShedding(
  app: FastifyInstance,
  limits: OverloadLimits,
  eventLoopDelay: EventLoopDelaySampler = () => app.memoryUsage().eventLoopDelay,
) {
  capRequestsInFlight(app, limits.maxInFlight);
  shedWhenEventLoopLags(app, limits.maxEventLoopDelayMs, eventLoopDelay);
  await app.register(underPressure, {
    // The event-loop delay is checked above, from the same measurement (memoryUsage()).
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

/** The plugin's refusal (503, Retry-After already set) as the error handler answers it. */
export const isOverloadError = (error: { code?: string }) => error.code === "FST_UNDER_PRESSURE";
