// Tips on the booking's saved card: only the booking's customer, only COMPLETED, $1 to $500,
// one charge however many submits arrive at once, a decline said in words with the booking
// untouched, and the whole tip sent to the pro as its own transfer.
import {
  BOOKING_NOT_FOUND,
  TIP_CANCELLED,
  TIP_CHOOSE,
  TIP_DECLINED_NOTHING_CHANGED,
  TIP_IN_PROGRESS,
  TIP_NOT_COMPLETED,
  TIP_ONLY_CUSTOMER,
  TIP_OUT_OF_RANGE,
} from "@primp/core";
import { CARD_DECLINED_MESSAGE, TEST_CARDS } from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { payDuePayouts } from "../../domain/lifecycle-sweeps.ts";
import { tipTransferIdempotencyKey, transferTip } from "../../domain/tips.ts";
import {
  createBookingRow,
  createPerson,
  intentPaidWithTestCard,
  personWithCaller,
  spyOnPayments,
} from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";
import { type TippableOptions, tippableBooking } from "../../testing/tips.ts";

let services: TestServices;
/** The local provider itself, for paying bookings with a test card even once a spy wraps it. */
let local: TestServices["payments"];
beforeEach(async () => {
  services = await createTestServices();
  local = services.payments;
});
afterEach(() => services.close());

const tippable = (options: TippableOptions = {}) => tippableBooking(services, local, options);

describe("tipping the pro of a completed booking", () => {
  it("charges 20% of the total to the booking's card and sends all of it to the pro as its own transfer", async () => {
    const spy = spyOnPayments(services);
    const { customer, pro, booking } = await tippable();
    const result = await customer.caller.review.tip({
      bookingId: booking.id,
      choice: { kind: "percent", percent: 20 },
    });

    expect(result.message).toBe("Thank you! Your tip of $25.10 goes to Tamika in full.");
    expect(spy.savedCardCharges).toEqual([
      expect.objectContaining({
        amountCents: 2_510,
        bookingId: booking.id,
        idempotencyKey: `tip-charge:${booking.id}:1`,
      }),
    ]);
    expect(spy.transfers).toEqual([
      {
        amountCents: 2_510,
        destination: expect.stringMatching(/^acct_tamika_/),
        bookingId: booking.id,
        idempotencyKey: tipTransferIdempotencyKey(booking.id, 1),
      },
    ]);
    expect(tipTransferIdempotencyKey(booking.id, 1)).toBe(`tip:${booking.id}:1`);
    const tip = await services.db.tip.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(tip).toMatchObject({ proId: pro.user.id, amountCents: 2_510, status: "CHARGED", number: 1 });
    expect(tip.transferId).toMatch(/^tr_local_/);

    // The booking page shows it to the customer and the pro; a second tip is the same one.
    expect(await pro.caller.pro.tips()).toEqual({
      count: 1,
      totalCents: 2_510,
      latest: [expect.objectContaining({ bookingId: booking.id, amountCents: 2_510, sentToPro: true })],
    });
    const details = await pro.caller.account.bookingDetails({ bookingId: booking.id });
    expect(details.tip).toMatchObject({ amountCents: 2_510, sentToPro: true });
    const again = await customer.caller.review.tip({
      bookingId: booking.id,
      choice: { kind: "amount", amountCents: 1_000 },
    });
    expect(again.tip.amountCents).toBe(2_510);
    expect(spy.savedCardCharges).toHaveLength(1);
  });

  it("takes a custom amount from $1 to $500, and refuses a share of the total outside it", async () => {
    const { customer, booking } = await tippable({ totalCents: 300_000 });
    await expect(
      customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 25 } }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: TIP_OUT_OF_RANGE,
    });
    expect(
      (await customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "amount", amountCents: 50_000 } })).tip
        .amountCents,
    ).toBe(50_000);
  });

  it("two submits at once charge the card once", async () => {
    const spy = spyOnPayments(services, { delayMs: 20 });
    const { customer, booking } = await tippable();
    const results = await Promise.allSettled([
      customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 20 } }),
      customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 20 } }),
    ]);
    expect(spy.savedCardCharges).toHaveLength(1);
    expect(spy.transfers).toHaveLength(1);
    expect(results.filter((result) => result.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    for (const result of results) {
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({ code: "CONFLICT", message: TIP_IN_PROGRESS });
    }
    expect(await services.db.tip.count({ where: { bookingId: booking.id, status: "CHARGED" } })).toBe(1);
  });
});

describe("a declined tip", () => {
  it("says so in a sentence, leaves the booking as it was, and may be tried again as a new attempt", async () => {
    const spy = spyOnPayments(services);
    const { customer, booking } = await tippable({ card: TEST_CARDS.declinesLater });
    const before = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    for (const number of [1, 2]) {
      await expect(
        customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 15 } }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: `${CARD_DECLINED_MESSAGE} ${TIP_DECLINED_NOTHING_CHANGED}`,
      });
      expect(spy.savedCardCharges.at(-1)?.idempotencyKey).toBe(`tip-charge:${booking.id}:${number}`);
    }
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toEqual(before);
    expect(spy.transfers).toEqual([]);
    expect(await services.db.tip.findMany({ where: { bookingId: booking.id }, select: { status: true } })).toEqual([
      { status: "DECLINED" },
      { status: "DECLINED" },
    ]);
    expect((await customer.caller.account.bookingDetails({ bookingId: booking.id })).tip).toBeNull();
  });
});

describe("who may tip which booking", () => {
  it("only its customer: its pro and administrators are told so, anyone else that it does not exist", async () => {
    const { pro, booking } = await tippable();
    const stranger = await personWithCaller(services);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const input = { bookingId: booking.id, choice: { kind: "percent", percent: 20 } } as const;
    await expect(stranger.caller.review.tip(input)).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    for (const other of [pro, admin]) {
      await expect(other.caller.review.tip(input)).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: TIP_ONLY_CUSTOMER,
      });
    }
    expect(await services.db.tip.count()).toBe(0);
  });

  it("only a COMPLETED booking; a cancelled one never", async () => {
    for (const [status, message] of [
      ["ACCEPTED", TIP_NOT_COMPLETED],
      ["PENDING", TIP_NOT_COMPLETED],
      ["CANCELLED", TIP_CANCELLED],
    ] as const) {
      const { customer, booking } = await tippable({ status });
      await expect(
        customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 20 } }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message,
      });
    }
    expect(await services.db.tip.count()).toBe(0);
  });

  it("refuses amounts under $1 or over $500 and unknown shares, in words", async () => {
    const { customer, booking } = await tippable();
    for (const amountCents of [99, 50_001, 0, 12.5]) {
      const call = customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "amount", amountCents } });
      await expect(call).rejects.toMatchObject({ code: "BAD_REQUEST" });
      await expect(call).rejects.toThrow(TIP_OUT_OF_RANGE);
    }
    await expect(
      customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 18 } } as never),
    ).rejects.toThrow(TIP_CHOOSE);
    expect(await services.db.tip.count()).toBe(0);
  });
});

describe("the transfer to the pro", () => {
  it("waits for a pro without a connected account and goes with the payouts sweep once they have one, once", async () => {
    const spy = spyOnPayments(services);
    const { customer, pro, booking } = await tippable({ stripeConnectId: null });
    await customer.caller.review.tip({ bookingId: booking.id, choice: { kind: "amount", amountCents: 1_500 } });
    const tip = await services.db.tip.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(tip).toMatchObject({ status: "CHARGED", transferId: null });
    expect(spy.transfers).toEqual([]);

    expect(await payDuePayouts(services, new Date())).toBe("paid 0 payouts and 0 late-cancellation shares");
    await services.db.proProfile.update({ where: { userId: pro.user.id }, data: { stripeConnectId: "acct_later" } });
    const [sweep, again] = await Promise.all([payDuePayouts(services, new Date()), transferTip(services, tip.id)]);
    expect(sweep.startsWith("paid 0 payouts and 0 late-cancellation shares")).toBe(true);
    expect(again || sweep.endsWith("and sent 1 tips")).toBe(true);
    expect(new Set(spy.transfers.map((transfer) => transfer.idempotencyKey))).toEqual(new Set([`tip:${booking.id}:1`]));
    const sent = await services.db.tip.findUniqueOrThrow({ where: { id: tip.id } });
    expect(sent.transferId).toMatch(/^tr_local_/);
  });
});

it("a tip on a booking whose guest customer later proved the e-mail", async () => {
  const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_pro" });
  const booking = await createBookingRow(services, {
    email: "guest.tips@example.com",
    status: "COMPLETED",
    assignedProId: pro.id,
    hoursAhead: -48,
    paymentIntentId: await intentPaidWithTestCard(local),
  });
  const signedUp = await personWithCaller(services, { email: "guest.tips@example.com", emailVerified: true });
  expect(
    (await signedUp.caller.review.tip({ bookingId: booking.id, choice: { kind: "percent", percent: 15 } })).tip
      .amountCents,
  ).toBe(1_875);
});
