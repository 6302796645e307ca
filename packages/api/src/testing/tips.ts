// A completed booking ready to be tipped, for the tip suites: its customer and pro (connected
// unless told otherwise) with signed-in callers, paid with a test card that is saved.
import type { BookingStatus } from "@primp/db";
import type { Payments } from "@primp/payments";
import type { Services } from "../trpc.ts";
import { createBookingRow, intentPaidWithTestCard, personWithCaller } from "./fixtures.ts";

export interface TippableOptions {
  status?: BookingStatus;
  /** The test card the booking was paid with; null for a booking with no saved card. */
  card?: string | null;
  stripeConnectId?: string | null;
  totalCents?: number;
}

/** `local` is the local provider itself, which pays with a test card even once a spy wraps services.payments. */
export async function tippableBooking(services: Services, local: Payments, options: TippableOptions = {}) {
  const customer = await personWithCaller(services);
  const pro = await personWithCaller(services, {
    role: "PRO",
    firstName: "Tamika",
    stripeConnectId: options.stripeConnectId === undefined ? `acct_tamika_${Math.random()}` : options.stripeConnectId,
  });
  const totalCents = options.totalCents ?? 12_550;
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status: options.status ?? "COMPLETED",
    assignedProId: pro.user.id,
    hoursAhead: -72,
    totalCents,
    paymentIntentId:
      options.card === null
        ? null
        : await intentPaidWithTestCard(local, { card: options.card ?? undefined, amountCents: totalCents }),
  });
  return { customer, pro, booking };
}
