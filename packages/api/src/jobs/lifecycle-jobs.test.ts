// The lifecycle's periodic jobs, run through the job engine on a hand-driven clock (pg-boss's
// TestClock: hours pass without a sleep): the acceptance deadline's alerts and automatic
// cancellation, automatic payouts, late-cancellation shares and reschedule expiry.
import { bookingNumber, LIFECYCLE, lateCancelPayoutCents, STRIPE_CONNECT_NOT_CONNECTED } from "@primp/core";
import type { Booking, User } from "@primp/db";
import type { QueueName } from "@primp/jobs";
import { TestClock } from "@primp/jobs/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enforceAcceptanceDeadlines } from "../domain/acceptance-deadline.ts";
import { cancelBooking, refundIdempotencyKey } from "../domain/cancellation.ts";
import { payDuePayouts } from "../domain/lifecycle-sweeps.ts";
import { lateCancelIdempotencyKey, PAYOUT_ON_HOLD, payOutBooking, payoutIdempotencyKey } from "../domain/payout.ts";
import { createBookingRow, createPerson, mailTo, type PaymentsSpy, spyOnPayments } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { jobHandlers } from "./handlers.ts";

const HOUR = 3_600_000;

let clock: TestClock;
let services: TestServices;
let payments: PaymentsSpy;
let admin: User;
const notes: { queue: string; note: string }[] = [];

beforeAll(async () => {
  clock = new TestClock(new Date("2026-12-01T15:00:00Z"));
  services = await createTestServices({}, { jobClock: clock });
  payments = spyOnPayments(services);
  await services.jobs.start({
    info: (details) => {
      const { queue, note } = details as { queue?: string; note?: string };
      if (queue && note) notes.push({ queue, note });
    },
    warn: () => {},
  });
});
afterAll(() => services.close());
beforeEach(async () => {
  await services.db.booking.deleteMany();
  await services.db.mailMessage.deleteMany();
  await services.db.user.deleteMany();
  admin = await createPerson(services, { role: "ADMIN" });
  payments.transfers.length = 0;
  payments.refunds.length = 0;
  notes.length = 0;
});

/** An instant `hours` from the clock's now. */
const at = (hours: number) => new Date(clock.now() + hours * HOUR);

/** Moves the clock to `hours` after `from` and runs the periodic job of `queue` once, as its schedule would. */
async function sweepAt(queue: QueueName, from: number, hours: number) {
  await clock.setTime(from + hours * HOUR);
  await services.jobs.schedule(queue, {});
  await services.jobs.runDue(jobHandlers(services), [queue]);
  return notes.filter((entry) => entry.queue === queue).at(-1)?.note ?? "";
}

const stored = (booking: Booking) => services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
const tags = async (email: string) => (await mailTo(services, email)).map((mail) => mail.tag);

describe("the acceptance deadline", () => {
  const queue = "lifecycle.acceptance-deadlines";

  it("alerts the administrators once when a booking has waited 12 hours, and once when it is under 48 hours away", async () => {
    const start = clock.now();
    const startsIn = LIFECYCLE.acceptanceAlertBeforeStartHours + 25;
    const booking = await createBookingRow(services, { data: { paidAt: at(0), appointmentAt: at(startsIn) } });

    await sweepAt(queue, start, LIFECYCLE.acceptanceAlertAfterWaitingHours - 0.1);
    expect(await tags(admin.email)).toEqual([]);
    await sweepAt(queue, start, LIFECYCLE.acceptanceAlertAfterWaitingHours);
    await sweepAt(queue, start, LIFECYCLE.acceptanceAlertAfterWaitingHours + 1);
    expect(await tags(admin.email)).toEqual(["acceptance-alert-waiting"]);

    const untilUnder48 = startsIn - LIFECYCLE.acceptanceAlertBeforeStartHours;
    await sweepAt(queue, start, untilUnder48 - 0.1);
    expect(await tags(admin.email)).toEqual(["acceptance-alert-waiting"]);
    await sweepAt(queue, start, untilUnder48 + 0.01);
    await sweepAt(queue, start, untilUnder48 + 2);
    expect(await tags(admin.email)).toEqual(["acceptance-alert-waiting", "acceptance-alert-starts-soon"]);

    const [waiting, soon] = await mailTo(services, admin.email);
    expect(waiting?.text).toContain(`(booking ${bookingNumber(booking.id)})`);
    expect(waiting?.text).not.toContain(booking.id);
    expect(soon?.subject).toContain(`less than ${LIFECYCLE.acceptanceAlertBeforeStartHours} hours`);
    expect(await stored(booking)).toMatchObject({
      status: "PENDING",
      waitingAlertSentAt: new Date(start + LIFECYCLE.acceptanceAlertAfterWaitingHours * HOUR),
      startsSoonAlertSentAt: new Date(start + (untilUnder48 + 0.01) * HOUR),
    });
    // Each e-mail was written with the job that sends it, in the alert's own transaction.
    for (const mail of [waiting, soon]) {
      const jobs = await services.db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail.send' AND data->>'messageId' = ${mail?.id}`;
      expect(jobs).toEqual([{ n: 1 }]);
    }
  });

  it("cancels a booking still unaccepted 6 hours before it, refunds it in full and apologises with a link to book again, once", async () => {
    const start = clock.now();
    const customer = await createPerson(services);
    const booking = await createBookingRow(services, {
      customer,
      data: { paidAt: at(-1), appointmentAt: at(10) },
    });
    const cancelAfter = 10 - LIFECYCLE.acceptanceCancelBeforeStartHours;

    await sweepAt(queue, start, cancelAfter - 0.1);
    expect((await stored(booking)).status).toBe("PENDING");
    expect(payments.refunds).toEqual([]);

    await sweepAt(queue, start, cancelAfter);
    const note = await sweepAt(queue, start, cancelAfter + 0.1);
    expect(note).toContain("cancelled 0 unaccepted bookings");

    const cancelled = await stored(booking);
    expect(cancelled).toMatchObject({
      status: "CANCELLED",
      cancelledBy: null,
      cancelledAt: new Date(start + cancelAfter * HOUR),
      refundCents: booking.totalCents,
      inviteSequence: booking.inviteSequence + 1,
    });
    expect(cancelled.refundId).toBeTruthy();
    expect(payments.refunds).toEqual([
      {
        paymentIntentId: booking.paymentIntentId,
        amountCents: booking.totalCents,
        idempotencyKey: refundIdempotencyKey(booking.id),
      },
    ]);
    const changes = await services.db.bookingChange.findMany({ where: { bookingId: booking.id } });
    expect(changes.map((change) => [change.kind, change.actorId])).toEqual([["CANCELLED_NO_PRO", null]]);

    const [apology, ...more] = await mailTo(services, customer.email);
    expect(more).toEqual([]);
    expect(apology?.subject).toContain("We are sorry");
    expect(apology?.text).toContain("$125.00");
    expect(apology?.text).toContain(`http://primp.test/book-now/HAIR?service=${booking.serviceId}`);
    const [invite] = (apology?.attachments ?? []) as { contentBase64: string }[];
    expect(Buffer.from(invite?.contentBase64 ?? "", "base64").toString()).toContain("METHOD:CANCEL");
    // The alert under 48 hours went out at the first sweep; the cancellation notice after it.
    expect(await tags(admin.email)).toEqual(["acceptance-alert-starts-soon", "booking-cancelled-no-pro-admin"]);
  });

  it("does nothing for accepted or cancelled bookings", async () => {
    const start = clock.now();
    const pro = await createPerson(services, { role: "PRO" });
    const close = { paidAt: at(-30), appointmentAt: at(2) };
    const accepted = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, data: close });
    const cancelled = await createBookingRow(services, { status: "CANCELLED", data: close });

    await sweepAt(queue, start, 0.1);
    expect(await stored(accepted)).toEqual(accepted);
    expect(await stored(cancelled)).toEqual(cancelled);
    expect(payments.refunds).toEqual([]);
    expect(await tags(admin.email)).toEqual([]);
  });

  it("retries a refund that failed on a later sweep, and tells the administrators once", async () => {
    const start = clock.now();
    const booking = await createBookingRow(services, { data: { paidAt: at(-20), appointmentAt: at(5) } });
    payments.failNext("refund");
    await sweepAt(queue, start, 0);
    expect(await stored(booking)).toMatchObject({ status: "CANCELLED", refundId: null });
    expect(await tags(admin.email)).toContain("refund-failed");

    const note = await sweepAt(queue, start, 0.1);
    expect(note).toContain("retried 1 refunds");
    expect((await stored(booking)).refundId).toBeTruthy();
    expect(payments.refunds).toHaveLength(1);
    expect((await tags(admin.email)).filter((tag) => tag === "refund-failed")).toHaveLength(1);
  });
});

describe("automatic payouts", () => {
  const queue = "lifecycle.payouts";

  it("pays the pro 48 hours after the job was marked done, once, and not when held", async () => {
    const start = clock.now();
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_auto" });
    const done = { appointmentAt: at(-3), doneAt: at(0) };
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, data: done });
    const held = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      // Earlier the same day: a pro holds one appointment at a time.
      data: { ...done, appointmentAt: at(-6), payoutHeldAt: at(1) },
    });

    await sweepAt(queue, start, LIFECYCLE.autoPayoutAfterDoneHours - 0.1);
    expect(payments.transfers).toEqual([]);
    await sweepAt(queue, start, LIFECYCLE.autoPayoutAfterDoneHours);
    await sweepAt(queue, start, LIFECYCLE.autoPayoutAfterDoneHours + 1);
    expect(payments.transfers).toEqual([
      {
        amountCents: booking.payoutCents,
        destination: "acct_auto",
        bookingId: booking.id,
        idempotencyKey: payoutIdempotencyKey(booking.id),
      },
    ]);
    expect(await stored(booking)).toMatchObject({
      status: "COMPLETED",
      completedAt: new Date(start + LIFECYCLE.autoPayoutAfterDoneHours * HOUR),
    });
    expect(await tags(pro.email)).toEqual(["payout-sent"]);
    expect(await stored(held)).toMatchObject({ status: "ACCEPTED", payoutTransferId: null });
  });

  it("re-checks the hold when it claims the booking, so a hold placed a moment before wins", async () => {
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_race" });
    const held = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      data: { appointmentAt: at(-60), doneAt: at(-50), payoutHeldAt: at(-1) },
    });
    await expect(payOutBooking(services, held.id, at(0), { automatic: true })).rejects.toMatchObject({
      message: PAYOUT_ON_HOLD,
    });
    expect(payments.transfers).toEqual([]);
  });

  it("says in its log which due payouts it could not make, and why", async () => {
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: null });
    const booking = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      data: { appointmentAt: at(-60), doneAt: at(-50) },
    });
    const note = await sweepAt(queue, clock.now(), 0);
    expect(note).toBe(
      `paid 0 payouts and 0 late-cancellation shares; did nothing for ${booking.id}: ${STRIPE_CONNECT_NOT_CONNECTED}`,
    );
    expect(payments.transfers).toEqual([]);
  });

  it("pays the pro their share of a late cancellation (kept amount less 20%) through the same transfer path, once", async () => {
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_late" });
    const customer = await createPerson(services);
    const accepted = (hoursAhead: number) =>
      createBookingRow(services, {
        status: "ACCEPTED",
        assignedProId: pro.id,
        customer,
        totalCents: 20_000,
        data: { appointmentAt: at(hoursAhead) },
      });
    const halfKept = await accepted(30);
    const allKept = await accepted(10);
    const early = await accepted(72);
    const unaccepted = await createBookingRow(services, {
      customer,
      totalCents: 20_000,
      data: { appointmentAt: at(10) },
    });
    for (const booking of [halfKept, allKept, early, unaccepted]) {
      await cancelBooking(services, customer, booking.id, at(0));
    }
    expect((await stored(halfKept)).cancelPayoutCents).toBe(8_000);
    expect((await stored(allKept)).cancelPayoutCents).toBe(16_000);
    expect((await stored(early)).cancelPayoutCents).toBe(0);
    expect((await stored(unaccepted)).cancelPayoutCents).toBe(0);
    expect(lateCancelPayoutCents(20_000, 10_000)).toBe(8_000);

    await sweepAt(queue, clock.now(), 0);
    await sweepAt(queue, clock.now(), 0.5);
    const paid = (booking: Booking, amountCents: number) => ({
      amountCents,
      destination: "acct_late",
      bookingId: booking.id,
      idempotencyKey: lateCancelIdempotencyKey(booking.id),
    });
    expect(payments.transfers).toEqual([paid(halfKept, 8_000), paid(allKept, 16_000)]);
    expect(await stored(halfKept)).toMatchObject({
      status: "CANCELLED",
      payoutTransferId: expect.stringMatching(/^tr_/),
    });
    expect((await tags(pro.email)).filter((tag) => tag === "late-cancel-payout")).toHaveLength(2);
  });
});

describe("two sweeps at the same moment (two servers, or a job handed out again)", () => {
  it("cancel, refund, alert and pay each booking once", async () => {
    // On the real clock: a payout claim is judged stale by the row's updatedAt, which the
    // database writes in real time, against `now`.
    const now = new Date();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const customer = await createPerson(services);
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_twice" });
    const unaccepted = await createBookingRow(services, { customer, data: { paidAt: at(-20), appointmentAt: at(5) } });
    const waiting = await createBookingRow(services, { data: { paidAt: at(-20), appointmentAt: at(24 * 5) } });
    const done = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      data: { appointmentAt: at(-60), doneAt: at(-50) },
    });
    const results = await Promise.all([
      enforceAcceptanceDeadlines(services, now),
      enforceAcceptanceDeadlines(services, now),
    ]);
    // One sweep cancels it; the other, if it listed it too, says it found it changed.
    expect(results.filter((note) => note.startsWith("cancelled 1 "))).toHaveLength(1);
    for (const note of results.filter((result) => result.includes(unaccepted.id))) {
      expect(note).toContain(`did nothing for ${unaccepted.id}: changed meanwhile`);
    }
    await Promise.all([payDuePayouts(services, now), payDuePayouts(services, now)]);

    expect((await stored(unaccepted)).status).toBe("CANCELLED");
    expect(payments.refunds.map((refund) => refund.paymentIntentId)).toEqual([unaccepted.paymentIntentId]);
    expect(await tags(customer.email)).toEqual(["booking-cancelled-no-pro"]);
    expect((await stored(waiting)).waitingAlertSentAt).toEqual(now);
    // Each sweep's e-mails commit with its own change, in whichever order the two sweeps finish.
    expect((await tags(admin.email)).sort()).toEqual(["acceptance-alert-waiting", "booking-cancelled-no-pro-admin"]);
    expect(payments.transfers.map((transfer) => transfer.bookingId)).toEqual([done.id]);
    expect((await stored(done)).status).toBe("COMPLETED");
  });
});

describe("reschedule confirmations", () => {
  it("return a moved booking to the pool when its pro has not confirmed within 12 hours, and leave a confirmed one", async () => {
    const start = clock.now();
    const pro = await createPerson(services, { role: "PRO" });
    const moved = { appointmentAt: at(24 * 5), rescheduleRequestedAt: at(0) };
    const waiting = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, data: moved });
    const confirmed = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      data: { ...moved, rescheduleRequestedAt: null },
    });
    const queue = "lifecycle.reschedule-expiry";

    await sweepAt(queue, start, LIFECYCLE.rescheduleConfirmHours - 0.1);
    expect((await stored(waiting)).status).toBe("ACCEPTED");
    const note = await sweepAt(queue, start, LIFECYCLE.rescheduleConfirmHours);
    expect(note).toBe("returned 1 unconfirmed reschedules to the pool");
    expect(await sweepAt(queue, start, LIFECYCLE.rescheduleConfirmHours + 1)).toBe(
      "returned 0 unconfirmed reschedules to the pool",
    );

    expect(await stored(waiting)).toMatchObject({
      status: "PENDING",
      assignedProId: null,
      rescheduleRequestedAt: null,
    });
    const changes = await services.db.bookingChange.findMany({ where: { bookingId: waiting.id } });
    expect(changes.map((change) => change.kind)).toEqual(["RESCHEDULE_EXPIRED"]);
    expect(await stored(confirmed)).toMatchObject({ status: "ACCEPTED", assignedProId: pro.id });
  });
});
