// Browsers for the HTTP security suites: a caller is a cookie jar and a network address, and
// every request is built the way the web app sends it (tRPC with superjson, no batching;
// uploads as multipart form data).
import type { Services } from "@primp/api";
import { listProcedureRows, type ProcedureKind } from "@primp/api/testing/procedures";
import type { User } from "@primp/db";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import superjson from "superjson";
import type { HttpAnswer } from "./remote-app.ts";

export interface HttpCaller {
  /** The session cookie; none for an anonymous visitor. */
  cookies: Record<string, string>;
  /** The socket's address, which the per-address rate limits count. */
  ip: string;
}

export const anonymousAt = (ip: string): HttpCaller => ({ cookies: {}, ip });

export type ProcedureType = ProcedureKind;

export interface ProcedureInfo {
  path: string;
  type: ProcedureType;
  /** The input parsers, in order; empty for a procedure that takes no input. */
  inputs: readonly unknown[];
}

/**
 * Every procedure of the router, from packages/api's PROCEDURE_TABLE, which the compiler and a
 * run-time comparison with the router keep whole (docs/decisions/testing.md, "Listing procedures in tests"),
 * so a new procedure without a row fails every suite that goes through here.
 */
export function listProcedures(): ProcedureInfo[] {
  return listProcedureRows().map(({ path, type, input }) => ({ path, type, inputs: input === null ? [] : [input] }));
}

/**
 * One tRPC call: a query or a subscription is a GET with the input in the URL, a mutation a POST
 * with a JSON body.
 */
export function trpcRequest(
  path: string,
  type: ProcedureType,
  input: unknown,
  caller: HttpCaller,
  headers: Record<string, string> = {},
): InjectOptions {
  const common = { cookies: caller.cookies, remoteAddress: caller.ip };
  if (type !== "mutation") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
    return { ...common, method: "GET", url: `/trpc/${path}${query}`, headers };
  }
  return {
    ...common,
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(superjson.serialize(input)),
  };
}

export interface TrpcErrorBody {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; path?: string; stack?: string; zodError?: unknown };
}

/** The error of a tRPC answer (superjson inside JSON), or null when the body is not one. */
export function trpcError(response: Pick<HttpAnswer, "json">): TrpcErrorBody | null {
  try {
    const body = response.json() as { error?: Parameters<typeof superjson.deserialize>[0] };
    return body.error ? superjson.deserialize<TrpcErrorBody>(body.error) : null;
  } catch {
    return null;
  }
}

/** The session cookie a response leaves the browser with (the last one set wins), if any. */
export function sessionCookieOf(response: LightMyRequestResponse, services: Pick<Services, "auth">) {
  return response.cookies.findLast((cookie) => cookie.name === services.auth.sessionCookieName);
}

/** The cookies of a browser signed in as `user` through a session row, without the password round trip. */
export async function sessionCookies(services: Pick<Services, "auth">, user: Pick<User, "id">) {
  const session = await services.auth.createSession(user.id, {});
  return { [services.auth.sessionCookieName]: session.id };
}

/** A caller signed in as `user` (sessionCookies) from `ip`. */
export async function signedIn(
  services: Pick<Services, "auth">,
  user: Pick<User, "id">,
  ip: string,
): Promise<HttpCaller> {
  return { cookies: await sessionCookies(services, user), ip };
}

/** Logs in through /trpc/auth.login as a browser would, keeping whatever cookie it already had. */
export async function logIn(
  app: FastifyInstance,
  services: Pick<Services, "auth">,
  credentials: { email: string; password: string },
  caller: HttpCaller,
): Promise<HttpCaller> {
  const response = await app.inject(trpcRequest("auth.login", "mutation", credentials, caller));
  const cookie = sessionCookieOf(response, services);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`Could not log in as ${credentials.email}: ${response.statusCode} ${response.body}`);
  }
  return { ...caller, cookies: { [cookie.name]: cookie.value } };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** POST /uploads: the form fields first and one file last, as the web app sends them. */
export function uploadRequest(
  caller: HttpCaller,
  fields: Record<string, string>,
  file: { name: string; type?: string; bytes: Buffer },
  headers: Record<string, string> = {},
): InjectOptions {
  const boundary = "----primp-test-boundary";
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileHeader = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? "application/octet-stream"}\r\n\r\n`;
  return {
    method: "POST",
    url: "/uploads",
    cookies: caller.cookies,
    remoteAddress: caller.ip,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: Buffer.concat([...parts, Buffer.from(fileHeader), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * A tRPC call answered in full: a subscription that starts (200, an event stream that does not
 * end) is read up to its first event and closed, with that event as its body; a refused one,
 * like any query or mutation, is answered with its status and JSON error.
 */
export async function injectProcedure(
  app: FastifyInstance,
  request: InjectOptions,
  type: ProcedureType,
): Promise<Pick<LightMyRequestResponse, "statusCode" | "body" | "json">> {
  if (type !== "subscription") return app.inject(request);
  const response = await app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  let body = "";
  for await (const chunk of stream) {
    body += String(chunk);
    // The "connected" event, then the first of the subscription's own.
    if (response.statusCode === 200 && body.split(/\n\n+/).length > 2) break;
  }
  stream.destroy();
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) };
}
