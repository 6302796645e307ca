// What one server process accepts before refusing: load shedding (OVERLOAD_*) and the HTTP
// edge (HTTP_*: timeouts and the connection cap). Every value comes from the environment with
// a documented default (.env.example, docs/deploy.md; the choices in docs/decisions/deployment.md).
import { ConfigurationError } from "./configuration-error.ts";
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
  // Off: PGlite runs queries on the event loop, so a busy-but-healthy process reads near 1.
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  maxInFlight: 256,
  sampleIntervalMs: 1_000,
};

export function overloadLimitsFrom(env: Env): OverloadLimits {
  const read = (name: string, fallback: number, max?: number) =>
    numberFrom(env, name, fallback, { max, fraction: true });
  return {
    maxEventLoopDelayMs: read("OVERLOAD_MAX_EVENT_LOOP_DELAY_MS", OVERLOAD_DEFAULTS.maxEventLoopDelayMs),
    maxEventLoopUtilization: read("OVERLOAD_MAX_EVENT_LOOP_UTILIZATION", OVERLOAD_DEFAULTS.maxEventLoopUtilization, 1),
    maxHeapUsedBytes: read("OVERLOAD_MAX_HEAP_BYTES", OVERLOAD_DEFAULTS.maxHeapUsedBytes),
    maxInFlight: read("OVERLOAD_MAX_IN_FLIGHT", OVERLOAD_DEFAULTS.maxInFlight),
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
  };
  // Node refuses the pair otherwise: headers are part of the request.
  if (limits.requestTimeoutMs > 0 && limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigurationError(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the headers are part of the request.`,
    );
  }
  return limits;
}
