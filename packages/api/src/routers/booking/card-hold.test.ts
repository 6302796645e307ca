// A booking within CARD_HOLD.holdWithinDays is paid with a hold on the card (local provider,
// through the tRPC caller): captured when the pro marks it done or, if they forget, by the
// payouts sweep once the appointment's day is over; released when cancelled in the free window
// or never accepted; only the kept share captured for a late cancellation. Further out, the
// card is saved and held later (hold-later.test.ts).
import { autoCaptureAt, CARD_HOLD, formatUsd, LIFECYCLE } from "@primp/core";
import { isLocalPayments, type LocalPayments, TEST_CARDS } from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enforceAcceptanceDeadlines } from "../../domain/acceptance-deadline.ts";
import { HOLD_RELEASE_DELAYED } from "../../domain/cancellation.ts";
import { captureIdempotencyKey } from "../../domain/card-hold.ts";
import { payDuePayouts } from "../../domain/lifecycle-sweeps.ts";
import { PAYOUT_BEFORE_CAPTURE, payOutBooking } from "../../domain/payout.ts";
import { type Catalogue, catalogueLookups, silkPressInput } from "../../testing/booking-test-data.ts";
import { mailTo, type PaymentsSpy, personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";
import { customerCancelsNow } from "../../testing/late-cancellation.ts";

const HOUR = 3_600_000;
let services: TestServices;
let catalogue: Catalogue;
let local: LocalPayments;
let spy: PaymentsSpy;

beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
  if (!isLocalPayments(services.payments)) throw new Error("tests run with the local provider");
  local = services.payments;
  spy = spyOnPayments(services);
});
afterEach(() => services.close());

/** A Silk Press booked and paid by a signed-in customer, `days` ahead. */
async function paidBooking(days: number) {
  const customer = await personWithCaller(services);
  const created = await customer.caller.booking.create(await silkPressInput(catalogue, days));
  // The spy does not forward the test-card form, so the card is typed into the provider itself
  // (as Stripe.js would confirm it in the browser) and the confirm call reads the intent.
  const intentId = created.clientSecret.replace(/_secret_local$/, "");
  expect(await local.confirmWithTestCard(intentId, TEST_CARDS.succeeds)).toEqual({ ok: true });
  await customer.caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret });
  const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
  return { booking, customer, intentId };
}

/** A pro of the booking's state has accepted it; its appointment is moved `hoursFromNow` from now. */
async function acceptedBy(bookingId: string, hoursFromNow: number) {
  const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
  await services.db.proProfile.updateMany({
    where: { userId: pro.user.id },
    data: { stripeConnectId: "acct_local_pro" },
  });
  const appointmentAt = new Date(Date.now() + hoursFromNow * HOUR);
  await services.db.booking.update({
    where: { id: bookingId },
    data: { status: "ACCEPTED", assignedProId: pro.user.id, acceptedAt: new Date(), appointmentAt },
  });
  return pro;
}

const stored = (id: string) => services.db.booking.findUniqueOrThrow({ where: { id } });

describe("paying with a hold on the card", () => {
  it(`holds (charges nothing) within ${CARD_HOLD.holdWithinDays} days`, async () => {
    const soon = await paidBooking(CARD_HOLD.holdWithinDays - 2);
    expect(await stored(soon.booking.id)).toMatchObject({
      status: "PENDING",
      paymentState: "HELD",
      capturedCents: null,
    });
    expect(soon.booking.heldAt).toBeInstanceOf(Date);
    expect(await local.retrievePaymentIntent(soon.intentId)).toMatchObject({
      status: "requires_capture",
      amountReceivedCents: 0,
    });
  });

  it("captures the whole hold when the pro marks the job done, and pays out only after the capture", async () => {
    const { booking, intentId } = await paidBooking(2);
    const pro = await acceptedBy(booking.id, -1);
    await expect(payOutBooking(services, booking.id)).rejects.toThrow(PAYOUT_BEFORE_CAPTURE);

    await pro.caller.pro.markDone({ bookingId: booking.id });
    expect(spy.captures).toEqual([
      { paymentIntentId: intentId, amountCents: booking.totalCents, idempotencyKey: captureIdempotencyKey(booking.id) },
    ]);
    expect(await stored(booking.id)).toMatchObject({ paymentState: "CAPTURED", capturedCents: booking.totalCents });
    expect(await local.retrievePaymentIntent(intentId)).toMatchObject({
      status: "succeeded",
      amountReceivedCents: booking.totalCents,
    });
    await expect(payOutBooking(services, booking.id)).resolves.toMatchObject({ transferId: expect.any(String) });
    expect(spy.transfers.map((transfer) => transfer.amountCents)).toEqual([booking.payoutCents]);
  });

  it("captures a forgotten hold in the payouts sweep once the appointment's day is over, not before", async () => {
    const { booking, intentId } = await paidBooking(2);
    await acceptedBy(booking.id, -1);
    const dayOver = autoCaptureAt(booking.localDate, booking.timeZone);

    await payDuePayouts(services, new Date(dayOver.getTime() - 1));
    expect((await stored(booking.id)).paymentState).toBe("HELD");
    const note = await payDuePayouts(services, dayOver);
    expect(note).toContain("captured 1 holds");
    expect(await stored(booking.id)).toMatchObject({ paymentState: "CAPTURED", capturedAt: dayOver });
    expect((await local.retrievePaymentIntent(intentId)).amountReceivedCents).toBe(booking.totalCents);
  });

  it("keeps the hold when the capture fails at done, and the sweep captures it later", async () => {
    const { booking } = await paidBooking(2);
    const pro = await acceptedBy(booking.id, -1);
    spy.failNext("capture");
    await pro.caller.pro.markDone({ bookingId: booking.id });
    expect((await stored(booking.id)).paymentState).toBe("HELD");
    await payDuePayouts(services, autoCaptureAt(booking.localDate, booking.timeZone));
    expect((await stored(booking.id)).paymentState).toBe("CAPTURED");
  });

  it("releases the hold when the customer cancels in the free window: nothing charged, nothing refunded", async () => {
    const { booking, customer, intentId } = await paidBooking(4);
    const result = await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain("The hold on your card is released");
    const email = (await mailTo(services, booking.email)).find((mail) => mail.tag === "booking-cancelled");
    expect(email?.text).toContain("The hold on your card is released; you are not charged.");
    expect(email?.text).not.toContain("refund");
    expect(await stored(booking.id)).toMatchObject({
      status: "CANCELLED",
      paymentState: "RELEASED",
      capturedCents: null,
    });
    expect(spy.cancelledIntents).toEqual([intentId]);
    expect(spy.captures).toEqual([]);
    expect(spy.refunds).toEqual([]);
    expect((await local.retrievePaymentIntent(intentId)).status).toBe("canceled");
  });

  it("captures only the share the policy keeps when the customer cancels an accepted booking late", async () => {
    const { booking, customer, intentId } = await paidBooking(3);
    await acceptedBy(booking.id, 30);
    const before = await stored(booking.id);
    const { refundCents, keptCents } = customerCancelsNow(before);
    expect(keptCents).toBeGreaterThan(0);
    expect(refundCents).toBeGreaterThan(0);

    const result = await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain("the rest of the hold is released");
    expect(spy.captures).toEqual([
      { paymentIntentId: intentId, amountCents: keptCents, idempotencyKey: captureIdempotencyKey(booking.id) },
    ]);
    expect(spy.refunds).toEqual([]);
    expect(await stored(booking.id)).toMatchObject({ paymentState: "CAPTURED", capturedCents: keptCents, refundCents });
    expect((await local.retrievePaymentIntent(intentId)).amountReceivedCents).toBe(keptCents);
  });

  it("says the hold could not be settled yet, not that a refund failed, when the late capture fails", async () => {
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const { booking, customer } = await paidBooking(3);
    await acceptedBy(booking.id, 30);
    const { keptCents } = customerCancelsNow(await stored(booking.id));
    spy.failNext("capture");
    const result = await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain(HOLD_RELEASE_DELAYED);
    expect(result.message).not.toContain("refund");
    const [alert] = (await mailTo(services, admin.user.email)).filter((mail) => mail.tag === "refund-failed");
    expect(alert?.subject).toBe("A card hold could not be settled");
    expect(alert?.text).toContain(`capturing the ${formatUsd(keptCents)} kept under the policy`);
    expect(await stored(booking.id)).toMatchObject({ status: "CANCELLED", paymentState: "HELD" });
  });

  it("releases the hold of a booking no pro accepted when the acceptance deadline cancels it", async () => {
    const { booking, intentId } = await paidBooking(2);
    const cancelAt = new Date(booking.appointmentAt.getTime() - LIFECYCLE.acceptanceCancelBeforeStartHours * HOUR);
    await enforceAcceptanceDeadlines(services, cancelAt);
    expect(await stored(booking.id)).toMatchObject({ status: "CANCELLED", paymentState: "RELEASED" });
    expect(spy.refunds).toEqual([]);
    expect((await local.retrievePaymentIntent(intentId)).status).toBe("canceled");
  });
});
