// For load balancers and orchestrators. GET /healthz: the process is alive (200 { ok: true }),
// answered without the database and even while shedding load, so a busy process is not taken
// for a dead one and restarted. GET /readyz: it should be sent requests: the database answers,
// every migration this build carries is applied, it is not shedding load and not shutting
// down; otherwise 503 with `ok: false`, what failed, and the one error body every refusal
// outside tRPC has.
import { DATABASE_UNAVAILABLE, type Services } from "@primp/api";
import { errorBody } from "@primp/core";
import { readMigrations } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { OVERLOADED, RETRY_AFTER_SECONDS } from "../overload.ts";

export const NOT_READY = "Primp is starting or stopping. Please try again in a moment.";

export interface Readiness {
  /** Why a request now would be refused under load, or null. */
  pressure(): string | null;
  draining(): boolean;
}

type Check = "database" | "migrations" | "load" | "shutdown";

async function missingMigrations(services: Services, expected: string[]): Promise<boolean> {
  const applied = await services.db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const names = new Set(applied.map((row) => row.migration_name));
  return expected.some((name) => !names.has(name));
}

export function registerHealth(app: FastifyInstance, services: Services, readiness: Readiness) {
  const expected = readMigrations().map((migration) => migration.name);
  app.get("/healthz", { config: { shedding: false } }, async () => ({ ok: true }));

  app.get("/readyz", { config: { shedding: false } }, async (_request, reply) => {
    let failed: Check | null = readiness.draining() ? "shutdown" : readiness.pressure() ? "load" : null;
    if (!failed) {
      try {
        if (await missingMigrations(services, expected)) failed = "migrations";
      } catch {
        failed = "database";
      }
    }
    if (!failed) return { ok: true };
    const message = failed === "database" ? DATABASE_UNAVAILABLE : failed === "load" ? OVERLOADED : NOT_READY;
    return reply
      .code(503)
      .header("retry-after", String(RETRY_AFTER_SECONDS))
      .send({ ok: false, failed, ...errorBody(message) });
  });
}
