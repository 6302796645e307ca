// Tipping with a new card, paid like a booking: the server opens an intent for the amount it
// decides, the browser confirms it with the card (here the local provider's test cards), and
// the tip is charged once, by the confirmation or the webhook, whichever comes first, then
// sent to the pro in full. The same rules as on the saved card: only the booking's customer
// (or the signed link), only COMPLETED, $1 to $500, a decline in words, one charge.
import {
  BOOKING_NOT_FOUND,
  TIP_CARD_NOT_CONFIRMED,
  TIP_DECLINED_NOTHING_CHANGED,
  TIP_IN_PROGRESS,
  TIP_NO_SAVED_CARD,
  TIP_NOT_COMPLETED,
  TIP_ONLY_CUSTOMER,
  TIP_OUT_OF_RANGE,
} from "@primp/core";
import { CARD_DECLINED_MESSAGE, isLocalPayments, signLocalWebhook, TEST_CARDS } from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handlePaymentWebhook } from "../../domain/booking-payment.ts";
import { bookingLinkToken, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";
import { tippableBooking } from "../../testing/tips.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const twenty = { kind: "percent", percent: 20 } as const;
const tippable = (options: Parameters<typeof tippableBooking>[2] = {}) =>
  tippableBooking(services, services.payments, options);

function local() {
  if (!isLocalPayments(services.payments)) throw new Error("These tests pay with the local provider's test cards");
  return services.payments;
}

/** The payment the server opened, which the browser confirms. */
function opened(result: Awaited<ReturnType<TestClientCaller["review"]["tipNewCard"]>>) {
  if (result.paid) throw new Error(`Expected a payment to confirm, got: ${result.message}`);
  return result;
}
type TestClientCaller = ReturnType<typeof createTestClient>["caller"];

const tipsOf = (bookingId: string) => services.db.tip.findMany({ where: { bookingId }, orderBy: { number: "asc" } });

describe("a tip with a new card", () => {
  it("opens an intent for the server's amount, charges it once the card is confirmed, and sends it all to the pro", async () => {
    const { customer, pro, booking } = await tippable();
    const payment = opened(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }));
    expect(payment).toMatchObject({ bookingId: booking.id, amountCents: 2_510 });
    const [attempt] = await tipsOf(booking.id);
    expect(attempt).toMatchObject({ number: 1, status: "CHARGING", withNewCard: true, claimedAt: null });
    expect(payment.clientSecret.startsWith(`${attempt?.paymentIntentId}_secret_`)).toBe(true);
    expect((await local().retrievePaymentIntent(attempt?.paymentIntentId ?? "")).amountCents).toBe(2_510);

    const anonymous = createTestClient(services).caller;
    const confirmed = await anonymous.review.confirmTip({ ...payment, cardNumber: TEST_CARDS.succeeds });
    expect(confirmed.message).toBe("Thank you! Your tip of $25.10 goes to Tamika in full.");
    const [charged] = await tipsOf(booking.id);
    expect(charged).toMatchObject({ status: "CHARGED", amountCents: 2_510, proId: pro.user.id });
    expect(charged?.transferId).toMatch(/^tr_local_/);
    expect((await pro.caller.account.bookingDetails({ bookingId: booking.id })).tip).toMatchObject({
      amountCents: 2_510,
      sentToPro: true,
    });

    // Confirming again, or tipping again either way, answers the same tip.
    expect((await anonymous.review.confirmTip({ ...payment, cardNumber: TEST_CARDS.succeeds })).tip.amountCents).toBe(
      2_510,
    );
    expect(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty })).toMatchObject({
      paid: true,
      tip: { amountCents: 2_510 },
    });
    expect((await customer.caller.review.tip({ bookingId: booking.id, choice: twenty })).tip.amountCents).toBe(2_510);
    expect(await tipsOf(booking.id)).toHaveLength(1);
  });

  it("is what a booking without a saved card is tipped with", async () => {
    const { customer, booking } = await tippable({ card: null });
    await expect(customer.caller.review.tip({ bookingId: booking.id, choice: twenty })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: TIP_NO_SAVED_CARD,
    });
    const payment = opened(
      await customer.caller.review.tipNewCard({
        bookingId: booking.id,
        choice: { kind: "amount", amountCents: 1_000 },
      }),
    );
    await customer.caller.review.confirmTip({ ...payment, cardNumber: TEST_CARDS.succeeds });
    expect((await tipsOf(booking.id)).map((tip) => tip.status)).toEqual(["DECLINED", "CHARGED"]);
  });

  it("a declined card says so, leaves the booking as it was, and the next try is a new attempt", async () => {
    const { customer, booking } = await tippable();
    const before = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const first = opened(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }));
    await expect(
      customer.caller.review.confirmTip({ ...first, cardNumber: TEST_CARDS.declined }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: `${CARD_DECLINED_MESSAGE} ${TIP_DECLINED_NOTHING_CHANGED}`,
    });
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toEqual(before);
    const [declined] = await tipsOf(booking.id);
    expect(declined).toMatchObject({ status: "DECLINED", declineMessage: CARD_DECLINED_MESSAGE, transferId: null });
    expect((await local().retrievePaymentIntent(declined?.paymentIntentId ?? "")).status).toBe("canceled");
    // The declined attempt's secret cannot be paid afterwards.
    await expect(customer.caller.review.confirmTip({ ...first, cardNumber: TEST_CARDS.succeeds })).rejects.toThrow(
      CARD_DECLINED_MESSAGE,
    );

    const second = opened(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }));
    await customer.caller.review.confirmTip({ ...second, cardNumber: TEST_CARDS.succeeds });
    expect((await tipsOf(booking.id)).map((tip) => [tip.number, tip.status])).toEqual([
      [1, "DECLINED"],
      [2, "CHARGED"],
    ]);
  });

  it("two submits at once, each confirmed twice at once, charge one card once", async () => {
    const { customer, booking } = await tippable();
    const opens = await Promise.allSettled([
      customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }),
      customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }),
    ]);
    const payments = opens.flatMap((result) => {
      if (result.status === "rejected") {
        expect(result.reason).toMatchObject({ code: "CONFLICT", message: TIP_IN_PROGRESS });
        return [];
      }
      return [opened(result.value)];
    });
    expect(payments.length).toBeGreaterThanOrEqual(1);
    const confirms = await Promise.allSettled(
      payments.flatMap((payment) =>
        [1, 2].map(() => customer.caller.review.confirmTip({ ...payment, cardNumber: TEST_CARDS.succeeds })),
      ),
    );
    expect(confirms.some((result) => result.status === "fulfilled")).toBe(true);
    const tips = await tipsOf(booking.id);
    expect(tips.filter((tip) => tip.status === "CHARGED")).toHaveLength(1);
    const intents = await Promise.all(tips.map((tip) => local().retrievePaymentIntent(tip.paymentIntentId ?? "")));
    expect(intents.filter((intent) => intent.status === "succeeded")).toHaveLength(1);
  });

  it("an intent left open is cancelled by the next tip, so a saved-card tip after it is the only charge", async () => {
    const { customer, booking } = await tippable();
    const abandoned = opened(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }));
    const result = await customer.caller.review.tip({
      bookingId: booking.id,
      choice: { kind: "amount", amountCents: 500 },
    });
    expect(result.tip.amountCents).toBe(500);
    await expect(customer.caller.review.confirmTip({ ...abandoned, cardNumber: TEST_CARDS.succeeds })).rejects.toThrow(
      TIP_CARD_NOT_CONFIRMED,
    );
    expect((await tipsOf(booking.id)).map((tip) => [tip.withNewCard, tip.status])).toEqual([
      [true, "DECLINED"],
      [false, "CHARGED"],
    ]);
  });

  it("paid in a tab that was then closed, it is charged by the payment webhook, once", async () => {
    const { customer, booking } = await tippable();
    const payment = opened(await customer.caller.review.tipNewCard({ bookingId: booking.id, choice: twenty }));
    const [attempt] = await tipsOf(booking.id);
    const intentId = attempt?.paymentIntentId ?? "";
    // What Stripe.js does in the browser before the tab goes away.
    expect(await local().confirmWithTestCard(intentId, TEST_CARDS.succeeds)).toEqual({ ok: true });
    const body = JSON.stringify({
      id: "evt_tip_1",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId } },
    });
    const signature = signLocalWebhook(body, local().webhookSecret);
    expect(await handlePaymentWebhook(services, Buffer.from(body), signature)).toBe("confirmed");
    expect(await handlePaymentWebhook(services, Buffer.from(body), signature)).toBe("duplicate");
    const [charged] = await tipsOf(booking.id);
    expect(charged).toMatchObject({ status: "CHARGED", amountCents: 2_510 });
    expect(charged?.transferId).toMatch(/^tr_local_/);
    // The browser's confirmation arriving late answers the same tip.
    expect((await customer.caller.review.confirmTip(payment)).tip.amountCents).toBe(2_510);
  });
});

describe("who may tip with a new card", () => {
  it("only the booking's customer, only COMPLETED, $1 to $500; a wrong secret finds nothing", async () => {
    const { customer, pro, booking } = await tippable();
    const stranger = await personWithCaller(services);
    const input = { bookingId: booking.id, choice: twenty };
    await expect(stranger.caller.review.tipNewCard(input)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    await expect(pro.caller.review.tipNewCard(input)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: TIP_ONLY_CUSTOMER,
    });
    await expect(
      customer.caller.review.tipNewCard({ bookingId: booking.id, choice: { kind: "amount", amountCents: 50_001 } }),
    ).rejects.toThrow(TIP_OUT_OF_RANGE);
    const accepted = await tippable({ status: "ACCEPTED" });
    await expect(
      accepted.customer.caller.review.tipNewCard({ bookingId: accepted.booking.id, choice: twenty }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: TIP_NOT_COMPLETED });
    expect(await services.db.tip.count()).toBe(0);

    const payment = opened(await customer.caller.review.tipNewCard(input));
    await expect(
      stranger.caller.review.confirmTip({ ...payment, clientSecret: `${payment.clientSecret}x` }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
    await expect(
      stranger.caller.review.confirmTip({ ...payment, bookingId: accepted.booking.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  });

  it("a guest through the completion e-mail's signed link", async () => {
    const { booking } = await tippable();
    const token = await bookingLinkToken(services, booking.id);
    const guest = createTestClient(services).caller;
    const payment = opened(
      await guest.review.tipNewCardByLink({
        token,
        choice: { kind: "amount", amountCents: 1_200 },
        confirmedAmountCents: 1_200,
      }),
    );
    expect(payment.amountCents).toBe(1_200);
    expect((await guest.review.confirmTip({ ...payment, cardNumber: TEST_CARDS.succeeds })).message).toBe(
      "Thank you! Your tip of $12.00 goes to Tamika in full.",
    );
    expect((await guest.review.linkedBooking({ token })).tip).toMatchObject({ amountCents: 1_200, sentToPro: true });
  });
});
