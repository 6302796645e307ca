// What the confirmation screen shows, and who may see it: the browser that created the
// booking (it holds its card step's client secret, no account needed), or a signed-in reader
// of the booking (its customer, its pro, an administrator).
import { timingSafeEqual } from "node:crypto";
import {
  BOOKING_NOT_FOUND,
  type BookingAnswers,
  bookingStyle,
  formatDateLong,
  formatTime12h,
  zoneLabel,
} from "@primp/core";
import type { Booking, Db } from "@primp/db";
import type { PaymentIntent, Payments, SetupIntent } from "@primp/payments";
import { TRPCError } from "@trpc/server";
import { canReadBooking, type Viewer } from "./booking-access.ts";
import { calendarDownload, type InviteConfig } from "./calendar-invite.ts";

/**
 * The provider could not be asked about a payment the customer may already have made, so
 * unlike a failed booking creation this must not say "nothing was charged": a paid intent is
 * confirmed by the provider's webhook, or by this same call once the provider answers.
 */
export const PAYMENT_STATUS_UNREACHABLE =
  "We could not check your payment with our payment provider just now. If you have paid, your booking is safe " +
  "and will be confirmed by e-mail. Please try again in a moment.";

export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The card step the browser confirms: the intent holding the total, or the setup intent saving the card. */
export type CardStepObject = { kind: "hold"; intent: PaymentIntent } | { kind: "save"; setup: SetupIntent };

/**
 * The booking and its card step when `clientSecret` is that step's secret; otherwise "not
 * found", so booking ids cannot be probed. A secret that is not even shaped like one of this
 * booking's (Stripe's are "<intent id>_secret_…") is refused without calling the provider.
 */
export async function bookingForSecret(
  deps: { db: Db; payments: Payments },
  bookingId: string,
  clientSecret: string,
): Promise<{ booking: Booking; step: CardStepObject }> {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  const secretOf = (id: string | null | undefined) => Boolean(id && clientSecret.startsWith(`${id}_secret_`));
  const kind = secretOf(booking?.setupIntentId) ? "save" : secretOf(booking?.paymentIntentId) ? "hold" : null;
  if (!booking || !kind) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  let step: CardStepObject;
  try {
    step =
      kind === "save"
        ? { kind, setup: await deps.payments.retrieveSetupIntent(booking.setupIntentId ?? "") }
        : { kind, intent: await deps.payments.retrievePaymentIntent(booking.paymentIntentId ?? "") };
  } catch (error) {
    throw new TRPCError({ code: "BAD_GATEWAY", message: PAYMENT_STATUS_UNREACHABLE, cause: error });
  }
  const expected = step.kind === "save" ? step.setup.clientSecret : step.intent.clientSecret;
  if (!sameSecret(expected, clientSecret)) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  return { booking, step };
}

export type BookingConfirmation = Awaited<ReturnType<typeof bookingConfirmationView>>;

/** The confirmation screen's facts: service, style, date, 12-hour time, place, total and lines. */
export async function bookingConfirmationView(deps: { db: Db; config: InviteConfig }, bookingId: string) {
  const booking = await deps.db.booking.findUnique({
    where: { id: bookingId },
    include: { lines: { orderBy: { position: "asc" } }, assignedPro: { select: { firstName: true } } },
  });
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  return {
    bookingId: booking.id,
    status: booking.status,
    /** The first name of the pro who accepted it ("Confirmed with Jasmine"); null while nobody has. */
    confirmedWith:
      booking.status === "ACCEPTED" || booking.status === "COMPLETED" ? (booking.assignedPro?.firstName ?? null) : null,
    paid: booking.paidAt !== null,
    paymentState: booking.paymentState,
    serviceType: booking.serviceType,
    serviceName: booking.serviceName,
    style: bookingStyle(booking.answers as Partial<BookingAnswers>),
    date: formatDateLong(booking.localDate),
    time: formatTime12h(booking.localTime),
    timeZone: zoneLabel(booking.timeZone) ?? booking.timeZone,
    place: {
      address1: booking.aptAddress1,
      address2: booking.aptAddress2,
      city: booking.aptCity,
      state: booking.aptState,
      zip: booking.aptZip,
    },
    email: booking.email,
    firstName: booking.firstName,
    serviceDesc: booking.serviceDesc,
    totalCents: booking.totalCents,
    lines: booking.lines.map(({ code, label, amountCents }) => ({ code, label, amountCents })),
    calendar: calendarDownload(booking, deps.config),
  };
}

/** The confirmation for whoever may see it: the client secret's holder, or a signed-in reader. */
export async function bookingConfirmationFor(
  deps: { db: Db; payments: Payments; config: InviteConfig },
  viewer: Viewer | null,
  input: { bookingId: string; clientSecret?: string | undefined },
) {
  if (input.clientSecret) {
    await bookingForSecret(deps, input.bookingId, input.clientSecret);
    return bookingConfirmationView(deps, input.bookingId);
  }
  const booking = await deps.db.booking.findUnique({ where: { id: input.bookingId } });
  if (!booking || !viewer || !(await canReadBooking(deps.db, viewer, booking))) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  return bookingConfirmationView(deps, input.bookingId);
}
