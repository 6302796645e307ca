// Holds on the local provider: authorise now, capture (all or part) or release later, and the
// lapse after HOLD_LIFETIME_DAYS, on a clock the test moves by hand.
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_DECLINED_MESSAGE, LocalPayments, TEST_CARDS } from "./local-payments.ts";
import { SAMPLE_HOLD, savedCardOf } from "./testing/holds.ts";
import { HOLD_LIFETIME_DAYS } from "./types.ts";

const DAY = 86_400_000;
let clock: Date;
let payments: LocalPayments;

beforeEach(() => {
  clock = new Date("2026-12-01T15:00:00Z");
  payments = new LocalPayments({ now: () => clock });
});

async function heldIntent(amountCents = 10_000) {
  const intent = await payments.createPaymentIntent({
    amountCents,
    bookingId: "booking_1",
    receiptEmail: "ada@example.com",
    description: "Silk Press",
    idempotencyKey: "intent:booking_1",
    captureMethod: "manual",
  });
  expect(await payments.confirmWithTestCard(intent.id, TEST_CARDS.succeeds)).toEqual({ ok: true });
  return payments.retrievePaymentIntent(intent.id);
}

describe("LocalPayments holds", () => {
  it("holds the amount without charging it, with the card saved for later", async () => {
    const intent = await heldIntent();
    expect(intent).toMatchObject({ status: "requires_capture", amountCents: 10_000, amountReceivedCents: 0 });
    expect(intent.savedCard?.paymentMethodId).toMatch(/^pm_local_card_/);
    // Paying a held intent again (a double click) changes nothing.
    expect(await payments.confirmWithTestCard(intent.id, TEST_CARDS.succeeds)).toEqual({ ok: true });
    expect((await payments.retrievePaymentIntent(intent.id)).status).toBe("requires_capture");
  });

  it("captures the whole hold once; a replayed key answers the same, a second capture is refused", async () => {
    const intent = await heldIntent();
    const captured = await payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:1" });
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 10_000 });
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:1" }),
    ).resolves.toMatchObject({ status: "succeeded" });
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:2" }),
    ).rejects.toThrow(/status of succeeded/);
  });

  it("captures part of a hold, and refunds at most what was captured", async () => {
    const intent = await heldIntent();
    const captured = await payments.capturePaymentIntent({
      paymentIntentId: intent.id,
      amountCents: 5_000,
      idempotencyKey: "capture:1",
    });
    expect(captured).toMatchObject({ status: "succeeded", amountReceivedCents: 5_000 });
    await expect(
      payments.refund({ paymentIntentId: intent.id, amountCents: 5_001, idempotencyKey: "refund:1" }),
    ).rejects.toThrow(/greater than unrefunded amount/);
    await expect(
      payments.refund({ paymentIntentId: intent.id, amountCents: 5_000, idempotencyKey: "refund:2" }),
    ).resolves.toMatchObject({ id: expect.stringMatching(/^re_local_/) });
  });

  it("refuses to capture more than the hold", async () => {
    const intent = await heldIntent();
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, amountCents: 10_001, idempotencyKey: "capture:1" }),
    ).rejects.toThrow(/greater than the amount held/);
  });

  it("releases a hold: nothing charged, nothing capturable, nothing refundable", async () => {
    const intent = await heldIntent();
    expect(await payments.cancelPaymentIntent(intent.id)).toMatchObject({ status: "canceled", amountReceivedCents: 0 });
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:1" }),
    ).rejects.toThrow(/status of canceled/);
  });

  it(`lets an uncaptured hold lapse after ${HOLD_LIFETIME_DAYS} days`, async () => {
    const intent = await heldIntent();
    clock = new Date(clock.getTime() + HOLD_LIFETIME_DAYS * DAY - 1);
    expect((await payments.retrievePaymentIntent(intent.id)).status).toBe("requires_capture");
    clock = new Date(clock.getTime() + 1);
    expect((await payments.retrievePaymentIntent(intent.id)).status).toBe("canceled");
    await expect(
      payments.capturePaymentIntent({ paymentIntentId: intent.id, idempotencyKey: "capture:1" }),
    ).rejects.toThrow(/status of canceled/);
  });

  it("still captures a hold a restarted process forgot (its id says it is a hold)", async () => {
    const intent = await heldIntent();
    const restarted = new LocalPayments({ now: () => clock });
    await expect(
      restarted.capturePaymentIntent({ paymentIntentId: intent.id, amountCents: 2_500, idempotencyKey: "c" }),
    ).resolves.toMatchObject({ status: "succeeded", amountReceivedCents: 2_500 });
  });

  it("saves a card with a setup intent and holds it later, off session; a card that declines later is refused", async () => {
    const setup = await payments.createSetupIntent({
      bookingId: "booking_1",
      receiptEmail: "ada@example.com",
      idempotencyKey: "setup:booking_1",
    });
    expect(setup).toMatchObject({ status: "requires_payment_method", savedCard: null });
    expect(await payments.confirmSetupWithTestCard(setup.id, TEST_CARDS.declined)).toEqual({
      ok: false,
      message: CARD_DECLINED_MESSAGE,
    });
    expect(await payments.confirmSetupWithTestCard(setup.id, TEST_CARDS.succeeds)).toEqual({ ok: true });
    const card = await savedCardOf(payments, setup.id);
    const held = await payments.chargeSavedCard({ ...SAMPLE_HOLD, card, idempotencyKey: "hold:1" });
    if (!held.ok) throw new Error(held.message);
    expect(await payments.retrievePaymentIntent(held.paymentIntentId)).toMatchObject({
      status: "requires_capture",
      amountReceivedCents: 0,
    });

    const laterSetup = await payments.createSetupIntent({
      bookingId: "booking_2",
      receiptEmail: "ada@example.com",
      idempotencyKey: "setup:booking_2",
    });
    await payments.confirmSetupWithTestCard(laterSetup.id, TEST_CARDS.declinesLater);
    const declining = await savedCardOf(payments, laterSetup.id);
    expect(await payments.chargeSavedCard({ ...SAMPLE_HOLD, card: declining, idempotencyKey: "hold:2" })).toEqual({
      ok: false,
      message: CARD_DECLINED_MESSAGE,
    });
  });
});
