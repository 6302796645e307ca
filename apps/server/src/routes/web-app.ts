import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic, { type FastifyStaticOptions } from "@fastify/static";
import { errorBody, NOTHING_HERE } from "@primp/core";
import type { FastifyInstance } from "fastify";

/** The server's own paths: never a page of the app. */
export const SERVER_PREFIXES = ["/trpc", "/files", "/uploads", "/webhooks", "/dev", "/healthz", "/readyz", "/metrics"];

/**
 * Files under assets/ carry a hash of their content in their name, so a browser may keep them
 * for a year unasked; everything else (index.html, icons) is checked again on every use, so a
 * release reaches everyone at once.
 */
export const cacheControlFor = (file: string) =>
  file.split(path.sep).includes("assets") ? "public, max-age=31536000, immutable" : "no-cache";

/** Serves the built web app; unknown GETs get index.html so client-side routes work on reload. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  const builtFiles: FastifyStaticOptions = {
    root,
    wildcard: false,
    // "/" is not index.html's own route: the home page is rendered on the server when the
    // server renderer was built (routes/pro-pages.ts), else the not-found handler below sends it.
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header("cache-control", cacheControlFor(file)),
  };
  // Source maps are built (Vite's "hidden" maps, for error reporting) but never published:
  // they would hand anyone our whole client source.
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.split("?")[0]?.endsWith(".map")) return reply.code(404).send(errorBody(NOTHING_HERE));
  });
  // The built files are never refused under load: a page whose document was served gets its
  // scripts and styles (a page without them is worse than a refusal), and a file costs about
  // what a refusal does. The routes fastify-static makes, one per file, are marked as made.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().includes("GET") && existsSync(path.join(root, route.url)))
      route.config = { ...route.config, shedding: false };
  });
  await app.register(fastifyStatic, builtFiles);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage) return reply.type("text/html").sendFile("index.html");
    return reply.code(404).send(errorBody(NOTHING_HERE));
  });
}
