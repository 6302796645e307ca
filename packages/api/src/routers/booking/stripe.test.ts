// The booking flow with the Stripe provider: the real `stripe` SDK against the local stand-in
// server. Stripe.js's part (the customer paying in the card field) is simulated on the stand-in.
import { createPayments, signLocalWebhook } from "@primp/payments";
import { type StripeStandIn, startStripeStandIn } from "@primp/payments/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentIntentIdempotencyKey } from "../../domain/booking-create.ts";
import { handlePaymentWebhook, PAYMENT_NOT_RECEIVED } from "../../domain/booking-payment.ts";
import {
  bookingInput,
  type Catalogue,
  catalogueLookups,
  hairAnswers,
  seedPriceCents,
} from "../../testing/booking-test-data.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

const WEBHOOK_SECRET = "whsec_test_booking_flow";

let services: TestServices;
let standIn: StripeStandIn;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  standIn = await startStripeStandIn();
  services.payments = createPayments({
    stripeSecretKey: "sk_test_booking_flow",
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeClientOptions: standIn.clientOptions,
  });
  catalogue = catalogueLookups(services.db);
});
afterEach(async () => {
  await standIn.close();
  await services.close();
});

async function createBraids() {
  const { caller } = createTestClient(services);
  const boston = await catalogue.city("Boston");
  const braids = await catalogue.service("Braided Extension");
  const created = await caller.booking.create(
    bookingInput(boston.id, hairAnswers(braids.id, { braidsSize: "Medium", braidsLength: "20 in" })),
  );
  return { caller, created };
}

function stripeEvent(intentId: string, eventId: string) {
  const body = JSON.stringify({
    id: eventId,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  // signLocalWebhook writes Stripe's own header format, which the SDK's constructEvent verifies.
  return { body: Buffer.from(body), signature: signLocalWebhook(body, WEBHOOK_SECRET) };
}

const receipts = () => services.db.mailMessage.count({ where: { tag: "booking-receipt" } });

describe("booking with Stripe (real SDK, stand-in server)", () => {
  it("creates the intent for the server's total with the booking id and its idempotency key, and confirms once paid", async () => {
    const { caller, created } = await createBraids();
    const total = seedPriceCents("Braided Extension") + 2500 + 2500;
    expect(created).toMatchObject({ paymentProvider: "stripe", totalCents: total });

    const creates = standIn.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/payment_intents",
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      idempotencyKey: paymentIntentIdempotencyKey(created.bookingId),
      body: { amount: String(total), currency: "usd", metadata: { bookingId: created.bookingId } },
    });
    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    const intentId = booking.paymentIntentId ?? "";
    expect(created.clientSecret.startsWith(`${intentId}_secret_`)).toBe(true);

    const confirm = () =>
      caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret });
    // Not paid yet (the card was declined in Stripe.js, or never entered): refused, still payable.
    await expect(confirm()).rejects.toThrow(PAYMENT_NOT_RECEIVED);

    standIn.setPaymentIntentStatus(intentId, "processing");
    expect(await confirm()).toMatchObject({ status: "AWAITING_PAYMENT", paid: false });

    standIn.setPaymentIntentStatus(intentId, "succeeded");
    expect(await confirm()).toMatchObject({ status: "PENDING", paid: true, totalCents: total });

    // Stripe's webhook arrives after the confirm call, then again: nothing more happens.
    const event = stripeEvent(intentId, "evt_standin_1");
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("unchanged");
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("duplicate");
    expect(await receipts()).toBe(1);
  });

  it("confirms through the webhook alone when the tab closed after paying", async () => {
    const { created } = await createBraids();
    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    standIn.setPaymentIntentStatus(booking.paymentIntentId ?? "", "succeeded");
    const event = stripeEvent(booking.paymentIntentId ?? "", "evt_standin_2");
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("confirmed");
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } })).status).toBe("PENDING");
    expect(await receipts()).toBe(1);

    const { caller } = createTestClient(services);
    expect(
      await caller.booking.confirmation({ bookingId: created.bookingId, clientSecret: created.clientSecret }),
    ).toMatchObject({ paid: true, serviceName: "Braided Extension" });
  });

  it("survives a Stripe server error on create: the SDK retries with the same key and one intent exists", async () => {
    standIn.failNext(500);
    const { created } = await createBraids();
    const intents = [...standIn.objects.values()].filter((object) => object.object === "payment_intent");
    expect(intents).toHaveLength(1);
    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    expect(booking.paymentIntentId).toBe(intents[0]?.id);
  });
});
