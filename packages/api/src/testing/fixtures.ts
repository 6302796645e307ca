// Rows for operations tests: people in each role, signed-in callers, and bookings inserted
// directly (booking creation has its own router and tests), plus a payments spy that
// counts the calls that move money.
import { type ApplicationInput, appointmentInstant, localDate } from "@primp/core";
import type { Booking, BookingStatus, Prisma, Role, User } from "@primp/db";
import { isLocalPayments, type Payments, TEST_CARDS } from "@primp/payments";
import { hashPassword } from "../auth/password.ts";
import { issueBookingLink } from "../domain/booking-link-issuing.ts";
import { freeProSlug } from "../domain/pro-page.ts";
import type { Services } from "../trpc.ts";
import { createTestClient, type TestClient } from "./index.ts";

let sequence = 0;
const next = () => ++sequence;

/** The tokens of e-mailed links (set-password, reset, verify), as the product issues them. */
export { issueOneTimeToken } from "../auth/tokens.ts";

export interface PersonOptions {
  role?: Role;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** A pro's state (default MA). */
  state?: string;
  stripeConnectId?: string | null;
  password?: string;
  emailVerified?: boolean;
}

/** A user in the given role; a PRO also gets a pro profile. */
export async function createPerson(services: Pick<Services, "db">, options: PersonOptions = {}): Promise<User> {
  const role = options.role ?? "CUSTOMER";
  const n = next();
  const user = await services.db.user.create({
    data: {
      email: options.email ?? `${role.toLowerCase()}${n}@example.com`,
      role,
      firstName: options.firstName ?? `${role[0]}${role.slice(1).toLowerCase()}${n}`,
      lastName: options.lastName ?? "Tester",
      phone: "617-555-0100",
      passwordHash: options.password ? await hashPassword(options.password) : null,
      emailVerifiedAt: options.emailVerified ? new Date() : null,
    },
  });
  if (role === "PRO") {
    await services.db.proProfile.create({
      data: {
        userId: user.id,
        slug: await freeProSlug(services.db, user),
        state: options.state ?? "MA",
        stripeConnectId: options.stripeConnectId ?? null,
      },
    });
  }
  return user;
}

/** A caller signed in as `user` (a session row and its cookie, no password round trip). */
export async function signedInAs(services: Services, user: Pick<User, "id">): Promise<TestClient> {
  const client = createTestClient(services);
  const session = await services.auth.createSession(user.id, {});
  client.cookies.set(services.auth.sessionCookieName, session.id, {});
  return client;
}

/** A person in a role and their signed-in caller. */
export async function personWithCaller(services: Services, options: PersonOptions = {}) {
  const user = await createPerson(services, options);
  const { caller } = await signedInAs(services, user);
  return { user, caller };
}

/** Jasmine (a pro) and a customer, each signed in, and the customer's booking she accepted, `minutesAhead` from now (negative: under way). */
export async function acceptedBookingWithCallers(services: Services, minutesAhead = -10) {
  const pro = await personWithCaller(services, { role: "PRO", firstName: "Jasmine" });
  const customer = await personWithCaller(services, { role: "CUSTOMER" });
  const booking = await createBookingRow(services, {
    customer: customer.user,
    status: "ACCEPTED",
    assignedProId: pro.user.id,
    hoursAhead: minutesAhead / 60,
  });
  return { pro, customer, booking };
}

async function cityAndService(services: Pick<Services, "db">, state: string) {
  const city = await services.db.city.upsert({
    where: { city_state: { city: `Test City ${state}`, state } },
    update: {},
    create: { city: `Test City ${state}`, state, live: true },
  });
  const service = await services.db.service.upsert({
    where: { name: "Silk Press" },
    update: {},
    create: { name: "Silk Press", serviceType: "HAIR", priceCents: 10_000 },
  });
  return { city, service };
}

export interface BookingOptions {
  status?: BookingStatus;
  state?: string;
  customer?: Pick<User, "id" | "email" | "firstName" | "lastName"> | null;
  email?: string;
  assignedProId?: string | null;
  /** Hours from now (default one week ahead). */
  hoursAhead?: number;
  totalCents?: number;
  payoutCents?: number;
  createdAt?: Date;
  paymentIntentId?: string | null;
  data?: Partial<Prisma.BookingUncheckedCreateInput>;
}

/** A paid booking row (charged, unless `data` says held), as booking creation and the payment webhook leave it. */
/** "HH:MM" on the wall clock of a zone at an instant. */
const wallTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);

export async function createBookingRow(services: Pick<Services, "db">, options: BookingOptions = {}): Promise<Booking> {
  const state = options.state ?? "MA";
  const { city, service } = await cityAndService(services, state);
  const n = next();
  const appointmentAt = new Date(Date.now() + (options.hoursAhead ?? 24 * 7) * 3_600_000);
  // The local date and time say the same instant as appointmentAt (or the one `data` sets), in
  // the booking's zone: a UTC date would be the next day after 7 P.M. Eastern.
  const at = options.data?.appointmentAt ? new Date(options.data.appointmentAt) : appointmentAt;
  const timeZone = options.data?.timeZone ?? "America/New_York";
  const status = options.status ?? "PENDING";
  const customer = options.customer ?? null;
  const totalCents = options.totalCents ?? 12_500;
  return services.db.booking.create({
    data: {
      status,
      customerId: customer?.id ?? null,
      firstName: customer?.firstName ?? "Guest",
      lastName: customer?.lastName ?? `Customer${n}`,
      email: options.email ?? customer?.email ?? `guest${n}@example.com`,
      phone: "617-555-0199",
      cityId: city.id,
      serviceId: service.id,
      serviceType: "HAIR",
      serviceName: service.name,
      serviceDesc: "A Silk Press for straight hair.",
      appointmentAt,
      timeZone,
      localDate: localDate(at, timeZone),
      localTime: wallTime(at, timeZone),
      aptAddress1: `${n} Beacon St`,
      aptCity: city.city,
      aptState: state,
      aptZip: "02108",
      answers: { serviceType: "HAIR", serviceId: service.id, hairType: "Straight", parkingAvailable: false },
      billing: { sameAsAppointment: true },
      totalCents,
      payoutCents: options.payoutCents ?? Math.round(totalCents * 0.8),
      paymentIntentId: options.paymentIntentId === undefined ? `pi_test_${n}` : options.paymentIntentId,
      paidAt: status === "AWAITING_PAYMENT" ? null : new Date(),
      ...(status === "AWAITING_PAYMENT"
        ? {}
        : { paymentState: "CAPTURED", capturedAt: new Date(), capturedCents: totalCents }),
      assignedProId: options.assignedProId ?? null,
      acceptedAt: options.assignedProId ? new Date() : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      lines: {
        create: [
          { position: 0, code: "SERVICE", label: "Silk Press", amountCents: 10_500 },
          { position: 1, code: "PARKING", label: "No parking", amountCents: 2_000 },
        ],
      },
      ...options.data,
    },
  });
}

/**
 * The id of an intent of the local provider paid with a test card, which the provider then
 * keeps for later charges (a tip): pass it as a booking row's paymentIntentId. Give the
 * provider itself, not a spy wrapping it (the spy cannot type a test card). With
 * `captureMethod: "manual"` the amount is only held, to be captured when the job is done.
 */
export async function intentPaidWithTestCard(
  payments: Payments,
  {
    card = TEST_CARDS.succeeds,
    amountCents = 12_500,
    captureMethod,
  }: { card?: string; amountCents?: number; captureMethod?: "manual" } = {},
) {
  if (!isLocalPayments(payments)) throw new Error("A test card pays only the local payment provider");
  const n = next();
  const intent = await payments.createPaymentIntent({
    amountCents,
    bookingId: `paid-with-test-card-${n}`,
    receiptEmail: "customer@example.com",
    description: "Silk Press",
    idempotencyKey: `intent:test-card:${n}`,
    ...(captureMethod ? { captureMethod } : {}),
  });
  const paid = await payments.confirmWithTestCard(intent.id, card);
  if (!paid.ok) throw new Error(`The test card did not pay: ${paid.message}`);
  return intent.id;
}

/** The completion e-mail's signed link token for a booking, as payOutBooking issues it. */
export const bookingLinkToken = (services: Pick<Services, "db">, bookingId: string) =>
  issueBookingLink(services.db, bookingId);

export interface PaymentsSpy {
  transfers: Parameters<Payments["transfer"]>[0][];
  savedCardCharges: Parameters<Payments["chargeSavedCard"]>[0][];
  refunds: Parameters<Payments["refund"]>[0][];
  captures: Parameters<Payments["capturePaymentIntent"]>[0][];
  /** Intents cancelled: abandoned payments and released holds. */
  cancelledIntents: string[];
  connectAccounts: Parameters<Payments["createConnectAccount"]>[0][];
  /** Makes the next calls of a method throw, as a provider outage would. */
  failNext(method: "transfer" | "refund" | "capture", times?: number): void;
}

/**
 * Wraps services.payments so tests can count money-moving calls. Calls still reach the
 * configured provider (the local one in tests); a short delay widens race windows.
 */
export function spyOnPayments(services: Services, options: { delayMs?: number } = {}): PaymentsSpy {
  const real = services.payments;
  const failures = { transfer: 0, refund: 0, capture: 0 };
  const spy: PaymentsSpy = {
    transfers: [],
    savedCardCharges: [],
    refunds: [],
    captures: [],
    cancelledIntents: [],
    connectAccounts: [],
    failNext(method, times = 1) {
      failures[method] = times;
    },
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
  /** A call that may fail: after the pause, an outage asked for by failNext, else recorded and passed on. */
  async function failable<I, O>(method: keyof typeof failures, calls: I[], input: I, call: (input: I) => Promise<O>) {
    await pause();
    if (failures[method] > 0) {
      failures[method]--;
      throw new Error("provider unavailable");
    }
    calls.push(input);
    return call(input);
  }
  const wrapped: Payments = {
    kind: real.kind,
    createPaymentIntent: (input) => real.createPaymentIntent(input),
    retrievePaymentIntent: (id) => real.retrievePaymentIntent(id),
    async chargeSavedCard(input) {
      await pause();
      spy.savedCardCharges.push(input);
      return real.chargeSavedCard(input);
    },
    async cancelPaymentIntent(id) {
      spy.cancelledIntents.push(id);
      return real.cancelPaymentIntent(id);
    },
    capturePaymentIntent: (input) =>
      failable("capture", spy.captures, input, (checked) => real.capturePaymentIntent(checked)),
    createSetupIntent: (input) => real.createSetupIntent(input),
    retrieveSetupIntent: (id) => real.retrieveSetupIntent(id),
    parseWebhook: (body, signature) => real.parseWebhook(body, signature),
    createAccountLink: (input) => real.createAccountLink(input),
    async createConnectAccount(input) {
      spy.connectAccounts.push(input);
      return real.createConnectAccount(input);
    },
    transfer: (input) => failable("transfer", spy.transfers, input, (checked) => real.transfer(checked)),
    refund: (input) => failable("refund", spy.refunds, input, (checked) => real.refund(checked)),
  };
  services.payments = wrapped;
  return spy;
}

/** The e-mails sent to an address, oldest first. */
export function mailTo(services: Pick<Services, "db">, to: string) {
  return services.db.mailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
}

/** A complete, valid sign-up, as the form sends it. */
export const SIGN_UP_INPUT = {
  firstName: "Grace",
  lastName: "Hopper",
  phone: "212-555-0199",
  email: "grace@example.com",
  password: "compilers rule",
  confirmPassword: "compilers rule",
} as const;

/** A complete, valid pro application, as the form sends it (the e-mail in mixed case, as people type it). */
export const APPLICATION_INPUT: ApplicationInput = {
  firstName: "Nia",
  lastName: "Braids",
  email: "Nia@Example.com",
  phone: "617-555-0101",
  address: "1 Main St",
  city: "Boston",
  state: "MA",
  country: "US",
  zip: "02110",
  birthday: "1990-04-02",
  contactPref: "Email",
  linkedIn: "linkedin.com/in/nia",
  portfolio: "",
  licensed: true,
  licenseNumber: "MA-123",
  yearsLicensed: 6,
  location: "MA",
  specialities: ["Wig Specialist", "Hair Braider"],
  notableClients: "",
  allergies: true,
  hasCar: true,
  salesExperience: true,
  reference: "Jo Smith",
};

/** A pending application stored as a row (the form and its router have their own tests). */
export function createApplicantRow(services: Pick<Services, "db">) {
  return services.db.applicant.create({
    data: {
      firstName: "Amara",
      lastName: "Okafor",
      email: "amara@example.com",
      phone: "617-555-0108",
      address: "12 Elm St",
      city: "Cambridge",
      state: "MA",
      zip: "02139",
      birthday: "1994-03-12",
      contactPref: "Email",
      licensed: true,
      licenseNumber: "COS-1001",
      yearsLicensed: 3,
      location: "MA",
      specialities: ["Hair Braider", "Henna Artist"],
    },
  });
}

/**
 * A new pro's accepted booking at a local date and time in New York (for a job clock set to
 * it), paid by a card the local provider never saw, its customer texted at 617-555-0199.
 */
export async function acceptedBookingInNewYork(
  services: Pick<Services, "db">,
  localDate: string,
  localTime: string,
  data: Partial<Prisma.BookingUncheckedUpdateInput> = {},
) {
  const pro = await createPerson(services, { role: "PRO" });
  const row = await createBookingRow(services, { status: "ACCEPTED", assignedProId: pro.id, paymentIntentId: null });
  return services.db.booking.update({
    where: { id: row.id },
    data: {
      timeZone: "America/New_York",
      localDate,
      localTime,
      appointmentAt: appointmentInstant(localDate, localTime, "America/New_York"),
      phone: "617-555-0199",
      ...data,
    },
  });
}
