// availability.*: pros say when and where they work, administrators can edit it, and anyone
// can ask which start times a pro can come to a ZIP code. Clock rules run with a fixed `now`.
import {
  AVAILABILITY_DEFAULTS,
  type AvailabilitySettings,
  addDays,
  applicationSchema,
  appointmentInstant,
  localDate,
  SLOT_RANGE_TOO_LONG,
  type WeeklyHours,
  ZIP_NOT_FOUND,
  ZIP_NOT_SERVED,
} from "@primp/core";
import type { User } from "@primp/db";
import { describe, expect, it } from "vitest";
import { availableSlots, REQUESTED_PRO_NOT_FOUND, UNKNOWN_SERVICES } from "../../domain/availability.ts";
import { PRO_PROFILE_NOT_FOUND } from "../../domain/profile.ts";
import { APPLICATION_INPUT, createBookingRow, personWithCaller, signedInAs } from "../../testing/fixtures.ts";
import { createTestClient } from "../../testing/index.ts";
import { seededWorldPerTest } from "../../testing/seeded-world.ts";

const world = seededWorldPerTest();

// Tuesday, December 1, 2026, 7:00 A.M. Eastern; the days asked follow it.
const NOW = new Date("2026-12-01T12:00:00Z");
const WEDNESDAY = "2026-12-02";
const CAMBRIDGE_ZIP = "02139";

const allWeek = (start: string, end: string) =>
  Object.fromEntries(
    (["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const).map((day) => [day, [{ start, end }]]),
  ) as WeeklyHours;

const settings = (overrides: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  ...AVAILABILITY_DEFAULTS,
  homeZip: "02108",
  ...overrides,
});

/** A pro who has saved their settings through their own procedure. */
async function proWith(overrides: Partial<AvailabilitySettings> = {}) {
  const pro = await personWithCaller(world.services, { role: "PRO", state: "MA" });
  await pro.caller.availability.saveMine(settings(overrides));
  return pro;
}

async function slotsFor(input: { zip?: string; from?: string; to?: string; requestedProId?: string } = {}) {
  const silkPress = await world.catalogue.service("Silk Press");
  return availableSlots(
    world.services,
    { serviceId: silkPress.id, zip: CAMBRIDGE_ZIP, from: WEDNESDAY, to: WEDNESDAY, ...input },
    NOW,
  );
}

const timesOn = (answer: Awaited<ReturnType<typeof slotsFor>>, date = WEDNESDAY) =>
  answer.days.find((day) => day.date === date)?.slots.map((slot) => slot.time) ?? [];

async function acceptedBooking(pro: Pick<User, "id">, date: string, time: string) {
  return createBookingRow(world.services, {
    status: "ACCEPTED",
    assignedProId: pro.id,
    data: {
      appointmentAt: appointmentInstant(date, time, "America/New_York"),
      localDate: date,
      localTime: time,
      durationMinutes: 120,
    },
  });
}

describe("availability.slots", () => {
  it("answers the start times a nearby pro can come, in the appointment's zone, with the city that serves it", async () => {
    await proWith();
    const cambridge = await world.catalogue.city("Cambridge");
    expect((await world.catalogue.service("Silk Press")).durationMinutes).toBe(120);
    const answer = await slotsFor();
    expect(answer).toMatchObject({ cityId: cambridge.id, timeZone: "America/New_York" });
    // 9 to 6, two hours each: from 9:30 to 4:00.
    expect(timesOn(answer)[0]).toBe("09:30");
    expect(timesOn(answer).at(-1)).toBe("16:00");
    expect(answer.days[0]?.slots[0]).toEqual({ time: "09:30", pros: 1 });
  });

  it("counts every pro who could come", async () => {
    await proWith();
    await proWith({ weeklyHours: allWeek("12:00", "18:00") });
    const slots = (await slotsFor()).days[0]?.slots ?? [];
    expect(slots.find((slot) => slot.time === "11:30")?.pros).toBe(1);
    expect(slots.find((slot) => slot.time === "12:00")?.pros).toBe(2);
  });

  it("works through the public procedure for anyone", async () => {
    await proWith({ weeklyHours: allWeek("09:00", "18:00") });
    const { caller } = createTestClient(world.services);
    const silkPress = await world.catalogue.service("Silk Press");
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answer = await caller.availability.slots({ serviceId: silkPress.id, zip: CAMBRIDGE_ZIP, from, to: from });
    expect(answer.days).toEqual([
      expect.objectContaining({ date: from, slots: expect.arrayContaining([{ time: "09:30", pros: 1 }]) }),
    ]);
  });

  it("keeps each pro's accepted appointments and their buffer free", async () => {
    const { user } = await proWith();
    await acceptedBooking(user, WEDNESDAY, "13:00");
    // 1:00 to 3:00 booked with an hour either side: a two-hour job ends by noon or starts at 4.
    expect(timesOn(await slotsFor())).toEqual(["09:30", "10:00", "16:00"]);
  });

  it("says a day has no slots and names the next days that have one", async () => {
    await proWith({ timeOff: [{ from: WEDNESDAY, to: "2026-12-03" }] });
    const answer = await slotsFor({ to: "2026-12-03" });
    expect(answer.days.map((day) => [day.date, day.slots.length, day.nextDatesWithSlots])).toEqual([
      [WEDNESDAY, 0, ["2026-12-04", "2026-12-05", "2026-12-07"]],
      ["2026-12-03", 0, ["2026-12-04", "2026-12-05", "2026-12-07"]],
    ]);
  });

  it("names a closed day's next days from inside the asked range when it can", async () => {
    await proWith({ timeOff: [{ from: "2026-12-09", to: "2026-12-31" }] });
    const answer = await slotsFor({ from: "2026-12-05", to: "2026-12-08" });
    // Sunday is closed and Monday and Tuesday follow; from Wednesday the pro is off for weeks.
    expect(answer.days.map((day) => [day.date, day.slots.length > 0, day.nextDatesWithSlots])).toEqual([
      ["2026-12-05", true, []],
      ["2026-12-06", false, ["2026-12-07", "2026-12-08"]],
      ["2026-12-07", true, []],
      ["2026-12-08", true, []],
    ]);
  });

  it("shows a requested pro's own slots, and refuses someone who is not a pro", async () => {
    const { user: requested } = await proWith();
    await proWith();
    await acceptedBooking(requested, WEDNESDAY, "13:00");
    const answer = await slotsFor({ requestedProId: requested.id });
    expect(answer.days[0]?.slots).toEqual([
      { time: "09:30", pros: 1 },
      { time: "10:00", pros: 1 },
      { time: "16:00", pros: 1 },
    ]);
    const { user: customer } = await personWithCaller(world.services);
    await expect(slotsFor({ requestedProId: customer.id })).rejects.toThrow(REQUESTED_PRO_NOT_FOUND);
  });

  it("counts a pro who has not set their hours on the defaults around the ZIP code they applied with", async () => {
    const { user } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    const applicant = await world.services.db.applicant.create({
      data: { ...applicationSchema.parse(APPLICATION_INPUT), zip: "02108", status: "ACCEPTED" },
    });
    await world.services.db.proProfile.update({ where: { userId: user.id }, data: { applicantId: applicant.id } });
    // A pro with neither settings nor an application is nowhere, so never counted.
    await personWithCaller(world.services, { role: "PRO", state: "MA" });
    expect((await slotsFor()).days[0]?.slots[0]).toEqual({ time: "09:30", pros: 1 });
  });

  it("refuses a ZIP code outside every live city, and one that does not exist", async () => {
    await proWith();
    // Worcester's city is not live, and it is 40 miles from Boston.
    await expect(slotsFor({ zip: "01608" })).rejects.toThrow(ZIP_NOT_SERVED);
    await expect(slotsFor({ zip: "59801" })).rejects.toThrow(ZIP_NOT_SERVED);
    await expect(slotsFor({ zip: "00000" })).rejects.toThrow(ZIP_NOT_FOUND);
  });

  it("refuses more than fourteen days at a time", async () => {
    const { caller } = createTestClient(world.services);
    const silkPress = await world.catalogue.service("Silk Press");
    await expect(
      caller.availability.slots({ serviceId: silkPress.id, zip: CAMBRIDGE_ZIP, from: "2026-12-01", to: "2026-12-15" }),
    ).rejects.toThrow(SLOT_RANGE_TOO_LONG);
  });
});

describe("a pro's own availability", () => {
  it("starts on the defaults, unset, and the dashboard says so until the pro saves theirs", async () => {
    const { caller } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    expect(await caller.availability.mine()).toMatchObject({ ...AVAILABILITY_DEFAULTS, homeZip: "", isSet: false });
    expect((await caller.pro.me()).availabilitySet).toBe(false);

    const saved = await caller.availability.saveMine(settings({ homeZip: "90012", instantBooking: true }));
    expect(saved).toMatchObject({
      homeZip: "90012",
      timeZone: "America/Los_Angeles",
      instantBooking: true,
      isSet: true,
    });
    expect(await caller.availability.mine()).toEqual(saved);
    expect((await caller.pro.me()).availabilitySet).toBe(true);
  });

  it("refuses hours that overlap or end before they start, with a sentence", async () => {
    const { caller } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    const overlapping = {
      ...AVAILABILITY_DEFAULTS.weeklyHours,
      MON: [
        { start: "09:00", end: "13:00" },
        { start: "12:00", end: "17:00" },
      ],
    };
    await expect(caller.availability.saveMine(settings({ weeklyHours: overlapping }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "On Monday, the hours 9:00 A.M.–1:00 P.M. and 12:00 P.M.–5:00 P.M. overlap. Please correct them.",
    });
    const backwards = { ...AVAILABILITY_DEFAULTS.weeklyHours, SUN: [{ start: "17:00", end: "09:00" }] };
    await expect(caller.availability.saveMine(settings({ weeklyHours: backwards }))).rejects.toThrow(
      "On Sunday, the hours 5:00 P.M.–9:00 A.M. end before they start. Please correct them.",
    );
    expect(await world.services.db.proAvailability.count()).toBe(0);
  });

  it("refuses a ZIP code that does not exist and services that are not the catalogue's", async () => {
    const { caller } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    await expect(caller.availability.saveMine(settings({ homeZip: "00000" }))).rejects.toThrow(ZIP_NOT_FOUND);
    await expect(caller.availability.saveMine(settings({ serviceIds: ["no-such-service"] }))).rejects.toThrow(
      UNKNOWN_SERVICES,
    );
    expect(await world.services.db.proAvailability.count()).toBe(0);
  });

  it("refuses time off over an accepted appointment, naming it", async () => {
    const { user, caller } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    const booking = await createBookingRow(world.services, {
      status: "ACCEPTED",
      assignedProId: user.id,
      hoursAhead: 24 * 10,
    });
    // The appointment's day on the pro's (Eastern) calendar, whatever the hour the test runs at.
    const day = localDate(booking.appointmentAt, "America/New_York");
    await expect(caller.availability.saveMine(settings({ timeOff: [{ from: day, to: day }] }))).rejects.toThrow(
      /^Your time off covers your Silk Press appointment on \w+day, .+ Eastern time\./,
    );
    const dayAfter = addDays(day, 1);
    await expect(
      caller.availability.saveMine(settings({ timeOff: [{ from: dayAfter, to: dayAfter }] })),
    ).resolves.toMatchObject({
      isSet: true,
    });
  });

  it("lets administrators see and edit any pro's, and no one else", async () => {
    const { user: pro, caller: proCaller } = await personWithCaller(world.services, { role: "PRO", state: "MA" });
    const { caller: admin } = await personWithCaller(world.services, { role: "ADMIN" });
    await admin.availability.saveForPro({ proUserId: pro.id, settings: settings({ maxPerDay: 2 }) });
    expect(await proCaller.availability.mine()).toMatchObject({ maxPerDay: 2, isSet: true });
    expect(await admin.availability.ofPro({ proUserId: pro.id })).toMatchObject({ maxPerDay: 2 });

    const { user: customer, caller: customerCaller } = await personWithCaller(world.services);
    await expect(admin.availability.ofPro({ proUserId: customer.id })).rejects.toThrow(PRO_PROFILE_NOT_FOUND);
    await expect(customerCaller.availability.ofPro({ proUserId: pro.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const other = await signedInAs(world.services, pro);
    await expect(
      other.caller.availability.saveForPro({ proUserId: pro.id, settings: settings() }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
