import { appRouter, createContext, type Services } from "@primp/api";
import { errorBody, MAX_BATCH_SIZE } from "@primp/core";
import type { TRPCError } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";
import { answerPlainQuery } from "./trpc-query.ts";
import { answerRefusedSubscription } from "./trpc-subscription.ts";

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

export interface TrpcRouteOptions {
  /** Answer plain query GETs on the thin path (trpc-query.ts); off only to compare it with the adapter. */
  thinQueries?: boolean;
}

export async function registerTrpc(
  app: FastifyInstance,
  services: Services,
  { thinQueries = true }: TrpcRouteOptions = {},
) {
  app.addHook("onRequest", async (request, reply) => {
    if (
      request.method === "POST" &&
      request.url.startsWith("/trpc") &&
      isForeignOrigin(request, services.config.appUrl)
    ) {
      return reply.code(403).send(errorBody(FOREIGN_ORIGIN));
    }
  });
  const trpcOptions = {
    router: appRouter,
    // The web app's batch link sends at most this many calls at once; more is abuse.
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
      createContext(services, { cookies: fastifyCookieJar(req, res), ip: req.ip }),
    onError({ error, path, req }: { error: TRPCError; path: string | undefined; req: FastifyRequest }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        req.log.error({ err: error.cause ?? error, path }, "procedure failed");
      // The customer reads "try again"; the operator needs to know the database was away.
      if (error.code === "SERVICE_UNAVAILABLE")
        req.log.warn({ err: error.cause ?? error, path }, "database unavailable");
    },
  } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"];
  await app.register(
    async (trpc) => {
      // As tRPC's own Fastify plugin: the adapter reads JSON and multipart bodies itself.
      trpc.removeContentTypeParser(["application/json", "multipart/form-data"]);
      trpc.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
      trpc.addContentTypeParser("multipart/form-data", (_request, body, done) => done(null, body));
      trpc.addHook("onSend", async (_request, _reply, payload) =>
        payload instanceof Response ? answerRefusedSubscription(payload) : payload,
      );
      trpc.all<{ Params: { path: string } }>("/:path", async (req, res) => {
        if (thinQueries && (await answerPlainQuery(req, res, trpcOptions))) return res;
        await fastifyRequestHandler({ ...trpcOptions, req, res, path: req.params.path });
        return res;
      });
    },
    { prefix: "/trpc" },
  );
}
