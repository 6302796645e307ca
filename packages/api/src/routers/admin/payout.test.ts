// Administrator pay-outs and StripeConnect reminders: the spec's refusals, and no double payout.
import { BOOKING_NOT_ACCEPTED_YET, reminderSent, STRIPE_CONNECT_NOT_CONNECTED } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALREADY_PAID, PAYOUT_FAILED, payoutIdempotencyKey } from "../../domain/payout.ts";
import { PRO_ALREADY_CONNECTED } from "../../domain/payout-connect.ts";
import { createBookingRow, createPerson, mailTo, personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("admin pay-out", () => {
  it("transfers the payout in cents with the booking's key, completes the booking and e-mails the pro", async () => {
    const payments = spyOnPayments(services);
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_pro1" });
    const booking = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      payoutCents: 10_000,
      hoursAhead: -3,
    });

    const result = await caller.admin.payOut({ bookingId: booking.id });
    expect(result.message).toBe(`$100.00 has been paid out to ${pro.firstName} ${pro.lastName}.`);
    expect(payments.transfers).toEqual([
      {
        amountCents: 10_000,
        destination: "acct_pro1",
        bookingId: booking.id,
        idempotencyKey: payoutIdempotencyKey(booking.id),
      },
    ]);
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "COMPLETED", payoutTransferId: result.transferId });
    expect(stored.completedAt).not.toBeNull();
    expect((await mailTo(services, pro.email))[0]?.subject).toBe("You have been paid $100.00");

    await expect(caller.admin.payOut({ bookingId: booking.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: ALREADY_PAID,
    });
    expect(payments.transfers).toHaveLength(1);
  });

  it("refuses a booking no pro accepted, and a pro without StripeConnect, with the spec's words", async () => {
    const payments = spyOnPayments(services);
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pending = await createBookingRow(services);
    await expect(caller.admin.payOut({ bookingId: pending.id })).rejects.toThrow(BOOKING_NOT_ACCEPTED_YET);
    const unlinked = await createPerson(services, { role: "PRO" });
    const accepted = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: unlinked.id,
      hoursAhead: -3,
    });
    await expect(caller.admin.payOut({ bookingId: accepted.id })).rejects.toThrow(STRIPE_CONNECT_NOT_CONNECTED);
    expect(payments.transfers).toHaveLength(0);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: accepted.id } })).status).toBe("ACCEPTED");
  });

  it("transfers once when pay-out is pressed many times at once", async () => {
    const payments = spyOnPayments(services, { delayMs: 20 });
    const admins = await Promise.all([1, 2, 3, 4, 5].map(() => personWithCaller(services, { role: "ADMIN" })));
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_race" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -3 });

    const results = await Promise.allSettled(
      admins.flatMap(({ caller }) => [
        caller.admin.payOut({ bookingId: booking.id }),
        caller.admin.payOut({ bookingId: booking.id }),
      ]),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "CONFLICT" });
    }
    expect(payments.transfers).toHaveLength(1);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("COMPLETED");
    expect(await mailTo(services, pro.email)).toHaveLength(1);
  });

  it("leaves the booking payable again when the provider fails, and pays once on retry", async () => {
    const payments = spyOnPayments(services);
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_retry" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -3 });
    payments.failNext("transfer");
    await expect(caller.admin.payOut({ bookingId: booking.id })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: PAYOUT_FAILED,
    });
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "ACCEPTED",
      payoutTransferId: null,
    });
    await caller.admin.payOut({ bookingId: booking.id });
    expect(payments.transfers).toHaveLength(1);
  });

  it("refuses pay-out, cancellation and reminders to anyone but an administrator", async () => {
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_x" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -3 });
    for (const role of ["CUSTOMER", "PRO"] as const) {
      const { caller } = await personWithCaller(services, { role });
      await expect(caller.admin.payOut({ bookingId: booking.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.admin.cancelBooking({ bookingId: booking.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.admin.remindConnect({ proUserId: pro.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(caller.admin.bookings({ tab: "pending", page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("ACCEPTED");
  });
});

describe("StripeConnect status and reminders", () => {
  it("lists pending and linked pros and reminds a pending one with the spec's sentence", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pending = await createPerson(services, { role: "PRO", firstName: "Nia", lastName: "Long" });
    const linked = await createPerson(services, { role: "PRO", stripeConnectId: "acct_linked" });

    const pendingTab = await caller.admin.pros({ linked: false, page: 1 });
    expect(pendingTab.items.map((row) => row.user.id)).toEqual([pending.id]);
    const linkedTab = await caller.admin.pros({ linked: true, page: 1 });
    expect(linkedTab.items.map((row) => [row.user.id, row.stripeConnectId])).toEqual([[linked.id, "acct_linked"]]);

    expect(await caller.admin.remindConnect({ proUserId: pending.id })).toEqual({ message: reminderSent("Nia Long") });
    const [mail] = await mailTo(services, pending.email);
    expect(mail?.text).toContain("http://primp.test/dashboard");
    expect(
      (await services.db.proProfile.findUniqueOrThrow({ where: { userId: pending.id } })).connectRemindedAt,
    ).not.toBeNull();
    await expect(caller.admin.remindConnect({ proUserId: linked.id })).rejects.toThrow(PRO_ALREADY_CONNECTED);
  });
});

describe("admin booking history", () => {
  it("orders pending bookings accepted first, then oldest first, and pages by 5", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO" });
    const t0 = Date.now() - 3_600_000;
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    const pendingOld = await createBookingRow(services, { createdAt: at(1) });
    const acceptedNew = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      createdAt: at(5),
    });
    const acceptedOld = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      createdAt: at(2),
      hoursAhead: 24 * 8, // a day after the other: a pro holds one appointment at a time
    });
    const pendingNew = await createBookingRow(services, { createdAt: at(6) });
    const completed = await createBookingRow(services, { status: "COMPLETED", assignedProId: pro.id });
    const cancelled = await createBookingRow(services, { status: "CANCELLED" });

    const pending = await caller.admin.bookings({ tab: "pending", page: 1 });
    expect(pending.items.map((row) => row.id)).toEqual([acceptedOld.id, acceptedNew.id, pendingOld.id, pendingNew.id]);
    expect(pending.items.map((row) => row.statusLabel)).toEqual(["Confirmed", "Confirmed", "Pending...", "Pending..."]);
    expect(
      (await caller.admin.bookings({ tab: "completed", page: 1 })).items.map((row) => [row.id, row.statusLabel]),
    ).toEqual([[completed.id, "Completed"]]);
    expect((await caller.admin.bookings({ tab: "cancelled", page: 1 })).items.map((row) => row.id)).toEqual([
      cancelled.id,
    ]);

    for (let i = 0; i < 4; i++) await createBookingRow(services);
    const firstPage = await caller.admin.bookings({ tab: "pending", page: 1 });
    expect(firstPage).toMatchObject({ total: 8, pageCount: 2 });
    expect(firstPage.items).toHaveLength(5);
    expect((await caller.admin.bookings({ tab: "pending", page: 2 })).items).toHaveLength(3);
  });
});

describe("payout report", () => {
  it("sums completed and pending payouts per pro for a date range", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const ana = await createPerson(services, { role: "PRO", firstName: "Ana", stripeConnectId: "acct_ana" });
    const bea = await createPerson(services, { role: "PRO", firstName: "Bea" });
    const today = new Date().toISOString().slice(0, 10);
    const completedToday = { status: "COMPLETED" as const, data: { completedAt: new Date() } };
    await createBookingRow(services, { ...completedToday, assignedProId: ana.id, payoutCents: 8_000 });
    await createBookingRow(services, { ...completedToday, assignedProId: ana.id, payoutCents: 2_000 });
    await createBookingRow(services, { status: "ACCEPTED", assignedProId: bea.id, payoutCents: 5_000, hoursAhead: 1 });
    await createBookingRow(services, {
      status: "COMPLETED",
      assignedProId: bea.id,
      payoutCents: 9_999,
      data: { completedAt: new Date("2020-01-01T12:00:00Z") },
    });

    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const report = await caller.admin.payoutReport({ from: today, to: inTwoDays });
    expect(report.rows).toEqual([
      expect.objectContaining({
        proId: ana.id,
        connected: true,
        completedCount: 2,
        completedCents: 10_000,
        pendingCount: 0,
      }),
      expect.objectContaining({
        proId: bea.id,
        connected: false,
        completedCount: 0,
        pendingCount: 1,
        pendingCents: 5_000,
      }),
    ]);
    expect(report.totals).toEqual({
      completedCount: 2,
      completedCents: 10_000,
      pendingCount: 1,
      pendingCents: 5_000,
      tipsCount: 0,
      tipsCents: 0,
    });
    await expect(caller.admin.payoutReport({ from: today, to: "2020-01-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
