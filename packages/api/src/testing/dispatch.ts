// Test data for dispatch (instant booking, offers in waves): pros who saved their availability
// through their own procedure, and a Silk Press booked in Boston by a guest, paid or not yet.
import { AVAILABILITY_DEFAULTS, type AvailabilitySettings, WEEKDAYS, type WeeklyHours } from "@primp/core";
import { TEST_CARDS } from "@primp/payments";
import type { Services } from "../trpc.ts";
import { bookingInput, type Catalogue, hairAnswers } from "./booking-test-data.ts";
import { personWithCaller } from "./fixtures.ts";
import { createTestClient } from "./index.ts";

export const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start, end }]])) as WeeklyHours;

/** A Massachusetts pro working every day 9 to 8 from Boston, unless `overrides` say otherwise. */
export async function proWithAvailability(
  services: Services,
  firstName: string,
  overrides: Partial<AvailabilitySettings> = {},
) {
  const person = await personWithCaller(services, { role: "PRO", state: "MA", firstName });
  await person.caller.availability.saveMine({
    ...AVAILABILITY_DEFAULTS,
    weeklyHours: everyDay("09:00", "20:00"),
    homeZip: "02108",
    ...overrides,
  });
  return person;
}

/** A Silk Press (two hours) in Boston, 02108, created by a guest and not yet paid. */
export async function unpaidSilkPress(
  services: Services,
  catalogue: Catalogue,
  date: string,
  time = "14:30",
  requestedProId?: string,
) {
  const { caller } = createTestClient(services);
  const boston = await catalogue.city("Boston");
  const silkPress = await catalogue.service("Silk Press");
  const input = bookingInput(boston.id, hairAnswers(silkPress.id, { parkingAvailable: false }));
  const created = await caller.booking.create({
    ...input,
    schedule: { ...input.schedule, date, time },
    requestedProId,
  });
  const pay = () =>
    caller.booking.confirmPayment({
      bookingId: created.bookingId,
      clientSecret: created.clientSecret,
      cardNumber: TEST_CARDS.succeeds,
    });
  return { caller, created, pay };
}

/** The same, paid with the test card: the confirmation the customer sees. */
export async function paidSilkPress(
  services: Services,
  catalogue: Catalogue,
  date: string,
  time = "14:30",
  requestedProId?: string,
) {
  const booked = await unpaidSilkPress(services, catalogue, date, time, requestedProId);
  return { ...booked, confirmation: await booked.pay() };
}
