// Favourite pros (heart, list, un-heart; only pros) and "Book again" (the booking's customer
// only, its service, answers and place, and the same pro when they are a favourite).
import { BOOK_AGAIN_ONLY_CUSTOMER, BOOKING_NOT_FOUND, FAVOURITE_NOT_A_PRO } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("favourite pros", () => {
  it("hearts a pro once however often, lists favourites newest first, and un-hearts", async () => {
    const customer = await personWithCaller(services);
    const maya = await createPerson(services, { role: "PRO", firstName: "Maya", lastName: "Reyes", state: "NY" });
    const lena = await createPerson(services, { role: "PRO", firstName: "Lena", lastName: "Park" });
    await customer.caller.account.setFavourite({ proUserId: maya.id, favourite: true });
    await customer.caller.account.setFavourite({ proUserId: maya.id, favourite: true });
    await customer.caller.account.setFavourite({ proUserId: lena.id, favourite: true });
    expect(await customer.caller.account.favourites()).toEqual([
      { userId: lena.id, name: "Lena Park", avatarUrl: null, state: "MA", slug: "lena-park" },
      { userId: maya.id, name: "Maya Reyes", avatarUrl: null, state: "NY", slug: "maya-reyes" },
    ]);
    expect((await customer.caller.pro.profile({ userId: maya.id })).isFavourite).toBe(true);

    await customer.caller.account.setFavourite({ proUserId: maya.id, favourite: false });
    expect((await customer.caller.account.favourites()).map((pro) => pro.userId)).toEqual([lena.id]);
    expect((await customer.caller.pro.profile({ userId: maya.id })).isFavourite).toBe(false);
    const someoneElse = await personWithCaller(services);
    expect(await someoneElse.caller.account.favourites()).toEqual([]);
  });

  it("answers alike for an unknown id, a malformed one, a customer, an administrator or yourself", async () => {
    const customer = await personWithCaller(services);
    const other = await createPerson(services);
    const admin = await createPerson(services, { role: "ADMIN" });
    const pro = await personWithCaller(services, { role: "PRO" });
    const notAPro = [
      [customer.caller, "cl0000000000000000000000"],
      [customer.caller, "x".repeat(65)],
      [customer.caller, other.id],
      [customer.caller, admin.id],
      [pro.caller, pro.user.id],
    ] as const;
    for (const favourite of [true, false]) {
      for (const [caller, proUserId] of notAPro) {
        const refusal = (await caller.account
          .setFavourite({ proUserId, favourite })
          .catch((error: unknown) => error)) as {
          code?: string;
          message?: string;
          cause?: { issues?: { message: string }[] };
        };
        // A malformed id is refused by the input schema (BAD_REQUEST, its issue the message over HTTP), in the same words.
        if (proUserId.length > 64) expect(refusal.cause?.issues?.[0]?.message).toBe(FAVOURITE_NOT_A_PRO);
        else expect(refusal).toMatchObject({ code: "NOT_FOUND", message: FAVOURITE_NOT_A_PRO });
      }
    }
    expect(await services.db.favourite.count()).toBe(0);
  });
});

describe("book again", () => {
  it("gives the booking's customer its service, answers and place, without the date", async () => {
    const customer = await personWithCaller(services);
    const pro = await createPerson(services, { role: "PRO" });
    const booking = await createBookingRow(services, {
      customer: customer.user,
      status: "COMPLETED",
      assignedProId: pro.id,
      hoursAhead: -48,
    });
    const again = await customer.caller.account.bookAgain({ bookingId: booking.id });
    expect(again).toEqual({
      serviceType: "HAIR",
      schedule: { cityId: booking.cityId, timeZone: "Eastern" },
      answers: booking.answers,
      address: { address1: booking.aptAddress1, address2: "", zip: "02108" },
      requestedProId: null,
    });
    await customer.caller.account.setFavourite({ proUserId: pro.id, favourite: true });
    expect((await customer.caller.account.bookAgain({ bookingId: booking.id })).requestedProId).toBe(pro.id);
  });

  it("is the customer's alone: its pro is told so, anyone else that it does not exist", async () => {
    const customer = await createPerson(services);
    const pro = await personWithCaller(services, { role: "PRO" });
    const booking = await createBookingRow(services, { customer, status: "COMPLETED", assignedProId: pro.user.id });
    await expect(pro.caller.account.bookAgain({ bookingId: booking.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: BOOK_AGAIN_ONLY_CUSTOMER,
    });
    const stranger = await personWithCaller(services);
    await expect(stranger.caller.account.bookAgain({ bookingId: booking.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_NOT_FOUND,
    });
  });
});
