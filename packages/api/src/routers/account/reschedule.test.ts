// Self-serve reschedule: the booking rules, the 48-hour notice, the pro's re-confirmation
// (confirm, decline, or the 12-hour timeout on a controlled clock), history and invites.
import {
  appointmentInstant,
  BOOKING_NOT_FOUND,
  formatDateLong,
  formatTime12h,
  LIFECYCLE,
  OUT_OF_HOURS_MESSAGE,
  PAST_DATE_MESSAGE,
  RESCHEDULE_ALREADY_DONE,
  RESCHEDULE_CLOSED,
  RESCHEDULE_LIMIT_REACHED,
  RESCHEDULE_TOO_LATE,
} from "@primp/core";
import { readAttachments, sendQueuedMessage } from "@primp/mail";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inviteUid } from "../../domain/calendar-invite.ts";
import {
  expireRescheduleConfirmation,
  NO_RESCHEDULE_TO_ANSWER,
  RESCHEDULE_CHANGED,
  RESCHEDULE_CONFIRMED,
  RESCHEDULE_DECLINED,
  rescheduleConfirmationsDue,
} from "../../domain/reschedule.ts";
import { futureDate } from "../../testing/booking-test-data.ts";
import { createBookingRow, createPerson, mailTo, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

const HOUR = 3_600_000;

/** The invite attached to the newest e-mail to `email`, read back by ical.js. */
async function lastInvite(email: string) {
  const mail = (await mailTo(services, email)).at(-1);
  const file = readAttachments(mail?.attachments)[0];
  if (!file) return null;
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file.contentBase64, "base64").toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

async function acceptedBookingOfCustomer(hoursAhead = 24 * 7) {
  const customer = await personWithCaller(services);
  const pro = await personWithCaller(services, { role: "PRO" });
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status: "ACCEPTED",
    assignedProId: pro.user.id,
    hoursAhead,
  });
  return { customer, pro, booking };
}

describe("a customer reschedules", () => {
  it("moves an accepted booking, keeps its pro pending confirmation, records history and sends updated invites", async () => {
    const { customer, pro, booking } = await acceptedBookingOfCustomer();
    const date = futureDate(12);
    const result = await customer.caller.account.rescheduleBooking({ bookingId: booking.id, date, time: "11:15" });
    const expected = appointmentInstant(date, "11:15", "America/New_York");
    expect(result.appointmentAt).toEqual(expected);
    expect(result.confirmBy).not.toBeNull();

    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({
      status: "ACCEPTED",
      assignedProId: pro.user.id,
      localDate: date,
      localTime: "11:15",
      inviteSequence: 1,
    });
    expect(stored.rescheduleRequestedAt).not.toBeNull();
    expect(stored.serviceDesc).toContain(`${formatDateLong(date)} at 11:15 A.M. Eastern time`);
    const details = await customer.caller.account.bookingDetails({ bookingId: booking.id });
    expect(details.changes).toMatchObject([{ kind: "RESCHEDULED", actorRole: "CUSTOMER", toLocal: `${date} 11:15` }]);
    const history = await services.db.bookingChange.findMany({ where: { bookingId: booking.id } });
    expect(history).toMatchObject([
      {
        kind: "RESCHEDULED",
        actorId: customer.user.id,
        actorRole: "CUSTOMER",
        fromAppointmentAt: booking.appointmentAt,
        toAppointmentAt: expected,
        fromLocal: `${booking.localDate} ${booking.localTime}`,
        toLocal: `${date} 11:15`,
      },
    ]);

    for (const email of [customer.user.email, pro.user.email]) {
      expect(await lastInvite(email)).toEqual({
        method: "REQUEST",
        uid: inviteUid(booking.id),
        sequence: 1,
        start: expected.toISOString(),
      });
    }
    expect((await mailTo(services, pro.user.email)).at(-1)?.text).toContain(`/booking-confirmation?id=${booking.id}`);
  });

  it("refuses the past, out-of-hours times, closed bookings, and less than 48 hours' notice, with sentences", async () => {
    const { customer, booking } = await acceptedBookingOfCustomer();
    const move = (time: string, date = futureDate(12), bookingId = booking.id) =>
      customer.caller.account.rescheduleBooking({ bookingId, date, time });
    await expect(move("11:00", "2020-01-02")).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: PAST_DATE_MESSAGE,
    });
    await expect(move("20:00")).rejects.toMatchObject({ code: "BAD_REQUEST", message: OUT_OF_HOURS_MESSAGE });
    await expect(move("09:00")).rejects.toMatchObject({ message: OUT_OF_HOURS_MESSAGE });
    // A day that does not exist is refused as booking creation refuses it, not stored as March 2.
    for (const impossible of ["2027-02-30", "2027-04-31", "2027-13-01"]) {
      await expect(move("11:00", impossible)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        cause: { issues: [expect.objectContaining({ path: ["date"], message: "Please choose a date" })] },
      });
    }

    for (const status of ["COMPLETED", "CANCELLED"] as const) {
      const closed = await createBookingRow(services, { customer: customer.user, status });
      await expect(move("11:00", futureDate(12), closed.id)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: RESCHEDULE_CLOSED,
      });
    }
    const soon = await createBookingRow(services, {
      customer: customer.user,
      hoursAhead: LIFECYCLE.rescheduleNoticeHours - 1,
    });
    await expect(move("11:00", futureDate(12), soon.id)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: RESCHEDULE_TOO_LATE,
    });
    const unchanged = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(unchanged.appointmentAt).toEqual(booking.appointmentAt);
    expect(await services.db.bookingChange.count()).toBe(0);
  });

  it("lets an administrator move a booking inside 48 hours, but not someone else's customer or its pro", async () => {
    const { customer, pro, booking } = await acceptedBookingOfCustomer(LIFECYCLE.rescheduleNoticeHours - 2);
    const input = { bookingId: booking.id, date: futureDate(9), time: "13:00" };
    const other = await personWithCaller(services);
    await expect(other.caller.account.rescheduleBooking(input)).rejects.toMatchObject({ message: BOOKING_NOT_FOUND });
    await expect(pro.caller.account.rescheduleBooking(input)).rejects.toMatchObject({ message: BOOKING_NOT_FOUND });
    await expect(customer.caller.account.rescheduleBooking(input)).rejects.toThrow(RESCHEDULE_TOO_LATE);

    const admin = await personWithCaller(services, { role: "ADMIN" });
    await admin.caller.admin.rescheduleBooking(input);
    const change = await services.db.bookingChange.findFirstOrThrow({ where: { bookingId: booking.id } });
    expect(change).toMatchObject({ actorId: admin.user.id, actorRole: "ADMIN" });
    expect((await mailTo(services, admin.user.email)).at(-1)?.subject).toBe("Booking moved by An administrator");
  });

  it("gives the new time its own day: an administrator's move on the day clears the old steps and alerts", async () => {
    const { booking } = await acceptedBookingOfCustomer(1);
    const dayOf = {
      onMyWayAt: new Date(),
      etaMinutes: 20,
      arrivedAt: new Date(),
      notOnTheWayAlertSentAt: new Date(),
      safetyCheckAlertSentAt: new Date(),
      startsSoonAlertSentAt: new Date(),
    };
    await services.db.booking.update({ where: { id: booking.id }, data: dayOf });
    const admin = await personWithCaller(services, { role: "ADMIN" });
    await admin.caller.admin.rescheduleBooking({ bookingId: booking.id, date: futureDate(9), time: "13:00" });
    const moved = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    for (const column of Object.keys(dayOf) as (keyof typeof dayOf)[]) expect(moved[column], column).toBeNull();
  });

  it("lets one of two moves made at once win; the other is told to refresh", async () => {
    const { customer, booking } = await acceptedBookingOfCustomer();
    const admin = await personWithCaller(services, { role: "ADMIN" });
    // Both movers saw the same page; whichever lands second is refused, however they interleave.
    const seen = { bookingId: booking.id, seenAppointmentAt: booking.appointmentAt };
    const results = await Promise.allSettled([
      customer.caller.account.rescheduleBooking({ ...seen, date: futureDate(12), time: "10:00" }),
      admin.caller.admin.rescheduleBooking({ ...seen, date: futureDate(13), time: "15:00" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toMatchObject({ code: "CONFLICT", message: RESCHEDULE_CHANGED });
    expect(await services.db.bookingChange.count({ where: { bookingId: booking.id } })).toBe(1);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).inviteSequence).toBe(1);
  });

  it("refuses to move a booking its pro marked done, even for an administrator", async () => {
    const { pro, booking } = await acceptedBookingOfCustomer(-2);
    await pro.caller.pro.markDone({ bookingId: booking.id });
    const admin = await personWithCaller(services, { role: "ADMIN" });
    await expect(
      admin.caller.admin.rescheduleBooking({ bookingId: booking.id, date: futureDate(12), time: "10:00" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: RESCHEDULE_ALREADY_DONE });
  });

  it("moves a pending booking without asking anyone to confirm", async () => {
    const customer = await personWithCaller(services);
    const booking = await createBookingRow(services, { customer: customer.user });
    const result = await customer.caller.account.rescheduleBooking({
      bookingId: booking.id,
      date: futureDate(15),
      time: "10:30",
    });
    expect(result.confirmBy).toBeNull();
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "PENDING", rescheduleRequestedAt: null, inviteSequence: 1 });
  });

  it("cancelling afterwards sends METHOD:CANCEL with a higher sequence to the customer and the pro", async () => {
    const { customer, pro, booking } = await acceptedBookingOfCustomer();
    await customer.caller.account.rescheduleBooking({ bookingId: booking.id, date: futureDate(12), time: "11:00" });
    await pro.caller.pro.confirmReschedule({ bookingId: booking.id });
    await customer.caller.account.cancelBooking({ bookingId: booking.id });
    for (const email of [customer.user.email, pro.user.email]) {
      expect(await lastInvite(email)).toMatchObject({ method: "CANCEL", uid: inviteUid(booking.id), sequence: 2 });
    }
  });
});

describe("moving one booking again and again", () => {
  it(`lets its customer move it ${LIFECYCLE.reschedulesPerBooking} times, then asks them to contact us; an administrator still can`, async () => {
    const { customer, booking } = await acceptedBookingOfCustomer();
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const move = (day: number) => ({ bookingId: booking.id, date: futureDate(day), time: "10:00" });
    for (let n = 0; n < LIFECYCLE.reschedulesPerBooking; n++) {
      await customer.caller.account.rescheduleBooking(move(12 + n));
    }
    await expect(customer.caller.account.rescheduleBooking(move(20))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: RESCHEDULE_LIMIT_REACHED,
    });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).localDate).toBe(
      futureDate(12 + LIFECYCLE.reschedulesPerBooking - 1),
    );
    await admin.caller.admin.rescheduleBooking(move(21));
  });

  it("reaches the customer, the pro and each administrator as one e-mail each, from the first time to the last", async () => {
    const admin = await createPerson(services, { role: "ADMIN" });
    const { customer, pro, booking } = await acceptedBookingOfCustomer();
    const times = [
      { date: futureDate(12), time: "10:00" },
      { date: futureDate(13), time: "11:30" },
      { date: futureDate(14), time: "15:45" },
    ];
    const startedAt = Date.now();
    for (const to of times) await customer.caller.account.rescheduleBooking({ bookingId: booking.id, ...to });
    const last = times[2] as (typeof times)[2];
    const fromFirstToLast =
      `from ${formatDateLong(booking.localDate)} at ${formatTime12h(booking.localTime)} ` +
      `to ${formatDateLong(last.date)} at ${formatTime12h(last.time)}`;

    const window = LIFECYCLE.rescheduleMailWindowMinutes * 60_000;
    for (const [email, tag] of [
      [customer.user.email, "booking-rescheduled"],
      [pro.user.email, "booking-rescheduled-pro"],
      [admin.email, "booking-rescheduled-admin"],
    ] as const) {
      const mails = await mailTo(services, email);
      expect(mails.map((mail) => mail.tag)).toEqual([tag]);
      const [mail] = mails;
      expect(mail?.text).toContain(fromFirstToLast);
      // Held back for further moves, due one window after the first.
      expect(mail?.status).toBe("QUEUED");
      expect(mail?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(startedAt + window);
      expect(mail?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + window);
    }
    expect(await lastInvite(customer.user.email)).toMatchObject({
      sequence: times.length,
      start: appointmentInstant(last.date, last.time, "America/New_York").toISOString(),
    });

    // Sent when due, as rewritten; a move after that is news of its own, from where the last one left it.
    for (const mail of await services.db.mailMessage.findMany()) {
      const sent = await sendQueuedMessage(services.db, services.mail.provider, mail.id, mail.nextAttemptAt);
      expect(sent.note).toBe("sent");
    }
    const byAdmin = { bookingId: booking.id, date: futureDate(15), time: "09:30" };
    await (await personWithCaller(services, { role: "ADMIN" })).caller.admin.rescheduleBooking(byAdmin);
    const [, again] = await mailTo(services, customer.user.email);
    expect(again?.text).toContain(`from ${formatDateLong(last.date)} at ${formatTime12h(last.time)} to`);
  });

  it("sends the waiting news of a move at once when the pro answers it, before the answer", async () => {
    const { customer, pro, booking } = await acceptedBookingOfCustomer();
    await customer.caller.account.rescheduleBooking({ bookingId: booking.id, date: futureDate(12), time: "16:00" });
    await pro.caller.pro.confirmReschedule({ bookingId: booking.id });
    const answeredAt = new Date();
    const mails = await mailTo(services, customer.user.email);
    expect(mails.map((mail) => mail.tag)).toEqual(["booking-rescheduled", "booking-reschedule-confirmed"]);
    for (const mail of mails) expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(answeredAt.getTime());
    const [movedMail] = mails;
    expect((await sendQueuedMessage(services.db, services.mail.provider, movedMail?.id ?? "", answeredAt)).note).toBe(
      "sent",
    );
  });
});

describe("the pro answers a moved booking", () => {
  async function moved() {
    const setup = await acceptedBookingOfCustomer();
    await setup.customer.caller.account.rescheduleBooking({
      bookingId: setup.booking.id,
      date: futureDate(12),
      time: "16:00",
    });
    return setup;
  }

  it("confirms: the booking stays theirs and the customer is told", async () => {
    const { customer, pro, booking } = await moved();
    expect(await pro.caller.pro.confirmReschedule({ bookingId: booking.id })).toEqual({
      message: RESCHEDULE_CONFIRMED,
    });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "ACCEPTED", assignedProId: pro.user.id, rescheduleRequestedAt: null });
    expect((await mailTo(services, customer.user.email)).at(-1)?.subject).toContain("confirmed your new time");
    await expect(pro.caller.pro.confirmReschedule({ bookingId: booking.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: NO_RESCHEDULE_TO_ANSWER,
    });
    const kinds = await services.db.bookingChange.findMany({
      where: { bookingId: booking.id },
      orderBy: { createdAt: "asc" },
    });
    expect(kinds.map((change) => change.kind)).toEqual(["RESCHEDULED", "RESCHEDULE_CONFIRMED"]);
  });

  it("declines: the booking keeps the new time and returns to the state's pending pool", async () => {
    const { customer, pro, booking } = await moved();
    const other = await personWithCaller(services, { role: "PRO" });
    await expect(other.caller.pro.declineReschedule({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await pro.caller.pro.declineReschedule({ bookingId: booking.id })).toEqual({ message: RESCHEDULE_DECLINED });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({
      status: "PENDING",
      assignedProId: null,
      acceptedAt: null,
      rescheduleRequestedAt: null,
    });
    expect(stored.localTime).toBe("16:00");
    expect((await mailTo(services, customer.user.email)).at(-1)?.subject).toBe(
      "We are finding a professional for your new time",
    );
    expect(await lastInvite(pro.user.email)).toMatchObject({ method: "CANCEL", sequence: 2 });
    // Open again: another pro of the state can take it.
    expect((await other.caller.pro.acceptBooking({ bookingId: booking.id })).message).toBeTruthy();
  });

  it("a pro releasing the moved booking takes the pending confirmation with them", async () => {
    const { pro, booking } = await moved();
    await pro.caller.pro.releaseBooking({ bookingId: booking.id });
    const other = await personWithCaller(services, { role: "PRO" });
    await other.caller.pro.acceptBooking({ bookingId: booking.id });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "ACCEPTED", assignedProId: other.user.id, rescheduleRequestedAt: null });
    const later = new Date(Date.now() + 13 * HOUR);
    expect(await expireRescheduleConfirmation(services, booking.id, later)).toMatchObject({ expired: false });
  });

  it("expires after 12 hours without an answer, once, on a controlled clock", async () => {
    const { customer, booking } = await moved();
    const requestedAt = (await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } }))
      .rescheduleRequestedAt as Date;
    const at = (hours: number) => new Date(requestedAt.getTime() + hours * HOUR);

    expect(await expireRescheduleConfirmation(services, booking.id, at(11.9))).toEqual({
      expired: false,
      reason: "still within the confirmation window",
    });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("ACCEPTED");

    const mailsBefore = (await mailTo(services, customer.user.email)).length;
    expect(await expireRescheduleConfirmation(services, booking.id, at(LIFECYCLE.rescheduleConfirmHours))).toEqual({
      expired: true,
    });
    expect(await expireRescheduleConfirmation(services, booking.id, at(13))).toEqual({
      expired: false,
      reason: "not waiting for a pro",
    });
    const stored = await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored).toMatchObject({ status: "PENDING", assignedProId: null });
    expect(await mailTo(services, customer.user.email)).toHaveLength(mailsBefore + 1);
    const last = await services.db.bookingChange.findFirstOrThrow({
      where: { bookingId: booking.id },
      orderBy: { createdAt: "desc" },
    });
    expect(last).toMatchObject({ kind: "RESCHEDULE_EXPIRED", actorId: null });
    expect(await expireRescheduleConfirmation(services, "no-such-booking", at(13))).toEqual({
      expired: false,
      reason: "not found",
    });
  });

  it("lists the moves whose confirmation window has passed, for a sweep", async () => {
    const { booking } = await moved();
    const requestedAt = (await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } }))
      .rescheduleRequestedAt as Date;
    const at = (hours: number) => new Date(requestedAt.getTime() + hours * HOUR);
    expect(await rescheduleConfirmationsDue(services.db, at(11.99))).toEqual([]);
    expect(await rescheduleConfirmationsDue(services.db, at(12))).toEqual([booking.id]);
    await expireRescheduleConfirmation(services, booking.id, at(12));
    expect(await rescheduleConfirmationsDue(services.db, at(13))).toEqual([]);
  });

  it("does nothing when the pro confirmed before the timeout ran", async () => {
    const { pro, booking } = await moved();
    await pro.caller.pro.confirmReschedule({ bookingId: booking.id });
    const later = new Date(Date.now() + 13 * HOUR);
    expect(await expireRescheduleConfirmation(services, booking.id, later)).toEqual({
      expired: false,
      reason: "not waiting for a pro",
    });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).assignedProId).toBe(
      pro.user.id,
    );
  });
});

describe("calendar downloads", () => {
  it("attaches the invite to the acceptance e-mail", async () => {
    const customer = await personWithCaller(services);
    const pro = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services, { customer: customer.user });
    await pro.caller.pro.acceptBooking({ bookingId: booking.id });
    expect(await lastInvite(customer.user.email)).toEqual({
      method: "REQUEST",
      uid: inviteUid(booking.id),
      sequence: 0,
      start: new Date(Math.floor(booking.appointmentAt.getTime() / 1000) * 1000).toISOString(),
    });
  });

  it("gives the booking's readers its .ics, and refuses a cancelled booking", async () => {
    const { customer, booking } = await acceptedBookingOfCustomer();
    const download = await customer.caller.account.calendarInvite({ bookingId: booking.id });
    expect(download.fileName).toBe(`primp-booking-${booking.id}.ics`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(download.ics)).getFirstSubcomponent("vevent") ?? undefined,
    );
    // Calendar times are whole seconds.
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(booking.appointmentAt.getTime() / 1000) * 1000);
    expect(event.uid).toBe(inviteUid(booking.id));

    const admin = await personWithCaller(services, { role: "ADMIN" });
    await admin.caller.admin.cancelBooking({ bookingId: booking.id });
    await expect(customer.caller.account.calendarInvite({ bookingId: booking.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
