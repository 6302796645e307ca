import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPayments } from "./create-payments.ts";
import type { StripePayments } from "./stripe-payments.ts";
import { type StripeStandIn, startStripeStandIn } from "./testing/stripe-standin.ts";

const SECRET_KEY = "sk_test_primp_standin";
const WEBHOOK_SECRET = "whsec_test_primp";

let standIn: StripeStandIn;
let payments: StripePayments;

beforeEach(async () => {
  standIn = await startStripeStandIn();
  const created = createPayments({
    stripeSecretKey: SECRET_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeClientOptions: standIn.clientOptions,
  });
  if (created.kind !== "stripe") throw new Error("expected the Stripe provider");
  payments = created;
});

afterEach(async () => {
  await standIn.close();
});

const intentInput = (overrides: Partial<Parameters<StripePayments["createPaymentIntent"]>[0]> = {}) => ({
  amountCents: 12_550,
  bookingId: "booking_1",
  receiptEmail: "ada@example.com",
  description: "Silk Press on June 3",
  idempotencyKey: "intent:booking_1",
  ...overrides,
});

describe("StripePayments against the stand-in, through the real SDK", () => {
  it("creates a Customer and a payment intent in cents, in USD, tagged with the booking, saving the card for later", async () => {
    const intent = await payments.createPaymentIntent(intentInput());

    expect(standIn.requests).toHaveLength(2);
    const [customerRequest, request] = standIn.requests;
    expect(customerRequest).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      idempotencyKey: "intent:booking_1:customer",
      body: { email: "ada@example.com", metadata: { bookingId: "booking_1" } },
    });
    const customerId = [...standIn.objects.values()].find((o) => o.object === "customer")?.id;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      idempotencyKey: "intent:booking_1",
      authorization: `Bearer ${SECRET_KEY}`,
      body: {
        amount: "12550",
        currency: "usd",
        receipt_email: "ada@example.com",
        description: "Silk Press on June 3",
        metadata: { bookingId: "booking_1" },
        customer: customerId,
        setup_future_usage: "off_session",
        automatic_payment_methods: { enabled: "true", allow_redirects: "never" },
        transfer_group: "booking_booking_1",
      },
    });
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringContaining("_secret_"),
      amountCents: 12_550,
      status: "requires_payment_method",
      amountReceivedCents: 0,
      metadata: { bookingId: "booking_1" },
      savedCard: null,
    });
    standIn.setPaymentIntentStatus(intent.id, "succeeded");
    expect((await payments.retrievePaymentIntent(intent.id)).savedCard).toEqual({
      customerId,
      paymentMethodId: "pm_card_visa",
    });
  });

  it("charges the saved card off session with the idempotency key, once; a decline is an answer", async () => {
    const booking = await payments.createPaymentIntent(intentInput());
    standIn.setPaymentIntentStatus(booking.id, "succeeded");
    const card = (await payments.retrievePaymentIntent(booking.id)).savedCard;
    if (!card) throw new Error("the paid intent saved no card");
    const tip = { card, amountCents: 2_510, bookingId: "booking_1", description: "Tip", idempotencyKey: "tip:b1:1" };

    const charged = await payments.chargeSavedCard(tip);
    expect(charged).toEqual({ ok: true, paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      idempotencyKey: "tip:b1:1",
      body: {
        amount: "2510",
        currency: "usd",
        customer: card.customerId,
        payment_method: "pm_card_visa",
        off_session: "true",
        confirm: "true",
        metadata: { bookingId: "booking_1" },
        transfer_group: "booking_booking_1",
      },
    });
    expect(await payments.chargeSavedCard(tip)).toEqual(charged);
    expect([...standIn.objects.values()].filter((o) => o.object === "payment_intent")).toHaveLength(2);

    const declining = { ...card, paymentMethodId: "pm_card_visa_chargeDeclined" };
    const declined = { ...tip, card: declining, idempotencyKey: "tip:b1:2" };
    expect(await payments.chargeSavedCard(declined)).toEqual({ ok: false, message: "Your card was declined." });
    expect(await payments.chargeSavedCard(declined)).toEqual({ ok: false, message: "Your card was declined." });
    expect([...standIn.objects.values()].filter((o) => o.object === "payment_intent")).toHaveLength(2);
  });

  it("returns the same intent for the same idempotency key and refuses the key for other parameters", async () => {
    const first = await payments.createPaymentIntent(intentInput());
    const again = await payments.createPaymentIntent(intentInput());
    expect(again.id).toBe(first.id);
    expect([...standIn.objects.values()].filter((o) => o.object === "payment_intent")).toHaveLength(1);

    await expect(payments.createPaymentIntent(intentInput({ amountCents: 99_00 }))).rejects.toThrow(
      /Keys for idempotent requests can only be used with the same parameters/,
    );
    const other = await payments.createPaymentIntent(intentInput({ idempotencyKey: "intent:booking_2" }));
    expect(other.id).not.toBe(first.id);
  });

  it("lets the SDK retry a server error with the same key, creating the intent once", async () => {
    standIn.failNext(500);
    const intent = await payments.createPaymentIntent(intentInput());
    expect(standIn.requests.map((r) => r.idempotencyKey)).toEqual([
      "intent:booking_1:customer",
      "intent:booking_1:customer",
      "intent:booking_1",
    ]);
    expect(standIn.objects.get(intent.id)).toBeDefined();
    expect(standIn.objects.size).toBe(2);
  });

  it("retrieves an intent and maps Stripe's statuses to ours", async () => {
    const { id } = await payments.createPaymentIntent(intentInput());
    standIn.setPaymentIntentStatus(id, "succeeded");
    expect((await payments.retrievePaymentIntent(id)).status).toBe("succeeded");
    standIn.setPaymentIntentStatus(id, "requires_action");
    expect((await payments.retrievePaymentIntent(id)).status).toBe("requires_payment_method");
    expect(standIn.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_intents/${id}` });
    await expect(payments.retrievePaymentIntent("pi_missing")).rejects.toThrow(/No such payment_intent/);
  });

  it("cancels an unpaid intent, and Stripe's refusal to cancel a paid one surfaces", async () => {
    const { id } = await payments.createPaymentIntent(intentInput({ idempotencyKey: "intent:cancel" }));
    expect((await payments.cancelPaymentIntent(id)).status).toBe("canceled");
    expect(standIn.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_intents/${id}/cancel` });
    const paid = await payments.createPaymentIntent(intentInput({ idempotencyKey: "intent:cancel:paid" }));
    standIn.setPaymentIntentStatus(paid.id, "succeeded");
    await expect(payments.cancelPaymentIntent(paid.id)).rejects.toThrow(/status of succeeded/);
  });

  it("refunds part of a paid intent with the idempotency key, and Stripe's refusal of an unpaid one surfaces", async () => {
    const { id } = await payments.createPaymentIntent(intentInput());
    await expect(
      payments.refund({ paymentIntentId: id, amountCents: 500, idempotencyKey: "refund:b1" }),
    ).rejects.toThrow(/does not have a successful charge/);
    standIn.setPaymentIntentStatus(id, "succeeded");
    const refund = await payments.refund({ paymentIntentId: id, amountCents: 6_275, idempotencyKey: "refund:b1:paid" });
    expect(refund.id).toMatch(/^re_/);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      idempotencyKey: "refund:b1:paid",
      body: { payment_intent: id, amount: "6275" },
    });
    const replay = await payments.refund({ paymentIntentId: id, amountCents: 6_275, idempotencyKey: "refund:b1:paid" });
    expect(replay.id).toBe(refund.id);
  });

  it("creates an Express account, its onboarding link, and a transfer tagged with the booking", async () => {
    const account = await payments.createConnectAccount({ email: "pro@example.com", idempotencyKey: "connect:pro_1" });
    expect(account.id).toMatch(/^acct_/);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/accounts",
      idempotencyKey: "connect:pro_1",
      body: {
        type: "express",
        email: "pro@example.com",
        country: "US",
        capabilities: { transfers: { requested: "true" } },
      },
    });

    const link = await payments.createAccountLink({
      accountId: account.id,
      refreshUrl: "https://primp.example/dashboard",
      returnUrl: `https://primp.example/dashboard?accID=${account.id}`,
    });
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/account_links",
      body: {
        account: account.id,
        type: "account_onboarding",
        refresh_url: "https://primp.example/dashboard",
        return_url: `https://primp.example/dashboard?accID=${account.id}`,
      },
    });

    const transfer = await payments.transfer({
      amountCents: 10_040,
      destination: account.id,
      bookingId: "booking_9",
      idempotencyKey: "payout:booking_9",
    });
    expect(transfer.id).toMatch(/^tr_/);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/transfers",
      idempotencyKey: "payout:booking_9",
      body: {
        amount: "10040",
        currency: "usd",
        destination: account.id,
        metadata: { bookingId: "booking_9" },
        transfer_group: "booking_booking_9",
      },
    });
    const replay = await payments.transfer({
      amountCents: 10_040,
      destination: account.id,
      bookingId: "booking_9",
      idempotencyKey: "payout:booking_9",
    });
    expect(replay.id).toBe(transfer.id);
    expect([...standIn.objects.values()].filter((o) => o.object === "transfer")).toHaveLength(1);
  });

  it.each([0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %s cents before calling Stripe",
    async (amountCents) => {
      await expect(payments.createPaymentIntent(intentInput({ amountCents }))).rejects.toThrow(
        /amountCents must be a positive whole number of cents/,
      );
      await expect(payments.refund({ paymentIntentId: "pi_1", amountCents, idempotencyKey: "k1" })).rejects.toThrow(
        /positive whole number/,
      );
      await expect(
        payments.transfer({ amountCents, destination: "acct_1", bookingId: "b", idempotencyKey: "k2" }),
      ).rejects.toThrow(/positive whole number/);
      expect(standIn.requests).toHaveLength(0);
    },
  );
});

describe("StripePayments webhooks", () => {
  const event = {
    id: "evt_1",
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_123", object: "payment_intent", status: "succeeded" } },
  };
  const body = JSON.stringify(event);

  it("accepts an event signed with the endpoint secret and maps it", () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect(payments.parseWebhook(Buffer.from(body), signature)).toEqual({
      id: "evt_1",
      type: "payment_intent.succeeded",
      objectId: "pi_123",
    });
  });

  it("maps account events to the connected account id", () => {
    const accountEvent = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "account.updated",
      data: { object: { id: "acct_9" } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: accountEvent, secret: WEBHOOK_SECRET });
    expect(payments.parseWebhook(Buffer.from(accountEvent), signature).objectId).toBe("acct_9");
  });

  it("refuses a wrong secret, a tampered body, and a missing signature", () => {
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_attacker" });
    expect(() => payments.parseWebhook(Buffer.from(body), wrong)).toThrow(/signature/i);

    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const tampered = body.replace("pi_123", "pi_999");
    expect(() => payments.parseWebhook(Buffer.from(tampered), signature)).toThrow(/signature/i);

    expect(() => payments.parseWebhook(Buffer.from(body), undefined)).toThrow(/missing/);
  });

  it("refuses every webhook when no webhook secret is configured", () => {
    const withoutSecret = createPayments({ stripeSecretKey: SECRET_KEY, stripeClientOptions: standIn.clientOptions });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect(() => withoutSecret.parseWebhook(Buffer.from(body), signature)).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
