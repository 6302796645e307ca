// Reminders on a controlled clock: each sweep is handed its `now`, so days pass without waiting.
// The expected instants are written out in UTC by hand, not computed by the code under test.
import { appointmentInstant } from "@primp/core";
import type { Booking, User } from "@primp/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson } from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";
import { cancelBooking } from "./cancellation.ts";
import { findDueReminders, sendDueReminders, sendReminder } from "./reminders.ts";
import { confirmReschedule, rescheduleBooking } from "./reschedule.ts";

let services: TestServices;
let pro: User;
let admin: User;
beforeAll(async () => {
  services = await createTestServices();
  pro = await createPerson(services, { role: "PRO", firstName: "Maya", lastName: "Lopez" });
  admin = await createPerson(services, { role: "ADMIN" });
});
afterAll(async () => {
  await services.close();
});
beforeEach(async () => {
  await services.db.booking.deleteMany();
  await services.db.mailMessage.deleteMany();
});

const MS = 1;
const HOUR = 3_600_000;
const PAID_LONG_AGO = new Date("2026-01-05T12:00:00Z");

interface Appointment {
  zone: string;
  date: string;
  time: string;
  accepted?: boolean;
  phone?: string;
  paidAt?: Date;
}

async function booking({ zone, date, time, accepted = true, phone = "(617) 555-0199", paidAt }: Appointment) {
  const row = await createBookingRow(services, {
    status: accepted ? "ACCEPTED" : "PENDING",
    assignedProId: accepted ? pro.id : null,
    paymentIntentId: null,
  });
  return services.db.booking.update({
    where: { id: row.id },
    data: {
      timeZone: zone,
      localDate: date,
      localTime: time,
      appointmentAt: appointmentInstant(date, time, zone),
      // An hour long, so the pro's appointments on the hour sit back to back (they cannot overlap).
      durationMinutes: 60,
      paidAt: paidAt ?? PAID_LONG_AGO,
      phone,
      firstName: "Ada",
    },
  });
}

const sweep = (at: string | Date, ms = 0) => sendDueReminders(services, new Date(new Date(at).getTime() + ms));
const outbox = () =>
  services.db.mailMessage.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, channel: true, to: true, subject: true, text: true, tag: true, status: true },
  });
const tagged = (messages: Awaited<ReturnType<typeof outbox>>, tag: string) => messages.find((m) => m.tag === tag);
const none = "sent 0 reminders (0 already sent, 0 no longer due)";

describe("reminders in the appointment's own zone", () => {
  it.each([
    {
      name: "New York, the day DST ends (the reminder is 24 real hours ahead: 3 P.M. EDT the day before)",
      appointment: { zone: "America/New_York", date: "2026-11-01", time: "14:00" },
      dayBefore: "2026-10-31T19:00:00Z",
      hoursBefore: "2026-11-01T17:00:00Z",
      wording: "Sunday, November 1, 2026 at 2:00 P.M. Eastern time",
    },
    {
      name: "Chicago in winter",
      appointment: { zone: "America/Chicago", date: "2026-12-10", time: "10:00" },
      dayBefore: "2026-12-09T16:00:00Z",
      hoursBefore: "2026-12-10T14:00:00Z",
      wording: "Thursday, December 10, 2026 at 10:00 A.M. Central time",
    },
    {
      name: "Los Angeles in summer, the evening before a UTC date change",
      appointment: { zone: "America/Los_Angeles", date: "2026-07-15", time: "18:30" },
      dayBefore: "2026-07-15T01:30:00Z",
      hoursBefore: "2026-07-15T23:30:00Z",
      wording: "Wednesday, July 15, 2026 at 6:30 P.M. Pacific time",
    },
  ])("$name", async ({ appointment, dayBefore, hoursBefore, wording }) => {
    await booking(appointment);

    expect(await sweep(dayBefore, -MS)).toBe(none);
    expect(await sweep(dayBefore)).toBe("sent 2 reminders (0 already sent, 0 no longer due)");
    const first = await outbox();
    expect(first.map((m) => m.tag).sort()).toEqual([
      "booking-reminder",
      "booking-reminder-pro",
      "booking-reminder-sms",
    ]);
    const toCustomer = tagged(first, "booking-reminder");
    const text = tagged(first, "booking-reminder-sms");
    const toPro = tagged(first, "booking-reminder-pro");
    const { serviceName } = await services.db.booking.findFirstOrThrow();
    expect(toCustomer).toMatchObject({
      channel: "EMAIL",
      status: "QUEUED",
      subject: `Reminder: your ${serviceName} on ${wording}`,
    });
    expect(toCustomer?.text).toContain(`on ${wording} at `);
    expect(toCustomer?.text).toContain("Maya Lopez will come to you.");
    expect(text).toMatchObject({ channel: "SMS", to: "+16175550199", subject: "" });
    expect(text?.text).toContain(`is on ${wording} at `);
    expect(toPro).toMatchObject({ channel: "EMAIL", to: pro.email, subject: `Reminder: ${serviceName} on ${wording}` });
    expect(toPro?.text).toContain(`on ${wording} at `);
    // Each to their own page of the booking: the customer's (reschedule, cancel), the pro's confirmation.
    const { id } = await services.db.booking.findFirstOrThrow();
    expect(toCustomer?.text).toContain(`/booking-details?id=${id}`);
    expect(toPro?.text).toContain(`/booking-confirmation?id=${id}`);

    // Later sweeps of the same day send nothing more, until the nearer reminder's instant.
    expect(await sweep(dayBefore, 5 * 60_000)).toBe(none);
    expect(await sweep(hoursBefore, -MS)).toBe(none);
    expect(await sweep(hoursBefore)).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    const latest = (await outbox()).filter((m) => !first.some((earlier) => earlier.id === m.id));
    expect(latest.map((m) => m.channel).sort()).toEqual(["EMAIL", "SMS"]);
    expect(tagged(latest, "booking-reminder")?.subject).toMatch(/^Soon: your .+ at \d+:\d\d [AP]\.M\.$/);
    expect(await sweep(hoursBefore, 2 * HOUR)).toBe(none);
    expect(await services.db.bookingReminder.count()).toBe(3);
  });
});

describe("what gets a reminder", () => {
  it("sends a text only to a phone number it can read, and tells a customer still waiting for a pro", async () => {
    await booking({ zone: "America/Denver", date: "2026-12-10", time: "09:00", accepted: false, phone: "555-0199" });
    expect(await sweep("2026-12-09T16:00:00Z")).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    const messages = await outbox();
    expect(messages.map((m) => m.channel)).toEqual(["EMAIL"]);
    expect(messages[0]?.text).toContain("at 9:00 A.M. Mountain time");
    expect(messages[0]?.text).toContain("We are still confirming your professional");
  });

  it("sends nothing for past, finished or cancelled appointments, and only the nearer one when booked late", async () => {
    const past = await booking({ zone: "America/New_York", date: "2026-12-01", time: "10:00" });
    const done = await booking({ zone: "America/New_York", date: "2026-12-10", time: "10:00" });
    await services.db.booking.update({ where: { id: done.id }, data: { doneAt: new Date("2026-12-09T15:00:00Z") } });
    await services.db.booking.update({ where: { id: past.id }, data: { status: "COMPLETED" } });
    // Booked and paid 20 hours ahead: its confirmation is fresh, so no "day before" reminder.
    const late = await booking({
      zone: "America/New_York",
      date: "2026-12-10",
      time: "10:00",
      accepted: false,
      paidAt: new Date("2026-12-09T19:00:00Z"),
    });
    expect(await sweep("2026-12-09T19:00:00Z")).toBe(none);
    expect(await sweep("2026-12-10T13:00:00Z")).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    expect(await services.db.bookingReminder.findMany({ select: { bookingId: true, kind: true } })).toEqual([
      { bookingId: late.id, kind: "CUSTOMER_HOURS_BEFORE" },
    ]);
  });
});

describe("reminders and changes to the booking", () => {
  const viewer = () => ({ id: admin.id, role: "ADMIN" as const });

  it("follow a reschedule: fresh reminders at the new time, none at the old one, the pro's once they confirm", async () => {
    const moved = await booking({ zone: "America/New_York", date: "2026-12-10", time: "14:00" });
    expect(await sweep("2026-12-09T19:00:00Z")).toBe("sent 2 reminders (0 already sent, 0 no longer due)");

    await rescheduleBooking(
      services,
      viewer(),
      { bookingId: moved.id, date: "2026-12-12", time: "11:00" },
      new Date("2026-12-09T20:00:00Z"),
    );
    await services.db.mailMessage.deleteMany();
    // The old appointment's nearer reminder never goes out.
    expect(await sweep("2026-12-10T17:00:00Z")).toBe(none);
    // Dec 12, 11:00 EST = 16:00 UTC: the customer is reminded; the pro has not confirmed the move yet.
    expect(await sweep("2026-12-11T16:00:00Z")).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    const reminded = await outbox();
    expect(reminded.map((m) => m.to).sort()).toEqual(["+16175550199", moved.email]);
    expect(tagged(reminded, "booking-reminder")?.text).toContain(
      "Saturday, December 12, 2026 at 11:00 A.M. Eastern time",
    );

    await confirmReschedule(services, pro, moved.id, new Date("2026-12-11T18:00:00Z"));
    await services.db.mailMessage.deleteMany();
    expect(await sweep("2026-12-11T18:05:00Z")).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    expect((await outbox()).map((m) => [m.to, m.tag])).toEqual([[pro.email, "booking-reminder-pro"]]);
    expect(await sweep("2026-12-12T14:00:00Z")).toBe("sent 1 reminders (0 already sent, 0 no longer due)");
    expect(await services.db.bookingReminder.count({ where: { bookingId: moved.id } })).toBe(5);
  });

  it("stop on cancellation, also when it lands between the sweep's query and the send", async () => {
    const early = await booking({ zone: "America/Chicago", date: "2026-12-10", time: "10:00" });
    const racing = await booking({ zone: "America/Chicago", date: "2026-12-10", time: "11:00", accepted: false });
    await cancelBooking(services, viewer(), early.id, new Date("2026-12-08T12:00:00Z"));
    await services.db.mailMessage.deleteMany();

    const now = new Date("2026-12-09T17:00:00Z");
    const due = await findDueReminders(services.sql, now);
    expect(due).toEqual([{ bookingId: racing.id, kind: "CUSTOMER_DAY_BEFORE", appointmentAt: racing.appointmentAt }]);
    await cancelBooking(services, viewer(), racing.id, now);
    await services.db.mailMessage.deleteMany();
    expect(await sendReminder(services, due[0] as (typeof due)[number], now)).toBe("no longer due");
    expect(await sweep("2026-12-10T15:00:00Z")).toBe(none);
    expect(await outbox()).toEqual([]);
    expect(await services.db.bookingReminder.count()).toBe(0);
  });
});

describe("exactly once", () => {
  it("sends each reminder once when two sweeps run at the same moment, and again later", async () => {
    const bookings: Booking[] = [];
    for (const time of ["10:00", "11:00", "12:00", "13:00", "14:00"]) {
      bookings.push(await booking({ zone: "America/New_York", date: "2026-12-10", time }));
    }
    const now = "2026-12-09T20:00:00Z";
    const notes = await Promise.all([sweep(now), sweep(now), sweep(now)]);
    const sent = notes.map((note) => Number(/^sent (\d+)/.exec(note)?.[1]));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await services.db.bookingReminder.count()).toBe(10);
    // Per booking: customer e-mail, customer text, pro e-mail.
    expect(await services.db.mailMessage.count()).toBe(15);
    expect(await sweep(now, 60_000)).toBe(none);
    expect(await services.db.mailMessage.count()).toBe(15);
  });
});
