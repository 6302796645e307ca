// POST /webhooks/stripe over HTTP: raw body, signature checked, replays answered without a
// second confirmation, for the local provider and for Stripe (real SDK, stand-in server).
import { createTestClient, createTestServices, type TestServices } from "@primp/api/testing";
import { bookingInput, hairAnswers } from "@primp/api/testing/booking";
import { errorBody } from "@primp/core";
import { createPayments, isLocalPayments, signLocalWebhook, TEST_CARDS } from "@primp/payments";
import { type StripeStandIn, startStripeStandIn } from "@primp/payments/testing";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { STRIPE_WEBHOOK_PATH, WEBHOOK_NOT_VERIFIED } from "./webhooks.ts";

let services: TestServices;
let app: FastifyInstance | undefined;
let standIn: StripeStandIn | undefined;

beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
});
afterEach(async () => {
  await app?.close();
  await standIn?.close();
  await services.close();
  app = undefined;
  standIn = undefined;
});

/** A Silk Press booking made through the API, as the web form makes it; returns its intent id. */
async function createBooking() {
  const city = await services.db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await services.db.service.findUniqueOrThrow({ where: { name: "Silk Press" } });
  const { caller } = createTestClient(services);
  const created = await caller.booking.create(bookingInput(city.id, hairAnswers(service.id)));
  const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
  return { bookingId: booking.id, intentId: booking.paymentIntentId ?? "" };
}

const eventBody = (intentId: string, eventId: string) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intentId } },
  });

const postWebhook = (body: string, signature: string | undefined) =>
  (app as FastifyInstance).inject({
    method: "POST",
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    payload: body,
  });

const status = async (bookingId: string) =>
  (await services.db.booking.findUniqueOrThrow({ where: { id: bookingId } })).status;
const receipts = () => services.db.mailMessage.count({ where: { tag: "booking-receipt" } });

describe("POST /webhooks/stripe with the local provider", () => {
  beforeEach(async () => {
    app = await buildApp({ services });
  });

  it("confirms a paid booking once and answers replays without a second receipt", async () => {
    const { bookingId, intentId } = await createBooking();
    const payments = services.payments;
    if (!isLocalPayments(payments)) throw new Error("expected the local provider");
    await payments.confirmWithTestCard(intentId, TEST_CARDS.succeeds);

    const body = eventBody(intentId, "evt_local_1");
    const signature = signLocalWebhook(body, payments.webhookSecret);
    const first = await postWebhook(body, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: "confirmed" });
    expect(await status(bookingId)).toBe("PENDING");

    const replay = await postWebhook(body, signature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await receipts()).toBe(1);
  });

  it("refuses a missing or wrong signature with 400 and changes nothing", async () => {
    const { bookingId, intentId } = await createBooking();
    const body = eventBody(intentId, "evt_local_forged");
    for (const signature of [undefined, signLocalWebhook(body, "whsec_attacker")]) {
      const refused = await postWebhook(body, signature);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: errorBody(WEBHOOK_NOT_VERIFIED),
      });
    }
    expect(await status(bookingId)).toBe("AWAITING_PAYMENT");
    expect(await services.db.paymentEvent.count()).toBe(0);
  });

  it("leaves JSON parsing of other routes alone", async () => {
    const response = await app?.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response?.statusCode).toBe(401);
  });
});

describe("POST /webhooks/stripe with Stripe (real SDK, stand-in server)", () => {
  const webhookSecret = "whsec_server_test";

  beforeEach(async () => {
    standIn = await startStripeStandIn();
    services.payments = createPayments({
      stripeSecretKey: "sk_test_server",
      stripeWebhookSecret: webhookSecret,
      stripeClientOptions: standIn.clientOptions,
    });
    app = await buildApp({ services });
  });

  it("verifies Stripe's signature over the raw body and confirms the booking", async () => {
    const { bookingId, intentId } = await createBooking();
    standIn?.setPaymentIntentStatus(intentId, "succeeded");
    // Stripe's exact bytes, including spacing a JSON re-serialisation would lose.
    const body = eventBody(intentId, "evt_stripe_1").replace('"type":', '"type" :');
    const tampered = body.replace("evt_stripe_1", "evt_stripe_2");
    expect((await postWebhook(tampered, signLocalWebhook(body, webhookSecret))).statusCode).toBe(400);

    const response = await postWebhook(body, signLocalWebhook(body, webhookSecret));
    expect(response.json()).toEqual({ received: true, outcome: "confirmed" });
    expect(await status(bookingId)).toBe("PENDING");
    expect(await receipts()).toBe(1);
  });
});
