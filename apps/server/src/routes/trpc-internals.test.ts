// tRPC's internals the thin query path leans on (trpc-internals.ts), held against tRPC's own
// fetch adapter on a small router: the same procedure found, the same input decoded, the same
// result and error bodies. A tRPC upgrade that renames, moves or reshapes any of them fails here
// by name, before any request could be answered differently from the adapter.
import { readFileSync } from "node:fs";
import { initTRPC, TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import {
  asTRPCError,
  CHECKED_TRPC_VERSION,
  deserializeInput,
  errorShape,
  isPlainObject,
  queryProcedureAt,
  serializeAnswer,
} from "./trpc-internals.ts";

/** An input parser without zod (this package does not depend on it): tRPC takes a function too. */
function dayInput(value: unknown): { day: Date } {
  const day = (value as { day?: unknown } | undefined)?.day;
  if (!(day instanceof Date)) throw new Error("day must be a date");
  return { day };
}

const t = initTRPC.context<{ viewer: string }>().create({
  transformer: superjson,
  isDev: false,
  errorFormatter: ({ shape, error }) => ({ ...shape, data: { ...shape.data, formatted: error.code } }),
});
const router = t.router({
  nextDay: t.procedure
    .input(dayInput)
    .query(({ input, ctx }) => ({ viewer: ctx.viewer, day: new Date(input.day.getTime() + 86_400_000) })),
  missing: t.procedure.query(() => {
    throw new TRPCError({ code: "NOT_FOUND", message: "No such thing." });
  }),
  broken: t.procedure.query(() => {
    throw new Error("a bug");
  }),
  nested: t.router({ echo: t.procedure.input((value: unknown) => String(value)).query(({ input }) => input) }),
  save: t.procedure.mutation(() => "saved"),
});
const ctx = { viewer: "maya" };

/** tRPC's own answer to a GET of one query. */
async function adapterAnswer(path: string, input: unknown) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}${query}`),
    router,
    createContext: () => ctx,
  });
  return response.json();
}

/** The same answer written through trpc-internals.ts, as trpc-query.ts writes it. */
async function seamAnswer(path: string, input: unknown) {
  const procedure = await queryProcedureAt(router, path);
  if (!procedure) throw new Error(`no query at ${path}`);
  const decoded = input === undefined ? undefined : deserializeInput(router, superjson.serialize(input));
  try {
    const data = await procedure({
      path,
      getRawInput: async () => decoded,
      ctx,
      type: "query",
      signal: new AbortController().signal,
      batchIndex: 0,
    });
    return JSON.parse(JSON.stringify(serializeAnswer(router, { result: { data } })));
  } catch (cause) {
    const error = errorShape(router, asTRPCError(cause), { path, input: decoded, ctx });
    return JSON.parse(JSON.stringify(serializeAnswer(router, { error })));
  }
}

describe("tRPC internals behind the thin query path", () => {
  it("are those of the tRPC release they were checked against", () => {
    const installed = JSON.parse(
      readFileSync(new URL("../../node_modules/@trpc/server/package.json", import.meta.url), "utf8"),
    ) as { version: string };
    // On an upgrade: run this file, read trpc-internals.ts against the new release's
    // resolveResponse, then move CHECKED_TRPC_VERSION (and the patch in patches/) along.
    expect(installed.version, "@trpc/server changed: re-check apps/server/src/routes/trpc-internals.ts").toBe(
      CHECKED_TRPC_VERSION,
    );
  });

  it("find query procedures by path, nested ones included, and nothing else", async () => {
    expect(await queryProcedureAt(router, "nextDay")).toBeTypeOf("function");
    expect(await queryProcedureAt(router, "nested.echo")).toBeTypeOf("function");
    expect(await queryProcedureAt(router, "save")).toBeNull();
    expect(await queryProcedureAt(router, "nowhere")).toBeNull();
    expect(await queryProcedureAt(router, "nested")).toBeNull();
  });

  it("answer a result as tRPC's adapter does, input and output through the transformer", async () => {
    const input = { day: new Date("2026-11-26T12:00:00Z") };
    const answer = await seamAnswer("nextDay", input);
    expect(answer).toEqual(await adapterAnswer("nextDay", input));
    expect(superjson.deserialize(answer.result.data)).toEqual({
      viewer: "maya",
      day: new Date("2026-11-27T12:00:00Z"),
    });
    expect(await seamAnswer("nested.echo", "hi")).toEqual(await adapterAnswer("nested.echo", "hi"));
  });

  it("answer refused input, a thrown TRPCError and a bug as tRPC's adapter does", async () => {
    for (const [path, input] of [
      ["nextDay", { day: "not a date" }],
      ["missing", undefined],
      ["broken", undefined],
    ] as const) {
      const answer = await seamAnswer(path, input);
      // The router's errorFormatter ran, and the shape went out through the transformer.
      expect(superjson.deserialize<{ data: { formatted: string } }>(answer.error).data.formatted, path).toBeTruthy();
      expect(answer, path).toEqual(await adapterAnswer(path, input));
    }
  });

  it("tell a batch's input object from an array, as tRPC does", () => {
    expect(isPlainObject({ 0: 1 })).toBe(true);
    expect(isPlainObject([1])).toBe(false);
    expect(isPlainObject(null)).toBe(false);
  });
});
