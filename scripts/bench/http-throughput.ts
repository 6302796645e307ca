// quote.compute and an admin dashboard page over HTTP on a real port, side by side with a bare
// Fastify JSON route on the same machine: the ratio shows what tRPC, zod, sessions, Prisma,
// headers and logging cost on top of the stack's physical limit. The server runs in a child
// process (http-server.ts); this process only generates load.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { HttpServerConfig, HttpServerCpu, HttpServerReady } from "./http-server.ts";
import { type LoadResult, runLoad } from "./load.ts";

/** A route's load result and the server process's CPU time per request over the same window. */
export type RouteLoad = LoadResult & { serverCpuMicros: number };

export interface ThroughputReport {
  bare: RouteLoad;
  /** The app's own hooks around a plain route: the layer between bare Fastify and tRPC. */
  hooks: RouteLoad;
  quote: RouteLoad;
  dashboard: RouteLoad;
}

const SERVER_SCRIPT = fileURLToPath(new URL("./http-server.ts", import.meta.url));

function startServer(config: HttpServerConfig) {
  // fork passes on this process's tsx loader flags; the server's request log goes nowhere.
  const child = fork(SERVER_SCRIPT, [JSON.stringify(config)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const ready = new Promise<HttpServerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as HttpServerReady));
    child.once("exit", (code) => reject(new Error(`benchmark server exited with code ${code} before it was ready`)));
  });
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once("message", (message) => {
        const { cpu } = message as HttpServerCpu;
        resolve(cpu.user + cpu.system);
      });
      child.send("cpu");
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.send("stop");
    });
  return { ready, cpu, stop };
}

export async function measureHttpThroughput(options: {
  databaseUrl: string | undefined;
  bookings: number;
  durationMs: number;
  warmupMs: number;
  concurrency: number;
}): Promise<ThroughputReport> {
  const server = startServer({ databaseUrl: options.databaseUrl, bookings: options.bookings });
  try {
    const target = await server.ready;
    const measure = async (url: string, headers: Record<string, string> = {}) => {
      await runLoad({ url, headers, concurrency: options.concurrency, durationMs: options.warmupMs });
      const cpuBefore = await server.cpu();
      const load = await runLoad({ url, headers, concurrency: options.concurrency, durationMs: options.durationMs });
      const cpuMicros = (await server.cpu()) - cpuBefore;
      return { ...load, serverCpuMicros: load.requests === 0 ? 0 : cpuMicros / load.requests };
    };
    return {
      bare: await measure(target.bareUrl),
      hooks: await measure(target.hooksUrl),
      quote: await measure(target.quoteUrl),
      dashboard: await measure(target.dashboardUrl, { cookie: target.cookie }),
    };
  } finally {
    await server.stop();
  }
}
