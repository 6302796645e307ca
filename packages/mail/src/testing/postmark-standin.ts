// A tiny local server that answers Postmark's POST /email, so tests drive the real `postmark`
// SDK with no network. It records every request and can be told to fail like Postmark does,
// or like a network does: no answer at all, or a connection cut mid-request.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createMailer, type MailerOptions, type OutboxMailer } from "../create-mailer.ts";

export interface RecordedPostmarkRequest {
  method: string;
  path: string;
  serverToken: string | undefined;
  body: Record<string, unknown>;
}

export type PostmarkFailure =
  | {
      status: 500 | 422;
      /** Postmark's ErrorCode for a 422, e.g. 406 (inactive recipient) or 300 (invalid request). */
      errorCode?: number;
      message?: string;
    }
  /** "timeout": the request is held unanswered until the client gives up; "drop": the socket is cut. */
  | { connection: "timeout" | "drop" };

export interface PostmarkStandIn {
  port: number;
  requests: RecordedPostmarkRequest[];
  /** Pass as postmarkClientOptions so the SDK talks to this server. */
  clientOptions: { requestHost: string; useHttps: false };
  /** Every later request fails this way until recover() is called. */
  failWith(failure: PostmarkFailure): void;
  recover(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startPostmarkStandIn(): Promise<PostmarkStandIn> {
  const requests: RecordedPostmarkRequest[] = [];
  let failure: PostmarkFailure | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const serverToken = request.headers["x-postmark-server-token"] as string | undefined;
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    requests.push({ method: request.method ?? "GET", path, serverToken, body });

    if (request.method !== "POST" || path !== "/email")
      return sendJson(response, 404, { ErrorCode: 404, Message: "Not found" });
    if (!serverToken) {
      return sendJson(response, 401, { ErrorCode: 10, Message: "No Account or Server API tokens were supplied." });
    }
    if (failure && "connection" in failure) {
      if (failure.connection === "drop") request.socket.destroy();
      return;
    }
    if (failure?.status === 500)
      return sendJson(response, 500, { ErrorCode: 0, Message: failure.message ?? "Internal server error" });
    if (failure?.status === 422) {
      return sendJson(response, 422, {
        ErrorCode: failure.errorCode ?? 300,
        Message: failure.message ?? "Invalid email request",
      });
    }
    return sendJson(response, 200, {
      To: body.To,
      SubmittedAt: new Date().toISOString(),
      MessageID: randomUUID(),
      ErrorCode: 0,
      Message: "OK",
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      sendJson(response, 500, { ErrorCode: 0, Message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    clientOptions: { requestHost: `127.0.0.1:${port}`, useHttps: false },
    failWith(next) {
      failure = next;
    },
    recover() {
      failure = null;
    },
    // Safe to call twice: a test may stop the server early to simulate an outage.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A mailer that delivers through this stand-in with the real Postmark SDK, for a test's
 * `services.mail`: the product's sender, a test token, and whatever the test sets besides.
 */
export function mailerOnStandIn(
  standIn: Pick<PostmarkStandIn, "clientOptions">,
  options: Pick<MailerOptions, "db"> & Partial<MailerOptions>,
): OutboxMailer {
  return createMailer({
    from: "Primp <hello@primp.test>",
    postmarkServerToken: "server-token-test",
    postmarkClientOptions: standIn.clientOptions,
    ...options,
  });
}
