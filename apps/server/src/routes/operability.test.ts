// What load balancers and Prometheus read: /healthz answers while the process lives, /readyz
// only while the database answers with every migration applied, and /metrics only for the
// bearer of METRICS_TOKEN, with latency per route (each tRPC procedure its own), the work
// queue, shed requests and mail outcomes.

import { DATABASE_UNAVAILABLE } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { createTestDatabase } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { NOT_READY } from "./health.ts";
import { METRICS_TOKEN_REQUIRED } from "./metrics.ts";

let services: TestServices | undefined;
let app: FastifyInstance | undefined;
beforeAll(async () => (await createTestDatabase()).close(), 300_000);
afterEach(async () => {
  await app?.close();
  await services?.close();
  services = undefined;
});

async function serve(env: Record<string, string> = {}) {
  services = await createTestServices(env);
  app = await buildApp({ services });
  return { services, app };
}

describe("readiness", () => {
  it("is ready on a migrated database; not ready with a migration missing, or with the database gone, while /healthz stays 200", async () => {
    const { services: s, app: server } = await serve();
    expect((await server.inject({ url: "/readyz" })).json()).toEqual({ ok: true });

    await s.db.$executeRawUnsafe(
      `DELETE FROM "_prisma_migrations" WHERE migration_name = (SELECT max(migration_name) FROM "_prisma_migrations")`,
    );
    const behind = await server.inject({ url: "/readyz" });
    expect({ status: behind.statusCode, body: behind.json() }).toEqual({
      status: 503,
      body: { ok: false, failed: "migrations", error: { message: NOT_READY } },
    });

    await s.database.close();
    const away = await server.inject({ url: "/readyz" });
    expect({ status: away.statusCode, body: away.json() }).toEqual({
      status: 503,
      body: { ok: false, failed: "database", error: { message: DATABASE_UNAVAILABLE } },
    });
    expect((await server.inject({ url: "/healthz" })).statusCode).toBe(200);
    // Closed already; afterEach must not close it twice.
    await server.close();
    app = undefined;
    services = undefined;
  });
});

describe("metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const { app: server } = await serve();
    expect((await server.inject({ url: "/metrics" })).statusCode).toBe(404);
  });

  it("answers only the token's bearer, with latency per procedure, the queue, shedding and mail", async () => {
    const { services: s, app: server } = await serve({ METRICS_TOKEN: "metrics-secret" });
    for (const authorization of [undefined, "Bearer wrong", "metrics-secret-but-longer"]) {
      const refused = await server.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 401,
        body: { error: { message: METRICS_TOKEN_REQUIRED } },
      });
    }
    await server.inject({ url: "/trpc/auth.session" });
    await server.inject({ url: "/trpc/no.suchProcedure" });
    await s.mail.send({ to: "ada@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" });

    const scraped = await server.inject({ url: "/metrics", headers: { authorization: "Bearer metrics-secret" } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain/);
    const text = scraped.body;
    expect(text).toMatch(
      /primp_http_request_duration_seconds_count\{route="\/trpc\/auth\.session",method="GET",status="200"\} 1\n/,
    );
    expect(text).toMatch(
      /primp_http_request_duration_seconds_count\{route="\/trpc \(unknown\)",method="GET",status="404"\} 1\n/,
    );
    expect(text).toMatch(/primp_work_queue_in_progress \d+\n/);
    expect(text).toMatch(/primp_work_queue_waiting 0\n/);
    expect(text).toContain("# TYPE primp_http_requests_shed_total counter");
    expect(text).toMatch(/primp_mail_messages\{channel="EMAIL",status="(QUEUED|SENT)"\} 1\n/);
    expect(text).toContain("# TYPE primp_job_queue_jobs gauge");
  });
});
