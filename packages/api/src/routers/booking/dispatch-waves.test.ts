// Offers in waves: a paid booking nobody took at once is offered to the ranked eligible pros,
// DISPATCH.waveSize at a time, by e-mail and text; the next wave waits for a window that
// shrinks as the appointment nears (the sweep's clock is a parameter); nobody is offered it
// twice; it stops once a pro accepts; a pro who cannot take it is never offered it.
import { type AvailabilitySettings, DISPATCH, waveWindowMinutes } from "@primp/core";
import { describe, expect, it } from "vitest";
import { sendDueWaves } from "../../domain/dispatch.ts";
import { futureDate } from "../../testing/booking-test-data.ts";
import { paidSilkPress, proWithAvailability } from "../../testing/dispatch.ts";
import { mailTo } from "../../testing/fixtures.ts";
import { seededWorldPerTest } from "../../testing/seeded-world.ts";

const world = seededWorldPerTest();

const DATE = futureDate(10);
const MINUTE = 60_000;
const pro = (firstName: string, overrides: Partial<AvailabilitySettings>) =>
  proWithAvailability(world.services, firstName, overrides);

/** Five free pros, nearest first from the appointment in 02108, and two who cannot take it. */
async function pros() {
  const free = [
    await pro("Amara", { homeZip: "02108" }),
    await pro("Bea", { homeZip: "02116" }),
    await pro("Cleo", { homeZip: "02139" }),
    await pro("Dana", { homeZip: "02155" }),
    await pro("Esme", { homeZip: "01801" }),
  ];
  const away = await pro("Farah", { homeZip: "90012" });
  const off = await pro("Gia", { timeOff: [{ from: DATE, to: DATE }] });
  return { free, never: [away, off] };
}

async function bookAndPay() {
  const { created } = await paidSilkPress(world.services, world.catalogue, DATE);
  return world.services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
}

const offers = (bookingId: string) =>
  world.services.db.dispatchOffer.findMany({ where: { bookingId }, orderBy: [{ wave: "asc" }, { sentAt: "asc" }] });
const offeredIds = async (bookingId: string, wave: number) =>
  (await offers(bookingId)).filter((offer) => offer.wave === wave).map((offer) => offer.proId);
const ids = (people: { user: { id: string } }[]) => people.map((person) => person.user.id);

describe("offers in waves", () => {
  it("offers the first wave at payment to the best ranked free pros, by e-mail and text", async () => {
    const { free, never } = await pros();
    const booking = await bookAndPay();

    expect(DISPATCH.waveSize).toBe(3);
    expect((await offeredIds(booking.id, 1)).sort()).toEqual(ids(free.slice(0, 3)).sort());
    const [amara] = free;
    const mail = await mailTo(world.services, amara?.user.email ?? "");
    expect(mail.map((message) => message.tag)).toContain("booking-offer-pro");
    const texts = await world.services.db.mailMessage.findMany({ where: { tag: "booking-offer-pro-sms" } });
    expect(texts).toHaveLength(3);
    expect(texts[0]?.text).toContain(`/booking-confirmation?id=${booking.id}`);
    // Pros who cannot take it hear nothing while there are pros to offer it to.
    for (const person of never) expect(await mailTo(world.services, person.user.email)).toEqual([]);
  });

  it("sends the next wave once the window has passed, never offers a pro twice, and stops when the pool is exhausted", async () => {
    const { free, never } = await pros();
    const booking = await bookAndPay();
    const paidAt = booking.paidAt as Date;
    const window = waveWindowMinutes(booking.appointmentAt, paidAt) * MINUTE;
    expect(window).toBe(30 * MINUTE);

    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + window - MINUTE))).toBe(0);
    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + window))).toBe(2);
    expect((await offeredIds(booking.id, 2)).sort()).toEqual(ids(free.slice(3)).sort());
    // Nobody is left who can take it: later sweeps offer it to nobody, and nobody twice.
    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + 3 * window))).toBe(0);
    const all = await offers(booking.id);
    expect(all).toHaveLength(5);
    expect(new Set(all.map((offer) => offer.proId)).size).toBe(5);
    for (const person of never) expect(all.map((offer) => offer.proId)).not.toContain(person.user.id);
    // Once no pro is left to offer it to, every other pro of the state is told, once.
    const tagsOf = async (person: { user: { email: string } }) =>
      (await mailTo(world.services, person.user.email)).map((message) => message.tag);
    for (const person of never) expect(await tagsOf(person)).toEqual(["booking-new-pro"]);
    for (const person of free) expect(await tagsOf(person)).not.toContain("booking-new-pro");
    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + 4 * window))).toBe(0);
    for (const person of never) expect(await tagsOf(person)).toEqual(["booking-new-pro"]);
  });

  it("stops once a pro accepts", async () => {
    const { free } = await pros();
    const booking = await bookAndPay();
    const paidAt = booking.paidAt as Date;
    await free[0]?.caller.pro.acceptBooking({ bookingId: booking.id });

    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + 60 * MINUTE))).toBe(0);
    expect(await offers(booking.id)).toHaveLength(3);
  });

  it("offers it to nobody else while the customer's request is exclusive, then never to the pro who declined", async () => {
    const { free } = await pros();
    const [amara] = free;
    const { created } = await paidSilkPress(world.services, world.catalogue, DATE, "14:30", amara?.user.id);
    const paidAt = (await world.services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } }))
      .paidAt as Date;
    expect(await offers(created.bookingId)).toEqual([]);
    expect((await mailTo(world.services, amara?.user.email ?? "")).map((message) => message.tag)).toEqual([
      "booking-requested-pro",
    ]);

    await amara?.caller.pro.declineBooking({ bookingId: created.bookingId });
    expect(await sendDueWaves(world.services, new Date(paidAt.getTime() + MINUTE))).toBe(3);
    expect((await offeredIds(created.bookingId, 1)).sort()).toEqual(ids(free.slice(1, 4)).sort());
  });
});
