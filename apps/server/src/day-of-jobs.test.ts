// Day-of alerts as the server runs them: the lifecycle.day-of-alerts job on pg-boss with its
// TestClock (due jobs run by hand, no polling workers), the mail.send jobs it queues delivering
// the customer's note (e-mail and text) and the administrators' alerts, each once.
import { jobHandlers } from "@primp/api";
import { createTestServices, type TestServices } from "@primp/api/testing";
import { acceptedBookingInNewYork, createPerson } from "@primp/api/testing/fixtures";
import { bookingNumber, DAY_OF } from "@primp/core";
import { CRON } from "@primp/jobs";
import { TestClock } from "@primp/jobs/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

let clock: TestClock;
let services: TestServices;
let adminEmail: string;

beforeAll(async () => {
  clock = new TestClock(new Date("2026-12-01T15:00:00Z"));
  services = await createTestServices({}, { jobClock: clock });
  await services.jobs.start();
  adminEmail = (await createPerson(services, { role: "ADMIN" })).email;
});
afterAll(() => services.close());
beforeEach(async () => {
  await services.db.booking.deleteMany();
  await services.db.mailMessage.deleteMany();
});

/** An accepted booking for Thursday Dec 10, 2026, 2:00 P.M. in New York (19:00 UTC), 90 minutes long. */
const acceptedBooking = (data: { onMyWayAt?: Date; doneAt?: Date } = {}) =>
  acceptedBookingInNewYork(services, "2026-12-10", "14:00", { durationMinutes: 90, ...data });

/** What the cron slot does at `at`: one lifecycle.day-of-alerts job, then every job it queued. */
async function sweepAt(at: string) {
  await clock.setTime(new Date(at).getTime());
  await services.jobs.schedule("lifecycle.day-of-alerts", {});
  return services.jobs.runDue(jobHandlers(services));
}

const sentTags = async () =>
  (await services.db.mailMessage.findMany({ where: { status: "SENT" }, orderBy: { tag: "asc" } })).map(
    (message) => `${message.to} ${message.tag}`,
  );

describe("day-of alerts through the job engine", () => {
  it("runs every five minutes", () => {
    expect(CRON["lifecycle.day-of-alerts"]).toBe("*/5 * * * *");
    expect(DAY_OF.onMyWayDueMinutesBefore).toBe(60);
  });

  it("notes the customer and alerts the administrators once when the pro has not set off an hour before", async () => {
    const booking = await acceptedBooking();
    await sweepAt("2026-12-10T17:59:00Z");
    expect(await sentTags()).toEqual([]);

    await sweepAt("2026-12-10T18:00:00Z");
    expect(await sentTags()).toEqual([
      `${booking.email} day-of-not-on-the-way`,
      `${adminEmail} day-of-not-on-the-way-admin`,
      "+16175550199 day-of-not-on-the-way-sms",
    ]);
    const note = await services.db.mailMessage.findFirstOrThrow({ where: { tag: "day-of-not-on-the-way" } });
    expect(note.text).toContain("Your pro hasn't checked in yet; we're on it");

    await sweepAt("2026-12-10T18:05:00Z");
    expect(await sentTags()).toHaveLength(3);
  });

  it("says nothing about a pro already on the way", async () => {
    await acceptedBooking({ onMyWayAt: new Date("2026-12-10T17:30:00Z") });
    await sweepAt("2026-12-10T18:00:00Z");
    expect(await sentTags()).toEqual([]);
  });

  it("asks the administrators for a safety check once, 3 hours after the end of a job not done", async () => {
    const booking = await acceptedBooking({ onMyWayAt: new Date("2026-12-10T18:30:00Z") });
    await acceptedBooking({ onMyWayAt: new Date("2026-12-10T18:30:00Z"), doneAt: new Date("2026-12-10T20:30:00Z") });
    // The end is 20:30 UTC; the check is due at 23:30.
    await sweepAt("2026-12-10T23:29:00Z");
    expect(await sentTags()).toEqual([]);
    await sweepAt("2026-12-10T23:30:00Z");
    expect(await sentTags()).toEqual([`${adminEmail} day-of-safety-check`]);
    const alert = await services.db.mailMessage.findFirstOrThrow({ where: { tag: "day-of-safety-check" } });
    expect(alert.text).toContain(bookingNumber(booking.id));
    await sweepAt("2026-12-10T23:35:00Z");
    expect(await sentTags()).toHaveLength(1);
  });
});
