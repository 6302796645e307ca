// A pro's dashboard tables and /booking-confirmation: who sees which booking, and that
// acceptance has exactly one winner.
import { BOOKING_ACCEPTED, BOOKING_CANCELLED, BOOKING_NOT_FOUND } from "@primp/core";
import { readAttachments } from "@primp/mail";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APPOINTMENT_PASSED, DECLINE_THANKS, NOT_YOUR_BOOKING } from "../../domain/acceptance.ts";
import { createBookingRow, createPerson, mailTo, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("pro dashboard tables", () => {
  it("lists pending bookings of the pro's state only, 5 per page, oldest post first, without contact details", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    const base = Date.now() - 60 * 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await createBookingRow(services, { state: "MA", createdAt: new Date(base + i * 1000) })).id);
    }
    await createBookingRow(services, { state: "NY" });
    await createBookingRow(services, { state: "MA", status: "AWAITING_PAYMENT" });
    await createBookingRow(services, { state: "MA", hoursAhead: -2 });

    const first = await caller.pro.pendingBookings({ page: 1 });
    expect(first).toMatchObject({ total: 7, pageSize: 5, pageCount: 2, page: 1 });
    expect(first.items.map((b) => b.id)).toEqual(ids.slice(0, 5));
    expect(first.items[0]).not.toHaveProperty("email");
    expect(first.items[0]).not.toHaveProperty("phone");
    expect(first.items[0]?.statusLabel).toBe("Open");
    const second = await caller.pro.pendingBookings({ page: 2 });
    expect(second.items.map((b) => b.id)).toEqual(ids.slice(5));
  });

  it("lists the pro's own accepted and completed bookings, scheduled first", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    const other = await createPerson(services, { role: "PRO" });
    const done = await createBookingRow(services, { status: "COMPLETED", assignedProId: user.id, hoursAhead: -48 });
    const later = await createBookingRow(services, { status: "ACCEPTED", assignedProId: user.id, hoursAhead: 72 });
    const sooner = await createBookingRow(services, { status: "ACCEPTED", assignedProId: user.id, hoursAhead: 24 });
    await createBookingRow(services, { status: "ACCEPTED", assignedProId: other.id });

    const page = await caller.pro.confirmedBookings({ page: 1 });
    expect(page.items.map((b) => [b.id, b.statusLabel])).toEqual([
      [sooner.id, "Scheduled"],
      [later.id, "Scheduled"],
      [done.id, "Completed"],
    ]);
    expect(page.items[0]).toMatchObject({ email: sooner.email, phone: sooner.phone, payoutCents: sooner.payoutCents });
  });

  it("refuses customers and admins on pro tables", async () => {
    const { caller: customer } = await personWithCaller(services);
    await expect(customer.pro.pendingBookings({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const { caller: admin } = await personWithCaller(services, { role: "ADMIN" });
    await expect(admin.pro.confirmedBookings({ page: 1 })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("booking confirmation", () => {
  it("shows an open booking of the pro's state without the customer's contact details", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    const booking = await createBookingRow(services, { state: "MA" });
    const view = await caller.pro.bookingForConfirmation({ bookingId: booking.id });
    expect(view.state).toBe("open");
    expect(view.booking).toMatchObject({ id: booking.id, aptCity: booking.aptCity, payoutCents: booking.payoutCents });
    expect(JSON.stringify(view)).not.toContain(booking.email);
    expect(JSON.stringify(view)).not.toContain(booking.aptAddress1);
    expect(view.booking?.answers).toContainEqual({
      key: "hairType",
      question: "What is your hair type?",
      answer: "Straight",
    });
  });

  it("shows the pro the style and labelled answers, never the customer's thank-you sentence", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO", state: "MA" });
    const booking = await createBookingRow(services, {
      state: "MA",
      data: {
        serviceDesc: "Thank you for booking Silk Press on Saturday. We will contact you soon.",
        answers: { serviceType: "HAIR", serviceId: "x", hairType: "STRAIGHT", braidsSize: "Small" },
      },
    });
    const view = await caller.pro.bookingForConfirmation({ bookingId: booking.id });
    expect(JSON.stringify(view)).not.toContain("Thank you for booking");
    expect(view.booking).toMatchObject({ style: "Small" });
    expect(view.booking?.answers.find((line) => line.key === "hairType")?.answer).toBe("Straight");
  });

  it("does not let a pro see or accept a booking of another state", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO", state: "NY" });
    const booking = await createBookingRow(services, { state: "MA" });
    await expect(caller.pro.bookingForConfirmation({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    await expect(caller.pro.acceptBooking({ bookingId: booking.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PENDING");
  });

  it("accepts for the pro, e-mails the customer and the administrators", async () => {
    const admin = await createPerson(services, { role: "ADMIN" });
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services);
    expect(await caller.pro.acceptBooking({ bookingId: booking.id })).toEqual({ message: BOOKING_ACCEPTED });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "ACCEPTED", assignedProId: user.id });
    expect(stored.acceptedAt).not.toBeNull();
    const [customerMail] = await mailTo(services, booking.email);
    expect(customerMail?.subject).toContain("confirmed");
    expect((await mailTo(services, admin.email))[0]?.text).toContain(user.firstName);
    // Each side's invite is now CONFIRMED and names that side as its attendee; the pro gets theirs too.
    const [proMail] = await mailTo(services, user.email);
    expect(proMail?.tag).toBe("booking-accepted-pro");
    expect(proMail?.text).toContain(`/booking-confirmation?id=${booking.id}`);
    const invite = (mail: typeof proMail) =>
      // Unfolded: long iCalendar lines continue on the next after a CRLF and a space or tab.
      Buffer.from(readAttachments(mail?.attachments)[0]?.contentBase64 ?? "", "base64")
        .toString("utf8")
        .replace(/\r\n[ \t]/g, "");
    for (const [mail, email] of [
      [customerMail, booking.email],
      [proMail, user.email],
    ] as const) {
      expect(invite(mail)).toContain("METHOD:REQUEST");
      expect(invite(mail)).toContain("STATUS:CONFIRMED");
      expect(invite(mail)).toMatch(new RegExp(`ATTENDEE;[^\\r\\n]*mailto:${email}`, "i"));
    }
    // A second click by the winner is answered the same way.
    expect(await caller.pro.acceptBooking({ bookingId: booking.id })).toEqual({ message: BOOKING_ACCEPTED });
    expect((await caller.pro.bookingForConfirmation({ bookingId: booking.id })).state).toBe("acceptedByYou");
  });

  it("gives exactly one winner when 20 pros accept at once", async () => {
    const booking = await createBookingRow(services, { state: "MA" });
    const pros = await Promise.all(
      Array.from({ length: 20 }, () => personWithCaller(services, { role: "PRO", state: "MA" })),
    );
    const results = await Promise.allSettled(
      pros.map(({ caller }) => caller.pro.acceptBooking({ bookingId: booking.id })),
    );
    const winners = results.filter((result) => result.status === "fulfilled");
    const losers = results.filter((result) => result.status === "rejected");
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers)
      expect((loser as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT", message: BOOKING_ACCEPTED });
    const winnerIndex = results.findIndex((result) => result.status === "fulfilled");
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.assignedProId).toBe(pros[winnerIndex]?.user.id);
    // Only one acceptance e-mail reached the customer.
    expect(await mailTo(services, booking.email)).toHaveLength(1);
    // Everyone else now sees the spec's banner.
    const loserView = await pros[(winnerIndex + 1) % 20]?.caller.pro.bookingForConfirmation({ bookingId: booking.id });
    expect(loserView).toMatchObject({ state: "accepted", message: BOOKING_ACCEPTED, booking: null });
  });

  it("tells the pro a cancelled booking was cancelled and refuses a past appointment", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO" });
    const cancelled = await createBookingRow(services, { status: "CANCELLED" });
    expect(await caller.pro.bookingForConfirmation({ bookingId: cancelled.id })).toMatchObject({
      state: "cancelled",
      message: BOOKING_CANCELLED,
    });
    await expect(caller.pro.acceptBooking({ bookingId: cancelled.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: BOOKING_CANCELLED,
    });
    const past = await createBookingRow(services, { hoursAhead: -1 });
    await expect(caller.pro.acceptBooking({ bookingId: past.id })).rejects.toThrow(APPOINTMENT_PASSED);
  });

  it("declining writes nothing and thanks the pro", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services);
    const before = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(await caller.pro.declineBooking({ bookingId: booking.id })).toEqual({ message: DECLINE_THANKS });
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toEqual(before);
    expect(await services.db.mailMessage.count()).toBe(0);
  });

  it("lets only the assigned pro release an accepted booking back to pending", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    const { caller: otherPro } = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services, { status: "ACCEPTED", assignedProId: user.id });
    await expect(otherPro.pro.releaseBooking({ bookingId: booking.id })).rejects.toThrow(NOT_YOUR_BOOKING);
    await caller.pro.releaseBooking({ bookingId: booking.id });
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "PENDING",
      assignedProId: null,
      acceptedAt: null,
    });
    expect((await mailTo(services, booking.email))[0]?.subject).toContain("new professional");
    // It is open again: another pro of the state can take it.
    await otherPro.pro.acceptBooking({ bookingId: booking.id });
  });
});
