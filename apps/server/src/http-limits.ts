// Limits at the edge of the process, before any route runs: how long a request's headers and
// its whole body may take to arrive (then 408), how long an idle keep-alive connection or a
// stalled one is kept, and how many connections one process holds. Values: AppConfig.http
// (HTTP_* variables); why these defaults: docs/decisions/deployment.md.

import type { Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import type { AppConfig, HttpLimits } from "@primp/api";
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

/** A whole HTTP answer written straight to the socket, for refusals made before Fastify has a reply. */
export function rawResponse(status: number, reason: string, message: string): string {
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

/** Whether connections from this peer are a proxy's, carrying many clients (TRUST_PROXY). */
function isTrustedProxy(trust: AppConfig["trustProxy"]): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === "number") return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

/**
 * Past the cap Node closes a new connection as soon as it is accepted (its "drop" event); past
 * the cap per address, the connection is closed here as soon as it is accepted. A trusted
 * proxy's connections are not counted per address: it carries many clients, and it is the
 * proxy's place to limit each of them.
 */
export function capConnections(app: FastifyInstance, limits: HttpLimits, trustProxy: AppConfig["trustProxy"]) {
  if (limits.maxConnections > 0) app.server.maxConnections = limits.maxConnections;
  app.server.on("drop", () =>
    app.log.warn({ maxConnections: limits.maxConnections }, "connection refused: at the cap"),
  );
  if (limits.maxConnectionsPerAddress <= 0) return;
  const exempt = isTrustedProxy(trustProxy);
  const open = new Map<string, number>();
  app.server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      app.log.warn(
        { address, maxConnectionsPerAddress: limits.maxConnectionsPerAddress },
        "connection refused: at the cap for its address",
      );
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
