import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { createPayments, isLocalPayments } from "./create-payments.ts";
import {
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  LOCAL_WEBHOOK_SECRET,
  LocalPayments,
  TEST_CARDS,
} from "./local-payments.ts";
import type { Payments } from "./types.ts";
import { signLocalWebhook } from "./webhook-signature.ts";

const intentInput = (overrides: Partial<Parameters<Payments["createPaymentIntent"]>[0]> = {}) => ({
  amountCents: 12_550,
  bookingId: "cm1booking0001",
  receiptEmail: "ada@example.com",
  description: "Silk Press",
  idempotencyKey: "intent:cm1booking0001",
  ...overrides,
});

async function paidIntent(payments: LocalPayments, amountCents = 10_000) {
  const intent = await payments.createPaymentIntent(
    intentInput({ amountCents, idempotencyKey: `intent:${amountCents}` }),
  );
  expect(await payments.confirmWithTestCard(intent.id, "4242424242424242")).toEqual({ ok: true });
  return intent;
}

describe("createPayments", () => {
  it("uses the local provider without a key (or with a blank one) and Stripe with one", () => {
    expect(isLocalPayments(createPayments())).toBe(true);
    expect(isLocalPayments(createPayments({ stripeSecretKey: "  " }))).toBe(true);
    const stripe = createPayments({ stripeSecretKey: "sk_test_x" });
    expect(stripe.kind).toBe("stripe");
    expect(isLocalPayments(stripe)).toBe(false);
  });

  it("recognises a wrapper only when it forwards the test-card confirmation", () => {
    const local = new LocalPayments();
    // A spy like the api's fixtures: same methods, forwarded, but no confirmWithTestCard.
    const spy: Payments = {
      kind: local.kind,
      createPaymentIntent: (input) => local.createPaymentIntent(input),
      retrievePaymentIntent: (id) => local.retrievePaymentIntent(id),
      chargeSavedCard: (input) => local.chargeSavedCard(input),
      cancelPaymentIntent: (id) => local.cancelPaymentIntent(id),
      capturePaymentIntent: (input) => local.capturePaymentIntent(input),
      createSetupIntent: (input) => local.createSetupIntent(input),
      retrieveSetupIntent: (id) => local.retrieveSetupIntent(id),
      refund: (input) => local.refund(input),
      createConnectAccount: (input) => local.createConnectAccount(input),
      createAccountLink: (input) => local.createAccountLink(input),
      transfer: (input) => local.transfer(input),
      parseWebhook: (body, signature) => local.parseWebhook(body, signature),
    };
    expect(isLocalPayments(spy)).toBe(false);
    const forwarding = { ...spy, confirmWithTestCard: local.confirmWithTestCard.bind(local) };
    expect(isLocalPayments(forwarding)).toBe(true);
  });
});

describe("LocalPayments intents and test cards", () => {
  it("creates an unpaid intent for the booking, once per idempotency key", async () => {
    const payments = new LocalPayments();
    const intent = await payments.createPaymentIntent(intentInput());
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_local_/),
      clientSecret: `${intent.id}_secret_local`,
      amountCents: 12_550,
      status: "requires_payment_method",
      amountReceivedCents: 0,
      metadata: { bookingId: "cm1booking0001" },
      savedCard: null,
    });
    expect((await payments.createPaymentIntent(intentInput())).id).toBe(intent.id);
    expect((await payments.createPaymentIntent(intentInput({ idempotencyKey: "other" }))).id).not.toBe(intent.id);
    await expect(payments.createPaymentIntent(intentInput({ amountCents: 1 }))).rejects.toThrow(
      /can only be used with the same parameters/,
    );
  });

  it("pays with 4242 4242 4242 4242 (spaces ignored) and stays paid on a second click", async () => {
    const payments = new LocalPayments();
    const { id } = await payments.createPaymentIntent(intentInput());
    expect(await payments.confirmWithTestCard(id, "4242 4242 4242 4242")).toEqual({ ok: true });
    expect((await payments.retrievePaymentIntent(id)).status).toBe("succeeded");
    expect(await payments.confirmWithTestCard(id, "4000000000000002")).toEqual({ ok: true });
  });

  it("declines 4000 0000 0000 0002 with Stripe's words and leaves the intent unpaid", async () => {
    const payments = new LocalPayments();
    const { id } = await payments.createPaymentIntent(intentInput());
    expect(await payments.confirmWithTestCard(id, "4000-0000-0000-0002")).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect(CARD_DECLINED_MESSAGE).toBe("Your card was declined.");
    expect((await payments.retrievePaymentIntent(id)).status).toBe("requires_payment_method");
  });

  it.each(["4242424242424241", "424242424242424", "", "abcd", "5555555555554444"])(
    "calls %j an invalid card number",
    async (card) => {
      const payments = new LocalPayments();
      const { id } = await payments.createPaymentIntent(intentInput());
      expect(await payments.confirmWithTestCard(id, card)).toEqual({ ok: false, message: CARD_INVALID_MESSAGE });
      expect((await payments.retrievePaymentIntent(id)).status).toBe("requires_payment_method");
    },
  );

  it("saves the card that paid, and charges it again off session once per idempotency key", async () => {
    const payments = new LocalPayments();
    const booking = await paidIntent(payments);
    const card = (await payments.retrievePaymentIntent(booking.id)).savedCard;
    expect(card).toEqual({ customerId: expect.stringMatching(/^cus_local_/), paymentMethodId: expect.any(String) });
    if (!card) throw new Error("the paid intent saved no card");
    const tip = { card, amountCents: 2_000, bookingId: "cm1booking0001", description: "Tip", idempotencyKey: "tip:1" };
    const charged = await payments.chargeSavedCard(tip);
    expect(charged).toEqual({ ok: true, paymentIntentId: expect.stringMatching(/^pi_local_/) });
    expect(await payments.chargeSavedCard(tip)).toEqual(charged);
    const second = await payments.chargeSavedCard({ ...tip, idempotencyKey: "tip:2" });
    expect(second.ok && second.paymentIntentId).not.toBe(charged.ok && charged.paymentIntentId);
    await expect(payments.chargeSavedCard({ ...tip, amountCents: 2_500 })).rejects.toThrow(
      /can only be used with the same parameters/,
    );
  });

  it("declines later charges of 4000 0000 0000 0341 (Stripe's decline after attaching), the same on a replay", async () => {
    const payments = new LocalPayments();
    const { id } = await payments.createPaymentIntent(intentInput());
    expect(await payments.confirmWithTestCard(id, TEST_CARDS.declinesLater)).toEqual({ ok: true });
    const card = (await payments.retrievePaymentIntent(id)).savedCard;
    if (!card) throw new Error("the paid intent saved no card");
    const tip = { card, amountCents: 2_000, bookingId: "cm1booking0001", description: "Tip", idempotencyKey: "tip:1" };
    expect(await payments.chargeSavedCard(tip)).toEqual({ ok: false, message: CARD_DECLINED_MESSAGE });
    expect(await payments.chargeSavedCard(tip)).toEqual({ ok: false, message: CARD_DECLINED_MESSAGE });
    await expect(
      payments.chargeSavedCard({ ...tip, card: { ...card, paymentMethodId: "pm_unknown" }, idempotencyKey: "x" }),
    ).rejects.toThrow(/No such PaymentMethod/);
  });

  it("cancels an unpaid intent, which can then never be paid, and refuses to cancel a paid one", async () => {
    const payments = new LocalPayments();
    const { id } = await payments.createPaymentIntent(intentInput());
    expect((await payments.cancelPaymentIntent(id)).status).toBe("canceled");
    expect(await payments.confirmWithTestCard(id, TEST_CARDS.succeeds)).toEqual({
      ok: false,
      message: CARD_DECLINED_MESSAGE,
    });
    expect((await payments.retrievePaymentIntent(id)).status).toBe("canceled");
    const paid = await payments.createPaymentIntent(intentInput({ idempotencyKey: "intent:paid" }));
    await payments.confirmWithTestCard(paid.id, TEST_CARDS.succeeds);
    await expect(payments.cancelPaymentIntent(paid.id)).rejects.toThrow(/status of succeeded/);
  });

  it("refuses unknown intent ids", async () => {
    const payments = new LocalPayments();
    await expect(payments.retrievePaymentIntent("pi_nope")).rejects.toThrow("No such payment_intent: 'pi_nope'");
    await expect(payments.confirmWithTestCard("pi_local_zz", "4242424242424242")).rejects.toThrow(
      /No such payment_intent/,
    );
  });

  it("still knows an intent after a restart (a new instance), because its id carries amount and booking", async () => {
    const before = new LocalPayments();
    const intent = await before.createPaymentIntent(intentInput({ bookingId: "booking/with spaces_é" }));
    const after = new LocalPayments();
    expect(await after.retrievePaymentIntent(intent.id)).toEqual(intent);
    expect(await after.confirmWithTestCard(intent.id, "4242424242424242")).toEqual({ ok: true });
    expect((await after.retrievePaymentIntent(intent.id)).status).toBe("succeeded");
  });
});

describe("LocalPayments refunds, accounts and transfers", () => {
  it("refunds a paid intent up to its amount, replays a key, and refuses more", async () => {
    const payments = new LocalPayments();
    const { id } = await paidIntent(payments, 10_000);
    const first = await payments.refund({ paymentIntentId: id, amountCents: 6_000, idempotencyKey: "refund:a" });
    expect(first.id).toMatch(/^re_local_/);
    expect(await payments.refund({ paymentIntentId: id, amountCents: 6_000, idempotencyKey: "refund:a" })).toEqual(
      first,
    );
    await expect(
      payments.refund({ paymentIntentId: id, amountCents: 4_001, idempotencyKey: "refund:b" }),
    ).rejects.toThrow("Refund amount ($40.01) is greater than unrefunded amount on charge ($40.00)");
    const rest = await payments.refund({ paymentIntentId: id, amountCents: 4_000, idempotencyKey: "refund:b" });
    expect(rest.id).not.toBe(first.id);
  });

  it("refuses to refund an intent it knows is unpaid, but accepts intents it never saw (fixtures, restarts)", async () => {
    const payments = new LocalPayments();
    const { id } = await payments.createPaymentIntent(intentInput());
    await expect(payments.refund({ paymentIntentId: id, amountCents: 100, idempotencyKey: "r1" })).rejects.toThrow(
      "This PaymentIntent does not have a successful charge to refund.",
    );
    const refund = await payments.refund({ paymentIntentId: "pi_test_7", amountCents: 100, idempotencyKey: "r2" });
    expect(refund.id).toMatch(/^re_local_/);
  });

  it("creates one account per key and links to the local onboarding page", async () => {
    const payments = new LocalPayments();
    const account = await payments.createConnectAccount({ email: "pro@example.com", idempotencyKey: "connect:p1" });
    expect(account.id).toMatch(/^acct_local_[0-9a-f]{16}$/);
    expect(await payments.createConnectAccount({ email: "pro@example.com", idempotencyKey: "connect:p1" })).toEqual(
      account,
    );
    const returnUrl = `http://localhost:5173/dashboard?accID=${account.id}`;
    const link = await payments.createAccountLink({
      accountId: account.id,
      refreshUrl: "http://x/dashboard",
      returnUrl,
    });
    expect(link.url).toBe(`/dev/connect-onboarding?account=${account.id}&return=${encodeURIComponent(returnUrl)}`);
    expect(new URL(link.url, "http://localhost").searchParams.get("return")).toBe(returnUrl);
  });

  it("transfers once per key", async () => {
    const payments = new LocalPayments();
    const input = { amountCents: 8_000, destination: "acct_local_1", bookingId: "b1", idempotencyKey: "payout:b1" };
    const transfer = await payments.transfer(input);
    expect(transfer.id).toMatch(/^tr_local_/);
    expect(await payments.transfer(input)).toEqual(transfer);
    expect((await payments.transfer({ ...input, idempotencyKey: "payout:b2", bookingId: "b2" })).id).not.toBe(
      transfer.id,
    );
    await expect(payments.transfer({ ...input, amountCents: 9_000 })).rejects.toThrow(/same parameters/);
  });

  it.each([0, -1, 99.5, Number.NaN])("refuses %s cents everywhere money moves", async (amountCents) => {
    const payments = new LocalPayments();
    const message = /amountCents must be a positive whole number of cents/;
    await expect(payments.createPaymentIntent(intentInput({ amountCents }))).rejects.toThrow(message);
    await expect(payments.refund({ paymentIntentId: "pi_x", amountCents, idempotencyKey: "k" })).rejects.toThrow(
      message,
    );
    await expect(
      payments.transfer({ amountCents, destination: "acct_x", bookingId: "b", idempotencyKey: "k" }),
    ).rejects.toThrow(message);
  });
});

describe("LocalPayments webhooks", () => {
  const body = JSON.stringify({
    id: "evt_local_1",
    type: "payment_intent.succeeded",
    data: { object: { id: "pi_local_abc" } },
  });

  it("accepts a body signed with the local secret and maps it", () => {
    const payments = new LocalPayments();
    const signature = signLocalWebhook(body, LOCAL_WEBHOOK_SECRET);
    expect(payments.parseWebhook(Buffer.from(body), signature)).toEqual({
      id: "evt_local_1",
      type: "payment_intent.succeeded",
      objectId: "pi_local_abc",
    });
  });

  it("uses the configured webhook secret instead of the default one", () => {
    const payments = createPayments({ stripeWebhookSecret: "whsec_mine" });
    expect(() => payments.parseWebhook(Buffer.from(body), signLocalWebhook(body, LOCAL_WEBHOOK_SECRET))).toThrow(
      /does not match/,
    );
    expect(payments.parseWebhook(Buffer.from(body), signLocalWebhook(body, "whsec_mine")).id).toBe("evt_local_1");
  });

  it("refuses a wrong secret, a tampered body, a stale timestamp, and no header", () => {
    const payments = new LocalPayments();
    expect(() => payments.parseWebhook(Buffer.from(body), signLocalWebhook(body, "whsec_other"))).toThrow(
      /does not match/,
    );
    const signature = signLocalWebhook(body, LOCAL_WEBHOOK_SECRET);
    expect(() => payments.parseWebhook(Buffer.from(body.replace("abc", "abd")), signature)).toThrow(/does not match/);
    const stale = signLocalWebhook(body, LOCAL_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600);
    expect(() => payments.parseWebhook(Buffer.from(body), stale)).toThrow(/tolerance/);
    expect(() => payments.parseWebhook(Buffer.from(body), undefined)).toThrow(/missing/);
    expect(() => payments.parseWebhook(Buffer.from(body), "v1=abc")).toThrow(/malformed/);
  });

  it("refuses a correctly signed body that is not an event", () => {
    const payments = new LocalPayments();
    const notAnEvent = JSON.stringify({ hello: "world" });
    expect(() =>
      payments.parseWebhook(Buffer.from(notAnEvent), signLocalWebhook(notAnEvent, LOCAL_WEBHOOK_SECRET)),
    ).toThrow(/malformed/);
    expect(() =>
      payments.parseWebhook(Buffer.from("not json"), signLocalWebhook("not json", LOCAL_WEBHOOK_SECRET)),
    ).toThrow(/not JSON/);
  });

  it("signs in Stripe's header format, so Stripe's own verifier accepts a local signature", () => {
    const signature = signLocalWebhook(body, "whsec_shared");
    expect(Stripe.webhooks.constructEvent(body, signature, "whsec_shared").id).toBe("evt_local_1");
  });
});
