// /profile: anyone signed in may look at a pro; only the pro edits their own specialities.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRO_PROFILE_NOT_FOUND } from "../../domain/profile.ts";
import { createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("pro profile", () => {
  it("shows the information block and tells the owner apart from visitors", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO", firstName: "Nia", lastName: "Long" });
    await services.db.proProfile.update({
      where: { userId: user.id },
      data: { city: "Boston", licensed: true, yearsLicensed: 4, specialities: ["Hair Braider"] },
    });
    const own = await caller.pro.profile({ userId: user.id });
    expect(own).toMatchObject({
      isOwner: true,
      slug: "nia-long",
      name: "Nia Long",
      avatarUrl: null,
      licensed: true,
      yearsLicensed: 4,
      kidServices: false,
      location: "Boston, Massachusetts",
      specialities: ["Hair Braider"],
      highlights: [null, null, null],
    });
    expect(own).not.toHaveProperty("email");
    const { caller: visitor } = await personWithCaller(services);
    expect((await visitor.pro.profile({ userId: user.id })).isOwner).toBe(false);
  });

  it("answers not found for a user who is not a pro", async () => {
    const { caller } = await personWithCaller(services);
    const customer = await createPerson(services);
    await expect(caller.pro.profile({ userId: customer.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: PRO_PROFILE_NOT_FOUND,
    });
  });

  it("saves the pro's own specialities from the spec's list and refuses everyone else", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    expect(await caller.pro.updateSpecialities({ specialities: ["Wig Specialist", "Esthetician"] })).toEqual({
      specialities: ["Esthetician", "Wig Specialist"],
    });
    await expect(caller.pro.updateSpecialities({ specialities: ["Barber"] as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const { caller: customer } = await personWithCaller(services);
    await expect(customer.pro.updateSpecialities({ specialities: [] })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await services.db.proProfile.findUniqueOrThrow({ where: { userId: user.id } })).specialities).toEqual([
      "Esthetician",
      "Wig Specialist",
    ]);
  });
});
