// What one server process accepts before refusing: load shedding (OVERLOAD_*) and the HTTP
// edge (HTTP_*: timeouts and the connection cap). Every value comes from the environment with
// a documented default (.env.example, docs/deploy.md; the choices in docs/decisions/deployment.md).
import { ConfigurationError } from "./configuration-error.ts";
import type { LiveLimits } from "./live/stream-slots.ts";
import type { HttpLimits, OverloadLimits } from "./trpc.ts";

type Env = Record<string, string | undefined>;

/** A whole number (or any number when `fraction`) from `min` to `max`; unset or blank means the default. */
function numberFrom(
  env: Env,
  name: string,
  fallback: number,
  { min = 0, max = Number.POSITIVE_INFINITY, fraction = false } = {},
) {
  const value = env[name];
  if (!value?.trim()) return fallback;
  const number = Number(value);
  const wrongKind = fraction ? !Number.isFinite(number) : !Number.isSafeInteger(number);
  if (wrongKind || number < min || number > max) {
    const kind = fraction ? "a number" : "a whole number";
    throw new ConfigurationError(`${name} must be ${kind} from ${min} to ${max}; got "${value}".`);
  }
  return number;
}

export const OVERLOAD_DEFAULTS: OverloadLimits = {
  maxEventLoopDelayMs: 500,
  // Off in development and tests: one page's burst of requests on PGlite (whose queries run on
  // the event loop) may keep the loop busy; production's default is below.
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  // Twice pg's pool of 10: enough to keep every connection busy while the next requests are
  // prepared, few enough that a request's time is its own work, not others'.
  concurrency: 20,
  maxQueueMs: 250,
  sampleIntervalMs: 1_000,
};

/**
 * In production a process whose event loop has been busy more than 75% of the last fraction of a
 * second admits a shrinking share of new requests (apps/server/src/admission.ts): past that, the
 * wait is in front of the app, where no queue limit sees it.
 */
export const PRODUCTION_MAX_EVENT_LOOP_UTILIZATION = 0.75;

export function overloadLimitsFrom(env: Env): OverloadLimits {
  const read = (name: string, fallback: number, max?: number) =>
    numberFrom(env, name, fallback, { max, fraction: true });
  const utilizationDefault =
    env.NODE_ENV === "production" ? PRODUCTION_MAX_EVENT_LOOP_UTILIZATION : OVERLOAD_DEFAULTS.maxEventLoopUtilization;
  return {
    maxEventLoopDelayMs: read("OVERLOAD_MAX_EVENT_LOOP_DELAY_MS", OVERLOAD_DEFAULTS.maxEventLoopDelayMs),
    maxEventLoopUtilization: read("OVERLOAD_MAX_EVENT_LOOP_UTILIZATION", utilizationDefault, 1),
    maxHeapUsedBytes: read("OVERLOAD_MAX_HEAP_BYTES", OVERLOAD_DEFAULTS.maxHeapUsedBytes),
    concurrency: numberFrom(env, "OVERLOAD_CONCURRENCY", OVERLOAD_DEFAULTS.concurrency, { min: 1 }),
    maxQueueMs: read("OVERLOAD_MAX_QUEUE_MS", OVERLOAD_DEFAULTS.maxQueueMs),
    sampleIntervalMs: read("OVERLOAD_SAMPLE_INTERVAL_MS", OVERLOAD_DEFAULTS.sampleIntervalMs),
  };
}

/** Why each value is what it is: docs/decisions/deployment.md, "Request limits at the edge of the process". */
export const HTTP_LIMIT_DEFAULTS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  socketIdleTimeoutMs: 60_000,
  maxConnections: 1_000,
  // A browser opens at most 6 to a host; the rest is room for an office or a mobile carrier
  // behind one address.
  maxConnectionsPerAddress: 64,
  maxBodiesPerAddress: 8,
  // A poor mobile link still moves tens of KB a second; a trickle that keeps a request open
  // while sending nothing does not.
  minBodyBytesPerSecond: 10_240,
  bodyRateWindowMs: 5_000,
  // Under the 30 s most orchestrators wait between SIGTERM and SIGKILL.
  shutdownTimeoutMs: 25_000,
};

export function httpLimitsFrom(env: Env): HttpLimits {
  const limits: HttpLimits = {
    requestTimeoutMs: numberFrom(env, "HTTP_REQUEST_TIMEOUT_MS", HTTP_LIMIT_DEFAULTS.requestTimeoutMs),
    headersTimeoutMs: numberFrom(env, "HTTP_HEADERS_TIMEOUT_MS", HTTP_LIMIT_DEFAULTS.headersTimeoutMs),
    // Fastify reads 0 as "its default" here, so off is not on offer.
    keepAliveTimeoutMs: numberFrom(env, "HTTP_KEEP_ALIVE_TIMEOUT_MS", HTTP_LIMIT_DEFAULTS.keepAliveTimeoutMs, {
      min: 1,
    }),
    socketIdleTimeoutMs: numberFrom(env, "HTTP_SOCKET_IDLE_TIMEOUT_MS", HTTP_LIMIT_DEFAULTS.socketIdleTimeoutMs),
    maxConnections: numberFrom(env, "HTTP_MAX_CONNECTIONS", HTTP_LIMIT_DEFAULTS.maxConnections),
    maxConnectionsPerAddress: numberFrom(
      env,
      "HTTP_MAX_CONNECTIONS_PER_ADDRESS",
      HTTP_LIMIT_DEFAULTS.maxConnectionsPerAddress,
    ),
    maxBodiesPerAddress: numberFrom(env, "HTTP_MAX_UPLOADS_PER_ADDRESS", HTTP_LIMIT_DEFAULTS.maxBodiesPerAddress),
    minBodyBytesPerSecond: numberFrom(env, "HTTP_MIN_BODY_BYTES_PER_SECOND", HTTP_LIMIT_DEFAULTS.minBodyBytesPerSecond),
    bodyRateWindowMs: numberFrom(env, "HTTP_BODY_RATE_WINDOW_MS", HTTP_LIMIT_DEFAULTS.bodyRateWindowMs, { min: 1 }),
    shutdownTimeoutMs: numberFrom(env, "SHUTDOWN_TIMEOUT_MS", HTTP_LIMIT_DEFAULTS.shutdownTimeoutMs),
  };
  // Node refuses the pair otherwise: headers are part of the request.
  if (limits.requestTimeoutMs > 0 && limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigurationError(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request.`,
    );
  }
  return limits;
}

export const LIVE_LIMIT_DEFAULTS: LiveLimits = {
  // Half the process's connections (HTTP_MAX_CONNECTIONS, 1,000): the other half stays free for
  // the requests the open pages make.
  maxStreams: 500,
  // A few tabs on a few devices; each page holds one stream.
  maxStreamsPerUser: 12,
};

export function liveLimitsFrom(env: Env): LiveLimits {
  return {
    maxStreams: numberFrom(env, "LIVE_MAX_STREAMS", LIVE_LIMIT_DEFAULTS.maxStreams),
    maxStreamsPerUser: numberFrom(env, "LIVE_MAX_STREAMS_PER_USER", LIVE_LIMIT_DEFAULTS.maxStreamsPerUser, { min: 1 }),
  };
}
