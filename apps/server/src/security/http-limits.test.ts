// Limits at the edge of the process, on a real port through raw sockets: a body that trickles
// in (a byte every 50 ms, so it is never idle) is answered 408 once the request deadline passes,
// headers that never finish likewise, an idle keep-alive connection is closed, and connections
// past the cap are closed as soon as they are accepted. The limits are set small here; every wait
// ends with the server's own answer.
import { connect, type Socket } from "node:net";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createTestDatabase } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { BAD_REQUEST, HEADERS_TOO_LARGE, REQUEST_TOO_SLOW } from "../http-limits.ts";
import { Metrics } from "../metrics.ts";
import { TOO_MANY_UPLOADS } from "../request-bodies.ts";

let services: TestServices | undefined;
let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
// The first test database of a worker migrates its template (seconds on a busy machine): done
// here, so no test's own time includes it.
beforeAll(async () => (await createTestDatabase()).close(), 300_000);
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  await services?.close();
});

async function serve(env: Record<string, string>, metrics = new Metrics()): Promise<number> {
  services = await createTestServices(env);
  app = await buildApp({ services, metrics });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return Number(new URL(address).port);
}

interface Conversation {
  socket: Socket;
  /** Everything the server sent, once it closed the connection, and when (ms after opening). */
  closed: Promise<{ received: string; afterMs: number }>;
  /** Everything the server sent so far, once it has sent `times` answers (or closed). */
  answers(times: number): Promise<string>;
}

async function open(port: number): Promise<Conversation> {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  const opened = performance.now();
  let received = "";
  const waiters: Array<() => void> = [];
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  // A reset is how a refused connection may end; the close event follows either way.
  socket.on("error", () => {});
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once("close", () => {
      for (const wake of waiters.splice(0)) wake();
      resolve({ received, afterMs: performance.now() - opened });
    }),
  );
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    closed,
    async answers(times) {
      const complete = () => received.split("\r\n\r\n").length - 1 >= times && received.endsWith("}");
      while (!complete() && !socket.destroyed) await new Promise<void>((wake) => waiters.push(wake));
      return received;
    },
  };
}

const GET_HEALTH = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
// Connection: close, so the end of the answer is the end of the connection.
const LOGIN_HEADERS = (length: number) =>
  `POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const bodyOf = (received: string) => JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4));

/** Opens `cap` connections that are each answered, then shows the next one closed unanswered. */
async function fillToTheCap(port: number, cap: number) {
  const held = [];
  for (let opened = 0; opened < cap; opened++) {
    const conversation = await open(port);
    conversation.socket.write(GET_HEALTH);
    expect(await conversation.answers(1)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    held.push(conversation);
  }
  const extra = await open(port);
  extra.socket.write(GET_HEALTH);
  expect((await extra.closed).received).toBe("");
  return held;
}

describe("request limits at the edge of the process", () => {
  it("answers 408 in our words to a body that keeps trickling in past the request deadline", async () => {
    const port = await serve({ HTTP_REQUEST_TIMEOUT_MS: "600", HTTP_HEADERS_TIMEOUT_MS: "600" });
    const upload = await open(port);
    upload.socket.write(
      "POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n",
    );
    const trickle = setInterval(() => upload.socket.write(" "), 50);
    const { received, afterMs } = await upload.closed.finally(() => clearInterval(trickle));
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toEqual({
      error: { message: REQUEST_TOO_SLOW },
    });
    // Not before the deadline, and not long after it (Node checks every quarter of it).
    expect(afterMs).toBeGreaterThanOrEqual(600);
    expect(afterMs).toBeLessThan(5_000);
  });

  it("answers 408 to headers that never finish, at the shorter headers deadline", async () => {
    const port = await serve({ HTTP_REQUEST_TIMEOUT_MS: "20000", HTTP_HEADERS_TIMEOUT_MS: "400" });
    const slow = await open(port);
    slow.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const { received, afterMs } = await slow.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(400);
    expect(afterMs).toBeLessThan(5_000);
  });

  it("closes a keep-alive connection left idle past its timeout", async () => {
    const port = await serve({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "300" });
    const idle = await open(port);
    idle.socket.write(GET_HEALTH);
    expect(await idle.answers(1)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const answeredAt = performance.now();
    await idle.closed;
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(250);
  });

  it("closes connections past the cap at once, and keeps serving the ones it holds", async () => {
    const port = await serve({ HTTP_MAX_CONNECTIONS: "2" });
    const held = await fillToTheCap(port, 2);
    const [first] = held;
    first?.socket.write(GET_HEALTH);
    expect((await first?.answers(2))?.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(2);
  });

  it("answers a request Node cannot parse, or one with oversized headers, in the same shape and words", async () => {
    const port = await serve({});
    const cases: Array<[string, RegExp, string]> = [
      ["NOT-HTTP\r\n\r\n", /^HTTP\/1\.1 400 Bad Request\r\n/, BAD_REQUEST],
      [
        `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`,
        /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/,
        HEADERS_TOO_LARGE,
      ],
    ];
    for (const [request, statusLine, message] of cases) {
      const conversation = await open(port);
      conversation.socket.write(request);
      const { received } = await conversation.closed;
      expect(received).toMatch(statusLine);
      expect(JSON.parse(received.slice(received.indexOf("\r\n\r\n") + 4))).toEqual({ error: { message } });
    }
  });

  it("closes connections past the cap for one address at once, and serves that address again when one closes", async () => {
    // Loopback is a trusted proxy in development; here it is a client like any other.
    const port = await serve({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: "2", TRUST_PROXY: "none" });
    const held = await fillToTheCap(port, 2);
    held[0]?.socket.destroy();
    await held[0]?.closed;
    // The server sees the close on its next turn of the event loop; a retry is what a client does.
    let answered = "";
    for (let attempt = 0; !answered && attempt < 50; attempt++) {
      const next = await open(port);
      next.socket.write(GET_HEALTH);
      answered = await next.answers(1);
    }
    expect(answered).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it("answers 429 to a second body from one address while the first is still arriving", async () => {
    const metrics = new Metrics();
    const port = await serve({ HTTP_MAX_UPLOADS_PER_ADDRESS: "1", TRUST_PROXY: "none" }, metrics);
    const first = await open(port);
    first.socket.write(`${LOGIN_HEADERS(1000)}{`);
    await vi.waitFor(async () => expect((await metrics.bodiesInProgress.get()).values[0]?.value).toBe(1));
    const second = await open(port);
    second.socket.write(`${LOGIN_HEADERS(1000)}{`);
    const { received } = await second.closed;
    expect(received).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(received).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(bodyOf(received)).toEqual({ error: { message: TOO_MANY_UPLOADS } });
    // Once the first body is in, the address may send another.
    first.socket.write(" ".repeat(999));
    expect((await first.closed).received).toMatch(/^HTTP\/1\.1 \d{3} /);
    await vi.waitFor(async () => expect((await metrics.bodiesInProgress.get()).values[0]?.value).toBe(0));
  });

  it("answers 408 to a body that arrives slower than the minimum rate, with no deadline on the whole request", async () => {
    const port = await serve({
      HTTP_REQUEST_TIMEOUT_MS: "0",
      HTTP_HEADERS_TIMEOUT_MS: "0",
      HTTP_MIN_BODY_BYTES_PER_SECOND: "1000",
      HTTP_BODY_RATE_WINDOW_MS: "300",
    });
    const upload = await open(port);
    upload.socket.write(LOGIN_HEADERS(10_000));
    // A byte every 50 ms: never idle, 20 bytes a second.
    const trickle = setInterval(() => upload.socket.write(" "), 50);
    const { received } = await upload.closed.finally(() => clearInterval(trickle));
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(received)).toEqual({ error: { message: REQUEST_TOO_SLOW } });
  });

  it("lets a body through that keeps above the minimum rate", async () => {
    const port = await serve({ HTTP_MIN_BODY_BYTES_PER_SECOND: "1000", HTTP_BODY_RATE_WINDOW_MS: "300" });
    const upload = await open(port);
    const body = JSON.stringify({ json: { email: "nobody@example.com", password: "wrong password" } }).padEnd(2_000);
    upload.socket.write(LOGIN_HEADERS(body.length));
    // 500 bytes every 50 ms: ten times the minimum.
    for (let sent = 0; sent < body.length; sent += 500) {
      upload.socket.write(body.slice(sent, sent + 500));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { received } = await upload.closed;
    expect(received).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(received).not.toMatch(/^HTTP\/1\.1 408 /);
  });
});
