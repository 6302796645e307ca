// An appointment further out than a hold lasts: the card is only saved (a setup intent), the
// booking is offered to pros at once, and the lifecycle sweep holds the saved card
// CARD_HOLD.placeHoldDaysBefore the appointment; a declined hold e-mails the customer a link to
// give another card, the administrators are alerted once when still unheld 48 hours before, and
// a cancellation charges only a late cancellation's kept share. The same journeys on the local
// provider and on the real Stripe SDK against the stand-in; the browser's part (Stripe.js, or the
// local test card) is played on the provider itself, as card-hold.test.ts does.
import { bookingNumber, CARD_HOLD, CARD_SAVED_WORDING, holdPlacementAt, LIFECYCLE, unheldAlertAt } from "@primp/core";
import { createPayments, isLocalPayments, TEST_CARDS } from "@primp/payments";
import { type StripeStandIn, startStripeStandIn } from "@primp/payments/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enforceAcceptanceDeadlines } from "../../domain/acceptance-deadline.ts";
import { laterHoldIdempotencyKey, placeDueHolds } from "../../domain/hold-later.ts";
import { type Catalogue, catalogueLookups, silkPressInput } from "../../testing/booking-test-data.ts";
import { createPerson, mailTo, type PaymentsSpy, personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";
import { customerCancelsNow } from "../../testing/late-cancellation.ts";

const HOUR = 3_600_000;

/** What the customer's browser does with each provider: save a card, confirm another card's hold. */
interface Provider {
  name: string;
  start(services: TestServices): Promise<{
    saveCard(setupIntentId: string, declinesLater: boolean): Promise<void>;
    holdNewCard(paymentIntentId: string): Promise<void>;
    close(): Promise<void>;
  }>;
}

const localProvider: Provider = {
  name: "local provider",
  async start(services) {
    const local = services.payments;
    if (!isLocalPayments(local)) throw new Error("tests run with the local provider");
    return {
      async saveCard(setupIntentId, declinesLater) {
        const card = declinesLater ? TEST_CARDS.declinesLater : TEST_CARDS.succeeds;
        expect(await local.confirmSetupWithTestCard(setupIntentId, card)).toEqual({ ok: true });
      },
      async holdNewCard(paymentIntentId) {
        expect(await local.confirmWithTestCard(paymentIntentId, TEST_CARDS.succeeds)).toEqual({ ok: true });
      },
      close: async () => {},
    };
  },
};

const stripeProvider: Provider = {
  name: "Stripe (stand-in)",
  async start(services) {
    const standIn: StripeStandIn = await startStripeStandIn();
    services.payments = createPayments({
      stripeSecretKey: "sk_test_hold_later",
      stripeWebhookSecret: "whsec_test_hold_later",
      stripeClientOptions: standIn.clientOptions,
    });
    return {
      async saveCard(setupIntentId, declinesLater) {
        standIn.confirmSetupIntent(setupIntentId, declinesLater ? "pm_card_visa_chargeDeclined" : undefined);
      },
      async holdNewCard(paymentIntentId) {
        standIn.setPaymentIntentStatus(paymentIntentId, "requires_capture");
      },
      close: () => standIn.close(),
    };
  },
};

describe.each([localProvider, stripeProvider])("saving the card, holding it later ($name)", (provider) => {
  let services: TestServices;
  let browser: Awaited<ReturnType<Provider["start"]>>;
  let catalogue: Catalogue;
  let spy: PaymentsSpy;

  beforeEach(async () => {
    services = await createTestServices({}, { catalogue: true });
    browser = await provider.start(services);
    catalogue = catalogueLookups(services.db);
    spy = spyOnPayments(services);
  });
  afterEach(async () => {
    await browser.close();
    await services.close();
  });

  const stored = (id: string) => services.db.booking.findUniqueOrThrow({ where: { id } });

  /** A Silk Press booked `days` ahead by a signed-in customer, whose card the browser saved. */
  async function savedCardBooking(days: number, { declinesLater = false } = {}) {
    const customer = await personWithCaller(services);
    const created = await customer.caller.booking.create(await silkPressInput(catalogue, days));
    expect(created.cardStep).toBe("save");
    const setupIntentId = created.clientSecret.split("_secret_")[0] ?? "";
    await browser.saveCard(setupIntentId, declinesLater);
    const confirmation = await customer.caller.booking.confirmPayment({
      bookingId: created.bookingId,
      clientSecret: created.clientSecret,
    });
    const booking = await stored(created.bookingId);
    return { booking, customer, created, confirmation, setupIntentId };
  }

  /** A pro of the booking's state has accepted it; its appointment is moved `hoursFromNow` from now. */
  async function acceptedBy(bookingId: string, hoursFromNow: number) {
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    await services.db.proProfile.updateMany({ where: { userId: pro.user.id }, data: { stripeConnectId: "acct_pro" } });
    await services.db.booking.update({
      where: { id: bookingId },
      data: {
        status: "ACCEPTED",
        assignedProId: pro.user.id,
        acceptedAt: new Date(),
        appointmentAt: new Date(Date.now() + hoursFromNow * HOUR),
      },
    });
    return pro;
  }

  it(`saves the card, offers the booking to pros, holds it ${CARD_HOLD.placeHoldDaysBefore} days before (once), and captures it when done`, async () => {
    const { booking, confirmation, setupIntentId, customer } = await savedCardBooking(CARD_HOLD.holdWithinDays + 9);
    expect(booking).toMatchObject({
      status: "PENDING",
      paymentState: "CARD_SAVED",
      setupIntentId,
      paymentIntentId: null,
      heldAt: null,
    });
    expect(confirmation).toMatchObject({ paid: true, paymentState: "CARD_SAVED" });
    expect(spy.savedCardCharges).toEqual([]);
    const [receipt] = (await mailTo(services, booking.email)).filter((mail) => mail.tag === "booking-receipt");
    expect(receipt?.text).toContain(CARD_SAVED_WORDING);

    const holdAt = holdPlacementAt(booking.appointmentAt);
    await placeDueHolds(services, new Date(holdAt.getTime() - 1));
    expect((await stored(booking.id)).paymentState).toBe("CARD_SAVED");
    expect(await placeDueHolds(services, holdAt)).toContain("held 1 saved cards");
    // A second run (a retry, another server) holds nothing more.
    await placeDueHolds(services, new Date(holdAt.getTime() + HOUR));
    expect(spy.savedCardCharges).toEqual([
      expect.objectContaining({
        amountCents: booking.totalCents,
        captureMethod: "manual",
        idempotencyKey: laterHoldIdempotencyKey(booking.id),
      }),
    ]);
    const held = await stored(booking.id);
    expect(held).toMatchObject({ status: "PENDING", paymentState: "HELD", heldAt: holdAt });
    const intentId = held.paymentIntentId ?? "";
    expect(await services.payments.retrievePaymentIntent(intentId)).toMatchObject({
      status: "requires_capture",
      amountReceivedCents: 0,
    });
    expect((await customer.caller.booking.confirmation({ bookingId: booking.id })).paymentState).toBe("HELD");

    const pro = await acceptedBy(booking.id, -1);
    await pro.caller.pro.markDone({ bookingId: booking.id });
    expect(await stored(booking.id)).toMatchObject({ paymentState: "CAPTURED", capturedCents: booking.totalCents });
    expect((await services.payments.retrievePaymentIntent(intentId)).amountReceivedCents).toBe(booking.totalCents);
  });

  it("asks for another card when the hold is declined, keeps the booking with its pro, alerts admins once, then holds the new card", async () => {
    const admin = await createPerson(services, { role: "ADMIN" });
    const { booking } = await savedCardBooking(CARD_HOLD.holdWithinDays + 9, { declinesLater: true });
    const pro = await acceptedBy(booking.id, 24 * (CARD_HOLD.holdWithinDays + 9));
    const appointmentAt = (await stored(booking.id)).appointmentAt;

    expect(await placeDueHolds(services, holdPlacementAt(appointmentAt))).toContain("1 declined");
    expect(await stored(booking.id)).toMatchObject({
      status: "ACCEPTED",
      assignedProId: pro.user.id,
      paymentState: "CARD_NEEDED",
      paymentIntentId: null,
    });
    const mails = await mailTo(services, booking.email);
    const declined = mails.filter((mail) => mail.tag === "card-hold-declined");
    expect(declined).toHaveLength(1);
    const token = /\/card\?token=([\w-]+)/.exec(declined[0]?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    // A later run neither holds again nor e-mails again.
    await placeDueHolds(services, new Date(holdPlacementAt(appointmentAt).getTime() + HOUR));
    expect(spy.savedCardCharges).toHaveLength(1);
    expect((await mailTo(services, booking.email)).filter((mail) => mail.tag === "card-hold-declined")).toHaveLength(1);

    const adminAlerts = async () =>
      (await mailTo(services, admin.email)).filter((mail) => mail.tag === "card-hold-missing");
    const alertAt = unheldAlertAt(appointmentAt);
    await placeDueHolds(services, new Date(alertAt.getTime() - 1));
    expect(await adminAlerts()).toHaveLength(0);
    await placeDueHolds(services, alertAt);
    await placeDueHolds(services, new Date(alertAt.getTime() + HOUR));
    expect(await adminAlerts()).toHaveLength(1);
    expect((await adminAlerts())[0]?.text).toContain(`(booking ${bookingNumber(booking.id)})`);

    // The link's page, as a guest: another card, held at once.
    const { caller: guest } = createTestClient(services);
    const opened = await guest.booking.newCardHold({ token });
    expect(opened).toMatchObject({ bookingId: booking.id, totalCents: booking.totalCents });
    const newIntentId = opened.clientSecret.split("_secret_")[0] ?? "";
    await browser.holdNewCard(newIntentId);
    expect(await guest.booking.confirmNewCardHold({ token, ...opened })).toEqual({
      bookingId: booking.id,
      paymentState: "HELD",
    });
    expect(await stored(booking.id)).toMatchObject({ paymentState: "HELD", paymentIntentId: newIntentId });
    await expect(guest.booking.newCardHold({ token })).rejects.toThrow("does not need another card");
  });

  it("cancelled in the free window: nothing held, nothing charged, nothing to release", async () => {
    const { booking, customer } = await savedCardBooking(CARD_HOLD.holdWithinDays + 9);
    const result = await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain("Nothing was held or charged on your card");
    // The e-mail says the same, not that a refund is on its way.
    const email = (await mailTo(services, booking.email)).find((mail) => mail.tag === "booking-cancelled");
    expect(email?.text).toContain("Nothing was held or charged on your card, and nothing will be.");
    expect(email?.text).not.toContain("refund");
    expect(await stored(booking.id)).toMatchObject({ status: "CANCELLED", paymentState: null, capturedCents: null });
    expect(spy).toMatchObject({ savedCardCharges: [], captures: [], refunds: [], cancelledIntents: [] });
    // The sweep no longer holds it.
    await placeDueHolds(services, holdPlacementAt(booking.appointmentAt));
    expect(spy.savedCardCharges).toEqual([]);
  });

  it("cancelled late after a pro accepted: the saved card is charged the share the policy keeps, off-session", async () => {
    const { booking, customer } = await savedCardBooking(CARD_HOLD.holdWithinDays + 9);
    await acceptedBy(booking.id, 30);
    const before = await stored(booking.id);
    const { keptCents } = customerCancelsNow(before);
    expect(keptCents).toBeGreaterThan(0);

    const result = await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain("your saved card is charged");
    expect(spy.savedCardCharges).toEqual([expect.objectContaining({ amountCents: keptCents })]);
    expect(spy.savedCardCharges[0]?.captureMethod ?? "automatic").toBe("automatic");
    const cancelled = await stored(booking.id);
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentState: "CAPTURED", capturedCents: keptCents });
    expect(cancelled.cancelPayoutCents).toBeGreaterThan(0);
    expect((await services.payments.retrievePaymentIntent(cancelled.paymentIntentId ?? "")).amountReceivedCents).toBe(
      keptCents,
    );
  });

  it("cancelled by the acceptance deadline (no pro): nothing charged", async () => {
    const { booking } = await savedCardBooking(CARD_HOLD.holdWithinDays + 9);
    const cancelAt = new Date(booking.appointmentAt.getTime() - LIFECYCLE.acceptanceCancelBeforeStartHours * HOUR);
    // Unheld (the sweep did not run): the deadline finds a saved card and charges nothing.
    await enforceAcceptanceDeadlines(services, cancelAt);
    expect(await stored(booking.id)).toMatchObject({ status: "CANCELLED", paymentState: null });
    const email = (await mailTo(services, booking.email)).find((mail) => mail.tag === "booking-cancelled-no-pro");
    expect(email?.text).toContain("Nothing was held or charged on your card, and nothing will be.");
    expect(email?.text).not.toContain("refund");
    expect(spy.savedCardCharges).toEqual([]);
  });
});
