// Under overload the server sheds load at once (503 + Retry-After) instead of queueing callers
// without bound, while /healthz keeps answering (the process is alive) and /readyz says it is
// shedding. Pressure is made certain without generating load: a heap limit every process
// exceeds, an event-loop delay the test sets through the app's delay sampler, or a turn in the
// work queue held by a route that waits for the test.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createTestDatabase } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AdmissionControl } from "../admission.ts";
import { buildApp } from "../app.ts";
import { OVERLOADED, RETRY_AFTER_SECONDS } from "../overload.ts";

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

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.json()).toEqual({ error: { message: OVERLOADED } });
}

async function expectAliveButNotReady(server: FastifyInstance) {
  const health = await server.inject({ url: "/healthz" });
  expect({ status: health.statusCode, body: health.json() }).toEqual({ status: 200, body: { ok: true } });
  const ready = await server.inject({ url: "/readyz" });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ ok: false, failed: "load" });
}

describe("load shedding", () => {
  it("answers 503 with Retry-After while over a limit, and /healthz still answers", async () => {
    services = await createTestServices({ OVERLOAD_MAX_HEAP_BYTES: "1", OVERLOAD_SAMPLE_INTERVAL_MS: "10" });
    const server = await buildApp({ services });
    app = server;
    // The plugin measures the process every sample interval; wait for its first reading.
    await vi.waitFor(() => expect(server.memoryUsage().heapUsed).toBeGreaterThan(0), { timeout: 10_000 });
    for (const url of ["/trpc/auth.session", "/no-such-page"]) expectShed(await server.inject({ url }));
    await expectAliveButNotReady(server);
  });

  it("answers 503 while the event loop lags past its limit, and serves again once it catches up", async () => {
    services = await createTestServices({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "200" });
    let delayMs = 0;
    const server = await buildApp({ services, eventLoopDelay: () => delayMs });
    app = server;
    expect((await server.inject({ url: "/readyz" })).statusCode).toBe(200);
    delayMs = 201;
    for (const url of ["/trpc/auth.session", "/no-such-page"]) expectShed(await server.inject({ url }));
    await expectAliveButNotReady(server);
    delayMs = 200;
    expect((await server.inject({ url: "/readyz" })).statusCode).toBe(200);
    expect((await server.inject({ url: "/trpc/auth.session" })).statusCode).toBe(200);
  });

  it("still sends the built app's files while refusing pages, so a page already served is whole", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "primp-shed-web-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Primp</title>");
    writeFileSync(path.join(dist, "assets", "index-3f9a.js"), "export {};\n");
    services = await createTestServices({ OVERLOAD_MAX_HEAP_BYTES: "1", OVERLOAD_SAMPLE_INTERVAL_MS: "10" });
    const server = await buildApp({ services, webDistDir: dist });
    app = server;
    await vi.waitFor(() => expect(server.memoryUsage().heapUsed).toBeGreaterThan(0), { timeout: 10_000 });
    expect((await server.inject({ url: "/assets/index-3f9a.js" })).statusCode).toBe(200);
    for (const url of ["/book-now", "/trpc/auth.session", "/assets/no-such-file.js"])
      expectShed(await server.inject({ url }));
  });

  it("refuses new requests while the event loop has stayed busier than its target, and serves all once it has room", async () => {
    services = await createTestServices({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0.9" });
    let now = 0;
    let utilization = 1;
    // Every draw refuses while fewer than all are admitted.
    const admission = new AdmissionControl({
      targetUtilization: 0.9,
      now: () => now,
      meter: () => utilization,
      lagMeter: () => 0,
      random: () => 0.999,
    });
    const server = await buildApp({ services, admission });
    app = server;
    expect((await server.inject({ url: "/trpc/auth.session" })).statusCode).toBe(200);
    now += 2_000;
    for (const url of ["/trpc/auth.session", "/no-such-page"]) expectShed(await server.inject({ url }));
    await expectAliveButNotReady(server);
    utilization = 0.2;
    now += 5_000;
    expect((await server.inject({ url: "/readyz" })).statusCode).toBe(200);
    expect((await server.inject({ url: "/trpc/auth.session" })).statusCode).toBe(200);
  });

  it("refuses a request that waited its budget for a turn, and serves the waiting ones as turns free up", async () => {
    services = await createTestServices({ OVERLOAD_CONCURRENCY: "1", OVERLOAD_MAX_QUEUE_MS: "100" });
    const server = await buildApp({ services });
    app = server;
    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    server.get("/test/hold", async () => {
      holding();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { held: true };
    });
    const holder = server.inject({ url: "/test/hold" });
    await held;
    // The one turn is taken and never given back during this wait: refused with Retry-After.
    expectShed(await server.inject({ url: "/trpc/auth.session" }));
    await expectAliveButNotReady(server);
    release();
    expect((await holder).json()).toEqual({ held: true });
    expect((await server.inject({ url: "/trpc/auth.session" })).statusCode).toBe(200);
  });

  it("does not count requests whose bodies are still arriving: 300 of them leave the service answering", async () => {
    // Before, the 257th of these filled the in-flight cap and every caller got 503.
    // No minimum transfer rate: on a slow machine the bodies must still be arriving at the fetches.
    services = await createTestServices({
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
      HTTP_MAX_UPLOADS_PER_ADDRESS: "0",
      HTTP_MIN_BODY_BYTES_PER_SECOND: "0",
    });
    const server = await buildApp({ services });
    app = server;
    const address = await server.listen({ host: "127.0.0.1", port: 0 });
    const port = Number(new URL(address).port);
    await Promise.all(
      Array.from({ length: 300 }, async () => {
        const socket = connect(port, "127.0.0.1");
        sockets.push(socket);
        socket.on("error", () => {});
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        socket.write(
          "POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
        );
      }),
    );
    expect((await fetch(`${address}/trpc/auth.session`)).status).toBe(200);
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
  });
});
