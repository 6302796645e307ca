// booking.create against a fresh database: the server's price is charged whatever the browser
// sends, every rule is enforced on the server, and a refused booking writes nothing.
import {
  appointmentInstant,
  CHILD_SUPERVISION_ALERT,
  type CreateBookingInput,
  MINIMUM_NOTICE_HOURS,
  OUT_OF_HOURS_MESSAGE,
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  TOO_SOON_MESSAGE,
} from "@primp/core";
import { isLocalPayments } from "@primp/payments";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBooking, HAIR_TYPE_NOT_LISTED, PAYMENT_PROVIDER_UNREACHABLE } from "../../domain/booking-create.ts";
import { CITY_NOT_AVAILABLE } from "../../domain/booking-rules.ts";
import { SERVICE_NOT_AVAILABLE } from "../../domain/catalogue.ts";
import {
  bookingInput,
  type Catalogue,
  catalogueLookups,
  futureDate,
  hairAnswers,
  NO_SURCHARGES,
  seedPriceCents,
} from "../../testing/booking-test-data.ts";
import { personWithCaller } from "../../testing/fixtures.ts";
import { createTestClient, createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
let catalogue: Catalogue;
beforeEach(async () => {
  services = await createTestServices({}, { catalogue: true });
  catalogue = catalogueLookups(services.db);
});
afterEach(() => services.close());

async function silkPressInput(extra: Parameters<typeof hairAnswers>[1] = {}) {
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  return bookingInput(boston.id, hairAnswers(silkPress.id, extra));
}

describe("booking.create", () => {
  it("writes the booking as awaiting payment with its priced lines, then opens an intent for the server's total", async () => {
    const { caller } = createTestClient(services);
    const input = await silkPressInput({ parkingAvailable: false, sensitiveScalp: true });
    const created = await caller.booking.create(input);

    const total = seedPriceCents("Silk Press") + 2000 + 2500;
    expect(created).toMatchObject({ totalCents: total, paymentProvider: "local" });
    expect(created.lines.map((line) => [line.code, line.amountCents])).toEqual([
      ["SERVICE", seedPriceCents("Silk Press")],
      ["SENSITIVE_SCALP", 2500],
      ["NO_PARKING", 2000],
    ]);

    const booking = await services.db.booking.findUniqueOrThrow({
      where: { id: created.bookingId },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    expect(booking).toMatchObject({
      status: "AWAITING_PAYMENT",
      customerId: null,
      paidAt: null,
      totalCents: total,
      payoutCents: Math.round(total * 0.8),
      serviceName: "Silk Press",
      aptCity: "Boston",
      aptState: "MA",
      aptCountry: "US",
      aptAddress2: "Apt 4",
      timeZone: "America/New_York",
      localDate: input.schedule.date,
      localTime: "14:30",
      email: "ada@example.com",
    });
    expect(booking.lines.map((line) => line.amountCents)).toEqual(created.lines.map((line) => line.amountCents));
    expect(booking.serviceDesc).toContain("Silk Press");
    expect(booking.serviceDesc).toContain("2:30 P.M. Eastern time in Boston, MA");
    expect(booking.serviceDesc).toContain("$140.00");
    // 14:30 in Boston is 18:30 or 19:30 UTC depending on daylight saving time.
    expect([18, 19]).toContain(booking.appointmentAt.getUTCHours());

    const payments = services.payments;
    if (!isLocalPayments(payments)) throw new Error("tests run with the local provider");
    const intent = await payments.retrievePaymentIntent(booking.paymentIntentId ?? "");
    expect(intent).toMatchObject({
      amountCents: total,
      metadata: { bookingId: booking.id },
      status: "requires_payment_method",
    });
    expect(created.clientSecret).toBe(intent.clientSecret);
    // Nothing is announced before the card is charged.
    expect(await services.db.mailMessage.count()).toBe(0);
  });

  it("charges the server's price when the browser sends its own", async () => {
    const { caller } = createTestClient(services);
    const tampered = {
      ...(await silkPressInput()),
      totalCents: 100,
      price: 1,
      lines: [{ code: "SERVICE", label: "Silk Press", amountCents: 100 }],
    } as CreateBookingInput;
    const created = await caller.booking.create(tampered);
    expect(created.totalCents).toBe(seedPriceCents("Silk Press"));
    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    const intent = await services.payments.retrievePaymentIntent(booking.paymentIntentId ?? "");
    expect(intent.amountCents).toBe(seedPriceCents("Silk Press"));
    expect(booking.totalCents).toBe(seedPriceCents("Silk Press"));
  });

  it("prices every upcharge of a braided extension", async () => {
    const { caller } = createTestClient(services);
    const boston = await catalogue.city("Boston");
    const braids = await catalogue.service("Braided Extension");
    const created = await caller.booking.create(
      bookingInput(
        boston.id,
        hairAnswers(braids.id, { braidsSize: "Small", braidsLength: "24 in", quietService: true, stairs: true }),
      ),
    );
    expect(created.totalCents).toBe(seedPriceCents("Braided Extension") + 5000 + 7500 + 5000 + 2000);
  });

  it("books a Wig Installation whose wig is custom made, with the custom wig's upcharges", async () => {
    const { caller } = createTestClient(services);
    const boston = await catalogue.city("Boston");
    const install = await catalogue.service("Wig Installation");
    const answers = hairAnswers(install.id, {
      wigPurchased: true,
      wigHairType: "Custom Made 100% Human Hair",
      wigStyling: false,
      customWigSizeCheck: true,
      customWigSize: "Small",
      customWigInstallType: "Closure",
      customWigHairType: "Human Hair Blend",
      customWigStyle: "Long",
      customWigDensity: "Extra Light 50-60%",
      customWigTexture: "Loose",
      customWigColor: false,
      customWigInstall: true,
      customWigReason: "Health reasons",
    });
    const created = await caller.booking.create(bookingInput(boston.id, answers));
    expect(created.lines.map((line) => [line.code, line.amountCents])).toEqual([
      ["SERVICE", seedPriceCents("Wig Installation")],
      ["CUSTOM_WIG_DENSITY", 5000],
      ["CUSTOM_WIG_INSTALL", 8000],
    ]);
  });

  it("links a signed-in customer's booking to their account", async () => {
    const { user, caller } = await personWithCaller(services);
    const created = await caller.booking.create(await silkPressInput());
    const booking = await services.db.booking.findUniqueOrThrow({ where: { id: created.bookingId } });
    expect(booking.customerId).toBe(user.id);
  });

  describe("refuses with a clear message and writes nothing", () => {
    const cases: [string, () => Promise<CreateBookingInput>, string][] = [
      [
        "a past date",
        async () => {
          const input = await silkPressInput();
          return { ...input, schedule: { ...input.schedule, date: futureDate(-2) } };
        },
        PAST_DATE_MESSAGE,
      ],
      [
        "8:30 PM",
        async () => {
          const input = await silkPressInput();
          return { ...input, schedule: { ...input.schedule, time: "20:30" } };
        },
        OUT_OF_HOURS_MESSAGE,
      ],
      [
        "a city that is not live",
        async () => {
          const input = await silkPressInput();
          return { ...input, schedule: { ...input.schedule, cityId: (await catalogue.city("Worcester")).id } };
        },
        CITY_NOT_AVAILABLE,
      ],
      [
        "a service that is not live",
        async () => {
          const input = await silkPressInput();
          const retired = await catalogue.service("Keratin Treatment");
          return { ...input, answers: hairAnswers(retired.id) };
        },
        SERVICE_NOT_AVAILABLE,
      ],
      [
        "a cornrow count of 9",
        async () => {
          const input = await silkPressInput();
          const cornrow = await catalogue.service("Cornrow");
          return { ...input, answers: hairAnswers(cornrow.id, { cornrowsStyle: "Fulani", cornrowsCount: 9 }) };
        },
        "Please choose between 2 and 8 cornrows",
      ],
      [
        "a missing required answer",
        async () => {
          const input = await silkPressInput();
          const { hairDensity: _missing, ...answers } = input.answers as Record<string, unknown>;
          return { ...input, answers: answers as CreateBookingInput["answers"] };
        },
        "Please choose your hair density",
      ],
      [
        "an answer carrying a price",
        async () => {
          const input = await silkPressInput();
          return {
            ...input,
            answers: { ...input.answers, upchargeParking: 0 } as unknown as CreateBookingInput["answers"],
          };
        },
        // The strict answers schema refuses it before any handler runs.
        'Unrecognized key: \\"upchargeParking\\"',
      ],
      ["a hair type that is not in the catalogue", () => silkPressInput({ hairType: "BALD" }), HAIR_TYPE_NOT_LISTED],
      [
        "a kids service with no adult on-site",
        async () => {
          const input = await silkPressInput();
          const kids = await catalogue.service("Kids Wash and Style");
          return { ...input, answers: hairAnswers(kids.id, { childSupervision: false }) };
        },
        CHILD_SUPERVISION_ALERT,
      ],
      [
        "a billing address outside the United States",
        async () => ({
          ...(await silkPressInput()),
          billing: {
            sameAsAppointment: false,
            country: "CA",
            address1: "1 Rue",
            city: "Montreal",
            state: "MA",
            zip: "02108",
          } as unknown as CreateBookingInput["billing"],
        }),
        "We can only bill United States addresses",
      ],
    ];

    it.each(cases)("%s", async (_name, makeInput, message) => {
      const input = await makeInput();
      const { caller } = createTestClient(services);
      await expect(caller.booking.create(input)).rejects.toThrow(message);
      expect(await services.db.booking.count()).toBe(0);
      expect(await services.db.bookingLine.count()).toBe(0);
    });
  });

  it("refuses a time that has already passed today in the appointment's zone", async () => {
    const input = await silkPressInput();
    const afterTheAppointment = new Date(appointmentInstant(input.schedule.date, "14:31", "Eastern"));
    await expect(createBooking(services, null, input, afterTheAppointment)).rejects.toThrow(PAST_TIME_MESSAGE);
    expect(await services.db.booking.count()).toBe(0);
  });

  it("refuses a time sooner than the minimum notice, which the acceptance deadline would cancel once paid", async () => {
    const input = await silkPressInput();
    const startsAt = appointmentInstant(input.schedule.date, input.schedule.time, "Eastern").getTime();
    const notice = MINIMUM_NOTICE_HOURS * 3_600_000;
    await expect(createBooking(services, null, input, new Date(startsAt - notice + 60_000))).rejects.toThrow(
      TOO_SOON_MESSAGE,
    );
    expect(await services.db.booking.count()).toBe(0);
    await createBooking(services, null, input, new Date(startsAt - notice));
    expect(await services.db.booking.count()).toBe(1);
  });

  it("accepts a kids service with an adult on-site", async () => {
    const { caller } = createTestClient(services);
    const boston = await catalogue.city("Boston");
    const kids = await catalogue.service("Kids Wash and Style");
    const created = await caller.booking.create(
      bookingInput(boston.id, hairAnswers(kids.id, { childSupervision: true })),
    );
    expect(created.totalCents).toBe(seedPriceCents("Kids Wash and Style"));
  });

  it("writes no booking and says nothing was charged when the payment provider is down", async () => {
    services.payments = {
      ...services.payments,
      kind: "local",
      createPaymentIntent: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    };
    const { caller } = createTestClient(services);
    await expect(caller.booking.create(await silkPressInput())).rejects.toThrow(PAYMENT_PROVIDER_UNREACHABLE);
    expect(await services.db.booking.count()).toBe(0);
  });

  it("writes the booking, its lines and its intent's reference together, and cancels the intent when the write fails", async () => {
    const { caller } = createTestClient(services);
    const created = await caller.booking.create(await silkPressInput());
    const stored = await services.db.booking.findUniqueOrThrow({
      where: { id: created.bookingId },
      include: { lines: true },
    });
    expect(stored.paymentIntentId).toBeTruthy();
    expect(stored.lines.map(({ code, label, amountCents }) => ({ code, label, amountCents }))).toEqual(created.lines);

    const opened: string[] = [];
    const real = services.payments;
    // Only the two methods booking creation calls (a class instance's spread has no methods).
    services.payments = {
      ...real,
      createPaymentIntent: async (input) => {
        const intent = await real.createPaymentIntent(input);
        opened.push(intent.id);
        return intent;
      },
      cancelPaymentIntent: (id) => real.cancelPaymentIntent(id),
    };
    // The database now refuses every new booking (a constraint no row passes), after the intent is opened.
    await services.db.$executeRawUnsafe('ALTER TABLE "Booking" ADD CONSTRAINT no_more CHECK (false) NOT VALID');
    await expect(createTestClient(services).caller.booking.create(await silkPressInput())).rejects.toThrow();
    expect(await services.db.booking.count()).toBe(1);
    expect(await services.db.bookingLine.count()).toBe(stored.lines.length);
    expect((await real.retrievePaymentIntent(opened[0] as string)).status).toBe("canceled");
  });

  it("prices makeup, nails and henna from the catalogue and the upcharge table", async () => {
    const { caller } = createTestClient(services);
    const boston = await catalogue.city("Boston");
    const shade = await services.db.skinShade.findFirstOrThrow();
    const luxe = await catalogue.service("Luxe Makeup");
    const makeup = await caller.booking.create(
      bookingInput(boston.id, {
        serviceType: "MAKEUP",
        serviceId: luxe.id,
        skinType: "Dry",
        skinComplexion: shade.hexCode,
        makeupLook: "Evening",
        makeupLashes: true,
        ...NO_SURCHARGES,
      }),
    );
    expect(makeup.totalCents).toBe(15000 + 1500);

    const henna = await catalogue.service("Henna Design");
    const hennaBooking = await caller.booking.create(
      bookingInput(boston.id, {
        serviceType: "HENNA",
        serviceId: henna.id,
        hennaSize: "Extra Large",
        hennaDesign: "Paisley on both hands",
        hennaLength: "3 hours",
        hennaColor: "Brown",
        ...NO_SURCHARGES,
      }),
    );
    expect(hennaBooking.totalCents).toBe(seedPriceCents("Henna Design") + 10000 + 20000);

    const manicure = await catalogue.service("Classic Manicure");
    const nails = await caller.booking.create(
      bookingInput(boston.id, {
        serviceType: "NAIL",
        serviceId: manicure.id,
        nailDesc: "Natural",
        nailShape: "Almond",
        nailPolish: "Other",
        nailPolishOther: "Lilac shimmer",
        ...NO_SURCHARGES,
        parkingAvailable: false,
      }),
    );
    expect(nails.totalCents).toBe(seedPriceCents("Classic Manicure") + 2000);
  });
});
