// Stripe failing under the server: the real `stripe` SDK, over HTTP through the whole app,
// against the stand-in told to answer 500, never answer (past the client's timeout) or cut the
// connection. The customer gets a sentence (502, no stack, no provider words), nothing payable
// is left half made, no intent is paid twice, and a paid intent is never forgotten.
import { PAYMENT_PROVIDER_UNREACHABLE, PAYMENT_STATUS_UNREACHABLE } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { bookingInput, type Catalogue, catalogueLookups, hairAnswers } from "@primp/api/testing/booking";
import { createPayments, signLocalWebhook } from "@primp/payments";
import { type StripeFault, type StripeStandIn, startStripeStandIn } from "@primp/payments/testing";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { STRIPE_WEBHOOK_PATH } from "../routes/webhooks.ts";
import { type TrpcReply, trpcMutation } from "../testing/trpc-http.ts";

const WEBHOOK_SECRET = "whsec_faults";
// The SDK's own retries stay on (one here, two in production) with the booking's idempotency
// key; a short timeout keeps "never answers" quick.
const SDK_RETRIES = 1;
const ATTEMPTS = 1 + SDK_RETRIES;
const CLIENT_TIMEOUT_MS = 300;

/** What must never reach a browser: the provider's or the runtime's own words. */
const INTERNALS = /stand-in|api_error|ECONN|EPIPE|socket hang up|aborted|Stripe[A-Z]\w*Error|node_modules|\.ts:\d+/;

const FAULTS: [string, StripeFault][] = [
  ["answers 500", 500],
  ["never answers", "timeout"],
  ["cuts the connection", "drop"],
];

let services: TestServices;
let standIn: StripeStandIn;
let app: FastifyInstance;
let catalogue: Catalogue;

beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  standIn = await startStripeStandIn();
  services.payments = createPayments({
    stripeSecretKey: "sk_test_faults",
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeClientOptions: { ...standIn.clientOptions, timeout: CLIENT_TIMEOUT_MS, maxNetworkRetries: SDK_RETRIES },
  });
  catalogue = catalogueLookups(services.db);
  app = await buildApp({ services });
});
afterEach(async () => {
  await app.close();
  await standIn.close();
  await services.close();
});

interface Created {
  bookingId: string;
  clientSecret: string;
}

async function book() {
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  return trpcMutation<Created>(app, "booking.create", bookingInput(boston.id, hairAnswers(silkPress.id)));
}

const confirm = (created: Created) =>
  trpcMutation<{ status: string; paid: boolean }>(app, "booking.confirmPayment", created);

const bookingRow = (id: string) => services.db.booking.findUniqueOrThrow({ where: { id } });
const intents = () => [...standIn.objects.values()].filter((object) => object.object === "payment_intent");
const paidIntents = () => intents().filter((intent) => intent.status === "succeeded");
// Each booking first creates its Customer (the card is saved for a tip); the faults here hit the intent.
const INTENTS_PATH = "/v1/payment_intents";
const intentCreations = () => standIn.requests.filter((r) => r.method === "POST" && r.path === INTENTS_PATH);
const receipts = () => services.db.mailMessage.count({ where: { tag: "booking-receipt" } });

function expectPlainRefusal(reply: TrpcReply<unknown>, status: number, message: string) {
  expect(reply.status).toBe(status);
  expect(reply.error?.message).toBe(message);
  expect(reply.error?.data.stack).toBeUndefined();
  expect(reply.body).not.toMatch(INTERNALS);
}

/** A booking made while Stripe works, then paid by the customer in Stripe.js (simulated). */
async function bookAndPayInBrowser() {
  const reply = await book();
  expect(reply.status).toBe(200);
  const created = reply.data as Created;
  const intentId = (await bookingRow(created.bookingId)).paymentIntentId ?? "";
  standIn.setPaymentIntentStatus(intentId, "succeeded");
  return { created, intentId };
}

describe("Stripe fails while a booking is created", () => {
  it.each(FAULTS)(
    "when Stripe %s every time: a plain 502, no booking written, and a later attempt books and pays once",
    async (_, fault) => {
      standIn.failNext(fault, ATTEMPTS, INTENTS_PATH);
      const refused = await book();
      expectPlainRefusal(refused, 502, PAYMENT_PROVIDER_UNREACHABLE);

      // The intent is opened before the booking is written, so nothing is written at all.
      expect(await services.db.booking.count()).toBe(0);
      // Every attempt carried the one booking id's key, so Stripe holds at most one intent for it
      // (when it did the work but the answer was lost), unpaid, and its secret never left the server.
      const keys = new Set(intentCreations().map((r) => r.idempotencyKey));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^payment-intent:/);
      expect(intentCreations()).toHaveLength(ATTEMPTS);
      expect(intents()).toHaveLength(fault === "timeout" ? 1 : 0);
      expect(paidIntents()).toHaveLength(0);

      // Stripe is back: the customer's second try (the form kept the answers) books and pays.
      const retried = await book();
      expect(retried.status).toBe(200);
      const created = retried.data as Created;
      const booking = await bookingRow(created.bookingId);
      expect(booking.status).toBe("AWAITING_PAYMENT");
      standIn.setPaymentIntentStatus(booking.paymentIntentId ?? "", "succeeded");
      expect((await confirm(created)).data).toMatchObject({ status: "PENDING", paid: true });

      expect(paidIntents()).toHaveLength(1);
      expect(await receipts()).toBe(1);
    },
  );

  it("when Stripe's answer to the first attempt is lost, the SDK's retry gets the same intent and the booking goes through", async () => {
    standIn.failNext("timeout", 1, INTENTS_PATH);
    const reply = await book();
    expect(reply.status).toBe(200);
    const created = reply.data as Created;
    const [intent, ...more] = intents();
    expect(more).toHaveLength(0);
    expect(intentCreations()).toHaveLength(2);
    expect(await bookingRow(created.bookingId)).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentIntentId: intent?.id,
    });
    expect(created.clientSecret).toBe(intent?.client_secret);
  });
});

describe("Stripe fails while a paid booking is confirmed", () => {
  it.each(FAULTS)(
    "when Stripe %s: a 502 that does not say nothing was charged, the booking stays payable, and the retried confirm confirms it once",
    async (_, fault) => {
      const { created } = await bookAndPayInBrowser();
      standIn.failNext(fault, ATTEMPTS);
      const refused = await confirm(created);
      expectPlainRefusal(refused, 502, PAYMENT_STATUS_UNREACHABLE);
      // The customer may well have paid: telling them nothing was charged could send them to pay twice.
      expect(refused.error?.message).not.toMatch(/nothing was charged/i);
      expect((await bookingRow(created.bookingId)).status).toBe("AWAITING_PAYMENT");
      expect(await receipts()).toBe(0);

      expect((await confirm(created)).data).toMatchObject({ status: "PENDING", paid: true });
      expect((await confirm(created)).data).toMatchObject({ status: "PENDING", paid: true });
      expect(paidIntents()).toHaveLength(1);
      expect(await receipts()).toBe(1);
    },
  );

  it("when the tab is closed after the failed confirm, Stripe's webhook confirms the booking", async () => {
    const { created, intentId } = await bookAndPayInBrowser();
    standIn.failNext("timeout", ATTEMPTS);
    expectPlainRefusal(await confirm(created), 502, PAYMENT_STATUS_UNREACHABLE);

    const event = JSON.stringify({
      id: "evt_faults_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent" } },
    });
    const webhook = await app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": signLocalWebhook(event, WEBHOOK_SECRET) },
      payload: event,
    });
    expect(webhook.json()).toEqual({ received: true, outcome: "confirmed" });
    expect((await bookingRow(created.bookingId)).status).toBe("PENDING");

    const shown = await trpcMutation<{ paid: boolean }>(app, "booking.confirmation", created);
    expect(shown.data).toMatchObject({ paid: true });
    expect(await receipts()).toBe(1);
  });
});
