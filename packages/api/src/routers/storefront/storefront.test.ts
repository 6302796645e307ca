// /services/<slug>, /<city> and the home page's service cards: public, from the catalogue, with
// only pros who have a public page and only looks their customers agreed to show.
import { REVIEWS } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CITY_PAGE_NOT_FOUND, SERVICE_PAGE_NOT_FOUND } from "../../domain/storefront.ts";
import { catalogueLookups, seedPriceCents } from "../../testing/booking-test-data.ts";
import { createBookingRow, createPerson } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";
import { countQueries } from "../../testing/query-count.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
});
afterEach(() => services.close());

const anonymous = () => createTestClient(services).caller;

async function proIn(city: string, firstName: string, serviceIds: string[] = []) {
  const pro = await createPerson(services, { role: "PRO", firstName, lastName: "Tester" });
  await services.db.proProfile.update({ where: { userId: pro.id }, data: { city, state: "MA" } });
  if (serviceIds.length > 0) {
    await services.db.proAvailability.create({
      data: {
        proId: pro.id,
        weeklyHours: {},
        serviceIds,
        homeZip: "02108",
        latitude: 42.36,
        longitude: -71.06,
        timeZone: "America/New_York",
      },
    });
  }
  return pro;
}

/** Completed bookings of a service in a city, each rated; the first with a shown result photo. */
async function reviewed(proId: string, data: { serviceId: string; cityId: string }, ratings: number[], consent = true) {
  for (const [index, rating] of ratings.entries()) {
    const booking = await createBookingRow(services, {
      status: "COMPLETED",
      assignedProId: proId,
      hoursAhead: -72,
      data: { ...data, customerPhotoUrl: index === 0 ? `/files/look-${proId}.jpg` : null },
    });
    await services.db.review.create({
      data: { bookingId: booking.id, proId, rating, comment: "Lovely", lookConsent: consent },
    });
  }
}

describe("a service page", () => {
  it("shows the catalogue's price, text, duration and upcharges, the pros who take it and its public looks", async () => {
    const { service, city } = catalogueLookups(services.db);
    const silkPress = await service("Silk Press");
    const boston = await city("Boston");
    const rated = await proIn("Boston", "Ada", [silkPress.id]);
    const everything = await proIn("Boston", "Bea");
    const elsewhere = await proIn("Boston", "Cleo", [(await service("Blowout")).id]);
    await reviewed(rated.id, { serviceId: silkPress.id, cityId: boston.id }, Array(REVIEWS.publicAfterCount).fill(5));
    await reviewed(elsewhere.id, { serviceId: silkPress.id, cityId: boston.id }, [4], false);

    const page = await anonymous().storefront.servicePage({ slug: "silk-press" });
    expect(page).toMatchObject({
      slug: "silk-press",
      name: "Silk Press",
      fromCents: seedPriceCents("Silk Press"),
      detail: "Wash, deep condition, blow-dry and flat iron for a glossy, straight finish.",
      durationMinutes: 120,
      imageUrl: `/files/look-${rated.id}.jpg`,
    });
    expect(page.upcharges.map((line) => line.label)).toEqual([
      "Sensitive scalp",
      "No parking available",
      "Quiet service",
      "Stairs",
    ]);
    // Pros who chose it or chose nothing; rated first.
    expect(page.pros.map((pro) => pro.name)).toEqual(["Ada Tester", "Bea Tester"]);
    expect(page.pros[0]?.slug).toBe("ada-tester");
    expect(page.pros.some((pro) => pro.userId === everything.id)).toBe(true);
    // The look without consent is not shown; the rating counts every visible review of the service.
    expect(page.looks).toEqual([
      expect.objectContaining({
        photoUrl: `/files/look-${rated.id}.jpg`,
        pro: expect.objectContaining({ slug: "ada-tester" }),
      }),
    ]);
    const count = REVIEWS.publicAfterCount + 1;
    expect(page.rating).toEqual({ average: Math.round(((5 * (count - 1) + 4) / count) * 10) / 10, count });
    expect(page.cities.map((entry) => entry.slug)).toContain("boston");
    expect(JSON.stringify(page)).not.toContain(rated.email);
  });

  it("leaves out pros who are no longer pros", async () => {
    const former = await proIn("Boston", "Dee");
    await services.db.user.update({ where: { id: former.id }, data: { role: "CUSTOMER" } });
    const page = await anonymous().storefront.servicePage({ slug: "silk-press" });
    expect(page.pros).toEqual([]);
  });

  it("does not exist for an unknown or switched-off service, nor for an over-long address", async () => {
    // Keratin Treatment is in the catalogue but not live.
    for (const slug of ["keratin-treatment", "nothing-here", ""]) {
      await expect(anonymous().storefront.servicePage({ slug })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: SERVICE_PAGE_NOT_FOUND,
      });
    }
    await expect(anonymous().storefront.servicePage({ slug: "x".repeat(101) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("a city page", () => {
  it("shows every live service from its price, the city's pros and the looks made there", async () => {
    const { service, city } = catalogueLookups(services.db);
    const silkPress = await service("Silk Press");
    const boston = await city("Boston");
    const local = await proIn("boston", "Eve");
    const cambridge = await proIn("Cambridge", "Fay");
    await reviewed(local.id, { serviceId: silkPress.id, cityId: boston.id }, [5]);
    await reviewed(cambridge.id, { serviceId: silkPress.id, cityId: (await city("Cambridge")).id }, [5]);

    const page = await anonymous().storefront.cityPage({ slug: "boston" });
    expect(page).toMatchObject({ city: "Boston", state: "MA", slug: "boston" });
    expect(page.services.length).toBe(await services.db.service.count({ where: { live: true } }));
    expect(page.services).toContainEqual(
      expect.objectContaining({ name: "Silk Press", slug: "silk-press", fromCents: seedPriceCents("Silk Press") }),
    );
    expect(page.pros.map((pro) => pro.name)).toEqual(["Eve Tester"]);
    expect(page.looks.map((look) => look.photoUrl)).toEqual([`/files/look-${local.id}.jpg`]);
  });

  it("does not exist for a city not served yet or an unknown one", async () => {
    // Houston is in the catalogue but not live.
    for (const slug of ["houston", "atlantis"]) {
      await expect(anonymous().storefront.cityPage({ slug })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: CITY_PAGE_NOT_FOUND,
      });
    }
  });
});

describe("the home page's service cards", () => {
  it("are the first two live services of each type for adults, with their latest public look", async () => {
    const { service, city } = catalogueLookups(services.db);
    const silkPress = await service("Silk Press");
    const pro = await proIn("Boston", "Gia");
    await reviewed(pro.id, { serviceId: silkPress.id, cityId: (await city("Boston")).id }, [5]);

    const cards = await anonymous().storefront.homeServices();
    expect(cards.map((card) => card.name)).toEqual([
      "Silk Press",
      "Blowout",
      "Everyday Makeup",
      "Glam Makeup",
      "Classic Manicure",
      "Gel Manicure",
      "Henna Design",
      "Bridal Henna",
    ]);
    expect(cards[0]).toMatchObject({ slug: "silk-press", fromCents: seedPriceCents("Silk Press") });
    expect(cards[0]?.photoUrl).toBe(`/files/look-${pro.id}.jpg`);
    expect(cards[1]?.photoUrl).toBeNull();
  });
});

describe("the public pages' queries", () => {
  it("rank the top six pros in the database: rated first, then by reviews, then by name; hidden reviews and former or profile-less pros left out", async () => {
    const { service, city } = catalogueLookups(services.db);
    const silkPress = await service("Silk Press");
    const boston = await city("Boston");
    const where = { serviceId: silkPress.id, cityId: boston.id };
    const enough = REVIEWS.publicAfterCount;
    const best = await proIn("Boston", "Zoe");
    await reviewed(best.id, where, Array(enough).fill(5));
    const moreReviews = await proIn("Boston", "Yan");
    await reviewed(moreReviews.id, where, Array(enough + 1).fill(4));
    const fewerReviews = await proIn("Boston", "Xia");
    await reviewed(fewerReviews.id, where, Array(enough).fill(4));
    // Too few reviews for a public rating: ranked among the unrated, by name.
    const tooFew = await proIn("Boston", "Abe");
    await reviewed(tooFew.id, where, Array(enough - 1).fill(5));
    // A hidden review counts for nothing.
    const hiddenOnly = await proIn("Boston", "Ann");
    await reviewed(hiddenOnly.id, where, Array(enough).fill(5));
    await services.db.review.updateMany({ where: { proId: hiddenOnly.id }, data: { hiddenAt: new Date() } });
    for (const name of ["Bob", "Cat", "Dan"]) await proIn("Boston", name);
    // A former pro, rated best of all, and a pro without a public page.
    const former = await proIn("Boston", "Aaa");
    await reviewed(former.id, where, Array(enough).fill(5));
    await services.db.user.update({ where: { id: former.id }, data: { role: "CUSTOMER" } });
    const pageless = await proIn("Boston", "Aab");
    await services.db.proProfile.update({ where: { userId: pageless.id }, data: { slug: null } });

    const expected = ["Zoe Tester", "Yan Tester", "Xia Tester", "Abe Tester", "Ann Tester", "Bob Tester"];
    const servicePage = await anonymous().storefront.servicePage({ slug: "silk-press" });
    expect(servicePage.pros.map((pro) => pro.name)).toEqual(expected);
    expect(servicePage.pros.map((pro) => pro.rating)).toEqual([
      { average: 5, count: enough },
      { average: 4, count: enough + 1 },
      { average: 4, count: enough },
      null,
      null,
      null,
    ]);
    expect(servicePage.pros[0]).toMatchObject({ userId: best.id, slug: "zoe-tester", state: "MA" });
    const cityPage = await anonymous().storefront.cityPage({ slug: "boston" });
    expect(cityPage.pros.map((pro) => pro.name)).toEqual(expected);
    // Only the looks of pros, with consent and a photo; newest first.
    expect(cityPage.looks.map((look) => look.pro.name)).toEqual([
      "Abe Tester",
      "Xia Tester",
      "Yan Tester",
      "Zoe Tester",
    ]);
  });

  it("are a fixed number, however many pros and cards there are", async () => {
    const { service, city } = catalogueLookups(services.db);
    const boston = await city("Boston");
    for (const [index, name] of ["Silk Press", "Blowout", "Everyday Makeup", "Gel Manicure"].entries()) {
      const pro = await proIn("Boston", `Pro${index}`);
      await reviewed(pro.id, { serviceId: (await service(name)).id, cityId: boston.id }, [5, 4]);
    }
    const catalogue = await countQueries(services.database, () => services.catalogue.get());
    const count = (run: () => Promise<unknown>) => countQueries(services.database, run);
    const home = await count(async () => {
      const cards = await anonymous().storefront.homeServices();
      expect(cards.filter((card) => card.photoUrl).length).toBe(4);
      expect(cards.filter((card) => card.photoFrom === "look").length).toBe(4);
    });
    const servicePage = await count(() => anonymous().storefront.servicePage({ slug: "silk-press" }));
    const cityPage = await count(() => anonymous().storefront.cityPage({ slug: "boston" }));
    // PostgreSQL runs the same suite without a counter (see countQueries).
    if (catalogue === null) return;
    // One query each for the placed site images, every card's latest look and the photos' sizes;
    // the pages add the pros, the looks (and the service's rating) one each.
    expect(home).toBe(catalogue + 3);
    expect(servicePage).toBe(catalogue + 5);
    expect(cityPage).toBe(catalogue + 4);
  });
});
