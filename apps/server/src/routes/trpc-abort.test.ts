// tRPC's Node adapter is patched (patches/@trpc__server@*.patch) so that a response that
// completed normally no longer aborts its request signal; a client that hangs up mid-request
// must still abort it, or a cancelled procedure would run on for nobody. The thin query path
// (trpc-query.ts) gives its procedures a signal that behaves the same.
import http from "node:http";
import { initTRPC } from "@trpc/server";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { answerPlainQuery } from "./trpc-query.ts";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type AnyRouter = ReturnType<ReturnType<typeof initTRPC.create>["router"]>;

const PATHS = {
  "tRPC's adapter": (app: FastifyInstance, router: AnyRouter) =>
    app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: { router } }),
  "the thin query path": (app: FastifyInstance, router: AnyRouter) =>
    app.get<{ Params: { path: string } }>("/trpc/:path", async (request, reply) => {
      const options = { router, maxBatchSize: 10, createContext: async () => ({}), onError: () => {} };
      if (!(await answerPlainQuery(request, reply, options))) throw new Error("not a plain query");
      return reply;
    }),
};

async function serve(router: AnyRouter, register: (typeof PATHS)[keyof typeof PATHS]) {
  const app = Fastify();
  await register(app, router);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { app, port: address.port };
}

describe.each(Object.entries(PATHS))("tRPC request signal through %s", (_name, register) => {
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
      register,
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
      register,
    );
    app = served.app;

    const request = http.get(`http://127.0.0.1:${served.port}/trpc/slow`);
    request.on("error", () => {});
    await started.promise;
    request.destroy();
    expect(await aborted.promise).toBe(true);
  });
});

// The same patch makes tRPC's object-spread helper Object.assign; a key named "__proto__" (JSON
// input can carry one) must still arrive as data, never as the object's prototype.
describe("tRPC's object spread (patched)", () => {
  it("copies a context key named __proto__ as data, never as the context's prototype", async () => {
    const t = initTRPC.context<Record<string, unknown>>().create();
    const sent: Record<string, unknown> = JSON.parse('{"__proto__": {"isAdmin": true}, "name": "ada"}');
    const router = t.router({
      whoami: t.procedure
        .use(({ next }) => next({ ctx: sent }))
        .query(({ ctx }) => ({
          isAdmin: (ctx as { isAdmin?: boolean }).isAdmin,
          keptAsData: Object.hasOwn(ctx, "__proto__"),
          name: ctx.name,
          base: ctx.base,
          plainPrototype: Object.getPrototypeOf(ctx) === Object.prototype,
        })),
    });
    const caller = t.createCallerFactory(router)({ base: 1 });
    expect(await caller.whoami()).toEqual({
      isAdmin: undefined,
      keptAsData: true,
      name: "ada",
      base: 1,
      plainPrototype: true,
    });
  });
});
