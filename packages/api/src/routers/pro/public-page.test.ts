// /pros/<slug>: the pro's public page, open to everyone; only approved pros have one, and it
// carries nothing private.
import { REVIEWS } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRO_PROFILE_NOT_FOUND } from "../../domain/profile.ts";
import { catalogueLookups, seedPriceCents } from "../../testing/booking-test-data.ts";
import { APPLICATION_INPUT, createBookingRow, createPerson, personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
});
afterEach(() => services.close());

const anonymous = () => createTestClient(services).caller;

describe("a pro's address", () => {
  it("is made from the name, and numbered when another pro has the same name", async () => {
    const first = await createPerson(services, { role: "PRO", firstName: "Jasmine", lastName: "Carter" });
    const second = await createPerson(services, { role: "PRO", firstName: "Jasmine", lastName: "Carter" });
    const slugOf = async (userId: string) =>
      (await services.db.proProfile.findUniqueOrThrow({ where: { userId } })).slug;
    expect(await slugOf(first.id)).toBe("jasmine-carter");
    expect(await slugOf(second.id)).toBe("jasmine-carter-2");
  });

  it("is given to an accepted applicant with the pro account", async () => {
    await anonymous().applicant.submit(APPLICATION_INPUT);
    const applicant = await services.db.applicant.findFirstOrThrow({ where: { email: "nia@example.com" } });
    const { caller: admin } = await personWithCaller(services, { role: "ADMIN" });
    await admin.applicant.accept({ applicantId: applicant.id });
    const page = await anonymous().pro.publicPage({ slug: "nia-braids" });
    expect(page.name).toBe("Nia Braids");
  });
});

describe("the public page", () => {
  it("shows name, place, the services offered with their starting prices, and no contact details", async () => {
    const { service } = catalogueLookups(services.db);
    const silkPress = await service("Silk Press");
    const pro = await createPerson(services, { role: "PRO", firstName: "Jasmine", lastName: "Carter" });
    await services.db.user.update({ where: { id: pro.id }, data: { phone: "617-555-0199" } });
    await services.db.proProfile.update({
      where: { userId: pro.id },
      data: { city: "Boston", licenseNumber: "COS-99", specialities: ["Hair Braider"] },
    });
    await services.db.proAvailability.create({
      data: {
        proId: pro.id,
        weeklyHours: {},
        serviceIds: [silkPress.id],
        homeZip: "02108",
        latitude: 42.36,
        longitude: -71.06,
        timeZone: "America/New_York",
      },
    });

    const page = await anonymous().pro.publicPage({ slug: "jasmine-carter" });
    expect(page).toMatchObject({
      slug: "jasmine-carter",
      userId: pro.id,
      firstName: "Jasmine",
      name: "Jasmine Carter",
      location: "Boston, Massachusetts",
      specialities: ["Hair Braider"],
      rating: null,
      reviews: [],
      looks: [],
    });
    expect(page.services).toEqual([
      expect.objectContaining({ name: "Silk Press", fromCents: seedPriceCents("Silk Press") }),
    ]);
    const shown = JSON.stringify(page);
    for (const secret of [pro.email, "617-555-0199", "COS-99", "02108"]) expect(shown).not.toContain(secret);
  });

  it("lists every live service for a pro who chose none, and the rating once enough reviews back it", async () => {
    const pro = await createPerson(services, { role: "PRO", firstName: "Priya", lastName: "Shah" });
    for (let n = 0; n < REVIEWS.publicAfterCount; n += 1) {
      const booking = await createBookingRow(services, { status: "COMPLETED", assignedProId: pro.id, hoursAhead: -72 });
      await services.db.review.create({
        data: { bookingId: booking.id, proId: pro.id, rating: 5, comment: "Lovely" },
      });
    }
    const page = await anonymous().pro.publicPage({ slug: "priya-shah" });
    expect(page.services.length).toBe(await services.db.service.count({ where: { live: true } }));
    expect(page.rating).toEqual({ average: 5, count: REVIEWS.publicAfterCount });
    expect(page.reviews[0]).toMatchObject({ rating: 5, comment: "Lovely" });
  });

  it("does not exist for an unknown address, an over-long one, or an account that is no longer a pro", async () => {
    const pro = await createPerson(services, { role: "PRO", firstName: "Nia", lastName: "Long" });
    await services.db.user.update({ where: { id: pro.id }, data: { role: "CUSTOMER" } });
    for (const slug of ["nia-long", "nobody-here"]) {
      await expect(anonymous().pro.publicPage({ slug })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: PRO_PROFILE_NOT_FOUND,
      });
    }
    await expect(anonymous().pro.publicPage({ slug: "x".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
