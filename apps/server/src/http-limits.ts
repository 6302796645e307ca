// Limits at the edge of the process, before any route runs: how long a request's headers and
// its whole body may take to arrive (then 408), how long an idle keep-alive connection or a
// stalled one is kept, and how many connections one process holds. Values: AppConfig.http
// (HTTP_* variables); why these defaults: docs/decisions/deployment.md.

import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { HttpLimits } from "@primp/api";
import { errorBody } from "@primp/core";
import type { FastifyHttpOptions, FastifyInstance } from "fastify";

export const REQUEST_TOO_SLOW = "Your request took too long to arrive. Please check your connection and try again.";
export const BAD_REQUEST = "Your browser sent a request we could not read. Please try again.";
export const HEADERS_TOO_LARGE =
  "Your browser sent too much header data. Please clear this site's cookies and try again.";

/** How often Node looks for expired requests; its default of 30 s would stretch a 10 s limit to 40. */
function checkingIntervalMs({ requestTimeoutMs, headersTimeoutMs }: HttpLimits): number {
  const shortest = Math.min(...[requestTimeoutMs, headersTimeoutMs].filter((ms) => ms > 0));
  return Number.isFinite(shortest) ? Math.max(1, Math.min(1_000, Math.ceil(shortest / 4))) : 30_000;
}

function rawResponse(status: number, reason: string, message: string): string {
  const body = JSON.stringify(errorBody(message));
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Node's "client error" (a timed-out, unparsable or oversized request) answered in the same
 * shape and words as every other refusal, where Fastify's default would say "Client Timeout".
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // Part of a response already went out: nothing coherent can follow it.
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? rawResponse(408, "Request Timeout", REQUEST_TOO_SLOW)
        : error.code === "HPE_HEADER_OVERFLOW"
          ? rawResponse(431, "Request Header Fields Too Large", HEADERS_TOO_LARGE)
          : rawResponse(400, "Bad Request", BAD_REQUEST),
    );
  }
  socket.destroy(error);
}

/** The Fastify options that carry the limits (the connection cap is set once the server exists). */
export function httpLimitOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node's own options: Fastify has no headersTimeout, and Node validates the pair at creation.
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(limits),
    },
    clientErrorHandler: answerClientError,
  };
}

/** Past the cap Node closes a new connection as soon as it is accepted (its "drop" event). */
export function capConnections(app: FastifyInstance, limits: HttpLimits) {
  if (limits.maxConnections > 0) app.server.maxConnections = limits.maxConnections;
  app.server.on("drop", () =>
    app.log.warn({ maxConnections: limits.maxConnections }, "connection refused: at the cap"),
  );
}
