// The customer dashboard, /booking-details visibility, and cancellation with the policy's refund.
import { BOOKING_CANCELLED, BOOKING_NOT_FOUND } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPLETED_NOT_CANCELLABLE, refundIdempotencyKey } from "../../domain/cancellation.ts";
import { createBookingRow, createPerson, mailTo, personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("customer dashboard", () => {
  it("splits the customer's bookings into current (soonest first) and past (latest first), whatever their booking order", async () => {
    const { user, caller } = await personWithCaller(services);
    const stranger = await createPerson(services);
    const pro = await createPerson(services, { role: "PRO" });
    const t0 = Date.now() - 3_600_000;
    const booked = (n: number) => new Date(t0 + n * 1000);
    // Booked in the opposite order to their appointments.
    const sooner = await createBookingRow(services, { customer: user, hoursAhead: 24, createdAt: booked(0) });
    const later = await createBookingRow(services, {
      customer: user,
      status: "ACCEPTED",
      assignedProId: pro.id,
      hoursAhead: 48,
      createdAt: booked(1),
    });
    const lastWeek = await createBookingRow(services, {
      customer: user,
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -24 * 7,
      createdAt: booked(3),
    });
    const yesterday = await createBookingRow(services, {
      customer: user,
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -24,
      createdAt: booked(2),
      data: { customerPhotoUrl: "/files/submissions/x/1-look.png" },
    });
    await services.db.review.create({ data: { bookingId: lastWeek.id, proId: pro.id, authorId: user.id, rating: 5 } });
    await createBookingRow(services, { customer: stranger });
    await createBookingRow(services, { customer: user, status: "AWAITING_PAYMENT" });

    const current = await caller.account.bookings({ tab: "current", page: 1 });
    expect(current.items.map((row) => [row.id, row.statusLabel])).toEqual([
      [sooner.id, "Pending..."],
      [later.id, "Confirmed"],
    ]);
    expect(current.items[1]?.assignedPro).toMatchObject({ id: pro.id });
    // Reviewed says whether to offer "Rate".
    const past = await caller.account.bookings({ tab: "past", page: 1 });
    expect(past.items.map((row) => [row.id, row.statusLabel, row.customerPhotoUrl, row.reviewed])).toEqual([
      [yesterday.id, "Completed", "/files/submissions/x/1-look.png", false],
      [lastWeek.id, "Completed", null, true],
    ]);
  });

  it("includes bookings made with the customer's e-mail before sign-up only once the e-mail is proved", async () => {
    const unproved = await personWithCaller(services, { email: "kim@example.com" });
    const guestBooking = await createBookingRow(services, { email: "kim@example.com" });
    expect((await unproved.caller.account.bookings({ tab: "current", page: 1 })).items).toEqual([]);
    // The same rule guards reading one booking (canReadBooking) and acting on it as its customer (customersOwnBooking).
    // Each call starts only when awaited: a second one already running would reject unobserved.
    for (const call of [
      () => unproved.caller.account.bookingDetails({ bookingId: guestBooking.id }),
      () => unproved.caller.account.bookAgain({ bookingId: guestBooking.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await services.db.user.update({ where: { id: unproved.user.id }, data: { emailVerifiedAt: new Date() } });
    expect((await unproved.caller.account.bookings({ tab: "current", page: 1 })).items[0]?.id).toBe(guestBooking.id);
    await expect(unproved.caller.account.bookingDetails({ bookingId: guestBooking.id })).resolves.toBeTruthy();
    await expect(unproved.caller.account.bookAgain({ bookingId: guestBooking.id })).resolves.toBeTruthy();
  });
});

describe("customer dashboard pages by keyset", () => {
  it("reads the next page after the last booking shown, refuses a malformed cursor and ignores another's", async () => {
    const { user, caller } = await personWithCaller(services);
    const stranger = await createPerson(services);
    const t0 = Date.now() - 3_600_000;
    for (let n = 0; n < 7; n++)
      await createBookingRow(services, { customer: user, createdAt: new Date(t0 + n * 1000) });
    const theirs = await createBookingRow(services, { customer: stranger, createdAt: new Date(t0 + 3500) });
    const first = await caller.account.bookings({ tab: "current", page: 1 });
    expect(first).toMatchObject({ total: 7, pageCount: 2 });
    const byNumber = await caller.account.bookings({ tab: "current", page: 2 });
    const byKeyset = await caller.account.bookings({ tab: "current", page: 2, after: first.items.at(-1)?.id });
    expect(byKeyset).toMatchObject({ items: byNumber.items, hasNextPage: false });
    await expect(caller.account.bookings({ tab: "current", page: 2, after: "x".repeat(65) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // Another customer's booking positions nothing: the page is the numbered one, of this customer's rows.
    expect(await caller.account.bookings({ tab: "current", page: 2, after: theirs.id })).toEqual(byNumber);
  });

  it("merges bookings made signed in and as a guest with the proved e-mail, soonest first, on every page", async () => {
    const { user, caller } = await personWithCaller(services, { email: "lee@example.com", emailVerified: true });
    const t0 = Date.now() + 86_400_000;
    const made = [];
    // Alternating halves of the rule, booked latest appointment first, with two at the same
    // instant (the id breaks the tie).
    for (let n = 0; n < 12; n++) {
      const data = { appointmentAt: new Date(t0 - Math.min(n, 10) * 60_000) };
      const asGuest = n % 2 === 1;
      made.push(await createBookingRow(services, asGuest ? { email: user.email, data } : { customer: user, data }));
    }
    const soonestFirst = made
      .sort((a, b) => a.appointmentAt.getTime() - b.appointmentAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((booking) => booking.id);

    const byKeyset: string[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 3; page++) {
      const found = await caller.account.bookings({ tab: "current", page, ...(after ? { after } : {}) });
      const byNumber = await caller.account.bookings({ tab: "current", page });
      expect(found.items.map((row) => row.id)).toEqual(byNumber.items.map((row) => row.id));
      byKeyset.push(...found.items.map((row) => row.id));
      after = found.items.at(-1)?.id;
    }
    expect(byKeyset).toEqual(soonestFirst);
    expect(await caller.account.bookings({ tab: "current", page: 1 })).toMatchObject({ total: 12, pageCount: 3 });
  });
});

describe("booking details", () => {
  it("shows every answer and priced line to the customer, the assigned pro and administrators only", async () => {
    const customer = await personWithCaller(services);
    const assigned = await personWithCaller(services, { role: "PRO" });
    const otherPro = await personWithCaller(services, { role: "PRO" });
    const otherCustomer = await personWithCaller(services);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const booking = await createBookingRow(services, {
      customer: customer.user,
      status: "ACCEPTED",
      assignedProId: assigned.user.id,
    });

    const seen = await customer.caller.account.bookingDetails({ bookingId: booking.id });
    expect(seen).toMatchObject({ id: booking.id, statusLabel: "Confirmed", totalCents: 12_500, payoutCents: null });
    expect(seen.lines).toEqual([
      { code: "SERVICE", label: "Silk Press", amountCents: 10_500 },
      { code: "PARKING", label: "No parking", amountCents: 2_000 },
    ]);
    expect(seen.answers.map((answer) => answer.key)).toEqual(["hairType", "parkingAvailable"]);
    expect(seen.answers[1]?.answer).toBe("No");

    expect(seen.serviceDesc).toBe(booking.serviceDesc);
    const proView = await assigned.caller.account.bookingDetails({ bookingId: booking.id });
    expect(proView.statusLabel).toBe("Scheduled");
    // The stored sentence thanks the customer for booking; the pro is not the one who booked.
    expect(proView.serviceDesc).toBeNull();
    expect(await admin.caller.account.bookingDetails({ bookingId: booking.id })).toMatchObject({
      payoutCents: booking.payoutCents,
      payoutHeldAt: null,
      paidOut: false,
    });
    // A hold on the pro's payout is the administrators' business: the pro and customer never see it.
    await admin.caller.admin.holdPayout({ bookingId: booking.id, hold: true });
    expect((await admin.caller.account.bookingDetails({ bookingId: booking.id })).payoutHeldAt).toBeInstanceOf(Date);
    for (const reader of [customer, assigned]) {
      expect(await reader.caller.account.bookingDetails({ bookingId: booking.id })).toMatchObject({
        payoutHeldAt: null,
        paidOut: null,
      });
    }
    for (const outsider of [otherPro, otherCustomer]) {
      await expect(outsider.caller.account.bookingDetails({ bookingId: booking.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: BOOKING_NOT_FOUND,
      });
    }
  });
});

describe("cancellation", () => {
  const hours = (h: number) => ({ hoursAhead: h });

  it("refunds a customer in full 48 hours or more ahead, half from 24 hours, nothing later", async () => {
    const payments = spyOnPayments(services);
    const { user, caller } = await personWithCaller(services);
    const pro = await createPerson(services, { role: "PRO" });
    const accepted = { customer: user, status: "ACCEPTED", assignedProId: pro.id } as const;
    const early = await createBookingRow(services, { ...accepted, totalCents: 20_000, ...hours(72) });
    const middle = await createBookingRow(services, { ...accepted, totalCents: 20_001, ...hours(30) });
    const late = await createBookingRow(services, { ...accepted, totalCents: 20_000, ...hours(3) });

    expect(await caller.account.cancelBooking({ bookingId: early.id })).toMatchObject({ refundCents: 20_000 });
    expect(await caller.account.cancelBooking({ bookingId: middle.id })).toMatchObject({ refundCents: 10_000 });
    expect(await caller.account.cancelBooking({ bookingId: late.id })).toMatchObject({ refundCents: 0 });
    expect(payments.refunds).toEqual([
      { paymentIntentId: early.paymentIntentId, amountCents: 20_000, idempotencyKey: refundIdempotencyKey(early.id) },
      { paymentIntentId: middle.paymentIntentId, amountCents: 10_000, idempotencyKey: refundIdempotencyKey(middle.id) },
    ]);
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: early.id } });
    expect(stored).toMatchObject({ status: "CANCELLED", cancelledBy: "CUSTOMER", refundCents: 20_000 });
    expect(stored.refundId).toBeTruthy();
    expect((await mailTo(services, user.email)).map((mail) => mail.subject)).toContain(
      "Your Primp booking has been cancelled",
    );
  });

  it("refunds in full, however late, a booking no pro has accepted", async () => {
    const payments = spyOnPayments(services);
    const { user, caller } = await personWithCaller(services);
    const unaccepted = await createBookingRow(services, { customer: user, totalCents: 20_000, ...hours(3) });
    const result = await caller.account.cancelBooking({ bookingId: unaccepted.id });
    expect(result).toMatchObject({ refundCents: 20_000 });
    expect(result.message).toContain("A refund of $200.00 is on its way to your card.");
    expect(payments.refunds).toEqual([
      {
        paymentIntentId: unaccepted.paymentIntentId,
        amountCents: 20_000,
        idempotencyKey: refundIdempotencyKey(unaccepted.id),
      },
    ]);
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: unaccepted.id } });
    expect(stored).toMatchObject({ refundCents: 20_000, cancelPayoutCents: 0 });
  });

  it("refunds in full when an administrator cancels, and e-mails the customer and the assigned pro", async () => {
    const payments = spyOnPayments(services);
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, ...hours(2) });
    const result = await caller.admin.cancelBooking({ bookingId: booking.id });
    expect(result.refundCents).toBe(booking.totalCents);
    expect(result.message).toContain(BOOKING_CANCELLED);
    expect(payments.refunds).toHaveLength(1);
    expect(await mailTo(services, booking.email)).toHaveLength(1);
    expect((await mailTo(services, pro.email))[0]?.subject).toBe("A booking has been cancelled");
  });

  it("refuses another customer's booking, a completed one, and a second cancellation", async () => {
    const payments = spyOnPayments(services);
    const owner = await personWithCaller(services);
    const other = await personWithCaller(services);
    const booking = await createBookingRow(services, { customer: owner.user });
    await expect(other.caller.account.cancelBooking({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const done = await createBookingRow(services, { customer: owner.user, status: "COMPLETED" });
    await expect(owner.caller.account.cancelBooking({ bookingId: done.id })).rejects.toThrow(COMPLETED_NOT_CANCELLABLE);
    await owner.caller.account.cancelBooking({ bookingId: booking.id });
    await expect(owner.caller.account.cancelBooking({ bookingId: booking.id })).rejects.toThrow(BOOKING_CANCELLED);
    expect(payments.refunds).toHaveLength(1);
  });

  it("keeps a cancellation whose refund failed and lets an administrator retry it once", async () => {
    const payments = spyOnPayments(services);
    const admin = await createPerson(services, { role: "ADMIN" });
    const { caller: adminCaller } = await personWithCaller(services, { role: "ADMIN" });
    const { user, caller } = await personWithCaller(services);
    const booking = await createBookingRow(services, { customer: user });
    payments.failNext("refund");
    const result = await caller.account.cancelBooking({ bookingId: booking.id });
    expect(result.message).toContain("could not be sent yet");
    expect((await mailTo(services, admin.email)).map((mail) => mail.subject)).toContain("A refund could not be issued");
    await adminCaller.admin.cancelBooking({ bookingId: booking.id });
    expect(payments.refunds).toHaveLength(1);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).refundId).toBeTruthy();
    await expect(adminCaller.admin.cancelBooking({ bookingId: booking.id })).rejects.toThrow(BOOKING_CANCELLED);
  });

  it("keeps the booking consistent when a cancellation and an acceptance race", async () => {
    spyOnPayments(services);
    const customer = await personWithCaller(services);
    const pro = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services, { customer: customer.user });
    const [cancel, accept] = await Promise.allSettled([
      customer.caller.account.cancelBooking({ bookingId: booking.id }),
      pro.caller.pro.acceptBooking({ bookingId: booking.id }),
    ]);
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    // Whatever the order, the row and the answers agree: a cancellation that was told "done"
    // left the booking cancelled, and an accepted booking means the cancellation was refused.
    if (stored.status === "CANCELLED") expect(cancel.status).toBe("fulfilled");
    else {
      expect(stored).toMatchObject({ status: "ACCEPTED", assignedProId: pro.user.id });
      expect(accept.status).toBe("fulfilled");
      expect(cancel).toMatchObject({ status: "rejected", reason: { code: "CONFLICT" } });
    }
  });
});
