import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_DEFAULTS,
  answerDays,
  availabilitySettingsSchema,
  bookableSlots,
  hoursProblem,
  isFreeFor,
  openHours,
  SLOT_RANGE_TOO_LONG,
  type SlotPro,
  type SlotQuery,
  slotsInputSchema,
  type WeeklyHours,
  weeklyHoursProblem,
} from "./availability";
import { greatCircleMiles, stateTimeZone } from "./geo";
import { MINIMUM_NOTICE_HOURS } from "./notice";
import { appointmentInstant } from "./schedule";

const CAMBRIDGE = { latitude: 42.3647, longitude: -71.1042 };
const BOSTON = { latitude: 42.3576, longitude: -71.0684 };
const LOS_ANGELES = { latitude: 34.0614, longitude: -118.2385 };
const EASTERN = "America/New_York";

// Tuesday, December 1, 2026, 7:00 A.M. Eastern.
const NOW = new Date("2026-12-01T12:00:00Z");
// Wednesday, Thursday and Sunday after it.
const WEDNESDAY = "2026-12-02";
const THURSDAY = "2026-12-03";

const pro = (overrides: Partial<SlotPro> = {}): SlotPro => ({
  ...AVAILABILITY_DEFAULTS,
  id: "jasmine",
  home: BOSTON,
  timeZone: EASTERN,
  appointments: [],
  ...overrides,
});

const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  serviceId: "silk-press",
  serviceMinutes: 90,
  place: { ...CAMBRIDGE, timeZone: EASTERN },
  from: WEDNESDAY,
  to: WEDNESDAY,
  now: NOW,
  ...overrides,
});

const times = (days: ReturnType<typeof bookableSlots>, date = WEDNESDAY) =>
  days.find((day) => day.date === date)?.slots.map((slot) => slot.time) ?? [];

const everyDay = (start: string, end: string): WeeklyHours => ({
  MON: [{ start, end }],
  TUE: [{ start, end }],
  WED: [{ start, end }],
  THU: [{ start, end }],
  FRI: [{ start, end }],
  SAT: [{ start, end }],
  SUN: [{ start, end }],
});

const accepted = (date: string, time: string, durationMinutes = 90, zone = EASTERN) => ({
  appointmentAt: appointmentInstant(date, time, zone),
  durationMinutes,
});

describe("bookable slots", () => {
  it("offers every half hour from which the whole service fits inside the pro's hours", () => {
    const days = bookableSlots(query(), [pro()]);
    expect(times(days)).toEqual([
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(days[0]?.slots.every((slot) => slot.pros === 1)).toBe(true);
  });

  it("keeps to the 9 A.M. to 8 P.M. rule even for a pro who works all day", () => {
    const days = bookableSlots(query({ serviceMinutes: 30 }), [pro({ weeklyHours: everyDay("00:00", "23:30") })]);
    expect(times(days)[0]).toBe("09:30");
    expect(times(days).at(-1)).toBe("19:30");
  });

  it("reads the pro's hours on their own clock, not the appointment's", () => {
    // 9 to 6 Central is 10 to 7 Eastern.
    const days = bookableSlots(query(), [pro({ timeZone: "America/Chicago" })]);
    expect(times(days)[0]).toBe("10:00");
    expect(times(days).at(-1)).toBe("17:30");
  });

  it("serves the west coast in its own zone", () => {
    const days = bookableSlots(query({ place: { ...LOS_ANGELES, timeZone: "America/Los_Angeles" } }), [
      pro({ home: LOS_ANGELES, timeZone: "America/Los_Angeles" }),
    ]);
    expect(times(days)[0]).toBe("09:30");
    expect(times(days).at(-1)).toBe("16:30");
  });

  it("follows a daylight-saving change between a zone that keeps it and one that does not", () => {
    // Arizona keeps Mountain standard time all year; California moves on Sunday, March 14, 2027.
    const arizonaPro = pro({ home: LOS_ANGELES, timeZone: "America/Phoenix", weeklyHours: everyDay("09:00", "17:00") });
    const days = bookableSlots(
      query({
        place: { ...LOS_ANGELES, timeZone: "America/Los_Angeles" },
        from: "2027-03-13",
        to: "2027-03-15",
        now: new Date("2027-03-01T12:00:00Z"),
      }),
      [arizonaPro],
    );
    // Before: 9 to 5 in Phoenix is 8 to 4 in Los Angeles; after: the same clock time.
    expect(times(days, "2027-03-13").at(-1)).toBe("14:30");
    expect(times(days, "2027-03-15")[0]).toBe("09:30");
    expect(times(days, "2027-03-15").at(-1)).toBe("15:30");
  });

  it("keeps the travel buffer either side of an accepted appointment", () => {
    const days = bookableSlots(query(), [pro({ appointments: [accepted(WEDNESDAY, "13:00")] })]);
    // 13:00 to 14:30 booked, an hour's buffer each side: a 90-minute job must end by 12:00 or start at 15:30.
    expect(times(days)).toEqual(["09:30", "10:00", "10:30", "15:30", "16:00", "16:30"]);
  });

  it("offers nothing on a day the pro has reached their maximum, and the next day as usual", () => {
    const busy = pro({ maxPerDay: 1, appointments: [accepted(WEDNESDAY, "09:30", 30)] });
    const days = bookableSlots(query({ to: THURSDAY }), [busy]);
    expect(times(days)).toEqual([]);
    expect(times(days, THURSDAY)).toHaveLength(15);
  });

  it("offers nothing on time off", () => {
    const away = pro({ timeOff: [{ from: "2026-11-30", to: WEDNESDAY }] });
    const days = bookableSlots(query({ to: THURSDAY }), [away]);
    expect(times(days)).toEqual([]);
    expect(times(days, THURSDAY)).toHaveLength(15);
  });

  it("counts a pro whose radius reaches the appointment, and not one whose radius stops just short", () => {
    const miles = greatCircleMiles(BOSTON, CAMBRIDGE);
    expect(times(bookableSlots(query(), [pro({ radiusMiles: miles + 0.01 })]))).toHaveLength(15);
    expect(times(bookableSlots(query(), [pro({ radiusMiles: miles - 0.01 })]))).toEqual([]);
  });

  it("counts only pros who offer the service", () => {
    const days = bookableSlots(query(), [
      pro({ id: "all" }),
      pro({ id: "chosen", serviceIds: ["silk-press"] }),
      pro({ id: "other", serviceIds: ["bridal-makeup"] }),
    ]);
    expect(days[0]?.slots[0]).toEqual({ time: "09:30", pros: 2 });
  });

  it("shows a requested pro's own slots only", () => {
    const busy = pro({ id: "requested", appointments: [accepted(WEDNESDAY, "13:00")] });
    const free = pro({ id: "free" });
    const days = bookableSlots(query({ requestedProId: "requested" }), [busy, free]);
    expect(times(days)).toEqual(["09:30", "10:00", "10:30", "15:30", "16:00", "16:30"]);
    expect(days[0]?.slots.every((slot) => slot.pros === 1)).toBe(true);
  });

  it("never offers a time closer than the minimum notice", () => {
    // Wednesday 8:00 A.M. Eastern: nothing before 4:00 P.M.
    const now = new Date("2026-12-02T13:00:00Z");
    expect(MINIMUM_NOTICE_HOURS).toBe(8);
    expect(times(bookableSlots(query({ now }), [pro()]))).toEqual(["16:00", "16:30"]);
  });
});

describe("days without slots", () => {
  it("name the next days that have one, past the asked range too", () => {
    // Saturday 5 to Monday 7 December; the pro works Monday to Saturday.
    const days = bookableSlots(query({ from: "2026-12-05", to: "2026-12-09" }), [
      pro({ timeOff: [{ from: "2026-12-05", to: "2026-12-05" }] }),
    ]);
    const answer = answerDays(days, "2026-12-06");
    expect(answer.map((day) => [day.date, day.nextDatesWithSlots])).toEqual([
      ["2026-12-05", ["2026-12-07", "2026-12-08", "2026-12-09"]],
      ["2026-12-06", ["2026-12-07", "2026-12-08", "2026-12-09"]],
    ]);
  });
});

describe("availability input", () => {
  it("refuses hours that end before they start, and hours that overlap, naming the day", () => {
    expect(hoursProblem("MON", [{ start: "18:00", end: "09:00" }])).toBe(
      "On Monday, the hours 6:00 P.M.–9:00 A.M. end before they start. Please correct them.",
    );
    expect(
      hoursProblem("TUE", [
        { start: "13:00", end: "18:00" },
        { start: "09:00", end: "14:00" },
      ]),
    ).toBe("On Tuesday, the hours 9:00 A.M.–2:00 P.M. and 1:00 P.M.–6:00 P.M. overlap. Please correct them.");
    expect(
      hoursProblem("WED", [
        { start: "09:00", end: "12:00" },
        { start: "12:00", end: "18:00" },
      ]),
    ).toBeNull();
  });

  it("parses the defaults with a ZIP code, and finds the first day whose hours are wrong", () => {
    expect(availabilitySettingsSchema.safeParse({ ...AVAILABILITY_DEFAULTS, homeZip: "02139" }).success).toBe(true);
    expect(weeklyHoursProblem(AVAILABILITY_DEFAULTS.weeklyHours)).toBeNull();
    const empty = { ...AVAILABILITY_DEFAULTS.weeklyHours, FRI: [{ start: "10:00", end: "10:00" }] };
    expect(weeklyHoursProblem(empty)).toMatch(/^On Friday, the hours 10:00 A.M.–10:00 A.M. end before/);
  });

  it("answers at most fourteen days at a time", () => {
    const base = { serviceId: "s", zip: "02139", from: "2026-12-01" };
    expect(slotsInputSchema.safeParse({ ...base, to: "2026-12-14" }).success).toBe(true);
    expect(slotsInputSchema.safeParse({ ...base, to: "2026-12-15" }).error?.issues[0]?.message).toBe(
      SLOT_RANGE_TOO_LONG,
    );
  });
});

describe("places", () => {
  it("measures great-circle miles", () => {
    const newYork = { latitude: 40.7484, longitude: -73.9967 };
    expect(greatCircleMiles(BOSTON, newYork)).toBeCloseTo(190, -1);
    expect(greatCircleMiles(BOSTON, BOSTON)).toBe(0);
  });

  it("knows each state's main zone", () => {
    expect(stateTimeZone("ma")).toBe("America/New_York");
    expect(stateTimeZone("AZ")).toBe("America/Phoenix");
    expect(stateTimeZone("ZZ")).toBeNull();
  });
});

describe("one appointment for one pro", () => {
  const at = (time: string, date = WEDNESDAY) => appointmentInstant(date, time, EASTERN);
  const asked = (time: string, overrides: Partial<Parameters<typeof isFreeFor>[1]> = {}) => ({
    serviceId: "silk-press",
    serviceMinutes: 90,
    place: { ...CAMBRIDGE, timeZone: EASTERN },
    date: WEDNESDAY,
    at: at(time),
    ...overrides,
  });

  it("is free inside their hours and area, and not at the edge where the service would end after them", () => {
    expect(isFreeFor(pro(), asked("09:00"))).toBe(true);
    expect(isFreeFor(pro(), asked("16:30"))).toBe(true);
    expect(isFreeFor(pro(), asked("17:00"))).toBe(false);
    expect(isFreeFor(pro(), asked("08:30"))).toBe(false);
  });

  it("is not free out of area, for a service not offered, on time off, or on a day off", () => {
    expect(isFreeFor(pro({ home: LOS_ANGELES }), asked("10:00"))).toBe(false);
    expect(isFreeFor(pro({ serviceIds: ["braids"] }), asked("10:00"))).toBe(false);
    expect(isFreeFor(pro({ timeOff: [{ from: WEDNESDAY, to: WEDNESDAY }] }), asked("10:00"))).toBe(false);
    // Sunday is off by default.
    expect(isFreeFor(pro(), asked("10:00", { date: "2026-12-06", at: at("10:00", "2026-12-06") }))).toBe(false);
  });

  it("keeps the buffer around an accepted appointment and the daily maximum", () => {
    const held = { appointmentAt: at("12:00"), durationMinutes: 60 };
    const buffered = pro({ appointments: [held], bufferMinutes: 60 });
    expect(isFreeFor(buffered, asked("09:30"))).toBe(true);
    expect(isFreeFor(buffered, asked("10:00"))).toBe(false);
    expect(isFreeFor(buffered, asked("14:00"))).toBe(true);
    expect(isFreeFor(buffered, asked("13:30"))).toBe(false);
    expect(isFreeFor(pro({ appointments: [held], bufferMinutes: 0, maxPerDay: 1 }), asked("15:00"))).toBe(false);
  });
});

describe("a pro's open hours", () => {
  const at = (date: string, time: string) => appointmentInstant(date, time, EASTERN);

  it("sums the working windows of the days asked, less accepted appointments, skipping days off and full days", () => {
    // Wednesday to Sunday on the defaults: Wednesday to Saturday 9 to 6, Sunday closed.
    expect(openHours(pro(), WEDNESDAY, "2026-12-06")).toBe(4 * 9);
    const booked = pro({ appointments: [{ appointmentAt: at(WEDNESDAY, "10:00"), durationMinutes: 90 }] });
    expect(openHours(booked, WEDNESDAY, WEDNESDAY)).toBe(7.5);
    expect(openHours(pro({ timeOff: [{ from: THURSDAY, to: THURSDAY }] }), WEDNESDAY, THURSDAY)).toBe(9);
    const full = pro({ maxPerDay: 1, appointments: [{ appointmentAt: at(WEDNESDAY, "10:00"), durationMinutes: 90 }] });
    expect(openHours(full, WEDNESDAY, THURSDAY)).toBe(9);
  });

  it("counts only the part of an appointment inside the working hours", () => {
    const late = pro({ appointments: [{ appointmentAt: at(WEDNESDAY, "17:00"), durationMinutes: 120 }] });
    expect(openHours(late, WEDNESDAY, WEDNESDAY)).toBe(8);
  });
});
