// A tiny local server that answers Twilio's "create a Message" endpoint, so tests drive the
// real `twilio` SDK with no network. It checks the account's Basic credentials the way Twilio
// does, records every request, and can be told to refuse like Twilio does.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  /** "accountSid:authToken" from the Basic authorization header. */
  credentials: string | null;
  /** The form fields: To, From (or MessagingServiceSid), Body. */
  form: Record<string, string>;
}

/** Twilio's refusal: an HTTP status and, for a 400, its error code (21211: invalid "To" number). */
export interface TwilioFailure {
  status: 400 | 500 | 503;
  code?: number;
  message?: string;
}

export interface TwilioStandIn {
  /** Pass as the provider's apiBaseUrl so the SDK talks to this server. */
  baseUrl: string;
  requests: RecordedTwilioRequest[];
  failWith(failure: TwilioFailure): void;
  recover(): void;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/;

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

const basicCredentials = (header: string | undefined) =>
  header?.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : null;

/** Answers for one account: requests naming another account, or other credentials, get Twilio's 401. */
export async function startTwilioStandIn(account: { accountSid: string; authToken: string }): Promise<TwilioStandIn> {
  const requests: RecordedTwilioRequest[] = [];
  let failure: TwilioFailure | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const credentials = basicCredentials(request.headers.authorization);
    requests.push({ method: request.method ?? "GET", path, credentials, form });

    const accountSid = MESSAGES_PATH.exec(path)?.[1];
    if (request.method !== "POST" || !accountSid) {
      return sendJson(response, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
    }
    if (accountSid !== account.accountSid || credentials !== `${account.accountSid}:${account.authToken}`) {
      return sendJson(response, 401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid)) {
      return sendJson(response, 400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 });
    }
    if (failure) {
      return sendJson(response, failure.status, {
        code: failure.code ?? 20500,
        message: failure.message ?? "Internal Server Error",
        more_info: `https://www.twilio.com/docs/errors/${failure.code ?? 20500}`,
        status: failure.status,
      });
    }
    return sendJson(response, 201, {
      sid: `SM${randomBytes(16).toString("hex")}`,
      account_sid: accountSid,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/SM.json`,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      sendJson(response, 500, { code: 20500, message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failWith(next) {
      failure = next;
    },
    recover() {
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
