// When and where each pro works, and the start times a customer may book: the rules as data
// and pure functions, so the server's slot query, the booking form and the tests agree.
import { z } from "zod";
import { formatTime12h } from "./format";
import { type Coordinates, greatCircleMiles } from "./geo";
import { MINIMUM_NOTICE_HOURS } from "./notice";
import { BOOKING_HOURS } from "./product";
import { appointmentInstant, isCalendarDate, isWithinBookingHours, TIME_PATTERN } from "./schedule";
import { calendarDateSchema, zipCodeSchema } from "./schemas";

export const WEEKDAYS = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MON: "Monday",
  TUE: "Tuesday",
  WED: "Wednesday",
  THU: "Thursday",
  FRI: "Friday",
  SAT: "Saturday",
  SUN: "Sunday",
};

/** A working range on the pro's own wall clock, "09:00" to "18:00". */
export interface HoursRange {
  start: string;
  end: string;
}
export type WeeklyHours = Record<Weekday, HoursRange[]>;
/** Days off, both dates included, on the pro's own calendar. */
export interface TimeOff {
  from: string;
  to: string;
}

/** What a pro says about when and where they work; the zone follows from the home ZIP. */
export interface AvailabilitySettings {
  weeklyHours: WeeklyHours;
  timeOff: TimeOff[];
  bufferMinutes: number;
  maxPerDay: number;
  /** The services offered; an empty list means every service. */
  serviceIds: string[];
  homeZip: string;
  radiusMiles: number;
  instantBooking: boolean;
}

export const SLOT_STEP_MINUTES = 30;
/**
 * Where Primp works: a ZIP code named after a live city, or within this many miles of a live
 * city's centre (the live cities of the catalogue decide).
 */
export const SERVED_CITY_RADIUS_MILES = 25;
export const ZIP_NOT_SERVED = "We don't serve that ZIP code yet.";
export const ZIP_NOT_FOUND = "We could not find that ZIP code. Please check it and try again.";
/** The longest range of days one slot query answers. */
export const MAX_SLOT_RANGE_DAYS = 14;
/** How far past the asked range a day without slots looks for the next days that have one. */
export const NEXT_DAYS_LOOKAHEAD = 14;
/** How many next days with slots an empty day names. */
export const NEXT_DAYS_NAMED = 3;

const WORKDAY: HoursRange[] = [{ start: "09:00", end: "18:00" }];

/** Where a new pro starts until they say otherwise: Monday to Saturday, 9 to 6. */
export const AVAILABILITY_DEFAULTS: Omit<AvailabilitySettings, "homeZip"> = {
  weeklyHours: { MON: WORKDAY, TUE: WORKDAY, WED: WORKDAY, THU: WORKDAY, FRI: WORKDAY, SAT: WORKDAY, SUN: [] },
  timeOff: [],
  bufferMinutes: 60,
  maxPerDay: 4,
  serviceIds: [],
  radiusMiles: 25,
  instantBooking: false,
};

export const AVAILABILITY_LIMITS = {
  rangesPerDay: 4,
  timeOffEntries: 50,
  bufferMinutes: { min: 0, max: 240 },
  maxPerDay: { min: 1, max: 12 },
  radiusMiles: { min: 1, max: 100 },
} as const;

// ---------------------------------------------------------------- input

const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};

const hoursTime = z.string({ error: "Please enter a time" }).regex(TIME_PATTERN, { error: "Please enter a time" });
const hoursRangeSchema = z.object({ start: hoursTime, end: hoursTime });
const rangeLabel = (range: HoursRange) => `${formatTime12h(range.start)}–${formatTime12h(range.end)}`;

/** The first problem of a day's ranges, as a sentence: one that ends before it starts, or two that overlap. */
export function hoursProblem(day: Weekday, ranges: HoursRange[]): string | null {
  const label = WEEKDAY_LABELS[day];
  for (const range of ranges) {
    if (minutesOf(range.end) <= minutesOf(range.start)) {
      return `On ${label}, the hours ${rangeLabel(range)} end before they start. Please correct them.`;
    }
  }
  const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let index = 1; index < sorted.length; index++) {
    const earlier = sorted[index - 1] as HoursRange;
    const later = sorted[index] as HoursRange;
    if (minutesOf(later.start) < minutesOf(earlier.end)) {
      return `On ${label}, the hours ${rangeLabel(earlier)} and ${rangeLabel(later)} overlap. Please correct them.`;
    }
  }
  return null;
}

// Hours that end before they start or overlap are refused by weeklyHoursProblem, which the
// server runs after parsing: the schema checks each field alone.
const weeklyHoursSchema = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      z.array(hoursRangeSchema).max(AVAILABILITY_LIMITS.rangesPerDay, {
        error: `Please enter at most ${AVAILABILITY_LIMITS.rangesPerDay} ranges a day`,
      }),
    ]),
  ) as Record<Weekday, z.ZodArray<typeof hoursRangeSchema>>,
);

/** The first problem of a week's hours, as a sentence; null when every day's ranges are sound. */
export function weeklyHoursProblem(week: WeeklyHours): string | null {
  for (const day of WEEKDAYS) {
    const problem = hoursProblem(day, week[day]);
    if (problem) return problem;
  }
  return null;
}

const timeOffSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((entry) => entry.to >= entry.from, { error: "Time off must end on or after the day it starts" });

const wholeNumber = (what: string, limits: { min: number; max: number }) =>
  z
    .number({ error: `Please enter ${what}` })
    .int({ error: `Please enter ${what} as a whole number` })
    .min(limits.min, { error: `Please enter ${what} of at least ${limits.min}` })
    .max(limits.max, { error: `Please enter ${what} of at most ${limits.max}` });

export const availabilitySettingsSchema = z.object({
  weeklyHours: weeklyHoursSchema,
  timeOff: z.array(timeOffSchema).max(AVAILABILITY_LIMITS.timeOffEntries, {
    error: `Please enter at most ${AVAILABILITY_LIMITS.timeOffEntries} periods of time off`,
  }),
  bufferMinutes: wholeNumber("a travel buffer", AVAILABILITY_LIMITS.bufferMinutes),
  maxPerDay: wholeNumber("a daily maximum", AVAILABILITY_LIMITS.maxPerDay),
  serviceIds: z.array(z.string().trim().min(1).max(64)).max(200),
  homeZip: zipCodeSchema,
  radiusMiles: wholeNumber("a radius", AVAILABILITY_LIMITS.radiusMiles),
  instantBooking: z.boolean({ error: "Please say whether you accept instant bookings" }),
}) satisfies z.ZodType<AvailabilitySettings>;

/** Days between two calendar dates ("2026-12-01" to "2026-12-03" is 2). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

export const SLOT_RANGE_TOO_LONG = `Please ask for at most ${MAX_SLOT_RANGE_DAYS} days at a time.`;
export const SLOT_RANGE_BACKWARDS = "Please choose an end date on or after the start date.";

export const slotsInputSchema = z
  .object({
    serviceId: z
      .string({ error: "Please choose a service" })
      .trim()
      .min(1, { error: "Please choose a service" })
      .max(64),
    zip: zipCodeSchema,
    from: calendarDateSchema,
    to: calendarDateSchema,
    requestedProId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((input) => !isCalendarDate(input.from) || !isCalendarDate(input.to) || input.to >= input.from, {
    error: SLOT_RANGE_BACKWARDS,
    path: ["to"],
  })
  .refine((input) => input.to < input.from || daysBetween(input.from, input.to) < MAX_SLOT_RANGE_DAYS, {
    error: SLOT_RANGE_TOO_LONG,
    path: ["to"],
  });
export type SlotsInput = z.infer<typeof slotsInputSchema>;

// ---------------------------------------------------------------- slots

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The calendar date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(dayNumber(date) + days * DAY_MS).toISOString().slice(0, 10);

export const weekdayOf = (date: string): Weekday =>
  WEEKDAYS[(new Date(dayNumber(date)).getUTCDay() + 6) % 7] as Weekday;

/** The dates from `from` to `to`, both included. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Start times a customer may pick on any day: every 30 minutes inside the booking hours. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: ((BOOKING_HOURS.closeHour - BOOKING_HOURS.openHour) * 60) / SLOT_STEP_MINUTES + 1 },
  (_, step) => {
    const minutes = BOOKING_HOURS.openHour * 60 + step * SLOT_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  },
).filter(isWithinBookingHours);

/** An accepted appointment that holds a pro's time. */
export interface HeldAppointment {
  appointmentAt: Date;
  durationMinutes: number;
}

/** One pro as the slot engine sees them: settings, home and zone, and their accepted appointments. */
export interface SlotPro extends Omit<AvailabilitySettings, "homeZip" | "instantBooking"> {
  id: string;
  home: Coordinates;
  timeZone: string;
  appointments: HeldAppointment[];
}

export interface SlotQuery {
  serviceId: string;
  serviceMinutes: number;
  /** The appointment's place: coordinates and zone. */
  place: Coordinates & { timeZone: string };
  from: string;
  to: string;
  now: Date;
  requestedProId?: string;
}

export interface Slot {
  time: string;
  /** How many pros could take it. */
  pros: number;
}
export interface DaySlots {
  date: string;
  slots: Slot[];
}

/** Whether a pro works where the appointment is and offers its service. */
export function servesAppointment(
  pro: Pick<SlotPro, "home" | "radiusMiles" | "serviceIds">,
  query: Pick<SlotQuery, "place" | "serviceId">,
) {
  return (
    greatCircleMiles(pro.home, query.place) <= pro.radiusMiles &&
    (pro.serviceIds.length === 0 || pro.serviceIds.includes(query.serviceId))
  );
}

type Interval = { start: number; end: number };

/**
 * One computation's wall-clock instants. Each (zone, date) is converted once: on a day of 24
 * hours every wall time is midnight plus its minutes, and only the two DST-change days a year
 * need the zone's rules for each time. Pros share a few zones, so a query converts a few dozen.
 */
function instantCache() {
  const midnights = new Map<string, { start: number; end: number }>();
  const dayOf = (date: string, zone: string) => {
    const key = `${zone} ${date}`;
    let day = midnights.get(key);
    if (day === undefined) {
      day = {
        start: appointmentInstant(date, "00:00", zone).getTime(),
        end: appointmentInstant(addDays(date, 1), "00:00", zone).getTime(),
      };
      midnights.set(key, day);
    }
    return day;
  };
  return {
    day: dayOf,
    at(date: string, time: string, zone: string) {
      const day = dayOf(date, zone);
      return day.end - day.start === DAY_MS
        ? day.start + minutesOf(time) * MINUTE_MS
        : appointmentInstant(date, time, zone).getTime();
    },
  };
}
type Instants = ReturnType<typeof instantCache>;

function onTimeOff(timeOff: readonly TimeOff[], date: string) {
  for (const off of timeOff) if (off.from <= date && date <= off.to) return true;
  return false;
}

/** A day of a pro's own calendar around the asked range: its bounds and working windows as instants. */
type WorkingDay = { date: string; start: number; end: number; windows: Interval[] };

/** The days of the pros' calendars to read: one either side, as a pro's may run ahead of or behind the appointment's. */
const calendarDates = (query: Pick<SlotQuery, "from" | "to">) =>
  datesFrom(addDays(query.from, -1), addDays(query.to, 1));

/**
 * The working days of everyone who shares a zone and weekly hours, worked out once per query.
 * Hours are known by identity: callers that read many pros share one object per distinct week
 * (most pros keep the defaults), so a thousand pros need only a handful of these.
 */
function workingDaysCache(dates: readonly string[], instants: Instants) {
  const known = new Map<WeeklyHours, Map<string, WorkingDay[]>>();
  return (pro: SlotPro): WorkingDay[] => {
    let byZone = known.get(pro.weeklyHours);
    if (byZone === undefined) {
      byZone = new Map();
      known.set(pro.weeklyHours, byZone);
    }
    let days = byZone.get(pro.timeZone);
    if (days === undefined) {
      days = dates.flatMap((date) => {
        const ranges = pro.weeklyHours[weekdayOf(date)];
        if (ranges.length === 0) return [];
        const windows = ranges.map((range) => ({
          start: instants.at(date, range.start, pro.timeZone),
          end: instants.at(date, range.end, pro.timeZone),
        }));
        return [{ date, ...instants.day(date, pro.timeZone), windows }];
      });
      byZone.set(pro.timeZone, days);
    }
    return days;
  };
}

/** Whether a pro has reached their daily maximum of accepted appointments on a day of their calendar. */
function dayIsFull(pro: SlotPro, day: WorkingDay) {
  let booked = 0;
  for (const held of pro.appointments) {
    const at = held.appointmentAt.getTime();
    if (day.start <= at && at < day.end && ++booked >= pro.maxPerDay) return true;
  }
  return false;
}

/** A working window of a day as the start times it admits: indexes `lo` (included) to `hi` (excluded) of the range's starts. */
type StartRange = { day: WorkingDay; lo: number; hi: number };

/**
 * Per day of the range (the appointment's calendar), the start times at which at least one
 * eligible pro is free for the whole service plus their buffer either side: in their radius,
 * offering the service, inside their own hours (their zone), not off, under their daily
 * maximum, clear of their accepted appointments. Times closer to `now` than the minimum
 * notice are never offered.
 */
export function bookableSlots(query: SlotQuery, pros: readonly SlotPro[]): DaySlots[] {
  const instants = instantCache();
  const durationMs = query.serviceMinutes * MINUTE_MS;
  const dates = datesFrom(query.from, query.to);
  // Every start time of the range in order (typed arrays: a busy city counts a million times).
  const startAt = Float64Array.from(
    dates.flatMap((date) => SLOT_TIMES.map((time) => instants.at(date, time, query.place.timeZone))),
  );
  const prosAt = new Int32Array(startAt.length);
  const firstAllowed = firstIndexAtOrAfter(startAt, query.now.getTime() + MINIMUM_NOTICE_HOURS * HOUR_MS);
  const workingDays = workingDaysCache(calendarDates(query), instants);
  // The starts each window admits (the whole service inside it, after the minimum notice),
  // worked out once per distinct week and zone, as the working days are.
  const startRanges = new Map<WorkingDay[], StartRange[]>();
  const rangesOf = (days: WorkingDay[]) => {
    let ranges = startRanges.get(days);
    if (ranges === undefined) {
      ranges = days.flatMap((day) =>
        day.windows.map((window) => ({
          day,
          lo: Math.max(firstAllowed, firstIndexAtOrAfter(startAt, window.start)),
          hi: firstIndexAfter(startAt, window.end - durationMs),
        })),
      );
      startRanges.set(days, ranges);
    }
    return ranges;
  };
  // Per pro, their appointments' starts as instants, and the starts an appointment (with
  // buffers) rules out; both reused from pro to pro, the marks cleared after each.
  const held = new Busy(startAt, durationMs);
  for (const pro of pros) {
    if (query.requestedProId !== undefined && pro.id !== query.requestedProId) continue;
    if (!servesAppointment(pro, query)) continue;
    held.read(pro);
    let day: WorkingDay | null = null;
    let open = false;
    // Windows never overlap (the hours of a day are checked), so no start is counted twice for a pro.
    for (const range of rangesOf(workingDays(pro))) {
      if (range.day !== day) {
        day = range.day;
        open = !onTimeOff(pro.timeOff, day.date) && !held.fills(day, pro.maxPerDay);
      }
      if (!open) continue;
      if (held.marked.length === 0) {
        for (let index = range.lo; index < range.hi; index++) (prosAt[index] as number)++;
      } else {
        for (let index = range.lo; index < range.hi; index++) {
          if (held.blocked[index] === 0) (prosAt[index] as number)++;
        }
      }
    }
    held.clear();
  }
  return dates.map((date, day) => {
    const slots: Slot[] = [];
    SLOT_TIMES.forEach((time, step) => {
      const pros = prosAt[day * SLOT_TIMES.length + step] as number;
      if (pros > 0) slots.push({ time, pros });
    });
    return { date, slots };
  });
}

/** One pro's accepted appointments at a time, as the slot engine reads them: buffers reused from pro to pro. */
class Busy {
  /** The starts of the range an appointment of the current pro rules out (1), and their indexes. */
  readonly blocked: Uint8Array;
  readonly marked: number[] = [];
  private starts = new Float64Array(16);
  private count = 0;

  constructor(
    private readonly startAt: Float64Array,
    private readonly durationMs: number,
  ) {
    this.blocked = new Uint8Array(startAt.length);
  }

  /** Reads a pro's appointments: their starts, and the range's starts each rules out with the pro's buffer either side. */
  read(pro: SlotPro) {
    const appointments = pro.appointments;
    this.count = appointments.length;
    if (this.starts.length < this.count) this.starts = new Float64Array(this.count * 2);
    const buffer = pro.bufferMinutes * MINUTE_MS;
    for (let n = 0; n < this.count; n++) {
      const held = appointments[n] as HeldAppointment;
      const start = held.appointmentAt.getTime();
      this.starts[n] = start;
      const busyEnd = start + held.durationMinutes * MINUTE_MS + buffer;
      // A start meets the busy span when it begins before the span ends and ends after it begins.
      let index = firstIndexAtOrAfter(this.startAt, start - buffer - this.durationMs + 1);
      for (; index < this.startAt.length && (this.startAt[index] as number) < busyEnd; index++) {
        if (this.blocked[index] === 0) {
          this.blocked[index] = 1;
          this.marked.push(index);
        }
      }
    }
  }

  /** Whether the pro read has reached `maxPerDay` appointments on a day of their calendar. */
  fills(day: WorkingDay, maxPerDay: number) {
    let booked = 0;
    for (let n = 0; n < this.count; n++) {
      const at = this.starts[n] as number;
      if (day.start <= at && at < day.end && ++booked >= maxPerDay) return true;
    }
    return false;
  }

  clear() {
    for (const index of this.marked) this.blocked[index] = 0;
    this.marked.length = 0;
  }
}

/** The span an accepted appointment keeps a pro busy: the appointment with their buffer either side. */
function busySpan(pro: SlotPro, held: HeldAppointment): Interval {
  const start = held.appointmentAt.getTime();
  const buffer = pro.bufferMinutes * MINUTE_MS;
  return { start: start - buffer, end: start + held.durationMinutes * MINUTE_MS + buffer };
}

/** One appointment as a pro would take it: its service, place, the date on its own calendar, and its start. */
export interface AppointmentAsked {
  serviceId: string;
  serviceMinutes: number;
  place: Coordinates & { timeZone: string };
  date: string;
  at: Date;
}

/**
 * Whether the pro can take this one appointment by the slot engine's own rules: in their
 * radius, offering the service, wholly inside one of their working windows (not off, under
 * their daily maximum), clear of their accepted appointments with the buffer either side.
 */
export function isFreeFor(pro: SlotPro, appointment: AppointmentAsked): boolean {
  if (!servesAppointment(pro, appointment)) return false;
  const start = appointment.at.getTime();
  const end = start + appointment.serviceMinutes * MINUTE_MS;
  const clear = pro.appointments.every((held) => {
    const busy = busySpan(pro, held);
    return busy.end <= start || end <= busy.start;
  });
  if (!clear) return false;
  const days = workingDaysCache(calendarDates({ from: appointment.date, to: appointment.date }), instantCache())(pro);
  return days.some(
    (day) =>
      !onTimeOff(pro.timeOff, day.date) &&
      !dayIsFull(pro, day) &&
      day.windows.some((window) => window.start <= start && end <= window.end),
  );
}

/** The first index of sorted instants after `at` (binary search); the length when none is. */
function firstIndexAfter(instants: Float64Array, at: number): number {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((instants[middle] as number) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first index of sorted instants at or after `at` (binary search); the length when none is. */
function firstIndexAtOrAfter(instants: Float64Array, at: number): number {
  let low = 0;
  let high = instants.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((instants[middle] as number) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface DayAnswer extends DaySlots {
  /** For a day without slots: the next days (up to three) that have one. */
  nextDatesWithSlots: string[];
}

/**
 * The days up to `to`, each day without slots naming the next days that have one, read from
 * `days`, which may reach past `to` to find them.
 */
export function answerDays(days: readonly DaySlots[], to: string): DayAnswer[] {
  const withSlots = days.filter((day) => day.slots.length > 0).map((day) => day.date);
  return days
    .filter((day) => day.date <= to)
    .map((day) => ({
      ...day,
      nextDatesWithSlots:
        day.slots.length > 0 ? [] : withSlots.filter((date) => date > day.date).slice(0, NEXT_DAYS_NAMED),
    }));
}

/**
 * A pro's open hours on the days of their own calendar from `from` to `to` (both included): their
 * working windows on days they are not off and not already full, less the time their accepted
 * appointments take inside them. What the operations page weighs each city's requests against.
 */
export function openHours(pro: SlotPro, from: string, to: string): number {
  let minutes = 0;
  for (const day of workingDaysCache(datesFrom(from, to), instantCache())(pro)) {
    if (onTimeOff(pro.timeOff, day.date) || dayIsFull(pro, day)) continue;
    for (const window of day.windows) {
      let open = window.end - window.start;
      for (const held of pro.appointments) {
        const start = Math.max(window.start, held.appointmentAt.getTime());
        const end = Math.min(window.end, held.appointmentAt.getTime() + held.durationMinutes * MINUTE_MS);
        if (end > start) open -= end - start;
      }
      minutes += open / MINUTE_MS;
    }
  }
  return minutes / 60;
}
