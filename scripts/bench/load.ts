// A small closed-loop HTTP load generator: `concurrency` keep-alive connections each send the
// next request as soon as the previous answer arrives, for `durationMs`. Each connection is a
// bare socket writing one prepared request and reading just enough of the answer to find its
// status and end: node:http's client costs more CPU per request than a bare Fastify route, so
// on a two-core machine it, not the server, would set the bare route's figure.
import net from "node:net";

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summarize(latencies: number[], elapsedMs: number, errors = 0): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

const HEADER_END = Buffer.from("\r\n\r\n");

/** Bytes of the whole chunked body starting at `start`, or null while it is incomplete. */
function chunkedLength(buffer: Buffer, start: number): number | null {
  let position = start;
  for (;;) {
    const lineEnd = buffer.indexOf("\r\n", position);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString("latin1", position, lineEnd), 16);
    position = lineEnd + 2 + size + 2;
    if (position > buffer.length) return null;
    if (size === 0) return position - start;
  }
}

/** The first complete HTTP/1.1 response in `buffer`: its status and byte length, or null if incomplete. */
export function parseResponse(buffer: Buffer): { status: number; length: number } | null {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + HEADER_END.length;
  const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  let bodyLength: number | null = 0;
  if (contentLength !== undefined) bodyLength = Number(contentLength);
  else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) bodyLength = chunkedLength(buffer, bodyStart);
  if (bodyLength === null || bodyStart + bodyLength > buffer.length) return null;
  return { status, length: bodyStart + bodyLength };
}

/** One keep-alive connection, one request in flight at a time, as a browser tab sends them. */
class Connection {
  readonly #socket: net.Socket;
  #received = Buffer.alloc(0);
  #waiting: { resolve(status: number): void; reject(error: Error): void } | null = null;

  constructor(url: URL) {
    this.#socket = net.connect(Number(url.port), url.hostname);
    this.#socket.setNoDelay(true);
    this.#socket.on("data", (chunk) => {
      this.#received = this.#received.length ? Buffer.concat([this.#received, chunk]) : chunk;
      const response = parseResponse(this.#received);
      if (!response || !this.#waiting) return;
      this.#received = this.#received.subarray(response.length);
      const waiting = this.#waiting;
      this.#waiting = null;
      waiting.resolve(response.status);
    });
    const fail = (error: Error) => {
      this.#waiting?.reject(error);
      this.#waiting = null;
    };
    this.#socket.on("error", fail);
    this.#socket.on("close", () => fail(new Error("connection closed")));
  }

  get usable() {
    return !this.#socket.destroyed;
  }

  send(request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(request);
    });
  }

  close() {
    this.#socket.destroy();
  }
}

/** What became of one request sent through a ConnectionPool. */
export type PooledOutcome = number | "timeout" | "refused";

/**
 * Keep-alive connections for an open loop, where requests leave on schedule whatever is still
 * unanswered: a request takes an idle connection or opens another, and gives it back when its
 * answer is in. Bare sockets like runLoad's, so the generator stays cheaper than the server.
 */
export class ConnectionPool {
  readonly #url: URL;
  readonly #idle: Connection[] = [];
  readonly #all = new Set<Connection>();
  readonly #requests = new Map<string, Buffer>();

  constructor(url: string) {
    this.#url = new URL(url);
  }

  /** GET `path`: its status, "timeout" after `timeoutMs`, or "refused" when no connection held. */
  async get(path: string, timeoutMs: number): Promise<PooledOutcome> {
    let request = this.#requests.get(path);
    if (!request) {
      request = Buffer.from(`GET ${path} HTTP/1.1\r\nhost: ${this.#url.host}\r\n\r\n`, "latin1");
      this.#requests.set(path, request);
    }
    let connection = this.#idle.pop();
    while (connection && !connection.usable) connection = this.#idle.pop();
    if (!connection) {
      connection = new Connection(this.#url);
      this.#all.add(connection);
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const outcome = await Promise.race([connection.send(request).catch((): "refused" => "refused"), timedOut]);
    clearTimeout(timer);
    if (typeof outcome === "number" && connection.usable) this.#idle.push(connection);
    else {
      connection.close();
      this.#all.delete(connection);
    }
    return outcome;
  }

  close() {
    for (const connection of this.#all) connection.close();
    this.#all.clear();
    this.#idle.length = 0;
  }
}

export async function runLoad(options: {
  url: string;
  concurrency: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const headers = Object.entries({ host: url.host, ...options.headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\n${headers.join("")}\r\n`, "latin1");
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      let connection = new Connection(url);
      while (performance.now() < deadline) {
        if (!connection.usable) connection = new Connection(url);
        const t0 = performance.now();
        const status = await connection.send(request).catch(() => 0);
        if (status !== 200) errors++;
        else latencies.push(performance.now() - t0);
      }
      connection.close();
    }),
  );
  return summarize(latencies, performance.now() - started, errors);
}

/** Runs an async operation `count` times with `concurrency` in flight; returns per-op latencies. */
export async function timeOperations(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<unknown>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        await operation(index);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(latencies, performance.now() - started);
}
