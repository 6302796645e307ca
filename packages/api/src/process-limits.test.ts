// The HTTP edge's limits come from HTTP_* variables with documented defaults, and a value the
// server could not honour is refused at start with a sentence naming the variable.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "./configuration-error.ts";
import { HTTP_LIMIT_DEFAULTS, httpLimitsFrom, overloadLimitsFrom } from "./process-limits.ts";

describe("httpLimitsFrom", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(httpLimitsFrom({})).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      socketIdleTimeoutMs: 60_000,
      maxConnections: 1_000,
      maxConnectionsPerAddress: 64,
      maxBodiesPerAddress: 8,
      minBodyBytesPerSecond: 10_240,
      bodyRateWindowMs: 5_000,
      shutdownTimeoutMs: 25_000,
    });
    expect(httpLimitsFrom({ HTTP_MAX_CONNECTIONS: " " })).toEqual(HTTP_LIMIT_DEFAULTS);
  });

  it("reads every variable, 0 turning a limit off", () => {
    expect(
      httpLimitsFrom({
        HTTP_REQUEST_TIMEOUT_MS: "0",
        HTTP_HEADERS_TIMEOUT_MS: "2000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "5000",
        HTTP_SOCKET_IDLE_TIMEOUT_MS: "0",
        HTTP_MAX_CONNECTIONS: "0",
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
        HTTP_MAX_UPLOADS_PER_ADDRESS: "3",
        HTTP_MIN_BODY_BYTES_PER_SECOND: "0",
        HTTP_BODY_RATE_WINDOW_MS: "2000",
        SHUTDOWN_TIMEOUT_MS: "0",
      }),
    ).toEqual({
      requestTimeoutMs: 0,
      headersTimeoutMs: 2_000,
      keepAliveTimeoutMs: 5_000,
      socketIdleTimeoutMs: 0,
      maxConnections: 0,
      maxConnectionsPerAddress: 0,
      maxBodiesPerAddress: 3,
      minBodyBytesPerSecond: 0,
      bodyRateWindowMs: 2_000,
      shutdownTimeoutMs: 0,
    });
  });

  it("refuses values the server could not honour, naming the variable", () => {
    expect(() => httpLimitsFrom({ HTTP_REQUEST_TIMEOUT_MS: "30s" })).toThrow(
      'HTTP_REQUEST_TIMEOUT_MS must be a whole number from 0 to Infinity; got "30s".',
    );
    expect(() => httpLimitsFrom({ HTTP_MAX_CONNECTIONS: "1.5" })).toThrow(ConfigurationError);
    expect(() => httpLimitsFrom({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "0" })).toThrow(
      'HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number from 1 to Infinity; got "0".',
    );
    expect(() => httpLimitsFrom({ HTTP_REQUEST_TIMEOUT_MS: "5000", HTTP_HEADERS_TIMEOUT_MS: "6000" })).toThrow(
      "HTTP_HEADERS_TIMEOUT_MS (6000) must not be longer than HTTP_REQUEST_TIMEOUT_MS (5000)",
    );
  });
});

describe("overloadLimitsFrom", () => {
  it("sheds by event-loop utilization in production unless told otherwise, and not in development or tests", () => {
    expect(overloadLimitsFrom({ NODE_ENV: "production" }).maxEventLoopUtilization).toBe(0.75);
    expect(
      overloadLimitsFrom({ NODE_ENV: "production", OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0" }).maxEventLoopUtilization,
    ).toBe(0);
    expect(overloadLimitsFrom({ NODE_ENV: "test" }).maxEventLoopUtilization).toBe(0);
    expect(overloadLimitsFrom({}).maxEventLoopUtilization).toBe(0);
  });

  it("takes fractions where a share is asked for, and refuses a share above 1", () => {
    expect(overloadLimitsFrom({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0.9" }).maxEventLoopUtilization).toBe(0.9);
    expect(() => overloadLimitsFrom({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "2" })).toThrow(
      'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION must be a number from 0 to 1; got "2".',
    );
  });
});
