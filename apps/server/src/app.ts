// The Fastify application: tRPC, uploads, files, webhooks, dev pages and, in production,
// the built web app. main.ts wires it to the environment; tests build it directly.

import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import { type Services, SOMETHING_WENT_WRONG } from "@primp/api";
import { errorBody, NOTHING_HERE } from "@primp/core";
import type { PoolUse } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import Fastify, { type FastifyError, type FastifyInstance, LogController } from "fastify";
import type { AdmissionControl } from "./admission.ts";
import { registerCompression } from "./compression.ts";
import { capConnections, httpLimitOptions } from "./http-limits.ts";
import { refuseDeepJson } from "./json-depth.ts";
import { Metrics } from "./metrics.ts";
import { type EventLoopDelaySampler, isOverloadError, OVERLOADED, registerLoadShedding } from "./overload.ts";
import { limitRequestBodies } from "./request-bodies.ts";
import { REDACTED, REDACTED_LOG_PATHS, registerRequestLog } from "./request-log.ts";
import { registerDevPages } from "./routes/dev.ts";
import { registerDevConnect } from "./routes/dev-connect.ts";
import { registerFiles } from "./routes/files.ts";
import { registerHealth } from "./routes/health.ts";
import { registerMetrics } from "./routes/metrics.ts";
import { registerProPages } from "./routes/pro-pages.ts";
import { registerSiteMap } from "./routes/site-map.ts";
import { registerTrpc } from "./routes/trpc.ts";
import { registerUploads } from "./routes/uploads.ts";
import { registerWebApp } from "./routes/web-app.ts";
import { registerWebhooks } from "./routes/webhooks.ts";
import { registerSecurityHeaders } from "./security-headers.ts";

export interface AppOptions {
  services: Services;
  /** Folder of the built web app (apps/web/dist); served with client-side route fallback. */
  webDistDir?: string | undefined;
  /** Log one line per request to stdout (true), to a stream (tests read it), or not at all. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Tests set the event loop's delay instead of blocking the loop; by default it is measured. */
  eventLoopDelay?: EventLoopDelaySampler | undefined;
  /** Tests bring admission on a clock and a utilization they set; by default made from the limits. */
  admission?: AdmissionControl | undefined;
  /** Where the app counts; main.ts passes the one its job workers count in too. */
  metrics?: Metrics | undefined;
  /** The database pool's use, for /metrics (main.ts passes Database.poolUse). */
  poolUse?: (() => PoolUse | null) | undefined;
}

/** A hop count becomes the function Fastify applies to numbers (its types only take the function). */
function trustProxyOption(trust: Services["config"]["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp({
  services,
  webDistDir,
  logger = false,
  eventLoopDelay,
  admission,
  metrics = new Metrics(),
  poolUse,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: process.env.LOG_LEVEL ?? "info",
          redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
          ...(logger === true ? {} : { stream: logger.stream }),
        }
      : false,
    // Fastify's own two lines per request are off; request-log.ts writes one, redacted.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    // Only the proxies TRUST_PROXY names may say who the client is (see services.ts); anyone
    // else's X-Forwarded-For is ignored, so nobody picks their own rate-limit bucket.
    trustProxy: trustProxyOption(services.config.trustProxy),
    bodyLimit: 1_048_576,
    // A batched tRPC GET names every procedure in one path segment ("a.b,c.d,…"); Fastify's
    // default of 100 characters would answer 414 to an ordinary dashboard load.
    routerOptions: { maxParamLength: 2_000 },
    ...httpLimitOptions(services.config.http),
  });
  capConnections(app, services.config.http, services.config.trustProxy);
  registerRequestLog(app);
  app.addHook("onResponse", async (request, reply) => metrics.observeRequest(request, reply));
  refuseDeepJson(app);
  limitRequestBodies(app, services.config.http, metrics);
  // From app.close() (SIGTERM) on, /readyz says so and every answer closes its connection, so
  // the server's close is not held open by keep-alive connections.
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (draining) reply.header("connection", "close");
  });
  // Fastify's default answer to a thrown error repeats its message (a file path, "PGlite is
  // closed"); failures are logged here and answered in the same words as the tRPC procedures.
  app.setErrorHandler<FastifyError | TRPCError>((error, request, reply) => {
    // A domain refusal thrown outside tRPC (uploads, files): its own status and sentence,
    // e.g. 503 "briefly unavailable" when the session lookup finds the database away.
    if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
      return reply.code(getHTTPStatusCodeFromError(error)).send(errorBody(error.message));
    }
    if (isOverloadError(error as FastifyError)) {
      request.log.warn("shedding load");
      return reply.code(503).send(errorBody(OVERLOADED));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(error.message));
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(errorBody(SOMETHING_WENT_WRONG));
  });
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, services.config);
  const shedding = await registerLoadShedding(app, services.config.overload, metrics, eventLoopDelay, admission);
  registerHealth(app, services, { pressure: shedding.pressure, draining: () => draining });
  metrics.watchDatabase(services);
  if (poolUse) metrics.watchDatabasePool(poolUse);
  registerMetrics(app, services, metrics);
  await registerTrpc(app, services);
  registerFiles(app, services);
  await registerUploads(app, services);
  await registerWebhooks(app, services);
  // A demo's mail goes nowhere else: its mailbox is what makes sign-up and reset usable.
  if (!services.config.production || services.config.demo) registerDevPages(app, services);
  if (services.payments.kind === "local") registerDevConnect(app, services);
  registerSiteMap(app, services);
  if (webDistDir) {
    await registerProPages(app, services, webDistDir);
    await registerWebApp(app, webDistDir);
  } else app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(NOTHING_HERE)));
  // The job engine (started by main.ts) stops with the app, before the database closes; its
  // stop waits for the jobs in flight.
  app.addHook("onClose", () => services.jobs.stop());
  // Open live streams end (their pages reconnect elsewhere) before the server waits for its
  // connections, and the bus stops listening.
  app.addHook("preClose", async () => {
    services.streams.close();
    await services.live.close();
  });
  return app;
}
