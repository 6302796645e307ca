// quote.compute and a dashboard page over HTTP, side by side with a bare Fastify JSON route
// on the same machine: the ratio shows what tRPC + zod + Prisma cost on top of the stack's
// physical limit.
import { buildApp } from "@primp/server";
import Fastify from "fastify";
import superjson from "superjson";
import { type LoadResult, runLoad } from "./load.ts";

export interface ThroughputReport {
  bare: LoadResult;
  quote: LoadResult;
  dashboard: LoadResult | null;
}

type Services = Parameters<typeof buildApp>[0]["services"];

export async function measureHttpThroughput(options: {
  services: Services;
  serviceId: string;
  dashboardPath: { path: string; cookie: string } | null;
  durationMs: number;
  concurrency: number;
}): Promise<ThroughputReport> {
  const bareApp = Fastify();
  bareApp.get("/bare", async () => ({ result: { data: { json: { lines: [{ code: "SERVICE", amountCents: 8500 }], totalCents: 8500 } } } }));
  const bareUrl = await bareApp.listen({ host: "127.0.0.1", port: 0 });

  const app = await buildApp({ services: options.services });
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  const quoteInput = encodeURIComponent(
    JSON.stringify(superjson.serialize({ serviceId: options.serviceId, answers: {} })),
  );
  const load = (url: string, headers?: Record<string, string>) =>
    runLoad({ url, headers, durationMs: options.durationMs, concurrency: options.concurrency });

  try {
    await load(`${bareUrl}/bare`); // warm-up, discarded
    const bare = await load(`${bareUrl}/bare`);
    await load(`${appUrl}/trpc/quote.compute?input=${quoteInput}`);
    const quote = await load(`${appUrl}/trpc/quote.compute?input=${quoteInput}`);
    const dashboard = options.dashboardPath
      ? await load(`${appUrl}${options.dashboardPath.path}`, { cookie: options.dashboardPath.cookie })
      : null;
    return { bare, quote, dashboard };
  } finally {
    await app.close();
    await bareApp.close();
  }
}
