// After the appointment: the pro marks it done (only once it has started), the admin cannot
// pay out before the start, may hold a payout, and payoutsDue lists what the job would pay.
import { BOOKING_NOT_FOUND, DONE_TOO_EARLY, LIFECYCLE, ONLY_ACCEPTED_DAY_OF, PAYOUT_BEFORE_START } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DONE_NOT_RELEASABLE } from "../../domain/acceptance.ts";
import { HOLD_ONLY_UNPAID, MARKED_DONE, PAYOUT_HELD, payoutsDue } from "../../domain/completion.ts";
import { createBookingRow, createPerson, personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const HOUR = 3_600_000;

describe("the pro marks a booking done", () => {
  it("only after its start time, only their own, once", async () => {
    const pro = await personWithCaller(services, { role: "PRO" });
    const upcoming = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.user.id,
      hoursAhead: 3,
    });
    await expect(pro.caller.pro.markDone({ bookingId: upcoming.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: DONE_TOO_EARLY,
    });

    const started = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.user.id,
      hoursAhead: -1,
    });
    const other = await personWithCaller(services, { role: "PRO" });
    await expect(other.caller.pro.markDone({ bookingId: started.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    const first = await pro.caller.pro.markDone({ bookingId: started.id });
    expect(first.message).toBe(MARKED_DONE);
    const again = await pro.caller.pro.markDone({ bookingId: started.id });
    expect(again.doneAt).toEqual(first.doneAt);
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: started.id } });
    expect(stored.status).toBe("ACCEPTED");
    expect(stored.doneAt).toEqual(first.doneAt);
    expect(await services.db.bookingChange.count({ where: { bookingId: started.id, kind: "MARKED_DONE" } })).toBe(1);

    await expect(pro.caller.pro.releaseBooking({ bookingId: started.id })).rejects.toThrow(DONE_NOT_RELEASABLE);

    const cancelled = await createBookingRow(services, {
      status: "CANCELLED",
      assignedProId: pro.user.id,
      hoursAhead: -1,
    });
    await expect(pro.caller.pro.markDone({ bookingId: cancelled.id })).rejects.toThrow(ONLY_ACCEPTED_DAY_OF);
  });
});

describe("administrator payout rules", () => {
  it("refuses to pay out before the appointment's start, with a sentence, and moves no money", async () => {
    const payments = spyOnPayments(services);
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_early" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: 24 * 9 });
    await expect(admin.caller.admin.payOut({ bookingId: booking.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: PAYOUT_BEFORE_START,
    });
    expect(payments.transfers).toHaveLength(0);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).payoutTransferId).toBeNull();
  });

  it("holds and releases a payout, and refuses to hold one already paid", async () => {
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO", stripeConnectId: "acct_hold" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -5 });
    expect(await admin.caller.admin.holdPayout({ bookingId: booking.id, hold: true })).toEqual({
      message: PAYOUT_HELD,
      held: true,
    });
    expect(await admin.caller.admin.holdPayout({ bookingId: booking.id, hold: true })).toMatchObject({ held: true });
    expect((await admin.caller.admin.holdPayout({ bookingId: booking.id, hold: false })).held).toBe(false);
    const kinds = await services.db.bookingChange.findMany({
      where: { bookingId: booking.id },
      orderBy: { createdAt: "asc" },
    });
    expect(kinds.map((change) => [change.kind, change.actorId])).toEqual([
      ["PAYOUT_HELD", admin.user.id],
      ["PAYOUT_RELEASED", admin.user.id],
    ]);

    await admin.caller.admin.payOut({ bookingId: booking.id });
    await expect(admin.caller.admin.holdPayout({ bookingId: booking.id, hold: true })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: HOLD_ONLY_UNPAID,
    });
  });
});

describe("payoutsDue", () => {
  it("lists bookings done at least 48 hours ago, not held, not paid, oldest first", async () => {
    const now = new Date("2026-12-10T12:00:00Z");
    const doneHoursAgo = async (hours: number, data: Record<string, unknown> = {}) =>
      createBookingRow(services, {
        status: "ACCEPTED",
        assignedProId: (await createPerson(services, { role: "PRO" })).id,
        payoutCents: 8_000 + hours,
        data: { doneAt: new Date(now.getTime() - hours * HOUR), ...data },
      });
    const oldest = await doneHoursAgo(100);
    const exactly = await doneHoursAgo(LIFECYCLE.autoPayoutAfterDoneHours);
    await doneHoursAgo(LIFECYCLE.autoPayoutAfterDoneHours - 0.01);
    await doneHoursAgo(72, { payoutHeldAt: new Date(now.getTime() - HOUR) });
    await doneHoursAgo(72, { payoutTransferId: "tr_paid" });
    await doneHoursAgo(72, { status: "COMPLETED" });
    await doneHoursAgo(72, { status: "CANCELLED" });
    await createBookingRow(services, { status: "ACCEPTED", hoursAhead: -100 }); // never marked done

    expect(await payoutsDue(services.db, now)).toEqual([
      { bookingId: oldest.id, doneAt: oldest.doneAt, payoutCents: 8_100 },
      { bookingId: exactly.id, doneAt: exactly.doneAt, payoutCents: 8_048 },
    ]);
    // An hour earlier the 48-hour one is not due yet.
    expect((await payoutsDue(services.db, new Date(now.getTime() - HOUR))).map((due) => due.bookingId)).toEqual([
      oldest.id,
    ]);
  });
});
