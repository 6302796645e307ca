// Creating a booking: every rule is checked again here, the price is recomputed from the
// answers and the database catalogue (the browser never sends one that counts), the payment
// intent is opened for the server's total, then the booking is written as awaiting payment
// with its lines and the intent's reference in one statement (a hot path, issue 15). The card
// step (card-step.ts) is a hold, or for an appointment further out a card saved to hold later.
import { randomUUID } from "node:crypto";
import {
  appointmentInstant,
  type BookingAnswers,
  type CatalogueCity,
  type CatalogueService,
  type CreateBookingInput,
  computeQuote,
  ianaZone,
  type ServiceDescriptionInput,
  serviceDescription,
  validateBookingAnswers,
} from "@primp/core";
import { preparedQuery, type SqlTables } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Insertable } from "kysely";
import type { Services } from "../trpc.ts";
import { assertSlotStillFree } from "./availability.ts";
import { assertScheduleBookable, findBookableCity } from "./booking-rules.ts";
import { type CardStep, type OpenedCardStep, openCardStep } from "./card-step.ts";
import { type Catalogue, findBookableService, isListedHairType, isListedShade } from "./catalogue.ts";
import { assertRequestable } from "./requested-pro.ts";

export const PAYMENT_PROVIDER_UNREACHABLE =
  "We could not reach our payment provider, so nothing was charged. Please try again in a moment.";

export { paymentIntentIdempotencyKey } from "./card-step.ts";

export type PaymentProvider = Services["payments"]["kind"];

export interface CreatedBooking {
  bookingId: string;
  /** Lets this browser pay the intent and read its confirmation without an account. */
  clientSecret: string;
  /** Whether the browser confirms a hold of the total now or only saves the card. */
  cardStep: CardStep;
  totalCents: number;
  lines: { code: string; label: string; amountCents: number }[];
  paymentProvider: PaymentProvider;
}

export const HAIR_TYPE_NOT_LISTED = "Please choose your hair type from the list";
export const SHADE_NOT_LISTED = "Please choose a shade from the list";

/** The answers' problems as one refusal; the first problem is the sentence the customer sees. */
function assertAnswersComplete(answers: BookingAnswers, service: Parameters<typeof validateBookingAnswers>[1]) {
  const [first] = validateBookingAnswers(answers, service);
  if (first) throw new TRPCError({ code: "BAD_REQUEST", message: first.message });
}

/** Hair types and skin shades are catalogue rows, so core checks only their shape; the rows are checked here. */
function assertCatalogueAnswers(catalogue: Catalogue, answers: BookingAnswers) {
  if (answers.hairType !== undefined && !isListedHairType(catalogue, answers.hairType)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: HAIR_TYPE_NOT_LISTED });
  }
  if (answers.skinComplexion !== undefined && !isListedShade(catalogue, answers.skinComplexion)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: SHADE_NOT_LISTED });
  }
}

/** The booking and its lines in one statement: both rows or neither, on PGlite too. */
const insertBookingWithLines = preparedQuery(
  (sql, v: { row: Insertable<SqlTables["Booking"]>; lines: Insertable<SqlTables["BookingLine"]>[] }) =>
    sql
      .with("booking", (db) => db.insertInto("Booking").values(v.row).returning("Booking.id"))
      .insertInto("BookingLine")
      .values(v.lines),
);

/**
 * Who booked what, where: the columns a booking row takes from the contact, the city and the
 * service, with the confirmation sentence (also the demo seed's, for its completed bookings).
 */
export function bookedFor(
  contact: Pick<CreateBookingInput["contact"], "firstName" | "lastName" | "email" | "phone">,
  city: Pick<CatalogueCity, "id" | "city" | "state">,
  service: Pick<CatalogueService, "id" | "serviceType" | "name" | "detail">,
  facts: Pick<ServiceDescriptionInput, "answers" | "schedule" | "totalCents">,
) {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    cityId: city.id,
    serviceId: service.id,
    serviceType: service.serviceType,
    serviceName: service.name,
    serviceDetail: service.detail,
    serviceDesc: serviceDescription({
      serviceName: service.name,
      place: { city: city.city, state: city.state },
      ...facts,
    }),
  };
}

export async function createBooking(
  deps: Pick<Services, "db" | "sql" | "payments" | "catalogue">,
  customerId: string | null,
  input: CreateBookingInput,
  now = new Date(),
): Promise<CreatedBooking> {
  const { db, payments } = deps;
  const catalogue = await deps.catalogue.get();
  const { schedule, answers, address, contact, billing } = input;

  // Every check runs before the first write, so a refused booking leaves nothing behind.
  const city = findBookableCity(catalogue, schedule.cityId);
  const service = findBookableService(catalogue, answers.serviceId);
  assertScheduleBookable(schedule, now);
  const appointmentAt = appointmentInstant(schedule.date, schedule.time, schedule.timeZone);
  assertAnswersComplete(answers, service);
  assertCatalogueAnswers(catalogue, answers);
  if (input.requestedProId) await assertRequestable(db, input.requestedProId, city.state);
  if (schedule.fromSlot) {
    const slot = { ...schedule, serviceId: service.id, zip: address.zip, requestedProId: input.requestedProId };
    await assertSlotStillFree(deps, slot, appointmentAt, now);
  }

  const quote = computeQuote(answers, service);
  // The id is chosen here so that the intent can be opened first and the booking written once,
  // already carrying its intent: one statement instead of an insert and an UPDATE.
  const bookingId = randomUUID();
  let step: OpenedCardStep;
  try {
    step = await openCardStep(
      payments,
      {
        amountCents: quote.totalCents,
        bookingId,
        receiptEmail: contact.email,
        description: `${service.name} for ${contact.firstName} ${contact.lastName}`,
        appointmentAt,
      },
      now,
    );
  } catch (error) {
    console.error("payment intent creation failed", bookingId, error);
    throw new TRPCError({ code: "BAD_GATEWAY", message: PAYMENT_PROVIDER_UNREACHABLE, cause: error });
  }

  // An intent nobody holds the client secret of cannot be paid, so a crash before this write
  // leaves an unpaid intent and no charge; a failed write cancels it for tidiness.
  const row = {
    id: bookingId,
    status: "AWAITING_PAYMENT",
    customerId,
    ...bookedFor(contact, city, service, { answers, schedule, totalCents: quote.totalCents }),
    appointmentAt,
    timeZone: ianaZone(schedule.timeZone),
    localDate: schedule.date,
    localTime: schedule.time,
    durationMinutes: service.durationMinutes,
    aptAddress1: address.address1,
    aptAddress2: address.address2 ?? "",
    aptCity: city.city,
    aptState: city.state,
    aptCountry: "US",
    aptZip: address.zip,
    answers: JSON.stringify(answers),
    billing: JSON.stringify(billing),
    totalCents: quote.totalCents,
    payoutCents: quote.payoutCents,
    paymentIntentId: step.cardStep === "hold" ? step.id : null,
    setupIntentId: step.cardStep === "save" ? step.id : null,
    requestedProId: input.requestedProId ?? null,
    updatedAt: new Date(),
  } as const satisfies Insertable<SqlTables["Booking"]>;
  const lines = quote.lines.map((line, position) => ({ id: randomUUID(), bookingId, position, ...line }));
  try {
    await insertBookingWithLines(deps.sql, { row, lines });
  } catch (error) {
    if (row.paymentIntentId) await payments.cancelPaymentIntent(row.paymentIntentId).catch(() => {});
    throw error;
  }

  return {
    bookingId,
    clientSecret: step.clientSecret,
    cardStep: step.cardStep,
    totalCents: quote.totalCents,
    lines: quote.lines,
    paymentProvider: payments.kind,
  };
}
