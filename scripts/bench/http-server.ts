// The server side of the HTTP benchmark, in its own process so the load generator (the parent)
// does not share its event loop: the Primp app as main.ts builds it (request log on, output
// discarded by the parent), a route of that app answering quote.compute's JSON without tRPC
// (every hook of the app, nothing of tRPC's), and, on another port, a bare Fastify route
// answering the same JSON with nothing else on the way. Tells the parent where to send load,
// then waits for "stop".
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices } from "@primp/api";
import { createDatabase } from "@primp/db";
import { buildApp } from "@primp/server";
import Fastify from "fastify";
import superjson from "superjson";
import { growBookingTable, prepareBookingTable } from "./bookings-table.ts";

export interface HttpServerConfig {
  /** A postgres:// URL, or undefined for in-memory PGlite. */
  databaseUrl: string | undefined;
  bookings: number;
}

export interface HttpServerReady {
  bareUrl: string;
  /** The app's hooks (headers, request id, load shedding, cookies, the log line) around a plain route. */
  hooksUrl: string;
  quoteUrl: string;
  dashboardUrl: string;
  /** Cookie header of a signed-in admin, for the dashboard page. */
  cookie: string;
}

export interface HttpServerCpu {
  cpu: NodeJS.CpuUsage;
}

const trpcQuery = (procedure: string, input: unknown) =>
  `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

async function start(config: HttpServerConfig) {
  const database = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: "memory://" });
  await database.migrate();
  const table = await prepareBookingTable(database);
  await growBookingTable(table, config.bookings);
  const services = createServices({
    database,
    // Not NODE_ENV=production: it refuses to start with the local payment and mail providers.
    env: { APP_URL: "https://primp.bench" },
    // A benchmark harness: the local providers on purpose, whatever the address.
    allowLocalProviders: true,
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-files-")),
  });
  const session = await services.auth.createSession(table.adminId, {});
  const service = await database.db.service.findFirstOrThrow({ where: { live: true }, orderBy: { sortOrder: "asc" } });

  const app = await buildApp({ services, logger: true });
  let quoteBody: unknown;
  app.get("/bench/hooks-only", async () => quoteBody);
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  const quotePath = trpcQuery("quote.compute", { serviceId: service.id, answers: {} });
  quoteBody = (await app.inject({ method: "GET", url: quotePath })).json();

  const bare = Fastify();
  bare.get("/quote", async () => quoteBody);
  const bareUrl = await bare.listen({ host: "127.0.0.1", port: 0 });

  const ready: HttpServerReady = {
    bareUrl: `${bareUrl}/quote`,
    hooksUrl: `${appUrl}/bench/hooks-only`,
    quoteUrl: `${appUrl}${quotePath}`,
    dashboardUrl: `${appUrl}${trpcQuery("admin.bookings", { tab: "pending", page: 1 })}`,
    cookie: `${services.auth.sessionCookieName}=${session.id}`,
  };
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= Promise.all([app.close(), bare.close()])
      .then(() => database.close())
      .then(() => process.exit(0));
    return stopping;
  };
  // "cpu" from the parent asks for this process's CPU time so far (the figure per request is
  // the difference over a measured window); "stop", or the parent gone, closes the servers.
  process.on("message", (message) => {
    if (message === "cpu") process.send?.({ cpu: process.cpuUsage() } satisfies HttpServerCpu);
    else void stop();
  });
  process.once("disconnect", stop);
  process.send?.(ready);
}

await start(JSON.parse(process.argv[2] ?? "{}") as HttpServerConfig);
