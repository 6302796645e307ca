// Asking for one professional ("Book this look", a favourite): the form's card of the pro, and
// booking.create storing the request only for a pro of the appointment's state.
import { REQUESTED_PRO_ELSEWHERE, REQUESTED_PRO_NOT_FOUND } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingInput, type Catalogue, catalogueLookups, hairAnswers } from "../../testing/booking-test-data.ts";
import { createPerson } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
});
afterEach(() => services.close());

async function bostonSilkPress(requestedProId?: string) {
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  return { ...bookingInput(boston.id, hairAnswers(silkPress.id)), requestedProId };
}

describe("booking.requestedPro", () => {
  it("shows anyone the pro's first name, last initial and state, and nobody else's", async () => {
    const { caller } = createTestClient(services);
    const pro = await createPerson(services, { role: "PRO", firstName: "Maya", lastName: "Reyes", state: "MA" });
    expect(await caller.booking.requestedPro({ proUserId: pro.id })).toEqual({
      userId: pro.id,
      name: "Maya R.",
      avatarUrl: null,
      state: "MA",
    });
    const customer = await createPerson(services);
    await expect(caller.booking.requestedPro({ proUserId: customer.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: REQUESTED_PRO_NOT_FOUND,
    });
  });
});

describe("booking.create with a requested pro", () => {
  it("stores a pro of the appointment's state, and refuses anyone else with a sentence", async () => {
    const { caller } = createTestClient(services);
    const local = await createPerson(services, { role: "PRO", state: "MA" });
    const created = await caller.booking.create(await bostonSilkPress(local.id));
    expect((await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } })).requestedProId).toBe(
      local.id,
    );

    const before = await services.db.booking.count();
    const elsewhere = await createPerson(services, { role: "PRO", state: "NY" });
    await expect(caller.booking.create(await bostonSilkPress(elsewhere.id))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: REQUESTED_PRO_ELSEWHERE,
    });
    const customer = await createPerson(services);
    await expect(caller.booking.create(await bostonSilkPress(customer.id))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: REQUESTED_PRO_NOT_FOUND,
    });
    expect(await services.db.booking.count()).toBe(before);

    const anyone = await caller.booking.create(await bostonSilkPress());
    expect(
      (await services.db.booking.findUniqueOrThrow({ where: { id: anyone.bookingId } })).requestedProId,
    ).toBeNull();
  });
});
