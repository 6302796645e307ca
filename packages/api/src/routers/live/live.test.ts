// Live updates through the tRPC caller (the subscription's async iterator) on a fresh database:
// who may listen (a booking's readers; a customer's list, their own bookings; an
// administrator's, all), what they hear, resume, the folding of a burst into one update, and the caps.
import { BOOKING_NOT_FOUND } from "@primp/core";
import type { Booking, User } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LIVE_BOOKINGS_NOT_FOR_PROS } from "../../domain/live-updates.ts";
import { LIVE_PROCESS_FULL, LIVE_RESTARTING, LIVE_TOO_MANY_PAGES } from "../../live/stream-slots.ts";
import { createCaller } from "../../root.ts";
import { createBookingRow, createPerson, personWithCaller, signedInAs } from "../../testing/fixtures.ts";
import { createCookieJar, createTestServices, type TestServices } from "../../testing/index.ts";
import { createContext } from "../../trpc.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices({ LIVE_MAX_STREAMS_PER_USER: "2", LIVE_MAX_STREAMS: "3" });
});
afterEach(() => services.close());

type Stream = AsyncIterator<unknown>;

/** The subscription's iterator, as tRPC's SSE producer reads it. */
async function streamOf(subscription: Promise<AsyncIterable<unknown>>): Promise<Stream> {
  return (await subscription)[Symbol.asyncIterator]();
}

/** The message of a tracked envelope ([id, data, symbol]) as the page receives it. */
async function nextMessage(stream: Stream) {
  return messageOf(await stream.next());
}

function messageOf({ value, done }: IteratorResult<unknown>) {
  if (done) return "ended";
  const [id, data] = value as [string, { kind: string }];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return data.kind;
}

/** Whether the stream has a message ready now (every pending callback run first). */
async function hasPending(next: Promise<unknown>) {
  let settled = false;
  void next.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

/** A signed-in caller whose subscriptions end when `controller` aborts, as a closed page's do. */
async function callerWithSignal(user: User, controller: AbortController) {
  const session = await services.auth.createSession(user.id, {});
  const cookies = createCookieJar();
  cookies.set(services.auth.sessionCookieName, session.id, {});
  return createCaller(() => createContext(services, { cookies, ip: "203.0.113.7" }), { signal: controller.signal });
}

describe("live.booking", () => {
  let customer: Awaited<ReturnType<typeof personWithCaller>>;
  let booking: Booking;
  beforeEach(async () => {
    customer = await personWithCaller(services);
    booking = await createBookingRow(services, { customer: customer.user, state: "MA" });
  });

  it("says ready, then changed for its booking's events only, folding a burst into one", async () => {
    const stream = await streamOf(customer.caller.live.booking({ bookingId: booking.id }));
    expect(await nextMessage(stream)).toBe("ready");

    await services.live.publish({
      kind: "booking.changed",
      bookingId: "another booking",
      customerId: customer.user.id,
    });
    await services.live.publish({ kind: "offer.new", proId: "a pro", bookingId: booking.id });
    const quiet = stream.next();
    expect(await hasPending(quiet)).toBe(false);

    await services.live.publish({ kind: "conversation.changed", bookingId: booking.id });
    expect(messageOf(await quiet)).toBe("changed");

    // A reader that took nothing for a while: a hundred events are one pending update, not a queue.
    for (let n = 0; n < 100; n++)
      await services.live.publish({ kind: "booking.changed", bookingId: booking.id, customerId: booking.customerId });
    expect(await nextMessage(stream)).toBe("changed");
    expect(await hasPending(stream.next())).toBe(false);
  });

  it("hears the booking's transitions once they commit: accepted, then cancelled", async () => {
    const stream = await streamOf(customer.caller.live.booking({ bookingId: booking.id }));
    expect(await nextMessage(stream)).toBe("ready");
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    const accepted = stream.next();
    await pro.caller.pro.acceptBooking({ bookingId: booking.id });
    expect(messageOf(await accepted)).toBe("changed");
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("ACCEPTED");

    const cancelled = stream.next();
    await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(messageOf(await cancelled)).toBe("changed");
  });

  it("hears nothing of a transition that did not happen", async () => {
    const stream = await streamOf(customer.caller.live.booking({ bookingId: booking.id }));
    expect(await nextMessage(stream)).toBe("ready");
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    // Not yet accepted: nothing to release.
    await expect(pro.caller.pro.releaseBooking({ bookingId: booking.id })).rejects.toThrow();
    expect(await hasPending(stream.next())).toBe(false);
  });

  it("says changed at once to a page that resumes after a drop", async () => {
    const stream = await streamOf(customer.caller.live.booking({ bookingId: booking.id, lastEventId: "seen-before" }));
    expect(await nextMessage(stream)).toBe("changed");
  });

  it("refuses a stranger and a signed-out visitor as the booking's pages do", async () => {
    const { caller: stranger } = await personWithCaller(services);
    await expect(stranger.live.booking({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
    // A pro of the booking's state sees it offered on their dashboard, but streams only what they took.
    const { caller: pro } = await personWithCaller(services, { role: "PRO", state: "MA" });
    await expect(pro.live.booking({ bookingId: booking.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(services.streams.open).toBe(0);
    const anonymous = createCaller(() => createContext(services, { cookies: createCookieJar(), ip: "203.0.113.9" }));
    await expect(anonymous.live.booking({ bookingId: booking.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("stops streaming to a pro who released the booking", async () => {
    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    await pro.caller.pro.acceptBooking({ bookingId: booking.id });
    const stream = await streamOf(pro.caller.live.booking({ bookingId: booking.id }));
    expect(await nextMessage(stream)).toBe("ready");
    await services.db.booking.update({ where: { id: booking.id }, data: { assignedProId: null, status: "PENDING" } });
    await services.live.publish({ kind: "booking.changed", bookingId: booking.id, customerId: booking.customerId });
    await expect(stream.next()).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("live.bookings", () => {
  it("tells a customer of their own bookings' changes and not of another customer's", async () => {
    const customer = await personWithCaller(services);
    const other = await personWithCaller(services);
    // Days apart, so one pro may take both.
    const mine = await createBookingRow(services, { customer: customer.user, state: "MA", hoursAhead: 48 });
    const theirs = await createBookingRow(services, { customer: other.user, state: "MA", hoursAhead: 96 });
    const stream = await streamOf(customer.caller.live.bookings());
    expect(await nextMessage(stream)).toBe("ready");

    const pro = await personWithCaller(services, { role: "PRO", state: "MA" });
    await pro.caller.pro.acceptBooking({ bookingId: theirs.id });
    await other.caller.account.cancelBooking({
      bookingId: (await createBookingRow(services, { customer: other.user })).id,
    });
    // A message in the customer's own thread changes no list.
    await services.live.publish({ kind: "conversation.changed", bookingId: mine.id });
    const next = stream.next();
    expect(await hasPending(next)).toBe(false);

    await pro.caller.pro.acceptBooking({ bookingId: mine.id });
    expect(messageOf(await next)).toBe("changed");
  });

  it("tells an administrator of every booking's changes, and refuses pros and signed-out visitors", async () => {
    const admin = await personWithCaller(services, { role: "ADMIN" });
    const stream = await streamOf(admin.caller.live.bookings());
    expect(await nextMessage(stream)).toBe("ready");
    const customer = await personWithCaller(services);
    const booking = await createBookingRow(services, { customer: customer.user, state: "MA" });
    const cancelled = stream.next();
    await customer.caller.account.cancelBooking({ bookingId: booking.id });
    expect(messageOf(await cancelled)).toBe("changed");

    const { caller: pro } = await personWithCaller(services, { role: "PRO" });
    await expect(pro.live.bookings()).rejects.toMatchObject({ code: "FORBIDDEN", message: LIVE_BOOKINGS_NOT_FOR_PROS });
    const anonymous = createCaller(() => createContext(services, { cookies: createCookieJar(), ip: "203.0.113.9" }));
    await expect(anonymous.live.bookings()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(services.streams.open).toBe(1);
  });
});

describe("live.offers", () => {
  it("tells a pro of offers made to them, and refuses anyone else", async () => {
    const pro = await personWithCaller(services, { role: "PRO" });
    const stream = await streamOf(pro.caller.live.offers());
    expect(await nextMessage(stream)).toBe("ready");
    await services.live.publish({ kind: "offer.new", proId: "another pro", bookingId: "b1" });
    const next = stream.next();
    expect(await hasPending(next)).toBe(false);
    await services.live.publish({ kind: "offer.new", proId: pro.user.id, bookingId: "b1" });
    expect(messageOf(await next)).toBe("changed");

    const { caller: customer } = await personWithCaller(services);
    await expect(customer.live.offers()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("open streams", () => {
  it("caps one person's streams and the process's, and frees a slot when a page goes away", async () => {
    const pro = await createPerson(services, { role: "PRO" });
    const firstPage = new AbortController();
    const first = await streamOf((await callerWithSignal(pro, firstPage)).live.offers());
    expect(await nextMessage(first)).toBe("ready");
    const { caller } = await signedInAs(services, pro);
    const second = await streamOf(caller.live.offers());
    expect(await nextMessage(second)).toBe("ready");
    const third = await streamOf(caller.live.offers());
    await expect(third.next()).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: LIVE_TOO_MANY_PAGES });

    // The process holds three: one more person's stream fits, the next person's does not.
    const other = await personWithCaller(services, { role: "PRO" });
    const fourth = await streamOf(other.caller.live.offers());
    expect(await nextMessage(fourth)).toBe("ready");
    expect(services.streams.open).toBe(3);
    const { caller: thirdPro } = await personWithCaller(services, { role: "PRO" });
    const refused = await streamOf(thirdPro.live.offers());
    await expect(refused.next()).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", message: LIVE_PROCESS_FULL });

    // The first page closes while its stream waits: the stream ends and its slot is free again.
    const waiting = first.next();
    firstPage.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(services.streams.open).toBe(2);
    const again = await streamOf(caller.live.offers());
    expect(await nextMessage(again)).toBe("ready");
  });

  it("ends every stream with a retryable refusal when the process closes", async () => {
    const { caller } = await personWithCaller(services, { role: "PRO" });
    const stream = await streamOf(caller.live.offers());
    expect(await nextMessage(stream)).toBe("ready");
    const waiting = stream.next();
    services.streams.close();
    await expect(waiting).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", message: LIVE_RESTARTING });
    expect(services.streams.open).toBe(0);
  });
});
