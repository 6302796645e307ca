// GET /healthz: 200 { ok: true } while the database answers; otherwise 503 with `ok: false`
// (what health checkers read) beside the one error body every refusal outside tRPC has.
import { DATABASE_UNAVAILABLE, type Services } from "@primp/api";
import { errorBody } from "@primp/core";
import type { FastifyInstance } from "fastify";

export function registerHealth(app: FastifyInstance, services: Services) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await services.db.$queryRaw`SELECT 1`;
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false, ...errorBody(DATABASE_UNAVAILABLE) });
    }
  });
}
