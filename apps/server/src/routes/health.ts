import type { Services } from "@primp/api";
import type { FastifyInstance } from "fastify";

export function registerHealth(app: FastifyInstance, services: Services) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await services.db.$queryRaw`SELECT 1`;
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false, error: "database unavailable" });
    }
  });
}
