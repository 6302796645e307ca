// The same requests the HTTP suites build for fastify.inject, sent over a real connection to a
// server in another process, with the answer in the shape the suites read (status, headers,
// body, JSON, cookies). The socket's address is the loopback one: remoteAddress is not sent.
import type { FastifyInstance, InjectOptions } from "fastify";

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
  json(): unknown;
  cookies: { name: string; value: string }[];
}

export interface RemoteApp {
  remote: true;
  inject(options: InjectOptions): Promise<HttpAnswer>;
}

/** Where the suites' request helpers send: an app in this process (fastify.inject), or one over a real port. */
export type Injector = FastifyInstance | RemoteApp;

export const send = (app: Injector, options: InjectOptions): Promise<HttpAnswer> =>
  "remote" in app ? app.inject(options) : app.inject(options);

function cookieHeader(cookies: InjectOptions["cookies"]) {
  return Object.entries(cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export function remoteApp(baseUrl: string): RemoteApp {
  return {
    remote: true,
    async inject(options) {
      const headers = new Headers(options.headers as Record<string, string> | undefined);
      const cookie = cookieHeader(options.cookies);
      if (cookie) headers.set("cookie", cookie);
      const payload = options.payload as string | Buffer | undefined;
      const body = typeof payload === "string" || payload === undefined ? payload : new Uint8Array(payload);
      const response = await fetch(`${baseUrl}${options.url}`, {
        method: options.method ?? "GET",
        headers,
        body,
      });
      const rawPayload = Buffer.from(await response.arrayBuffer());
      const text = rawPayload.toString("utf8");
      return {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        body: text,
        rawPayload,
        json: () => JSON.parse(text),
        cookies: response.headers.getSetCookie().map((line) => {
          const [pair = ""] = line.split(";");
          const at = pair.indexOf("=");
          return { name: pair.slice(0, at), value: pair.slice(at + 1) };
        }),
      };
    },
  };
}
