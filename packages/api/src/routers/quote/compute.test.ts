// quote.compute: the review's lines, priced by the server from the catalogue, identical to
// what booking.create then charges.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVICE_NOT_AVAILABLE } from "../../domain/catalogue.ts";
import {
  bookingInput,
  type Catalogue,
  catalogueLookups,
  hairAnswers,
  seedPriceCents,
} from "../../testing/booking-test-data.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
});
afterEach(() => services.close());

describe("quote.compute", () => {
  it("returns the same lines and total that booking.create charges", async () => {
    const { caller } = createTestClient(services);
    const boston = await catalogue.city("Boston");
    const cornrow = await catalogue.service("Cornrow");
    const answers = hairAnswers(cornrow.id, { cornrowsStyle: "Fulani", cornrowsCount: 8, stairs: true });

    const quote = await caller.quote.compute({ serviceId: cornrow.id, answers });
    expect(quote.lines).toEqual([
      { code: "SERVICE", label: "Cornrow", amountCents: seedPriceCents("Cornrow") },
      { code: "CORNROWS_COUNT", label: "Cornrow count: 8", amountCents: 6000 },
      { code: "STAIRS", label: "Stairs", amountCents: 2000 },
    ]);
    expect(quote.totalCents).toBe(seedPriceCents("Cornrow") + 8000);
    expect(quote.payoutCents).toBe(Math.round(quote.totalCents * 0.8));

    const created = await caller.booking.create(bookingInput(boston.id, answers));
    expect(created.lines).toEqual(quote.lines);
    expect(created.totalCents).toBe(quote.totalCents);
  });

  it("prices partial answers while the form is filled, ignoring answers to questions that do not apply", async () => {
    const { caller } = createTestClient(services);
    const silkPress = await catalogue.service("Silk Press");
    const quote = await caller.quote.compute({
      serviceId: silkPress.id,
      answers: { serviceType: "MAKEUP", makeupLashes: true, braidsSize: "Small", sensitiveScalp: true },
    });
    expect(quote.lines.map((line) => line.code)).toEqual(["SERVICE", "SENSITIVE_SCALP"]);
  });

  it("refuses a service that is not live", async () => {
    const { caller } = createTestClient(services);
    const retired = await catalogue.service("Keratin Treatment");
    await expect(caller.quote.compute({ serviceId: retired.id, answers: {} })).rejects.toThrow(SERVICE_NOT_AVAILABLE);
  });
});
