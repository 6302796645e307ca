// A pro never holds two overlapping accepted appointments: the database refuses the second,
// however many accepts race (on PGlite and, in the postgres project, on a real server), and
// the pro is told which appointment they already hold.
import { BOOKING_ACCEPTED } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const HELD = /^You already have an appointment at that time: Silk Press on \w+day, \w+ \d+, \d{4} at .+ Eastern time\./;
/** A week ahead, on the hour, so the bookings' times are easy to reason about. */
const weekAhead = Math.ceil((Date.now() + 7 * 24 * 3_600_000) / 3_600_000) * 3_600_000;

function pendingAt(at: number, durationMinutes = 90) {
  return createBookingRow(services, { state: "MA", data: { appointmentAt: new Date(at), durationMinutes } });
}

describe("a pro's accepted appointments never overlap", () => {
  it("lets exactly one of 50 parallel accepts of overlapping bookings through", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    // Each starts a minute after the one before and lasts 90 minutes: every pair overlaps.
    const bookings = [];
    for (let i = 0; i < 50; i++) bookings.push(await pendingAt(weekAhead + i * 60_000));

    const results = await Promise.allSettled(bookings.map((b) => caller.pro.acceptBooking({ bookingId: b.id })));

    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toEqual([{ status: "fulfilled", value: { message: BOOKING_ACCEPTED } }]);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect(result.reason).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(HELD) });
    }
    const accepted = await services.db.booking.findMany({ where: { assignedProId: user.id } });
    expect(accepted.map((b) => b.status)).toEqual(["ACCEPTED"]);
    const others = await services.db.booking.count({ where: { status: "PENDING", assignedProId: null } });
    expect(others).toBe(49);
  }, 120_000);

  it("accepts back-to-back bookings: one ends as the next begins", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    const first = await pendingAt(weekAhead, 90);
    const second = await pendingAt(weekAhead + 90 * 60_000, 60);
    expect(await caller.pro.acceptBooking({ bookingId: first.id })).toEqual({ message: BOOKING_ACCEPTED });
    expect(await caller.pro.acceptBooking({ bookingId: second.id })).toEqual({ message: BOOKING_ACCEPTED });
  });

  it("names the appointment the pro holds, and another pro may still take the booking", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    const { caller: otherPro } = await personWithCaller(services, { role: "PRO", state: "MA" });
    await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: user.id,
      data: { appointmentAt: new Date(weekAhead), localTime: "14:00", localDate: "2027-03-02" },
    });
    const overlapping = await pendingAt(weekAhead + 89 * 60_000);

    await expect(caller.pro.acceptBooking({ bookingId: overlapping.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "You already have an appointment at that time: Silk Press on Tuesday, March 2, 2027 at 2:00 P.M. Eastern time. Choose another booking, or release that one first.",
    });
    expect(await otherPro.pro.acceptBooking({ bookingId: overlapping.id })).toEqual({ message: BOOKING_ACCEPTED });
  });

  it("holds a moved booking's new time only once its pro confirms it", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: user.id,
      data: { appointmentAt: new Date(weekAhead) },
    });
    // Moved by its customer onto the hour the pro already holds, waiting for the pro's answer.
    const moved = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: user.id,
      data: { appointmentAt: new Date(weekAhead + 30 * 60_000), rescheduleRequestedAt: new Date() },
    });

    await expect(caller.pro.confirmReschedule({ bookingId: moved.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(HELD),
    });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: moved.id } });
    expect(stored.rescheduleRequestedAt).not.toBeNull();
  });
});
