// The one module that reaches into tRPC's internals (`unstable-core-do-not-import`, `_def`): the
// thin query path (trpc-query.ts) calls procedures and writes tRPC's wire format through these
// few functions and nothing else. tRPC gives no public way to run a query by its path on a
// request it did not turn into a Fetch Request, so each of these mirrors what its own
// resolveResponse does. trpc-internals.test.ts holds them against tRPC's own fetch adapter and
// fails, naming what moved, when an upgrade changes any of them; the installed version is
// pinned there too. Delete this module and the thin path once tRPC's Fastify adapter answers a
// query without the Fetch round trip (docs/decisions/ has the note on what to look for upstream).
import type { AnyTRPCRouter, TRPCError } from "@trpc/server";
import {
  getErrorShape,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isObject,
  transformTRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";

/** The @trpc/server release these functions were checked against (trpc-internals.test.ts). */
export const CHECKED_TRPC_VERSION = "11.19.0";

/** What a query procedure is called with: tRPC's own ProcedureCallOptions for a query. */
export interface QueryCallOptions {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: unknown;
  type: "query";
  signal: AbortSignal;
  batchIndex: number;
}

export type QueryProcedure = (options: QueryCallOptions) => Promise<unknown>;

/** The query procedure at `path`, or null when there is none (unknown path, or a mutation). */
export async function queryProcedureAt(router: AnyTRPCRouter, path: string): Promise<QueryProcedure | null> {
  const procedure = await getProcedureAtPath(router, path);
  return procedure?._def.type === "query" ? (procedure as QueryProcedure) : null;
}

/** One call's input as the client's transformer (superjson) sent it, decoded. */
export function deserializeInput(router: AnyTRPCRouter, sent: unknown): unknown {
  return router._def._config.transformer.input.deserialize(sent);
}

/** Any failure as the TRPCError tRPC would answer for it. */
export const asTRPCError: (cause: unknown) => TRPCError = getTRPCErrorFromUnknown;

/** tRPC's test for "an object, not an array": what a batch's input must be. */
export const isPlainObject: (value: unknown) => value is Record<string, unknown> = isObject;

/** An error's shape through the router's errorFormatter, as tRPC sends it. */
export function errorShape(
  router: AnyTRPCRouter,
  error: TRPCError,
  call: { path: string; input: unknown; ctx: unknown },
): ReturnType<typeof getErrorShape> {
  return getErrorShape({ config: router._def._config, error, type: "query", ...call });
}

/** A whole answer (one result, or a batch's array) through the router's transformer. */
export function serializeAnswer(router: AnyTRPCRouter, body: unknown): unknown {
  return transformTRPCResponse(router._def._config, body as never);
}
