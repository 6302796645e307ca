// A booking that asks for one pro: offered to that pro alone (list, page, acceptance) for 4
// hours or until 24 hours before the appointment, whichever is sooner; e-mailed to them alone;
// their decline or release sends it to the state's pool at once.
import { BOOKING_NOT_FOUND, PRO_REQUEST } from "@primp/core";
import { TEST_CARDS } from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptBooking, bookingForConfirmation } from "../../domain/acceptance.ts";
import { enforceAcceptanceDeadlines } from "../../domain/acceptance-deadline.ts";
import { proPendingBookings } from "../../domain/dashboard.ts";
import { bookingInput, catalogueLookups, hairAnswers } from "../../testing/booking-test-data.ts";
import { createBookingRow, mailTo, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
});
afterEach(() => services.close());

const HOUR = 3_600_000;

async function requestedBooking(options: { hoursAhead?: number; paidHoursAgo?: number } = {}) {
  const requested = await personWithCaller(services, { role: "PRO", state: "MA", firstName: "Maya" });
  const other = await personWithCaller(services, { role: "PRO", state: "MA" });
  const paidAt = new Date(Date.now() - (options.paidHoursAgo ?? 1) * HOUR);
  const booking = await createBookingRow(services, {
    hoursAhead: options.hoursAhead ?? 24 * 7,
    data: { requestedProId: requested.user.id, paidAt },
  });
  return { requested, other, booking, paidAt };
}

const pendingIds = async (caller: Awaited<ReturnType<typeof personWithCaller>>["caller"]) =>
  (await caller.pro.pendingBookings({ page: 1 })).items.map((row) => row.id);

describe("a booking that asks for one pro", () => {
  it("is offered to that pro alone: the other pros of the state neither list, see nor accept it", async () => {
    const { requested, other, booking } = await requestedBooking();
    expect(await pendingIds(requested.caller)).toEqual([booking.id]);
    expect((await requested.caller.pro.bookingForConfirmation({ bookingId: booking.id })).requestedOfYou).toBe(true);

    expect(await pendingIds(other.caller)).toEqual([]);
    // Each call starts only when awaited: a second one already running would reject unobserved.
    for (const call of [
      () => other.caller.pro.bookingForConfirmation({ bookingId: booking.id }),
      () => other.caller.pro.acceptBooking({ bookingId: booking.id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
    }
    await requested.caller.pro.acceptBooking({ bookingId: booking.id });
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).assignedProId).toBe(
      requested.user.id,
    );
  });

  it(`goes to the pool ${PRO_REQUEST.exclusiveHours} hours after payment (injected clock)`, async () => {
    const { other, booking, paidAt } = await requestedBooking();
    const justBefore = new Date(paidAt.getTime() + PRO_REQUEST.exclusiveHours * HOUR - 1);
    const windowOver = new Date(paidAt.getTime() + PRO_REQUEST.exclusiveHours * HOUR);
    expect((await proPendingBookings(services.sql, other.user.id, 1, undefined, justBefore)).items).toEqual([]);
    await expect(bookingForConfirmation(services.db, other.user.id, booking.id, justBefore)).rejects.toThrow(
      BOOKING_NOT_FOUND,
    );
    const actor = {
      id: other.user.id,
      email: other.user.email,
      firstName: other.user.firstName,
      lastName: other.user.lastName,
    };
    await expect(acceptBooking(services, actor, booking.id, justBefore)).rejects.toThrow(BOOKING_NOT_FOUND);

    expect(
      (await proPendingBookings(services.sql, other.user.id, 1, undefined, windowOver)).items.map((row) => row.id),
    ).toEqual([booking.id]);
    await acceptBooking(services, actor, booking.id, windowOver);
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).assignedProId).toBe(
      other.user.id,
    );
  });

  it(`has no window when the appointment is under ${PRO_REQUEST.poolBeforeAppointmentHours} hours away`, async () => {
    const { other, booking } = await requestedBooking({ hoursAhead: PRO_REQUEST.poolBeforeAppointmentHours - 1 });
    expect(await pendingIds(other.caller)).toEqual([booking.id]);
  });

  it("goes to the pool at once when the requested pro declines, and the next sweep tells the other pros", async () => {
    const { requested, other, booking } = await requestedBooking();
    await requested.caller.pro.declineBooking({ bookingId: booking.id });
    expect(
      (await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).requestDeclinedAt,
    ).not.toBeNull();
    expect(await pendingIds(other.caller)).toEqual([booking.id]);
    // No pro has set an area that reaches the booking, so no wave can go out: the sweep tells the state.
    await enforceAcceptanceDeadlines(services, new Date());
    expect((await mailTo(services, other.user.email)).map((mail) => mail.tag)).toEqual(["booking-new-pro"]);
    expect(await mailTo(services, requested.user.email)).toEqual([]);
    // A second decline and a second sweep change nothing and mail nobody again.
    await requested.caller.pro.declineBooking({ bookingId: booking.id });
    await enforceAcceptanceDeadlines(services, new Date());
    expect(await mailTo(services, other.user.email)).toHaveLength(1);
  });

  it("tells the pool, the customer and the pro, once, when the window lapses unanswered (the sweep, injected clock)", async () => {
    const { requested, other, booking, paidAt } = await requestedBooking();
    const windowOver = new Date(paidAt.getTime() + PRO_REQUEST.exclusiveHours * HOUR);
    const sweep = (at: Date) => enforceAcceptanceDeadlines(services, at);
    const tags = async (email: string) => (await mailTo(services, email)).map((mail) => mail.tag);

    expect(await sweep(new Date(windowOver.getTime() - 1))).toContain("opened 0 lapsed requests");
    expect(await tags(other.user.email)).toEqual([]);

    expect(await sweep(windowOver)).toContain("opened 1 lapsed requests");
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).requestLapsedAt).toEqual(
      windowOver,
    );
    expect(await tags(other.user.email)).toEqual(["booking-new-pro"]);
    expect(await tags(requested.user.email)).toEqual(["request-lapsed-pro"]);
    const [toCustomer] = await mailTo(services, booking.email);
    expect(toCustomer?.tag).toBe("request-lapsed");
    expect(toCustomer?.text).toContain("Maya has not been able to answer your booking");

    // A later sweep tells nobody again.
    expect(await sweep(new Date(windowOver.getTime() + HOUR))).toContain("opened 0 lapsed requests");
    expect(await mailTo(services, other.user.email)).toHaveLength(1);
  });

  it("announces nothing when the requested pro accepted or declined within the window", async () => {
    const accepted = await requestedBooking();
    await accepted.requested.caller.pro.acceptBooking({ bookingId: accepted.booking.id });
    const declined = await requestedBooking();
    await declined.requested.caller.pro.declineBooking({ bookingId: declined.booking.id });
    const later = new Date(Date.now() + 24 * HOUR);
    expect(await enforceAcceptanceDeadlines(services, later)).toContain("opened 0 lapsed requests");
    expect(await mailTo(services, accepted.booking.email)).not.toContainEqual(
      expect.objectContaining({ tag: "request-lapsed" }),
    );
  });

  it("goes to the pool when the requested pro releases it after accepting", async () => {
    const { requested, other, booking } = await requestedBooking();
    await requested.caller.pro.acceptBooking({ bookingId: booking.id });
    await requested.caller.pro.releaseBooking({ bookingId: booking.id });
    expect(await pendingIds(other.caller)).toEqual([booking.id]);
  });
});

describe("paying a booking that asks for one pro", () => {
  it("e-mails that pro alone, saying until when it is theirs", async () => {
    const catalogue = catalogueLookups(services.db);
    const requested = await personWithCaller(services, { role: "PRO", state: "MA" });
    const other = await personWithCaller(services, { role: "PRO", state: "MA" });
    const boston = await catalogue.city("Boston");
    const silkPress = await catalogue.service("Silk Press");
    const { caller } = createTestClient(services);
    const created = await caller.booking.create({
      ...bookingInput(boston.id, hairAnswers(silkPress.id)),
      requestedProId: requested.user.id,
    });
    await caller.booking.confirmPayment({
      bookingId: created.bookingId,
      clientSecret: created.clientSecret,
      cardNumber: TEST_CARDS.succeeds,
    });
    const [mail, ...more] = await mailTo(services, requested.user.email);
    expect(more).toEqual([]);
    expect(mail?.tag).toBe("booking-requested-pro");
    expect(mail?.text).toMatch(/offered to you alone until/);
    // The zone in our words, as every other e-mail writes it.
    expect(mail?.text).toContain("(Eastern time)");
    expect(mail?.text).not.toContain("America/New_York");
    expect(await mailTo(services, other.user.email)).toEqual([]);
  });
});
