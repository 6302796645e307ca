// The quick booking bar's request: live cities only, the schedule rules, and nothing written when refused.
import { OUT_OF_HOURS_MESSAGE, PAST_DATE_MESSAGE, type QuickRequestInput } from "@primp/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CITY_NOT_AVAILABLE } from "../../domain/booking-rules.ts";
import { type Catalogue, catalogueLookups, futureDate } from "../../testing/booking-test-data.ts";
import { personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
});
afterEach(() => services.close());

const request = async (overrides: Partial<QuickRequestInput> = {}): Promise<QuickRequestInput> => ({
  cityId: (await catalogue.city("Chicago")).id,
  serviceType: "NAIL",
  date: futureDate(3),
  time: "10:15",
  timeZone: "Central",
  ...overrides,
});

describe("booking.createQuickRequest", () => {
  it("saves the request in the product-named table and hands the answers back for /book-now", async () => {
    const { caller } = createTestClient(services);
    const input = await request();
    const saved = await caller.booking.createQuickRequest(input);
    expect(saved.homeInfo).toEqual(input);
    const row = await services.db.primpRequest.findUniqueOrThrow({ where: { id: saved.id } });
    expect(row).toMatchObject({
      cityId: input.cityId,
      serviceType: "NAIL",
      date: input.date,
      time: "10:15",
      timeZone: "America/Chicago",
      userId: null,
    });
  });

  it("records who asked when signed in", async () => {
    const { user, caller } = await personWithCaller(services);
    const saved = await caller.booking.createQuickRequest(await request());
    expect((await services.db.primpRequest.findUniqueOrThrow({ where: { id: saved.id } })).userId).toBe(user.id);
  });

  it("refuses a city that is not live, a past date and an out-of-hours time, writing nothing", async () => {
    const { caller } = createTestClient(services);
    const worcester = await catalogue.city("Worcester");
    await expect(caller.booking.createQuickRequest(await request({ cityId: worcester.id }))).rejects.toThrow(
      CITY_NOT_AVAILABLE,
    );
    await expect(caller.booking.createQuickRequest(await request({ date: futureDate(-3) }))).rejects.toThrow(
      PAST_DATE_MESSAGE,
    );
    await expect(caller.booking.createQuickRequest(await request({ time: "09:00" }))).rejects.toThrow(
      OUT_OF_HOURS_MESSAGE,
    );
    await expect(caller.booking.createQuickRequest(await request({ time: "20:00" }))).rejects.toThrow(
      OUT_OF_HOURS_MESSAGE,
    );
    expect(await services.db.primpRequest.count()).toBe(0);
  });

  it("requires every field", async () => {
    const { caller } = createTestClient(services);
    const { timeZone: _missing, ...withoutZone } = await request();
    await expect(caller.booking.createQuickRequest(withoutZone as QuickRequestInput)).rejects.toThrow(
      "Please choose a time zone",
    );
    expect(await services.db.primpRequest.count()).toBe(0);
  });
});
