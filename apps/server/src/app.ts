// The Fastify application: tRPC, uploads, files, webhooks, dev pages and, in production,
// the built web app. main.ts wires it to the environment; tests build it directly.
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import type { Services } from "@primp/api";
import Fastify, { type FastifyInstance } from "fastify";
import { registerDevPages } from "./routes/dev.ts";
import { registerDevConnect } from "./routes/dev-connect.ts";
import { registerFiles } from "./routes/files.ts";
import { registerHealth } from "./routes/health.ts";
import { registerTrpc } from "./routes/trpc.ts";
import { registerUploads } from "./routes/uploads.ts";
import { registerWebApp } from "./routes/web-app.ts";
import { registerWebhooks } from "./routes/webhooks.ts";

export interface AppOptions {
  services: Services;
  /** Folder of the built web app (apps/web/dist); served with client-side route fallback. */
  webDistDir?: string | undefined;
  logger?: boolean;
}

export async function buildApp({ services, webDistDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? "info" } : false,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements loads from js.stripe.com only when a publishable key is configured.
        scriptSrc: ["'self'", "https://js.stripe.com"],
        frameSrc: ["'self'", "https://js.stripe.com", "https://www.youtube-nocookie.com", "https://www.google.com"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        upgradeInsecureRequests: services.config.production ? [] : null,
      },
    },
  });
  registerHealth(app, services);
  await registerTrpc(app, services);
  registerFiles(app, services);
  await registerUploads(app, services);
  await registerWebhooks(app, services);
  if (!services.config.production) registerDevPages(app, services);
  if (services.payments.kind === "local") registerDevConnect(app, services);
  if (webDistDir) await registerWebApp(app, webDistDir);
  return app;
}
