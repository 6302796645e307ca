// The thin path for tRPC queries (issue 15): a GET of one query, or a batch of queries, answered
// straight from Fastify's request, in tRPC's own wire format. tRPC's Fastify adapter turns every
// request into a Fetch Request with an AbortSignal and every answer into a Fetch Response
// streamed back, about a third of a query's CPU here. Anything this path does not recognise as
// a plain, well-formed query (a mutation, an unknown procedure, unreadable input, streaming,
// an oversized batch) is left to the adapter, so tRPC itself answers every unusual request
// and its errors. routes/trpc-query.test.ts holds both paths' answers side by side; what this
// path needs of tRPC's internals goes through trpc-internals.ts alone.
import { type AnyTRPCRouter, TRPCError } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  asTRPCError,
  deserializeInput,
  errorShape,
  isPlainObject,
  type QueryProcedure,
  queryProcedureAt,
  serializeAnswer,
} from "./trpc-internals.ts";

export interface QueryPathOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<unknown>;
  onError: (opts: {
    error: TRPCError;
    path: string;
    input: unknown;
    ctx: unknown;
    type: "query";
    req: FastifyRequest;
  }) => void;
}

interface QueryCall {
  path: string;
  procedure: QueryProcedure;
  input: unknown;
}

type Outcome = { ok: true; data: unknown } | { ok: false; error: TRPCError; inputRead: boolean };

/** The stock adapter's `vary` header: the answer depends on whether the client asked for a stream. */
const VARY = "trpc-accept, accept";

/** A client asking for tRPC's streamed (JSON lines) answer: the adapter's `getAcceptHeader`. */
function wantsStream(request: FastifyRequest): boolean {
  const { accept } = request.headers;
  if (request.headers["trpc-accept"] !== undefined) return true;
  return typeof accept === "string" && accept.split(",").some((type) => type.trim() === "application/jsonl");
}

/**
 * The calls of a GET this path answers, and whether they came as a batch, or null to leave the
 * request to tRPC's adapter. Input is parsed here, before any context or procedure runs, so
 * leaving a request to the adapter after a look at it changes nothing.
 */
async function plainQueries<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest<{ Params: { path: string } }>,
  options: QueryPathOptions<TRouter>,
): Promise<{ calls: QueryCall[]; isBatch: boolean } | null> {
  if (request.method !== "GET" || wantsStream(request)) return null;
  const rawPath = request.params.path;
  // The adapter decodes the path once more than Fastify did; an escaped path is left to it.
  if (rawPath.includes("%")) return null;
  const query = request.query as Record<string, string | string[] | undefined>;
  if (query.connectionParams !== undefined || Array.isArray(query.batch) || Array.isArray(query.input)) return null;
  // Fastify keeps a value with a broken %-escape as sent, where the adapter's URLSearchParams
  // replaces the bad bytes: a '%' left after decoding may be either, so the adapter reads it.
  if (query.input?.includes("%")) return null;
  const isBatch = query.batch === "1";
  const paths = isBatch ? rawPath.split(",") : [rawPath];
  if (isBatch && paths.length > options.maxBatchSize) return null;

  const { router } = options;
  let inputs: unknown[];
  try {
    const sent: unknown = query.input ? JSON.parse(query.input) : undefined;
    if (!isBatch) inputs = sent === undefined ? [undefined] : [deserializeInput(router, sent)];
    else if (sent === undefined) inputs = [];
    else if (!isPlainObject(sent)) return null;
    else
      inputs = paths.map((_, index) => (sent[index] === undefined ? undefined : deserializeInput(router, sent[index])));
  } catch {
    return null;
  }

  const calls: QueryCall[] = [];
  for (const [index, path] of paths.entries()) {
    const procedure = await queryProcedureAt(router, path);
    if (!procedure) return null;
    calls.push({ path, procedure, input: inputs[index] });
  }
  return { calls, isBatch };
}

/** A result the adapter refuses to send without streaming: an async iterable, or promises inside. */
function isDataStream(data: unknown): boolean {
  if (!isPlainObject(data)) return false;
  const streamy = (value: unknown) =>
    value instanceof Promise || (isPlainObject(value) && Symbol.asyncIterator in value);
  return streamy(data) || Object.values(data).some(streamy);
}

async function run(call: QueryCall, index: number, ctx: unknown, signal: AbortSignal): Promise<Outcome> {
  let inputRead = false;
  try {
    const data: unknown = await call.procedure({
      path: call.path,
      getRawInput: async () => {
        inputRead = true;
        return call.input;
      },
      ctx,
      type: "query",
      signal,
      batchIndex: index,
    });
    if (isDataStream(data)) {
      throw new TRPCError({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
      });
    }
    return { ok: true, data };
  } catch (cause) {
    return { ok: false, error: asTRPCError(cause), inputRead };
  }
}

/** Aborted when the client hangs up before the answer has gone, as the (patched) adapter's signal. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const raw = reply.raw;
  raw.once("close", () => {
    if (!raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

/**
 * Answers a plain query GET in tRPC's wire format and returns true, or returns false without
 * touching the request or the reply, for tRPC's adapter to answer.
 */
export async function answerPlainQuery<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
  options: QueryPathOptions<TRouter>,
): Promise<boolean> {
  const plain = await plainQueries(request, options);
  if (!plain) return false;
  const { calls, isBatch } = plain;

  let ctx: unknown;
  let contextError: TRPCError | undefined;
  try {
    ctx = await options.createContext({ req: request, res: reply });
  } catch (cause) {
    contextError = asTRPCError(cause);
  }
  const signal = clientGoneSignal(reply);
  const outcomes = await Promise.all(
    calls.map((call, index): Promise<Outcome> | Outcome =>
      contextError ? { ok: false, error: contextError, inputRead: false } : run(call, index, ctx, signal),
    ),
  );

  const answers = outcomes.map((outcome, index) => {
    const call = calls[index] as QueryCall;
    if (outcome.ok) return { result: { data: outcome.data } };
    const input = outcome.inputRead ? call.input : undefined;
    options.onError({ error: outcome.error, path: call.path, input, ctx, type: "query", req: request });
    return { error: errorShape(options.router, outcome.error, { path: call.path, input, ctx }) };
  });
  const body = isBatch ? answers : answers[0];
  reply
    .code(getHTTPStatusCode(answers))
    .header("vary", VARY)
    .header("content-type", "application/json")
    // A Buffer, because Fastify would add "; charset=utf-8" to a string's content type.
    .send(Buffer.from(JSON.stringify(serializeAnswer(options.router, body))));
  return true;
}
