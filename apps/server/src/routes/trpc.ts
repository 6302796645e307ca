import { appRouter, createContext, type Services } from "@primp/api";
import { errorBody, MAX_BATCH_SIZE } from "@primp/core";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";

export const FOREIGN_ORIGIN = "Requests from other sites are not allowed.";

/**
 * Cookies are SameSite=lax already; refusing foreign Origins on mutations (tRPC and uploads)
 * closes the rest of CSRF.
 */
export function isForeignOrigin(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return host !== request.headers.host && host !== new URL(appUrl).host;
  } catch {
    return true;
  }
}

export async function registerTrpc(app: FastifyInstance, services: Services) {
  app.addHook("onRequest", async (request, reply) => {
    if (
      request.method === "POST" &&
      request.url.startsWith("/trpc") &&
      isForeignOrigin(request, services.config.appUrl)
    ) {
      return reply.code(403).send(errorBody(FOREIGN_ORIGIN));
    }
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      // The web app's batch link sends at most this many calls at once; more is abuse.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createContext(services, { cookies: fastifyCookieJar(req, res), ip: req.ip }),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          req.log.error({ err: error.cause ?? error, path }, "procedure failed");
        // The customer reads "try again"; the operator needs to know the database was away.
        if (error.code === "SERVICE_UNAVAILABLE")
          req.log.warn({ err: error.cause ?? error, path }, "database unavailable");
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });
}
