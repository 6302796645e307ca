// A tiny local server that answers the few Stripe endpoints we call, so tests drive the real
// `stripe` SDK (its encoding, headers, retries) with no network. It honours Idempotency-Key
// the way Stripe does and records every request for assertions. It can fail like Stripe (an
// error status) or like a network: an answer that never comes, or a connection cut.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { idempotencyMismatchMessage, stableStringify } from "../idempotency.ts";
import { decodeStripeForm, type FormObject } from "./form-body.ts";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: FormObject;
}

type StripeObject = Record<string, unknown> & { id: string };
type StandInResponse = { status: number; body: unknown };

/**
 * An error status answered before the request is handled; "drop", the connection cut before
 * it is handled; "timeout", the request handled (an intent really is created) but the answer
 * held back until the client gives up, the case where only idempotency keys prevent a double.
 */
export type StripeFault = number | "timeout" | "drop";

export interface StripeStandIn {
  port: number;
  /** Every request received, oldest first, replays and failures included. */
  requests: RecordedStripeRequest[];
  /** Pass as stripeClientOptions so the SDK talks to this server. */
  clientOptions: { host: string; port: number; protocol: "http" };
  /** Objects created, by id, as the stand-in stores them. */
  objects: Map<string, StripeObject>;
  /**
   * Simulates the customer paying (or the payment failing) in Stripe.js; a paid intent then
   * carries the card (a test payment method, pm_card_visa unless given), as Stripe attaches it.
   */
  setPaymentIntentStatus(id: string, status: string, paymentMethod?: string): void;
  /** Simulates the customer saving a card on a setup intent in Stripe.js (pm_card_visa unless given). */
  confirmSetupIntent(id: string, paymentMethod?: string): void;
  /** The next `times` requests (to `path` only, when given) fail this way. */
  failNext(fault: StripeFault, times?: number, path?: string): void;
  close(): Promise<void>;
}

const stripeError = (status: number, message: string, extra: Record<string, string> = {}): StandInResponse => ({
  status,
  body: { error: { type: status >= 500 ? "api_error" : "invalid_request_error", message, ...extra } },
});

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_standin${randomBytes(6).toString("hex")}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Stripe's test payment methods whose charges are declined (e.g. pm_card_visa_chargeDeclined). */
const DECLINING_PAYMENT_METHOD = /chargeDeclined/;

function positiveInteger(value: unknown): number | null {
  const amount = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; response: StandInResponse }>();
  const failures: { fault: StripeFault; path: string | undefined }[] = [];

  const store = (object: StripeObject) => {
    objects.set(object.id, object);
    return { status: 200, body: object };
  };

  function route(method: string, path: string, body: FormObject): StandInResponse {
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = positiveInteger(body.amount);
      if (amount === null) return stripeError(400, "Invalid positive integer", { param: "amount" });
      if (body.currency !== "usd") return stripeError(400, "Invalid currency", { param: "currency" });
      if (body.customer !== undefined && objects.get(String(body.customer))?.object !== "customer") {
        return stripeError(400, `No such customer: '${String(body.customer)}'`, { param: "customer" });
      }
      const id = newId("pi");
      const confirmsSavedCard = body.confirm === "true" && body.off_session === "true";
      const manual = body.capture_method === "manual";
      if (confirmsSavedCard && DECLINING_PAYMENT_METHOD.test(String(body.payment_method))) {
        return {
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "generic_decline",
              message: "Your card was declined.",
            },
          },
        };
      }
      return store({
        id,
        object: "payment_intent",
        amount,
        amount_received: confirmsSavedCard && !manual ? amount : 0,
        amount_capturable: confirmsSavedCard && manual ? amount : 0,
        capture_method: body.capture_method ?? "automatic",
        customer: body.customer ?? null,
        payment_method: confirmsSavedCard ? body.payment_method : null,
        setup_future_usage: body.setup_future_usage ?? null,
        currency: body.currency,
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        metadata: body.metadata ?? {},
        transfer_group: body.transfer_group ?? null,
        automatic_payment_methods: body.automatic_payment_methods ?? null,
        status: confirmsSavedCard ? (manual ? "requires_capture" : "succeeded") : "requires_payment_method",
        created: now(),
        livemode: false,
      });
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intentMatch?.[1]) {
      const intent = objects.get(decodeURIComponent(intentMatch[1]));
      if (intent?.object !== "payment_intent") {
        return stripeError(404, `No such payment_intent: '${intentMatch[1]}'`, { code: "resource_missing" });
      }
      return { status: 200, body: intent };
    }
    const cancelMatch = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancelMatch?.[1]) {
      const intent = objects.get(decodeURIComponent(cancelMatch[1]));
      if (intent?.object !== "payment_intent") return stripeError(404, `No such payment_intent: '${cancelMatch[1]}'`);
      if (intent.status === "succeeded") {
        return stripeError(400, "You cannot cancel this PaymentIntent because it has a status of succeeded.");
      }
      return store({ ...intent, status: "canceled", amount_capturable: 0 });
    }
    const captureMatch = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
    if (method === "POST" && captureMatch?.[1]) {
      const intent = objects.get(decodeURIComponent(captureMatch[1]));
      if (intent?.object !== "payment_intent") return stripeError(404, `No such payment_intent: '${captureMatch[1]}'`);
      if (intent.status !== "requires_capture") {
        return stripeError(
          400,
          `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}.`,
          { code: "payment_intent_unexpected_state" },
        );
      }
      const amount =
        body.amount_to_capture === undefined ? Number(intent.amount) : positiveInteger(body.amount_to_capture);
      if (amount === null || amount > Number(intent.amount)) {
        return stripeError(400, "The amount_to_capture must be at most the amount capturable.", {
          param: "amount_to_capture",
        });
      }
      return store({ ...intent, status: "succeeded", amount_received: amount, amount_capturable: 0 });
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      if (objects.get(String(body.customer))?.object !== "customer") {
        return stripeError(400, `No such customer: '${String(body.customer)}'`, { param: "customer" });
      }
      const id = newId("seti");
      return store({
        id,
        object: "setup_intent",
        customer: body.customer,
        usage: body.usage ?? "off_session",
        payment_method: null,
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: body.metadata ?? {},
        automatic_payment_methods: body.automatic_payment_methods ?? null,
        status: "requires_payment_method",
        created: now(),
        livemode: false,
      });
    }
    const setupMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && setupMatch?.[1]) {
      const setup = objects.get(decodeURIComponent(setupMatch[1]));
      if (setup?.object !== "setup_intent") {
        return stripeError(404, `No such setupintent: '${setupMatch[1]}'`, { code: "resource_missing" });
      }
      return { status: 200, body: setup };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = objects.get(String(body.payment_intent));
      if (!intent) return stripeError(404, `No such payment_intent: '${String(body.payment_intent)}'`);
      if (intent.status !== "succeeded") {
        return stripeError(400, "This PaymentIntent does not have a successful charge to refund.");
      }
      const amount = body.amount === undefined ? Number(intent.amount_received) : positiveInteger(body.amount);
      if (amount === null || amount > Number(intent.amount_received)) return stripeError(400, "Invalid refund amount");
      return store({
        id: newId("re"),
        object: "refund",
        amount,
        currency: "usd",
        payment_intent: intent.id,
        status: "succeeded",
      });
    }
    if (method === "POST" && path === "/v1/customers") {
      return store({ id: newId("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {} });
    }
    if (method === "POST" && path === "/v1/accounts") {
      return store({
        id: newId("acct"),
        object: "account",
        type: body.type,
        email: body.email ?? null,
        country: body.country ?? "US",
        capabilities: body.capabilities ?? {},
        charges_enabled: false,
        payouts_enabled: false,
      });
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!objects.has(String(body.account))) return stripeError(404, `No such account: '${String(body.account)}'`);
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `https://connect.stripe.com/setup/e/${String(body.account)}/${randomBytes(6).toString("hex")}`,
          created: now(),
          expires_at: now() + 300,
        },
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const amount = positiveInteger(body.amount);
      if (amount === null) return stripeError(400, "Invalid positive integer", { param: "amount" });
      if (!objects.has(String(body.destination)))
        return stripeError(400, `No such destination: '${String(body.destination)}'`);
      return store({
        id: newId("tr"),
        object: "transfer",
        amount,
        currency: body.currency,
        destination: body.destination,
        metadata: body.metadata ?? {},
        transfer_group: body.transfer_group ?? null,
      });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const body = decodeStripeForm(await readBody(request));
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const authorization = request.headers.authorization;
    requests.push({ method, path, idempotencyKey, authorization, body });

    const failureAt = failures.findIndex((failure) => failure.path === undefined || failure.path === path);
    const fault = failureAt === -1 ? undefined : failures.splice(failureAt, 1)[0]?.fault;
    const send = ({ status, body: payload }: StandInResponse, headers: Record<string, string> = {}) => {
      if (fault === "timeout") return;
      response.writeHead(status, { "content-type": "application/json", "request-id": newId("req"), ...headers });
      response.end(JSON.stringify(payload));
    };

    if (fault === "drop") return request.socket.destroy();
    if (typeof fault === "number") return send(stripeError(fault, "The stand-in was told to fail this request."));
    if (!authorization?.startsWith("Bearer sk_")) return send(stripeError(401, "Invalid API Key provided."));

    if (method === "POST" && idempotencyKey) {
      const fingerprint = `${path} ${stableStringify(body)}`;
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          return send(stripeError(400, idempotencyMismatchMessage(idempotencyKey), { type: "idempotency_error" }));
        }
        return send(earlier.response, { "idempotent-replayed": "true" });
      }
      const result = route(method, path, body);
      // Like Stripe, only a request that ran to a result is saved for replay.
      if (result.status < 500) idempotent.set(idempotencyKey, { fingerprint, response: result });
      return send(result);
    }
    return send(route(method, path, body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    requests,
    objects,
    clientOptions: { host: "127.0.0.1", port, protocol: "http" },
    setPaymentIntentStatus(id, status, paymentMethod = "pm_card_visa") {
      const intent = objects.get(id);
      if (!intent) throw new Error(`The stand-in has no payment intent ${id}`);
      intent.status = status;
      if (status === "succeeded" || status === "requires_capture") intent.payment_method = paymentMethod;
      if (status === "succeeded") intent.amount_received = intent.amount;
      if (status === "requires_capture") intent.amount_capturable = intent.amount;
    },
    confirmSetupIntent(id, paymentMethod = "pm_card_visa") {
      const setup = objects.get(id);
      if (setup?.object !== "setup_intent") throw new Error(`The stand-in has no setup intent ${id}`);
      setup.status = "succeeded";
      setup.payment_method = paymentMethod;
    },
    failNext(fault, times = 1, path) {
      for (let i = 0; i < times; i++) failures.push({ fault, path });
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
