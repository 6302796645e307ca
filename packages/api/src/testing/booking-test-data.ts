// Test data for the booking router's suites: the real seeded catalogue (so prices are the
// product's), a future appointment, and complete questionnaires per kind of service.
import {
  type BookingAnswers,
  CARD_HOLD,
  type CreateBookingInput,
  localDate,
  NO_SURCHARGE_GENERAL_ANSWERS,
} from "@primp/core";
import { type Db, SEED_SERVICES, seedTestCatalogue } from "@primp/db";

/** Rows of the seeded catalogue by name, on a database made with `catalogue: true` (or seeded). */
export function catalogueLookups(db: Db) {
  const city = (name: string) => db.city.findFirstOrThrow({ where: { city: name } });
  const service = (name: string) => db.service.findUniqueOrThrow({ where: { name } });
  return { city, service };
}

export type Catalogue = ReturnType<typeof catalogueLookups>;

/** Seeds the catalogue into a database not made by createTestDatabase (a suite's own server). */
export async function seedCatalogue(db: Db): Promise<Catalogue> {
  await seedTestCatalogue(db);
  return catalogueLookups(db);
}

export const seedPriceCents = (name: string) => {
  const service = SEED_SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`No seeded service named ${name}`);
  return service.priceCents;
};

/** A date `days` ahead in the Eastern zone, as the form sends it. */
export const futureDate = (days = 14) => localDate(new Date(Date.now() + days * 86_400_000), "America/New_York");

/** The general questions answered so that none adds a surcharge. */
export const NO_SURCHARGES = NO_SURCHARGE_GENERAL_ANSWERS;

/** A complete hair questionnaire with no surcharge; pass flow answers in `extra`. */
export const hairAnswers = (serviceId: string, extra: Partial<BookingAnswers> = {}) =>
  ({
    serviceType: "HAIR",
    serviceId,
    hairType: "STRAIGHT",
    hairDensity: "Medium Thickness",
    hairExt: false,
    hairLoss: false,
    sensitiveScalp: false,
    ...NO_SURCHARGES,
    ...extra,
  }) as CreateBookingInput["answers"];

export function bookingInput(
  cityId: string,
  answers: CreateBookingInput["answers"],
  overrides: Partial<Omit<CreateBookingInput, "answers">> = {},
): CreateBookingInput {
  return {
    // Soon enough to be paid with a hold (an intent); further out the card is only saved (hold-later.test.ts).
    schedule: { cityId, date: futureDate(CARD_HOLD.holdWithinDays - 2), time: "14:30", timeZone: "Eastern" },
    answers,
    address: { address1: "1 Beacon St", address2: "Apt 4", zip: "02108" },
    contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "617-555-0100" },
    billing: { sameAsAppointment: true },
    ...overrides,
  };
}

/** A Boston Silk Press (no surcharges but parking) for `days` ahead, as the form sends it. */
export async function silkPressInput(catalogue: Catalogue, days: number) {
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  const input = bookingInput(boston.id, hairAnswers(silkPress.id, { parkingAvailable: false }));
  return { ...input, schedule: { ...input.schedule, date: futureDate(days) } };
}
