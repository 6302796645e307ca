import path from "node:path";
import fastifyStatic from "@fastify/static";
import { errorBody, NOTHING_HERE } from "@primp/core";
import type { FastifyInstance } from "fastify";

const SERVER_PREFIXES = ["/trpc", "/files", "/uploads", "/webhooks", "/dev", "/healthz", "/readyz", "/metrics"];

/** Serves the built web app; unknown GETs get index.html so client-side routes work on reload. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  // Source maps are built (Vite's "hidden" maps, for error reporting) but never published:
  // they would hand anyone our whole client source.
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.split("?")[0]?.endsWith(".map")) return reply.code(404).send(errorBody(NOTHING_HERE));
  });
  await app.register(fastifyStatic, { root: path.resolve(distDir), wildcard: false, index: ["index.html"] });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage) return reply.type("text/html").sendFile("index.html");
    return reply.code(404).send(errorBody(NOTHING_HERE));
  });
}
