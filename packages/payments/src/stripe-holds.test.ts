// Holds through the real Stripe SDK against the stand-in: the parameters Stripe documents for
// a manual capture (capture_method, amount_to_capture), releases, setup intents and an
// off-session hold on the saved card.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPayments } from "./create-payments.ts";
import type { StripePayments } from "./stripe-payments.ts";
import { SAMPLE_HOLD, savedCardOf } from "./testing/holds.ts";
import { type StripeStandIn, startStripeStandIn } from "./testing/stripe-standin.ts";

let standIn: StripeStandIn;
let payments: StripePayments;

beforeEach(async () => {
  standIn = await startStripeStandIn();
  const created = createPayments({ stripeSecretKey: "sk_test_holds", stripeClientOptions: standIn.clientOptions });
  if (created.kind !== "stripe") throw new Error("expected the Stripe provider");
  payments = created;
});
afterEach(() => standIn.close());

async function heldIntent() {
  const intent = await payments.createPaymentIntent({
    amountCents: 10_000,
    bookingId: "booking_1",
    receiptEmail: "ada@example.com",
    description: "Silk Press",
    idempotencyKey: "intent:booking_1",
    captureMethod: "manual",
  });
  standIn.setPaymentIntentStatus(intent.id, "requires_capture");
  return payments.retrievePaymentIntent(intent.id);
}

const lastRequest = () => standIn.requests.at(-1);

describe("StripePayments holds against the stand-in", () => {
  it("creates the intent with capture_method manual; once authorised it is held with the card saved", async () => {
    const intent = await heldIntent();
    expect(standIn.requests.find((r) => r.path === "/v1/payment_intents")?.body).toMatchObject({
      capture_method: "manual",
      setup_future_usage: "off_session",
    });
    expect(intent).toMatchObject({ status: "requires_capture", amountReceivedCents: 0 });
    expect(intent.savedCard?.paymentMethodId).toBe("pm_card_visa");
  });

  it("captures part of the hold with amount_to_capture and the caller's idempotency key", async () => {
    const intent = await heldIntent();
    const captured = await payments.capturePaymentIntent({
      paymentIntentId: intent.id,
      amountCents: 2_500,
      idempotencyKey: "capture:booking_1",
    });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: `/v1/payment_intents/${intent.id}/capture`,
      idempotencyKey: "capture:booking_1",
      body: { amount_to_capture: "2500" },
    });
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 2_500 });
    // A refund can only return what was captured.
    await expect(
      payments.refund({ paymentIntentId: intent.id, amountCents: 2_501, idempotencyKey: "refund:1" }),
    ).rejects.toThrow(/Invalid refund amount/);
  });

  it("captures the whole hold without an amount, and refuses a second capture", async () => {
    const intent = await heldIntent();
    const captured = await payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:1" });
    expect(lastRequest()?.body).toEqual({});
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 10_000 });
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:2" }),
    ).rejects.toThrow(/could not be captured because it has a status of succeeded/);
  });

  it("releases a hold by cancelling the intent", async () => {
    const intent = await heldIntent();
    expect(await payments.cancelPaymentIntent(intent.id)).toMatchObject({ status: "canceled", amountReceivedCents: 0 });
    expect(lastRequest()?.path).toBe(`/v1/payment_intents/${intent.id}/cancel`);
  });

  it("saves a card with a SetupIntent for off-session use, then holds it off session", async () => {
    const setup = await payments.createSetupIntent({
      bookingId: "booking_1",
      receiptEmail: "ada@example.com",
      idempotencyKey: "setup:booking_1",
    });
    expect(lastRequest()).toMatchObject({
      path: "/v1/setup_intents",
      idempotencyKey: "setup:booking_1",
      body: { usage: "off_session", metadata: { bookingId: "booking_1" }, customer: expect.stringMatching(/^cus_/) },
    });
    expect(setup).toMatchObject({ status: "requires_payment_method", savedCard: null });
    standIn.confirmSetupIntent(setup.id);
    const card = await savedCardOf(payments, setup.id);
    const held = await payments.chargeSavedCard({ ...SAMPLE_HOLD, card, idempotencyKey: "hold:1" });
    expect(lastRequest()?.body).toMatchObject({
      off_session: "true",
      confirm: "true",
      capture_method: "manual",
      customer: card.customerId,
      payment_method: "pm_card_visa",
    });
    if (!held.ok) throw new Error(held.message);
    expect(await payments.retrievePaymentIntent(held.paymentIntentId)).toMatchObject({ status: "requires_capture" });

    const declining = { customerId: card.customerId, paymentMethodId: "pm_card_visa_chargeDeclined" };
    expect(await payments.chargeSavedCard({ ...SAMPLE_HOLD, card: declining, idempotencyKey: "hold:2" })).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
  });
});
