// Request bodies on their way in (uploads, form posts): they hold no turn in the work queue
// (overload.ts admits a request once its body is in), so they get limits of their own. One
// client address may send HTTP_MAX_UPLOADS_PER_ADDRESS bodies at once (429 past it), and a
// body must keep moving at HTTP_MIN_BODY_BYTES_PER_SECOND over every HTTP_BODY_RATE_WINDOW_MS
// (408 and the connection closed otherwise), so a client trickling bytes, or reconnecting
// whenever it is cut, holds a few sockets and nothing else.
import type { HttpLimits } from "@primp/api";
import { errorBody } from "@primp/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { REQUEST_TOO_SLOW, rawResponse } from "./http-limits.ts";
import type { Metrics } from "./metrics.ts";

export const TOO_MANY_UPLOADS =
  "You are sending several things at once. Please wait for them to finish, then try again.";
export const RETRY_UPLOAD_AFTER_SECONDS = 5;

const hasBody = (request: FastifyRequest) =>
  Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

/** Counts per key, forgetting a key at zero so the map holds only addresses with a body arriving. */
class Tally {
  readonly #counts = new Map<string, number>();
  count = (key: string) => this.#counts.get(key) ?? 0;
  add(key: string) {
    this.#counts.set(key, this.count(key) + 1);
  }
  remove(key: string) {
    const left = this.count(key) - 1;
    if (left > 0) this.#counts.set(key, left);
    else this.#counts.delete(key);
  }
}

/**
 * Every window, the bytes read from the connection since the last look must reach the minimum;
 * otherwise the client is told 408 in the words of http-limits.ts and the connection closed.
 */
function requireTransferRate(request: FastifyRequest, limits: HttpLimits, onTooSlow: () => void): () => void {
  const socket = request.raw.socket;
  const minimumPerWindow = (limits.minBodyBytesPerSecond * limits.bodyRateWindowMs) / 1000;
  let readSoFar = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.raw.complete) return clearInterval(timer);
    const moved = socket.bytesRead - readSoFar;
    readSoFar = socket.bytesRead;
    if (moved >= minimumPerWindow) return;
    clearInterval(timer);
    onTooSlow();
    if (socket.writable && socket.bytesWritten === 0)
      socket.write(rawResponse(408, "Request Timeout", REQUEST_TOO_SLOW));
    socket.destroy();
  }, limits.bodyRateWindowMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function limitRequestBodies(app: FastifyInstance, limits: HttpLimits, metrics: Metrics) {
  const arriving = new Tally();
  app.addHook("onRequest", (request, reply, done) => {
    if (!hasBody(request) || request.raw.complete) return done();
    const address = request.ip;
    if (limits.maxBodiesPerAddress > 0 && arriving.count(address) >= limits.maxBodiesPerAddress) {
      metrics.refusedBodies.inc({ reason: "too_many" });
      // The body is never read: the connection closes after the answer instead.
      reply.header("connection", "close").header("retry-after", String(RETRY_UPLOAD_AFTER_SECONDS));
      return reply.code(429).send(errorBody(TOO_MANY_UPLOADS));
    }
    arriving.add(address);
    metrics.bodiesInProgress.inc();
    // fastify.inject's requests have no real socket to measure.
    const measurable = typeof request.raw.socket?.bytesRead === "number";
    const stopWatching =
      limits.minBodyBytesPerSecond > 0 && measurable
        ? requireTransferRate(request, limits, () => metrics.refusedBodies.inc({ reason: "too_slow" }))
        : () => {};
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      stopWatching();
      arriving.remove(address);
      metrics.bodiesInProgress.dec();
    };
    // Read to its end, or the exchange over (answered without reading it, or cut).
    request.raw.once("end", finish);
    request.raw.once("close", finish);
    reply.raw.once("close", finish);
    done();
  });
}
