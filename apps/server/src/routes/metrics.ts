// GET /metrics: Prometheus's text format, only for a bearer of METRICS_TOKEN (compared in
// constant time); without the variable the route does not exist, so a public port shows nothing.
import { timingSafeEqual } from "node:crypto";
import type { Services } from "@primp/api";
import { errorBody } from "@primp/core";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "../metrics.ts";

export const METRICS_TOKEN_REQUIRED = "Metrics need the bearer token METRICS_TOKEN names.";

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerMetrics(app: FastifyInstance, services: Services, metrics: Metrics) {
  const token = services.config.metricsToken;
  if (!token) return;
  app.get("/metrics", { config: { shedding: false } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header("www-authenticate", "Bearer").send(errorBody(METRICS_TOKEN_REQUIRED));
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
