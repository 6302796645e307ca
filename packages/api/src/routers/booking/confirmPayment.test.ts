// Paying a booking with the local provider's test cards, the webhook path, and the
// confirmation screen's access rules: confirmed exactly once, one receipt, declines retryable.

import { BOOKING_NOT_FOUND } from "@primp/core";
import { readAttachments } from "@primp/mail";
import {
  CARD_DECLINED_MESSAGE,
  isLocalPayments,
  type LocalPayments,
  signLocalWebhook,
  TEST_CARDS,
} from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handlePaymentWebhook, TRY_ANOTHER_CARD, WebhookRejectedError } from "../../domain/booking-payment.ts";
import {
  bookingInput,
  type Catalogue,
  catalogueLookups,
  hairAnswers,
  seedPriceCents,
} from "../../testing/booking-test-data.ts";
import { createPerson, mailTo, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
});
afterEach(() => services.close());

function localPayments(): LocalPayments {
  if (!isLocalPayments(services.payments)) throw new Error("tests run with the local provider");
  return services.payments;
}

async function createSilkPress(caller = createTestClient(services).caller) {
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  const created = await caller.booking.create(
    bookingInput(boston.id, hairAnswers(silkPress.id, { parkingAvailable: false })),
  );
  const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
  return { created, booking, caller, intentId: booking.paymentIntentId ?? "" };
}

function heldEvent(intentId: string, eventId = "evt_paid_1") {
  // The hold of the total is what confirms it (Stripe: the amount became capturable).
  const body = JSON.stringify({
    id: eventId,
    type: "payment_intent.amount_capturable_updated",
    data: { object: { id: intentId } },
  });
  return { body: Buffer.from(body), signature: signLocalWebhook(body, localPayments().webhookSecret) };
}

const receipts = () => services.db.mailMessage.count({ where: { tag: "booking-receipt" } });

describe("booking.confirmPayment with the local provider", () => {
  it("keeps a declined booking unpaid and retryable, then confirms it with a good card and sends the e-mails", async () => {
    const maPro = await createPerson(services, { role: "PRO", state: "MA" });
    const nyPro = await createPerson(services, { role: "PRO", state: "NY" });
    const admin = await createPerson(services, { role: "ADMIN" });
    const { created, caller } = await createSilkPress();
    const pay = (cardNumber: string) =>
      caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret, cardNumber });

    await expect(pay("4000 0000 0000 0002")).rejects.toThrow(`${CARD_DECLINED_MESSAGE} ${TRY_ANOTHER_CARD}`);
    let booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    expect(booking).toMatchObject({ status: "AWAITING_PAYMENT", paidAt: null });
    expect(await services.db.mailMessage.count()).toBe(0);

    const confirmation = await pay("4242 4242 4242 4242");
    const total = seedPriceCents("Silk Press") + 2000;
    expect(confirmation).toMatchObject({
      bookingId: created.bookingId,
      status: "PENDING",
      paid: true,
      serviceName: "Silk Press",
      time: "2:30 P.M.",
      timeZone: "Eastern",
      place: { address1: "1 Beacon St", address2: "Apt 4", city: "Boston", state: "MA", zip: "02108" },
      totalCents: total,
    });
    expect(confirmation.date).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(confirmation.lines.map((line) => line.code)).toEqual(["SERVICE", "NO_PARKING"]);
    booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    expect(booking.status).toBe("PENDING");
    expect(booking.paidAt).not.toBeNull();

    const [receipt] = await mailTo(services, "ada@example.com");
    expect(receipt?.subject).toContain("receipt");
    expect(receipt?.text).toContain(booking.serviceDesc);
    expect(receipt?.text).toContain("Total held on your card: $115.00");
    // The receipt carries the calendar invite; the confirmation offers the same event to download.
    const [invite] = readAttachments(receipt?.attachments);
    expect(invite?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const ics = Buffer.from(invite?.contentBase64 ?? "", "base64")
      .toString("utf8")
      .replace(/\r\n[ \t]/g, ""); // long lines unfolded
    const utcStamp = `${booking.appointmentAt.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
    expect(ics).toContain(`DTSTART:${utcStamp}`);
    expect(ics).toContain(`UID:booking-${booking.id}@primp`);
    // Nobody has accepted yet: the time is held, not promised; the customer is its attendee.
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*mailto:ada@example\.com/i);
    expect(ics).toMatch(/ORGANIZER;CN="?Primp"?:mailto:hello@primp\.local/i);
    expect(confirmation.calendar?.ics).toContain(`DTSTART:${utcStamp}`);
    expect(confirmation.calendar?.ics).toContain("METHOD:PUBLISH");
    const [proNotice] = await mailTo(services, maPro.email);
    expect(proNotice?.subject).toBe("New booking in your state: Silk Press in Boston, MA");
    expect(proNotice?.text).toContain(`http://primp.test/booking-confirmation?id=${booking.id}`);
    expect(await mailTo(services, nyPro.email)).toHaveLength(0);
    expect((await mailTo(services, admin.email)).map((mail) => mail.tag)).toEqual(["booking-new-admin"]);
  });

  it("answers a second confirm (a double click) with the same confirmation and no second receipt", async () => {
    const { created, caller } = await createSilkPress();
    const input = { bookingId: created.bookingId, clientSecret: created.clientSecret, cardNumber: TEST_CARDS.succeeds };
    const [first, second] = await Promise.all([
      caller.booking.confirmPayment(input),
      caller.booking.confirmPayment(input),
    ]);
    expect(first.status).toBe("PENDING");
    expect(second.status).toBe("PENDING");
    expect(await caller.booking.confirmPayment(input)).toMatchObject({ status: "PENDING" });
    expect(await receipts()).toBe(1);
  });

  it("asks for a card number and refuses an invalid one", async () => {
    const { created, caller } = await createSilkPress();
    const pay = (cardNumber?: string) =>
      caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret, cardNumber });
    await expect(pay()).rejects.toThrow("Please enter your card number.");
    await expect(pay("1234 5678 9012 3456")).rejects.toThrow("Your card number is invalid.");
    await expect(pay("4242-abcd")).rejects.toThrow("Please enter your card number using digits only.");
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } })).status).toBe(
      "AWAITING_PAYMENT",
    );
  });

  it("does not let anyone without the client secret pay or read the booking", async () => {
    const { created } = await createSilkPress();
    const { caller: stranger } = createTestClient(services);
    // Called one at a time, so no rejection sits unobserved while an earlier one is awaited.
    const attempts = [
      () =>
        stranger.booking.confirmPayment({
          bookingId: created.bookingId,
          clientSecret: "pi_guess_secret_x",
          cardNumber: TEST_CARDS.succeeds,
        }),
      () =>
        stranger.booking.confirmPayment({
          bookingId: created.bookingId,
          clientSecret: `${created.clientSecret}x`,
          cardNumber: TEST_CARDS.succeeds,
        }),
      () => stranger.booking.confirmPayment({ bookingId: "no-such-booking", clientSecret: created.clientSecret }),
      () => stranger.booking.confirmation({ bookingId: created.bookingId }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(BOOKING_NOT_FOUND);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } })).status).toBe(
      "AWAITING_PAYMENT",
    );
  });
});

describe("payment webhook", () => {
  it("confirms a booking paid in a tab that was then closed, once, however often it is replayed", async () => {
    const { created, intentId } = await createSilkPress();
    // The browser paid, then the tab closed before the confirm call.
    expect(await localPayments().confirmWithTestCard(intentId, TEST_CARDS.succeeds)).toEqual({ ok: true });

    const event = heldEvent(intentId);
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("confirmed");
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("duplicate");
    // A second event for the same intent (providers may send more than one) changes nothing either.
    const again = heldEvent(intentId, "evt_paid_2");
    expect(await handlePaymentWebhook(services, again.body, again.signature)).toBe("unchanged");

    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    expect(booking.status).toBe("PENDING");
    expect(await receipts()).toBe(1);
    expect(await services.db.paymentEvent.count()).toBe(2);

    // The customer reopening the page sees the confirmation, still with one receipt.
    const { caller } = createTestClient(services);
    const view = await caller.booking.confirmation({
      bookingId: created.bookingId,
      clientSecret: created.clientSecret,
    });
    expect(view).toMatchObject({ status: "PENDING", paid: true });
    await caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret });
    expect(await receipts()).toBe(1);
  });

  it("confirms once when the webhook and the confirm call race", async () => {
    const { created, caller, intentId } = await createSilkPress();
    await localPayments().confirmWithTestCard(intentId, TEST_CARDS.succeeds);
    const event = heldEvent(intentId);
    await Promise.all([
      handlePaymentWebhook(services, event.body, event.signature),
      caller.booking.confirmPayment({ bookingId: created.bookingId, clientSecret: created.clientSecret }),
      handlePaymentWebhook(services, event.body, event.signature),
    ]);
    expect(await receipts()).toBe(1);
  });

  it("refuses a forged or altered event and records nothing", async () => {
    const { intentId } = await createSilkPress();
    const event = heldEvent(intentId);
    const forged = Buffer.from(event.body.toString().replace("evt_paid_1", "evt_forged"));
    await expect(handlePaymentWebhook(services, forged, event.signature)).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(handlePaymentWebhook(services, event.body, undefined)).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(
      handlePaymentWebhook(services, event.body, signLocalWebhook(event.body, "whsec_wrong")),
    ).rejects.toBeInstanceOf(WebhookRejectedError);
    expect(await services.db.paymentEvent.count()).toBe(0);
    expect(await services.db.booking.count({ where: { status: "PENDING" } })).toBe(0);
  });

  it("forgets an event whose handling failed, so the provider's retry confirms the booking", async () => {
    const { created, intentId } = await createSilkPress();
    await localPayments().confirmWithTestCard(intentId, TEST_CARDS.succeeds);
    const event = heldEvent(intentId);
    // The database fails on the booking lookup once, as a dropped connection would.
    let failures = 1;
    const flakyDb = new Proxy(services.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== "booking" || failures === 0) return value;
        return new Proxy(value, {
          get(delegate, method, delegateReceiver) {
            if (method === "findUnique" && failures > 0) {
              failures--;
              return () => Promise.reject(new Error("connection reset"));
            }
            return Reflect.get(delegate, method, delegateReceiver);
          },
        });
      },
    });
    await expect(handlePaymentWebhook({ ...services, db: flakyDb }, event.body, event.signature)).rejects.toThrow(
      "connection reset",
    );
    expect(await services.db.paymentEvent.count()).toBe(0);
    expect(await handlePaymentWebhook(services, event.body, event.signature)).toBe("confirmed");
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } })).status).toBe("PENDING");
  });

  it("records but ignores events that are not payment successes, and successes of unknown intents", async () => {
    const failed = JSON.stringify({
      id: "evt_f",
      type: "payment_intent.payment_failed",
      data: { object: { id: "pi_x" } },
    });
    expect(
      await handlePaymentWebhook(
        services,
        Buffer.from(failed),
        signLocalWebhook(failed, localPayments().webhookSecret),
      ),
    ).toBe("ignored");
    const unknown = heldEvent("pi_not_ours", "evt_u");
    expect(await handlePaymentWebhook(services, unknown.body, unknown.signature)).toBe("unchanged");
    expect(await services.db.paymentEvent.count()).toBe(2);
  });
});

describe("booking.confirmation", () => {
  it("shows the booking to its signed-in customer without the secret, and to nobody else", async () => {
    const { user, caller } = await personWithCaller(services);
    const { created } = await createSilkPress(caller);
    expect(await caller.booking.confirmation({ bookingId: created.bookingId })).toMatchObject({
      bookingId: created.bookingId,
      status: "AWAITING_PAYMENT",
      paid: false,
      email: "ada@example.com",
    });
    expect(user.id).toBeTruthy();
    const { caller: other } = await personWithCaller(services);
    await expect(other.booking.confirmation({ bookingId: created.bookingId })).rejects.toThrow(BOOKING_NOT_FOUND);
  });
});
