// The operations page's marketplace figures through admin.marketplace: the bookings paid in the
// chosen window (fill rate, time to accept, cancelled for lack of a pro, instant share) and the
// requests of the days ahead by city.
import { AVAILABILITY_DEFAULTS } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";
import { WINDOW_NOT_OFFERED } from "./admin.schema.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

/** A booking paid `paidAgo` ago and accepted `minutesToAccept` later by `proId`. */
function accepted(proId: string, paidAgo: number, minutesToAccept: number, appointmentAt: Date, state = "MA") {
  const paidAt = ago(paidAgo);
  return createBookingRow(services, {
    state,
    status: "ACCEPTED",
    assignedProId: proId,
    data: { paidAt, acceptedAt: new Date(paidAt.getTime() + minutesToAccept * MINUTE), appointmentAt },
  });
}

describe("admin.marketplace", () => {
  it("measures the window's paid bookings and counts the requests of the next 14 days by city", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const jasmine = await createPerson(services, { role: "PRO" });
    const nia = await createPerson(services, { role: "PRO" });
    await accepted(jasmine.id, 2 * DAY, 30, ahead(5 * DAY));
    await accepted(nia.id, 1 * DAY, 90, ahead(3 * DAY), "NY");
    await accepted(jasmine.id, 3 * DAY, 0, ahead(10 * DAY)); // instant: accepted as it was paid
    await accepted(nia.id, 40 * DAY, 60, ahead(2 * DAY)); // paid before a 30-day window
    const noPro = await createBookingRow(services, {
      status: "CANCELLED",
      hoursAhead: -24,
      data: { paidAt: ago(5 * DAY), cancelledAt: ago(DAY) },
    });
    await services.db.bookingChange.create({ data: { bookingId: noPro.id, kind: "CANCELLED_NO_PRO" } });
    await createBookingRow(services, { data: { paidAt: ago(DAY), appointmentAt: ahead(4 * DAY) } });
    await createBookingRow(services, { data: { paidAt: ago(60 * MINUTE), appointmentAt: ahead(20 * DAY) } });
    await createBookingRow(services, { status: "AWAITING_PAYMENT" });

    const month = await caller.admin.marketplace({ windowDays: 30 });
    expect(month.windowDays).toBe(30);
    expect(month.figures).toEqual({
      paid: 6,
      accepted: 3,
      waiting: 2,
      fillRate: 0.5,
      medianMinutesToAccept: 30,
      p90MinutesToAccept: 78, // 30 + 0.8 * (90 - 30)
      noProCancelRate: 1 / 6,
      instantShare: 1 / 3,
    });
    expect(month.cities).toEqual([
      { city: "Test City MA", state: "MA", requests: 4, accepted: 3, waiting: 1, openProHours: 0 },
      { city: "Test City NY", state: "NY", requests: 1, accepted: 1, waiting: 0, openProHours: 0 },
    ]);

    const quarter = await caller.admin.marketplace({ windowDays: 90 });
    expect(quarter.figures).toMatchObject({ paid: 7, accepted: 4, medianMinutesToAccept: 45 });
  });

  it("sets beside each live city the open hours of the pros who serve it over the next 14 days", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    await services.db.city.upsert({
      where: { city_state: { city: "Boston", state: "MA" } },
      create: { city: "Boston", state: "MA", live: true },
      update: { live: true },
    });
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    // Monday to Saturday, 9 to 6: 12 working days in any 14, so 108 hours; less a 2-hour job.
    await pro.caller.availability.saveMine({ ...AVAILABILITY_DEFAULTS, homeZip: "02108" });
    await accepted(pro.user.id, DAY, 10, ahead(3 * DAY));
    const { cities } = await caller.admin.marketplace({ windowDays: 7 });
    const boston = cities.find((row) => row.city === "Boston");
    expect(boston?.openProHours).toBeGreaterThanOrEqual(106 - 9);
    expect(boston?.openProHours).toBeLessThanOrEqual(108);
  });

  it("has no rates, times or cities when nothing was paid", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    await createBookingRow(services, { status: "AWAITING_PAYMENT" });
    const empty = await caller.admin.marketplace({ windowDays: 7 });
    expect(empty.figures).toMatchObject({ paid: 0, fillRate: null, medianMinutesToAccept: null, instantShare: null });
    expect(empty.cities).toEqual([]);
  });

  it("refuses a window it does not offer, and anyone but an administrator", async () => {
    const { caller: admin } = await personWithCaller(services, { role: "ADMIN" });
    await expect(admin.admin.marketplace({ windowDays: 31 as 30 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(WINDOW_NOT_OFFERED),
    });
    const { caller: pro } = await personWithCaller(services, { role: "PRO" });
    await expect(pro.admin.marketplace({ windowDays: 30 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
