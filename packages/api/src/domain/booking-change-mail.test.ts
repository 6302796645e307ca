// DESIGN.md, "One transaction per change": a booking's state change and the e-mails it causes
// (outbox rows and their mail.send jobs) commit together; delivery happens afterwards, from the
// database. Two ways to see it: with the mail provider down at the moment of the change, the
// change commits, its e-mails wait with their jobs and go out when the jobs run; and when the
// outbox cannot be written (a database trigger refuses the insert), the change is rolled back
// too, so there is never a changed booking whose e-mails were lost.

import { mailerOnStandIn, type PostmarkStandIn, startPostmarkStandIn } from "@primp/mail/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobHandlers } from "../jobs/handlers.ts";
import { futureDate } from "../testing/booking-test-data.ts";
import {
  createBookingRow,
  createPerson,
  type PaymentsSpy,
  personWithCaller,
  spyOnPayments,
} from "../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../testing/index.ts";

let services: TestServices;
let standIn: PostmarkStandIn;
let payments: PaymentsSpy;

beforeEach(async () => {
  services = await createTestServices();
  standIn = await startPostmarkStandIn();
  // Postmark (its stand-in) rather than the local provider, so "down" is a real failure.
  services.mail = mailerOnStandIn(standIn, { db: services.db });
  payments = spyOnPayments(services);
  await services.jobs.start();
});
afterEach(async () => {
  await services.close();
  await standIn.close();
});

const outbox = async () =>
  (await services.db.mailMessage.findMany({ orderBy: { to: "asc" } })).map((m) => ({
    to: m.to,
    tag: m.tag,
    status: m.status,
    attempts: m.attempts,
  }));

/** A customer's booking accepted by a pro of its state, and an administrator to be told. */
async function acceptedBooking() {
  const admin = await createPerson(services, { role: "ADMIN", email: "admin@example.com" });
  const customer = await personWithCaller(services, { email: "ada@example.com" });
  const pro = await personWithCaller(services, { role: "PRO", state: "MA", email: "pro@example.com" });
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status: "ACCEPTED",
    assignedProId: pro.user.id,
  });
  return { admin, customer, pro, booking };
}

describe("with the mail provider down at the moment of the change", () => {
  it("a pro's acceptance commits, its e-mails wait with their jobs, and go out when the jobs run", async () => {
    await createPerson(services, { role: "ADMIN", email: "admin@example.com" });
    const pro = await personWithCaller(services, { role: "PRO", state: "MA", email: "pro@example.com" });
    const booking = await createBookingRow(services, { email: "ada@example.com" });
    standIn.failWith({ status: 500 });

    await pro.caller.pro.acceptBooking({ bookingId: booking.id });

    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("ACCEPTED");
    // Nothing was tried during the request: the rows and their jobs are the whole record.
    expect(standIn.requests).toHaveLength(0);
    expect(await outbox()).toEqual([
      { to: "ada@example.com", tag: "booking-accepted", status: "QUEUED", attempts: 0 },
      { to: "admin@example.com", tag: "booking-accepted-admin", status: "QUEUED", attempts: 0 },
      { to: "pro@example.com", tag: "booking-accepted-pro", status: "QUEUED", attempts: 0 },
    ]);

    standIn.recover();
    expect(await services.jobs.runDue(jobHandlers(services), ["mail.send"])).toBe(3);
    expect(standIn.requests.map((request) => request.body.To).sort()).toEqual([
      "ada@example.com",
      "admin@example.com",
      "pro@example.com",
    ]);
    expect((await outbox()).map((row) => row.status)).toEqual(["SENT", "SENT", "SENT"]);
  });

  it("a customer's cancellation commits, the refund is sent, and its e-mails go out when the jobs run", async () => {
    const { customer, booking } = await acceptedBooking();
    standIn.failWith({ status: 500 });

    await customer.caller.account.cancelBooking({ bookingId: booking.id });

    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CANCELLED");
    expect(payments.refunds).toHaveLength(1);
    expect(standIn.requests).toHaveLength(0);
    const queued = await outbox();
    expect(queued.map((row) => row.to)).toEqual(["ada@example.com", "admin@example.com", "pro@example.com"]);
    expect(queued.every((row) => row.status === "QUEUED" && row.attempts === 0)).toBe(true);

    standIn.recover();
    expect(await services.jobs.runDue(jobHandlers(services), ["mail.send"])).toBe(3);
    expect((await outbox()).every((row) => row.status === "SENT")).toBe(true);
  });
});

describe("when the outbox cannot be written", () => {
  // A real failure inside the database, in the middle of the change's transaction.
  beforeEach(async () => {
    await services.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_mail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$ LANGUAGE plpgsql`);
    await services.db.$executeRawUnsafe(
      `CREATE TRIGGER refuse_mail BEFORE INSERT ON "MailMessage" FOR EACH ROW EXECUTE FUNCTION refuse_mail()`,
    );
  });

  const stored = (id: string) => services.db.booking.findUniqueOrThrow({ where: { id } });

  it("a pro's acceptance is not made", async () => {
    await createPerson(services, { role: "ADMIN" });
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    const booking = await createBookingRow(services);
    await expect(pro.caller.pro.acceptBooking({ bookingId: booking.id })).rejects.toThrow();
    expect(await stored(booking.id)).toMatchObject({ status: "PENDING", assignedProId: null });
  });

  it("a pro's release is not made", async () => {
    const { pro, booking } = await acceptedBooking();
    await expect(pro.caller.pro.releaseBooking({ bookingId: booking.id })).rejects.toThrow();
    expect(await stored(booking.id)).toMatchObject({ status: "ACCEPTED", assignedProId: pro.user.id });
    expect(await services.db.bookingChange.count()).toBe(0);
  });

  it("a cancellation is not made and no refund is sent", async () => {
    const { customer, booking } = await acceptedBooking();
    await expect(customer.caller.account.cancelBooking({ bookingId: booking.id })).rejects.toThrow();
    expect((await stored(booking.id)).status).toBe("ACCEPTED");
    expect(payments.refunds).toHaveLength(0);
  });

  it("a reschedule is not made", async () => {
    const { customer, booking } = await acceptedBooking();
    const move = { bookingId: booking.id, date: futureDate(12), time: "11:15" };
    await expect(customer.caller.account.rescheduleBooking(move)).rejects.toThrow();
    expect(await stored(booking.id)).toMatchObject({ localDate: booking.localDate, rescheduleRequestedAt: null });
    expect(await services.db.bookingChange.count()).toBe(0);
  });
});
