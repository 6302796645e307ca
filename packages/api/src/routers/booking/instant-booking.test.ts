// Instant booking: once a booking is paid, a pro who opted in and is free then (the slot
// engine's rules) takes it at once through the same claim as their own "Accept"; everyone
// else's booking waits for the pros as before. Through the tRPC caller, local provider.
import { appointmentInstant, BOOKING_ACCEPTED } from "@primp/core";
import { describe, expect, it } from "vitest";
import { futureDate } from "../../testing/booking-test-data.ts";
import { everyDay, paidSilkPress, proWithAvailability, unpaidSilkPress } from "../../testing/dispatch.ts";
import { createBookingRow, mailTo } from "../../testing/fixtures.ts";
import { seededWorldPerTest } from "../../testing/seeded-world.ts";

const world = seededWorldPerTest();

const DATE = futureDate(10);
/** An opted-in pro unless `overrides` say otherwise. */
const pro = (firstName: string, overrides: Parameters<typeof proWithAvailability>[2] = {}) =>
  proWithAvailability(world.services, firstName, { instantBooking: true, ...overrides });
const bookAndPay = (time = "14:30") => paidSilkPress(world.services, world.catalogue, DATE, time);
const stored = (id: string) => world.services.db.booking.findUniqueOrThrow({ where: { id } });

describe("instant booking", () => {
  it("confirms the booking with an opted-in pro at once, with the accept's e-mails, and the confirmation names them", async () => {
    const jasmine = await pro("Jasmine");
    const { caller, created, confirmation } = await bookAndPay();

    expect(confirmation).toMatchObject({ status: "ACCEPTED", confirmedWith: "Jasmine" });
    const booking = await stored(created.bookingId);
    expect(booking).toMatchObject({ status: "ACCEPTED", assignedProId: jasmine.user.id });
    // Accepted at the instant it was paid: what the operations page counts as an instant booking.
    expect(booking.acceptedAt).toEqual(booking.paidAt);
    const again = await caller.booking.confirmation({
      bookingId: created.bookingId,
      clientSecret: created.clientSecret,
    });
    expect(again.confirmedWith).toBe("Jasmine");
    const proMail = await mailTo(world.services, jasmine.user.email);
    expect(proMail.map((mail) => mail.tag)).toContain("booking-accepted-pro");
    const customerMail = await mailTo(world.services, "ada@example.com");
    expect(customerMail.map((mail) => mail.tag)).toEqual(["booking-receipt", "booking-accepted"]);
    // It is theirs: a second accept by them is the winner's double click.
    expect(await jasmine.caller.pro.acceptBooking({ bookingId: created.bookingId })).toEqual({
      message: BOOKING_ACCEPTED,
    });
  });

  it("leaves the booking pending for a free pro without the switch", async () => {
    await pro("Nadia", { instantBooking: false });
    const { created, confirmation } = await bookAndPay();
    expect(confirmation).toMatchObject({ status: "PENDING", confirmedWith: null });
    expect(await stored(created.bookingId)).toMatchObject({ status: "PENDING", assignedProId: null });
  });

  it.each([
    ["out of their hours", { weeklyHours: everyDay("09:00", "13:00") }],
    ["out of their area", { homeZip: "90012" }],
    ["on their time off", { timeOff: [{ from: DATE, to: DATE }] }],
    ["for a service they do not offer", { serviceIds: ["not-the-silk-press"] }],
  ])("leaves the booking pending when the time is %s", async (_, overrides) => {
    if ("serviceIds" in overrides) {
      const braids = await world.services.db.service.findFirstOrThrow({ where: { name: { not: "Silk Press" } } });
      overrides.serviceIds = [braids.id];
    }
    await pro("Jasmine", overrides);
    const { created } = await bookAndPay();
    expect(await stored(created.bookingId)).toMatchObject({ status: "PENDING", assignedProId: null });
  });

  it("leaves the booking pending when the pro holds an appointment within their buffer, and takes the next pro", async () => {
    const busy = await pro("Jasmine", { bufferMinutes: 60 });
    await createBookingRow(world.services, {
      status: "ACCEPTED",
      assignedProId: busy.user.id,
      data: { appointmentAt: appointmentInstant(DATE, "12:00", "America/New_York"), durationMinutes: 120 },
    });
    // 12:00 to 2:00 plus an hour's buffer: 2:30 is too soon for Jasmine.
    const { created } = await bookAndPay("14:30");
    expect(await stored(created.bookingId)).toMatchObject({ status: "PENDING", assignedProId: null });

    const other = await pro("Keisha");
    const { created: second } = await bookAndPay("14:30");
    expect(await stored(second.bookingId)).toMatchObject({ status: "ACCEPTED", assignedProId: other.user.id });
  });

  it("gives one instant pro only one of two overlapping bookings paid at once", async () => {
    const jasmine = await pro("Jasmine", { bufferMinutes: 0 });
    const first = await unpaidSilkPress(world.services, world.catalogue, DATE, "14:00");
    const second = await unpaidSilkPress(world.services, world.catalogue, DATE, "15:00");
    await Promise.all([first.pay(), second.pay()]);

    const both = await Promise.all([stored(first.created.bookingId), stored(second.created.bookingId)]);
    expect(both.map((booking) => booking.status).sort()).toEqual(["ACCEPTED", "PENDING"]);
    expect(both.find((booking) => booking.status === "ACCEPTED")?.assignedProId).toBe(jasmine.user.id);
    expect(both.find((booking) => booking.status === "PENDING")).toMatchObject({ assignedProId: null });
  });
});
