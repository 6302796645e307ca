// tRPC over HTTP for the fault suites: what a browser sends (built by ../security/http-session)
// and what it gets back (status, decoded result or error, the raw body to search for leaked
// internals, and the cookies it set).
import superjson from "superjson";
import { type ProcedureType, type TrpcErrorBody, trpcError, trpcRequest } from "./http-session.ts";
import { type HttpAnswer, type Injector, send } from "./remote-app.ts";

export interface TrpcReply<T> {
  status: number;
  data: T | undefined;
  error: TrpcErrorBody | undefined;
  body: string;
  cookies: Record<string, string>;
}

function decode<T>(response: HttpAnswer): TrpcReply<T> {
  const json = response.json() as { result?: { data: never } };
  return {
    status: response.statusCode,
    data: json.result ? superjson.deserialize<T>(json.result.data) : undefined,
    error: trpcError(response) ?? undefined,
    body: response.body,
    cookies: Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value])),
  };
}

async function call<T>(app: Injector, type: ProcedureType, path: string, input: unknown, cookies = {}) {
  return decode<T>(await send(app, trpcRequest(path, type, input, { cookies, ip: "127.0.0.1" })));
}

export const trpcMutation = <T>(app: Injector, path: string, input: unknown, cookies?: Record<string, string>) =>
  call<T>(app, "mutation", path, input, cookies);

export const trpcQuery = <T>(app: Injector, path: string, input?: unknown, cookies?: Record<string, string>) =>
  call<T>(app, "query", path, input, cookies);
