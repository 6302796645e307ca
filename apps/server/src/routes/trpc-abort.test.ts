// tRPC's Node adapter is patched (patches/@trpc__server@*.patch) so that a response that
// completed normally no longer aborts its request signal; a client that hangs up mid-request
// must still abort it, or a cancelled procedure would run on for nobody.
import http from "node:http";
import { initTRPC } from "@trpc/server";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function serve(router: ReturnType<ReturnType<typeof initTRPC.create>["router"]>) {
  const app = Fastify();
  await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: { router } });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { app, port: address.port };
}

describe("tRPC request signal", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("stays unaborted when the response completes normally", async () => {
    const t = initTRPC.create();
    let signal: AbortSignal | undefined;
    const responded = deferred();
    const served = await serve(
      t.router({
        ping: t.procedure.query((opts) => {
          signal = opts.signal;
          return "pong";
        }),
      }),
    );
    app = served.app;
    app.server.on("request", (_req, res) => res.once("close", () => responded.resolve()));

    const response = await fetch(`http://127.0.0.1:${served.port}/trpc/ping`);
    expect(await response.json()).toEqual({ result: { data: "pong" } });
    await responded.promise;
    expect(signal?.aborted).toBe(false);
  });

  it("aborts when the client disconnects before the answer", async () => {
    const t = initTRPC.create();
    const started = deferred();
    const aborted = deferred<boolean>();
    const served = await serve(
      t.router({
        slow: t.procedure.query(async (opts) => {
          opts.signal?.addEventListener("abort", () => aborted.resolve(true));
          started.resolve();
          await aborted.promise;
          return "too late";
        }),
      }),
    );
    app = served.app;

    const request = http.get(`http://127.0.0.1:${served.port}/trpc/slow`);
    request.on("error", () => {});
    await started.promise;
    request.destroy();
    expect(await aborted.promise).toBe(true);
  });
});
