// A tip with a new card through Stripe: the real `stripe` SDK against the local stand-in
// server, Stripe.js's part (the customer confirming the card) simulated on the stand-in. The
// intent is opened for the server's amount with a key per attempt, an intent never paid is
// cancelled by the next try, and the paid one is charged once and transferred to the pro.
import { TIP_CARD_NOT_CONFIRMED, TIP_DECLINED_NOTHING_CHANGED } from "@primp/core";
import { createPayments, signLocalWebhook } from "@primp/payments";
import { type StripeStandIn, startStripeStandIn } from "@primp/payments/testing";
import { afterEach, beforeEach, expect, it } from "vitest";
import { handlePaymentWebhook } from "../../domain/booking-payment.ts";
import { tipIntentIdempotencyKey } from "../../domain/tip-new-card.ts";
import { tipTransferIdempotencyKey } from "../../domain/tips.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";
import { tippableBooking } from "../../testing/tips.ts";

const WEBHOOK_SECRET = "whsec_test_tip_flow";

let services: TestServices;
let standIn: StripeStandIn;
beforeEach(async () => {
  services = await createTestServices();
  standIn = await startStripeStandIn();
});
afterEach(async () => {
  await standIn.close();
  await services.close();
});

const posts = (path: string) =>
  standIn.requests.filter((request) => request.method === "POST" && request.path === path);

it("opens the tip's intent per attempt, cancels one never paid, and charges and transfers the paid one once", async () => {
  // The booking was paid before cards were saved: a new card is the way to tip.
  const { customer, pro, booking } = await tippableBooking(services, services.payments, { card: null });
  services.payments = createPayments({
    stripeSecretKey: "sk_test_tip_flow",
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeClientOptions: standIn.clientOptions,
  });
  const account = await services.payments.createConnectAccount({ email: "tamika@example.com", idempotencyKey: "acct" });
  await services.db.proProfile.update({ where: { userId: pro.user.id }, data: { stripeConnectId: account.id } });
  const choice = { kind: "percent", percent: 20 } as const;
  const open = async () => {
    const opened = await customer.caller.review.tipNewCard({ bookingId: booking.id, choice });
    if (opened.paid) throw new Error("Expected a payment to confirm");
    return opened;
  };

  const first = await open();
  expect(posts("/v1/payment_intents").at(-1)).toMatchObject({
    idempotencyKey: tipIntentIdempotencyKey(booking.id, 1),
    body: { amount: "2510", currency: "usd", metadata: { bookingId: booking.id } },
  });
  // Stripe.js declined the card: the server reads the intent and charges nothing.
  await expect(customer.caller.review.confirmTip(first)).rejects.toThrow(
    `${TIP_CARD_NOT_CONFIRMED} ${TIP_DECLINED_NOTHING_CHANGED}`,
  );

  const second = await open();
  const firstIntent = first.clientSecret.split("_secret_")[0];
  expect(posts(`/v1/payment_intents/${firstIntent}/cancel`)).toHaveLength(1);
  expect(posts("/v1/payment_intents").at(-1)?.idempotencyKey).toBe(tipIntentIdempotencyKey(booking.id, 2));

  const secondIntent = second.clientSecret.split("_secret_")[0] ?? "";
  standIn.setPaymentIntentStatus(secondIntent, "succeeded");
  const body = JSON.stringify({
    id: "evt_tip_paid",
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: secondIntent, object: "payment_intent" } },
  });
  const [confirmed, webhook] = await Promise.all([
    customer.caller.review.confirmTip(second),
    handlePaymentWebhook(services, Buffer.from(body), signLocalWebhook(body, WEBHOOK_SECRET)),
  ]);
  expect(confirmed.message).toBe("Thank you! Your tip of $25.10 goes to Tamika in full.");
  expect(["confirmed", "unchanged"]).toContain(webhook);
  const tips = await services.db.tip.findMany({ where: { bookingId: booking.id }, orderBy: { number: "asc" } });
  expect(tips.map((tip) => tip.status)).toEqual(["DECLINED", "CHARGED"]);
  expect(new Set(posts("/v1/transfers").map((request) => request.idempotencyKey))).toEqual(
    new Set([tipTransferIdempotencyKey(booking.id, 2)]),
  );
  expect(posts("/v1/transfers").at(-1)?.body).toMatchObject({ amount: "2510" });
  expect(tips[1]?.transferId).toMatch(/^tr_/);
});
