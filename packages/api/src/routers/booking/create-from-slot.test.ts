// booking.create for a time picked from the offered slots: the slot engine checks again that a
// pro is still free then, before any payment; a requested "another time" is not checked.
import { AVAILABILITY_DEFAULTS, type AvailabilitySettings, appointmentInstant } from "@primp/core";
import type { User } from "@primp/db";
import { describe, expect, it } from "vitest";
import { createBooking } from "../../domain/booking-create.ts";
import { bookingInput, hairAnswers } from "../../testing/booking-test-data.ts";
import { createBookingRow, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient } from "../../testing/index.ts";
import { seededWorldPerTest } from "../../testing/seeded-world.ts";

const world = seededWorldPerTest();

// Tuesday, December 1, 2026, 7:00 A.M. Eastern.
const NOW = new Date("2026-12-01T12:00:00Z");
const WEDNESDAY = "2026-12-02";

async function proWith(overrides: Partial<AvailabilitySettings> = {}) {
  const pro = await personWithCaller(world.services, { role: "PRO", state: "MA" });
  await pro.caller.availability.saveMine({ ...AVAILABILITY_DEFAULTS, homeZip: "02108", ...overrides });
  return pro;
}

async function acceptedAt(pro: Pick<User, "id">, time: string) {
  await createBookingRow(world.services, {
    status: "ACCEPTED",
    assignedProId: pro.id,
    data: {
      appointmentAt: appointmentInstant(WEDNESDAY, time, "America/New_York"),
      localDate: WEDNESDAY,
      localTime: time,
      durationMinutes: 120,
    },
  });
}

async function silkPressAt(time: string, fromSlot?: boolean) {
  const boston = await world.catalogue.city("Boston");
  const silkPress = await world.catalogue.service("Silk Press");
  const input = bookingInput(boston.id, hairAnswers(silkPress.id));
  const schedule = { ...input.schedule, date: WEDNESDAY, time, ...(fromSlot === undefined ? {} : { fromSlot }) };
  return { ...input, schedule };
}

const bookingsAwaitingPayment = () => world.services.db.booking.count({ where: { status: "AWAITING_PAYMENT" } });

describe("booking.create from a slot", () => {
  it("books a slot a pro is still free for", async () => {
    await proWith();
    const created = await createBooking(world.services, null, await silkPressAt("10:00", true), NOW);
    expect(created.totalCents).toBeGreaterThan(0);
    expect(await bookingsAwaitingPayment()).toBe(1);
  });

  it("refuses a slot taken between showing and paying, names the next free times, and holds nothing", async () => {
    const { user } = await proWith();
    // Taken since it was shown: 1:00 to 3:00 with the hour's buffer either side.
    await acceptedAt(user, "13:00");
    await expect(createBooking(world.services, null, await silkPressAt("10:30", true), NOW)).rejects.toThrow(
      "Sorry, Wednesday, December 2, 2026 at 10:30 A.M. was just taken, so nothing was charged. " +
        "Please choose one of the next free times: Wednesday, December 2, 2026 at 4:00 P.M.; " +
        "Thursday, December 3, 2026 at 9:30 A.M.; Thursday, December 3, 2026 at 10:00 A.M.",
    );
    expect(await bookingsAwaitingPayment()).toBe(0);
  });

  it("refuses through the procedure with a conflict the form can show", async () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await proWith({ timeOff: [{ from: nextWeek, to: nextWeek }] });
    const input = await silkPressAt("10:00", true);
    const { caller } = createTestClient(world.services);
    await expect(
      caller.booking.create({ ...input, schedule: { ...input.schedule, date: nextWeek } }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("was just taken") });
    expect(await bookingsAwaitingPayment()).toBe(0);
  });

  it("does not check a requested time that did not come from a slot", async () => {
    const { user } = await proWith();
    await acceptedAt(user, "13:00");
    await createBooking(world.services, null, await silkPressAt("13:00"), NOW);
    await createBooking(world.services, null, await silkPressAt("13:00", false), NOW);
    expect(await bookingsAwaitingPayment()).toBe(2);
  });

  it("keeps a requested pro's slot to that pro", async () => {
    const { user: requested } = await proWith();
    await proWith();
    await acceptedAt(requested, "13:00");
    const input = { ...(await silkPressAt("12:00", true)), requestedProId: requested.id };
    await expect(createBooking(world.services, null, input, NOW)).rejects.toThrow("was just taken");
    await createBooking(world.services, null, { ...input, requestedProId: undefined }, NOW);
  });
});
