// The day of the appointment through the pro's procedures: "On my way" with an ETA (the customer
// is told by e-mail and text, once), "Arrived", then the existing "Done", each only after the one
// before; the booking reads answer the timeline. Rows are placed relative to the real clock so
// that the rule they test holds at any hour (a started booking is on its local day wherever the
// clock stands); the day's edges, which need an exact instant, go through an injected now.
import {
  ARRIVED_BEFORE_ON_MY_WAY,
  appointmentInstant,
  BOOKING_NOT_FOUND,
  DONE_BEFORE_ARRIVED,
  ETA_OUT_OF_RANGE,
  localDate,
  ON_MY_WAY_TOO_EARLY,
  ON_MY_WAY_TOO_LATE,
} from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MARKED_DONE } from "../../domain/completion.ts";
import { ARRIVED_SAID, ON_MY_WAY_SAID, sayOnMyWay } from "../../domain/day-of.ts";
import type { LiveDelivery } from "../../live/live-events.ts";
import { acceptedBookingWithCallers, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, recordLiveEvents, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let events: LiveDelivery[];
beforeEach(async () => {
  services = await createTestServices();
  events = recordLiveEvents(services);
});
afterEach(() => services.close());

const MINUTE = 60_000;

const world = (minutesAhead = -10) => acceptedBookingWithCallers(services, minutesAhead);

const messagesFor = (bookingEmail: string, phone = "+16175550199") =>
  services.db.mailMessage.findMany({ where: { to: { in: [bookingEmail, phone] } }, orderBy: { channel: "asc" } });

describe("On my way", () => {
  it("tells the customer by e-mail and text once, and every reader sees the timeline", async () => {
    const { pro, customer, booking } = await world();
    const first = await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 });
    expect(first.message).toBe(ON_MY_WAY_SAID);
    const onMyWayAt = first.timeline.onMyWayAt as Date;
    expect(first.timeline.arrivingAt).toEqual(new Date(onMyWayAt.getTime() + 15 * MINUTE));
    expect(first.timeline.nextSteps).toEqual(["ARRIVED"]);

    const messages = await messagesFor(booking.email);
    expect(messages.map((m) => m.channel)).toEqual(["EMAIL", "SMS"]);
    for (const message of messages) {
      expect(message.text).toContain("Jasmine is on the way, arriving in about 15 minutes");
    }
    expect(events).toEqual([{ kind: "booking.changed", bookingId: booking.id, customerId: customer.user.id }]);

    // A second tap (another ETA, a retried request) answers the same state and tells nobody again.
    const again = await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 40 });
    expect(again.timeline).toEqual(first.timeline);
    expect(await messagesFor(booking.email)).toHaveLength(2);
    expect(events).toHaveLength(1);

    const seenByCustomer = await customer.caller.account.bookingDetails({ bookingId: booking.id });
    expect(seenByCustomer.dayOf).toMatchObject({ onMyWayAt, arrivingAt: first.timeline.arrivingAt, nextSteps: [] });
    const seenByPro = await pro.caller.account.bookingDetails({ bookingId: booking.id });
    expect(seenByPro.dayOf.nextSteps).toEqual(["ARRIVED"]);
    const customerRow = (await customer.caller.account.bookings({ tab: "current", page: 1 })).items[0];
    expect(customerRow?.dayOf).toMatchObject({ onMyWayAt, nextSteps: [] });
    const proRow = (await pro.caller.pro.confirmedBookings({ page: 1 })).items[0];
    expect(proRow?.dayOf).toMatchObject({ onMyWayAt, nextSteps: ["ARRIVED"] });
  });

  it("is refused before the appointment's day and long after its end, in the pro's words", async () => {
    const { pro, booking } = await world(48 * 60);
    await expect(pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ON_MY_WAY_TOO_EARLY,
    });
    const late = await world(-6 * 60);
    await expect(late.pro.caller.pro.onMyWay({ bookingId: late.booking.id, etaMinutes: 15 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ON_MY_WAY_TOO_LATE,
    });
    expect(await services.db.mailMessage.count()).toBe(0);
    expect(events).toEqual([]);
  });

  it("opens at the appointment's local midnight (an injected now)", async () => {
    const { pro, booking } = await world(48 * 60);
    const localMidnight = appointmentInstant(
      localDate(booking.appointmentAt, booking.timeZone),
      "00:00",
      booking.timeZone,
    );
    const input = { bookingId: booking.id, etaMinutes: 20 };
    await expect(sayOnMyWay(services, pro.user.id, input, new Date(localMidnight.getTime() - 1))).rejects.toThrow(
      ON_MY_WAY_TOO_EARLY,
    );
    const said = await sayOnMyWay(services, pro.user.id, input, localMidnight);
    expect(said.timeline.onMyWayAt).toEqual(localMidnight);
  });

  it("is the assigned pro's alone and takes an ETA within bounds", async () => {
    const { booking, customer } = await world();
    const other = await personWithCaller(services, { role: "PRO" });
    await expect(other.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    await expect(customer.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 15 })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const { pro } = await world();
    for (const etaMinutes of [0, 241, 2.5]) {
      await expect(pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(ETA_OUT_OF_RANGE),
      });
    }
  });
});

describe("Arrived and Done", () => {
  it("come each after the one before, and Done is the completion", async () => {
    const { pro, customer, booking } = await world();
    await expect(pro.caller.pro.arrived({ bookingId: booking.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: ARRIVED_BEFORE_ON_MY_WAY,
    });
    await pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 10 });
    await expect(pro.caller.pro.markDone({ bookingId: booking.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: DONE_BEFORE_ARRIVED,
    });
    const arrived = await pro.caller.pro.arrived({ bookingId: booking.id });
    expect(arrived.message).toBe(ARRIVED_SAID);
    expect(arrived.timeline.nextSteps).toEqual(["DONE"]);
    expect((await pro.caller.pro.arrived({ bookingId: booking.id })).timeline).toEqual(arrived.timeline);

    const done = await pro.caller.pro.markDone({ bookingId: booking.id });
    expect(done.message).toBe(MARKED_DONE);
    const seen = await customer.caller.account.bookingDetails({ bookingId: booking.id });
    expect(seen.dayOf).toMatchObject({ arrivedAt: arrived.timeline.arrivedAt, doneAt: done.doneAt, nextSteps: [] });
    expect(events.map((event) => event.kind)).toEqual(["booking.changed", "booking.changed", "booking.changed"]);
  });

  it("keeps the plain completion for a pro who took no earlier step", async () => {
    const { pro, booking } = await world(-120);
    expect((await pro.caller.pro.markDone({ bookingId: booking.id })).message).toBe(MARKED_DONE);
    await expect(pro.caller.pro.onMyWay({ bookingId: booking.id, etaMinutes: 5 })).rejects.toThrow(
      "already marked done",
    );
  });
});
