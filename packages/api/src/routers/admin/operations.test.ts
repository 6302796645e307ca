// The administrators' operations page: the lists that need a person (bookings waiting for a
// pro, held payouts, failed jobs with their retry) and the weekly figures its charts draw.
import { TestClock } from "@primp/jobs/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JOB_NOT_FAILED, weeklyFigures } from "../../domain/operations.ts";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

const HOUR = 3_600_000;
let services: TestServices;
let clock: TestClock;

beforeAll(async () => {
  clock = new TestClock(new Date("2026-12-01T15:00:00Z"));
  services = await createTestServices({}, { jobClock: clock });
  await services.jobs.start();
});
afterAll(() => services.close());
beforeEach(async () => {
  await services.db.booking.deleteMany();
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

describe("admin.operations", () => {
  it("lists paid bookings no pro has taken, soonest first, with how long they waited and their cancellation time", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO" });
    const later = await createBookingRow(services, { hoursAhead: 100, data: { paidAt: hoursFromNow(-20) } });
    const sooner = await createBookingRow(services, {
      hoursAhead: 30,
      data: { paidAt: hoursFromNow(-2), requestedProId: pro.id },
    });
    await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id });
    await createBookingRow(services, { status: "AWAITING_PAYMENT" });

    const { waiting } = await caller.admin.operations();
    expect(waiting.total).toBe(2);
    expect(waiting.items.map((row) => [row.id, row.waitingSince, row.cancelAt, row.proRequested])).toEqual([
      [sooner.id, sooner.paidAt, new Date(sooner.appointmentAt.getTime() - 6 * HOUR), true],
      [later.id, later.paidAt, new Date(later.appointmentAt.getTime() - 6 * HOUR), false],
    ]);
  });

  it("lists payouts an administrator holds, and not those released or paid", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const pro = await createPerson(services, { role: "PRO", firstName: "Dana", lastName: "Reyes" });
    const done = { doneAt: hoursFromNow(-50) };
    const held = await createBookingRow(services, {
      status: "ACCEPTED",
      assignedProId: pro.id,
      hoursAhead: -60,
      payoutCents: 9_000,
      data: { ...done, payoutHeldAt: hoursFromNow(-1) },
    });
    // Earlier that day: a pro holds one appointment at a time.
    await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -63, data: done });
    await createBookingRow(services, {
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -60,
      data: { ...done, payoutHeldAt: hoursFromNow(-40), payoutTransferId: "tr_paid", completedAt: new Date() },
    });

    const { held: list } = await caller.admin.operations();
    expect(list.total).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({ id: held.id, proName: "Dana Reyes", payoutCents: 9_000, heldAt: held.payoutHeldAt }),
    ]);
  });

  it("lists a job that used up its retries, retries it once, and says so when it is not failed any more", async () => {
    const { caller } = await personWithCaller(services, { role: "ADMIN" });
    const jobId = (await services.jobs.schedule("mail.send", { messageId: "m-ops" }, { singletonKey: "m-ops" })) ?? "";
    const refusing = { "mail.send": async () => Promise.reject(new Error("Postmark said no")) };
    while ((await services.jobs.failedJobs(1)).length === 0) {
      await services.jobs.runDue(refusing, ["mail.send"]);
      await clock.setTime(clock.now() + HOUR);
    }

    const { failedJobs } = await caller.admin.operations();
    expect(failedJobs).toEqual([expect.objectContaining({ id: jobId, queue: "mail.send", error: "Postmark said no" })]);

    expect(await caller.admin.retryJob({ queue: "mail.send", jobId })).toEqual({
      message: "The job is back in its queue and will run in a moment.",
    });
    expect((await caller.admin.operations()).failedJobs).toEqual([]);
    await expect(caller.admin.retryJob({ queue: "mail.send", jobId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: JOB_NOT_FAILED,
    });
    await expect(caller.admin.retryJob({ queue: "no.such.queue" as "mail.send", jobId })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("weeklyFigures", () => {
  // A Wednesday: its week began on Monday 2026-11-23.
  const now = new Date("2026-11-25T12:00:00Z");
  const at = (iso: string) => new Date(iso);

  it("counts each figure in the week it happened, twelve weeks with empty ones as zero, oldest first", async () => {
    // This week: two paid bookings, one refunded in part; one accepted 30 minutes after payment.
    await createBookingRow(services, {
      totalCents: 10_000,
      data: { paidAt: at("2026-11-23T09:00:00Z"), acceptedAt: at("2026-11-23T09:30:00Z") },
    });
    await createBookingRow(services, {
      totalCents: 20_000,
      data: {
        paidAt: at("2026-11-24T10:00:00Z"),
        status: "CANCELLED",
        cancelledAt: at("2026-11-25T08:00:00Z"),
        refundCents: 5_000,
      },
    });
    // The week before: paid on Sunday night, accepted 90 minutes later on Monday, paid out this week.
    await createBookingRow(services, {
      totalCents: 12_500,
      payoutCents: 10_000,
      data: {
        status: "COMPLETED",
        paidAt: at("2026-11-22T23:00:00Z"),
        acceptedAt: at("2026-11-23T00:30:00Z"),
        completedAt: at("2026-11-24T12:00:00Z"),
      },
    });
    // Not counted: paid before the first week; an unpaid booking cancelled by housekeeping.
    await createBookingRow(services, { data: { paidAt: at("2026-09-06T23:59:00Z") } });
    await createBookingRow(services, {
      status: "AWAITING_PAYMENT",
      data: { status: "CANCELLED", cancelledAt: at("2026-11-24T00:00:00Z") },
    });

    const weeks = await weeklyFigures(services.sql, now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe("2026-09-07");
    const empty = { bookings: 0, revenueCents: 0, payoutCents: 0, cancellations: 0, medianMinutesToAccept: null };
    expect(weeks.slice(0, 10)).toEqual(weeks.slice(0, 10).map((week) => ({ ...empty, weekStart: week.weekStart })));
    expect(weeks.slice(10)).toEqual([
      { ...empty, weekStart: "2026-11-16", bookings: 1, revenueCents: 12_500 },
      {
        weekStart: "2026-11-23",
        bookings: 2,
        revenueCents: 25_000,
        payoutCents: 10_000,
        cancellations: 1,
        medianMinutesToAccept: 60,
      },
    ]);
  });
});
