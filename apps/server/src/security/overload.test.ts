// Under overload the server sheds load at once (503 + Retry-After, health check included)
// instead of queueing callers without bound. Pressure is made certain without generating load:
// a heap limit every process exceeds, one request held open against a cap of one, or an
// event-loop delay the test sets through the app's delay sampler.
import { connect } from "node:net";
import { createTestServices, type TestServices } from "@primp/api/testing";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { OVERLOADED, RETRY_AFTER_SECONDS } from "../overload.ts";

let services: TestServices | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await services?.close();
});

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({ error: { message: OVERLOADED } });
}

describe("load shedding", () => {
  it("answers 503 with Retry-After on every route, /healthz included, while over a limit", async () => {
    services = await createTestServices({ OVERLOAD_MAX_HEAP_BYTES: "1", OVERLOAD_SAMPLE_INTERVAL_MS: "10" });
    const server = await buildApp({ services });
    app = server;
    // The plugin measures the process every sample interval; wait for its first reading.
    await vi.waitFor(() => expect(server.memoryUsage().heapUsed).toBeGreaterThan(0), { timeout: 10_000 });
    for (const url of ["/healthz", "/trpc/auth.session", "/no-such-page"]) expectShed(await server.inject({ url }));
  });

  it("answers 503 while the event loop lags past its limit, /healthz included, and serves again once it catches up", async () => {
    services = await createTestServices({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "200" });
    let delayMs = 0;
    const server = await buildApp({ services, eventLoopDelay: () => delayMs });
    app = server;
    expect((await server.inject({ url: "/healthz" })).statusCode).toBe(200);
    delayMs = 201;
    for (const url of ["/healthz", "/trpc/auth.session", "/no-such-page"]) expectShed(await server.inject({ url }));
    delayMs = 200;
    expect((await server.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await server.inject({ url: "/trpc/auth.session" })).statusCode).toBe(200);
  });

  it("refuses a request past the in-flight cap at once, and serves again when the queue drains", async () => {
    services = await createTestServices({ OVERLOAD_MAX_IN_FLIGHT: "1" });
    const server = await buildApp({ services });
    app = server;
    const address = await server.listen({ host: "127.0.0.1", port: 0 });
    // A body that never finishes keeps one request in flight.
    const held = connect(Number(new URL(address).port), "127.0.0.1");
    try {
      await new Promise<void>((resolve) => held.once("connect", () => resolve()));
      held.write(
        "POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      await vi.waitFor(async () => expect((await fetch(`${address}/healthz`)).status).toBe(503), { timeout: 10_000 });
      const refused = await fetch(`${address}/trpc/auth.session`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(await refused.json()).toEqual({ error: { message: OVERLOADED } });
    } finally {
      held.destroy();
    }
    await vi.waitFor(async () => expect((await fetch(`${address}/healthz`)).status).toBe(200), { timeout: 10_000 });
  });
});
