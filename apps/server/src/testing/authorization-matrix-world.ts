// The world the authorization matrix runs in: six callers signed in through /trpc/auth.login,
// read-only rows that every caller looks at, and factories of fresh rows for the calls that
// change them (so one caller's success never turns the next caller's call into a conflict).
import { createTestClient, type TestServices } from "@primp/api/testing";
import { bookingInput, futureDate, hairAnswers } from "@primp/api/testing/booking";
import {
  bookingLinkToken,
  createBookingRow,
  createPerson,
  intentPaidWithTestCard,
  mailTo,
  type PersonOptions,
} from "@primp/api/testing/fixtures";
import { browserSubscription } from "@primp/api/testing/push";
import {
  type ApplicationInput,
  applicationSchema,
  type CreateBookingInput,
  type QuickRequestInput,
  type SignUpInput,
  siteImageSlot,
} from "@primp/core";
import type { Applicant, Booking, Prisma, Review, User } from "@primp/db";
import type { FastifyInstance } from "fastify";
import { anonymousAt, type HttpCaller, logIn, signedIn } from "./http-session.ts";

export const CALLERS = ["anonymous", "customer", "otherCustomer", "pro", "otherStatePro", "admin"] as const;
export type CallerName = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<CallerName, "anonymous">;

/** The bookings are in MA: the pro serves it, the pro of another state does not. */
const PEOPLE: Record<SignedInCaller, PersonOptions> = {
  customer: { role: "CUSTOMER" },
  otherCustomer: { role: "CUSTOMER" },
  pro: { role: "PRO", state: "MA" },
  otherStatePro: { role: "PRO", state: "NY" },
  admin: { role: "ADMIN" },
};

const PASSWORD = "matrix password";
/** Data made outside the callers' requests comes from its own address, away from their rate limits. */
const SETUP_IP = "198.51.100.1";

/** Each caller has its own address, so per-address rate limits never mix callers. */
export interface Caller extends HttpCaller {
  /** Set on fresh callers, whose inputs may depend on who they are. */
  userId?: string;
}

/** The StripeConnect account "opened" for a fresh pro, the only id they may link. */
export const openedConnectId = (userId: string) => `acct_opened_${userId}`;

export interface FreshRows {
  email(): string;
  connectAccountId(): string;
  signUpInput(): SignUpInput;
  applicationInput(): ApplicationInput;
  quickRequestInput(): QuickRequestInput;
  bookingInput(): CreateBookingInput;
  /** The customer's paid booking in MA, waiting for a pro. */
  pendingBooking(): Promise<Booking>;
  /** The customer's booking in MA, accepted by the pro. */
  acceptedBooking(): Promise<Booking>;
  /** An accepted booking whose pro has a payout account and whose appointment has begun, so it can be paid out. */
  payableBooking(): Promise<Booking>;
  /** The customer's accepted booking, moved by the customer and waiting for the pro to confirm. */
  movedBooking(): Promise<Booking>;
  /** The customer's booking accepted by the pro, whose appointment began two hours ago. */
  startedBooking(): Promise<Booking>;
  /** The customer's booking accepted by the pro, under way today (its pro has not set off). */
  dayOfBooking(): Promise<Booking>;
  /** The same, its pro on the way. */
  onTheWayBooking(): Promise<Booking>;
  /** The customer's booking, done by the pro and paid out. */
  completedBooking(): Promise<Booking>;
  /** A completed booking of the customer paid with a card the provider saved, so it can be tipped. */
  tippableBooking(): Promise<Booking>;
  /** The completion e-mail's link token of a fresh tippable booking. */
  bookingLinkToken(): Promise<string>;
  /** The customer's review of the pro, on a completed booking. */
  review(): Promise<Review>;
  /** The customer's message in the conversation of a fresh accepted booking. */
  conversationMessage(): Promise<{ bookingId: string; messageId: string }>;
  unconnectedPro(): Promise<User>;
  pendingApplicant(): Promise<Applicant>;
  /** A new-card tip opened on a fresh tippable booking (through its signed link), and the secret that pays it. */
  openTipPayment(): Promise<{ bookingId: string; clientSecret: string }>;
  /** A booking made through booking.create, still awaiting payment, and the secret that pays it. */
  unpaidBooking(): Promise<{ bookingId: string; clientSecret: string }>;
  /** The signed link of a fresh pending booking whose saved card's hold was declined. */
  cardNeededLinkToken(): Promise<string>;
  /** Another card's hold opened through that link, and the secret that confirms it. */
  openNewCardHold(): Promise<{ token: string; bookingId: string; clientSecret: string }>;
  /** The token of an e-mailed link, as its recipient would follow it. */
  emailedToken(link: "reset-password" | "verify-email"): Promise<string>;
  /** A job that used up its retries, as the operations page lists it. */
  failedJob(): Promise<{ queue: "mail.send"; jobId: string }>;
  /** The endpoint of a browser subscribed to push by `userId` (none: an endpoint nobody subscribed). */
  pushEndpoint(userId: string | undefined): Promise<string>;
  /** The slot of a site image placed on the catalogue's service (placed again if it was removed). */
  siteImage(): Promise<string>;
}

export interface World {
  users: Record<SignedInCaller, User>;
  callers: Record<CallerName, Caller>;
  /** A new person of the same kind as `name`, for calls that end the session or change the caller's own profile. */
  freshCaller(name: CallerName): Promise<Caller>;
  /** The customer's booking in MA, accepted by the pro. Read-only. */
  acceptedBooking: Booking;
  /** The customer's paid booking in MA, waiting for a pro. Read-only. */
  pendingBooking: Booking;
  /** A pending application. Read-only. */
  applicant: Applicant;
  /** An account that any caller may log in to. */
  loginAccount: { email: string; password: string };
  catalogue: { cityId: string; serviceId: string };
  fresh: FreshRows;
}

function freshRows(
  services: TestServices,
  { customer, pro }: Record<SignedInCaller, User>,
  catalogue: World["catalogue"],
): FreshRows {
  let sequence = 0;
  const email = () => `matrix-${++sequence}@example.com`;
  // Hours between the pro's accepted and moved appointments, and from the fresh pending ones (a
  // week ahead, which the pro accepts): a pro holds one appointment at a time.
  let appointments = 0;
  const apart = () => 2 * ++appointments;
  const setup = () => createTestClient(services, { ip: SETUP_IP }).caller;
  // Started a few minutes ago (so on its local day wherever the clock stands), one minute long.
  let dayOfAppointments = 0;
  const dayOfRow = (data: Partial<Prisma.BookingUncheckedCreateInput> = {}) =>
    createBookingRow(services, {
      customer,
      status: "ACCEPTED",
      assignedProId: pro.id,
      hoursAhead: -(2 * ++dayOfAppointments) / 60,
      data: { durationMinutes: 1, ...data },
    });

  const rows: FreshRows = {
    email,
    connectAccountId: () => `acct_matrix_${++sequence}`,
    signUpInput: () => ({
      firstName: "Fresh",
      lastName: "Signup",
      phone: "617-555-0123",
      email: email(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    applicationInput: () => ({
      firstName: "Fresh",
      lastName: "Applicant",
      email: email(),
      phone: "617-555-0124",
      address: "1 Main St",
      city: "Boston",
      state: "MA",
      country: "US",
      zip: "02108",
      birthday: "1990-04-01",
      contactPref: "Email",
      licensed: false,
      location: "MA",
      specialities: ["Hair Braider"],
      allergies: false,
      hasCar: true,
      salesExperience: false,
    }),
    quickRequestInput: () => ({
      cityId: catalogue.cityId,
      serviceType: "HAIR",
      date: futureDate(),
      time: "14:30",
      timeZone: "Eastern",
    }),
    bookingInput: () =>
      bookingInput(catalogue.cityId, hairAnswers(catalogue.serviceId), {
        contact: { firstName: "Fresh", lastName: "Booker", email: email(), phone: "617-555-0125" },
      }),
    pendingBooking: () => createBookingRow(services, { customer }),
    acceptedBooking: () =>
      createBookingRow(services, { customer, status: "ACCEPTED", assignedProId: pro.id, hoursAhead: 24 * 7 + apart() }),
    async payableBooking() {
      const payee = await createPerson(services, { role: "PRO", stripeConnectId: rows.connectAccountId() });
      return createBookingRow(services, { customer, status: "ACCEPTED", assignedProId: payee.id, hoursAhead: -2 });
    },
    movedBooking: () =>
      createBookingRow(services, {
        customer,
        status: "ACCEPTED",
        assignedProId: pro.id,
        hoursAhead: 24 * 7 + apart(),
        data: { rescheduleRequestedAt: new Date() },
      }),
    startedBooking: () =>
      createBookingRow(services, { customer, status: "ACCEPTED", assignedProId: pro.id, hoursAhead: -2 - apart() }),
    // Short and minutes apart, so a pro's many of them never overlap, and all within the day's window.
    dayOfBooking: () => dayOfRow(),
    onTheWayBooking: () => dayOfRow({ onMyWayAt: new Date(), etaMinutes: 10 }),
    completedBooking: () =>
      createBookingRow(services, { customer, status: "COMPLETED", assignedProId: pro.id, hoursAhead: -50 }),
    tippableBooking: async () =>
      createBookingRow(services, {
        customer,
        status: "COMPLETED",
        assignedProId: pro.id,
        hoursAhead: -50,
        paymentIntentId: await intentPaidWithTestCard(services.payments),
      }),
    bookingLinkToken: async () => bookingLinkToken(services, (await rows.tippableBooking()).id),
    async review() {
      const booking = await rows.completedBooking();
      return services.db.review.create({
        data: { bookingId: booking.id, proId: pro.id, authorId: customer.id, rating: 2, comment: "Matrix" },
      });
    },
    async conversationMessage() {
      const booking = await rows.acceptedBooking();
      const message = await services.db.conversationMessage.create({
        data: { bookingId: booking.id, authorId: customer.id, authorRole: "CUSTOMER", body: "Matrix" },
      });
      return { bookingId: booking.id, messageId: message.id };
    },
    unconnectedPro: () => createPerson(services, { role: "PRO" }),
    async siteImage() {
      const slot = siteImageSlot.service(catalogue.serviceId);
      await services.db.siteImage.upsert({
        where: { slot },
        create: { slot, imageUrl: "/images/placed.jpg" },
        update: {},
      });
      return slot;
    },
    async pushEndpoint(userId) {
      const { endpoint, keys } = browserSubscription();
      if (userId)
        await services.db.pushSubscription.create({ data: { userId, endpoint, ...keys, topics: ["messages"] } });
      return endpoint;
    },
    pendingApplicant: () => services.db.applicant.create({ data: applicationSchema.parse(rows.applicationInput()) }),
    async openTipPayment() {
      const token = await rows.bookingLinkToken();
      const opened = await setup().review.tipNewCardByLink({
        token,
        choice: { kind: "amount", amountCents: 500 },
        confirmedAmountCents: 500,
      });
      if (opened.paid) throw new Error("A fresh booking was already tipped");
      return { bookingId: opened.bookingId, clientSecret: opened.clientSecret };
    },
    async unpaidBooking() {
      const { bookingId, clientSecret } = await setup().booking.create(rows.bookingInput());
      return { bookingId, clientSecret };
    },
    async cardNeededLinkToken() {
      const booking = await createBookingRow(services, {
        customer,
        paymentIntentId: null,
        data: { paymentState: "CARD_NEEDED", setupIntentId: `seti_matrix_${++sequence}` },
      });
      return bookingLinkToken(services, booking.id);
    },
    async openNewCardHold() {
      const token = await rows.cardNeededLinkToken();
      const { bookingId, clientSecret } = await setup().booking.newCardHold({ token });
      return { token, bookingId, clientSecret };
    },
    async emailedToken(link) {
      const to = email();
      if (link === "reset-password") {
        await createPerson(services, { email: to });
        await setup().auth.requestPasswordReset({ email: to });
      } else {
        await setup().auth.signUp({ ...rows.signUpInput(), email: to });
      }
      const mails = await mailTo(services, to);
      const token = mails.map((mail) => new RegExp(`/${link}\\?token=([a-z0-9]+)`).exec(mail.text)?.[1]).find(Boolean);
      if (!token) throw new Error(`No ${link} link was mailed to ${to}`);
      return token;
    },
    async failedJob() {
      // No retries left, so one failed attempt is final; the world's engine runs no workers.
      const queue = "mail.send";
      const jobId = await services.jobs.boss.send(queue, { messageId: email() }, { retryLimit: 0 });
      if (!jobId) throw new Error("The job engine did not take the job");
      await services.jobs.boss.fail(queue, jobId, { message: "Matrix" });
      return { queue, jobId };
    },
  };
  return rows;
}

/** The world on services whose database holds the seeded catalogue (`catalogue: true`). */
export async function buildWorld(services: TestServices, app: FastifyInstance): Promise<World> {
  // Started for the operations page's failed jobs; with no workers, no job ever runs.
  await services.jobs.start();
  const city = await services.db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await services.db.service.findUniqueOrThrow({ where: { name: "Silk Press" } });

  const users = {} as Record<SignedInCaller, User>;
  const sessions = {} as Record<SignedInCaller, Caller>;
  for (const [index, name] of (Object.keys(PEOPLE) as SignedInCaller[]).entries()) {
    users[name] = await createPerson(services, { ...PEOPLE[name], password: PASSWORD });
    sessions[name] = await logIn(
      app,
      services,
      { email: users[name].email, password: PASSWORD },
      anonymousAt(`203.0.113.${11 + index}`),
    );
  }
  const callers: Record<CallerName, Caller> = { anonymous: anonymousAt("203.0.113.10"), ...sessions };
  const fresh = freshRows(services, users, { cityId: city.id, serviceId: service.id });

  return {
    users,
    callers,
    async freshCaller(name) {
      if (name === "anonymous") return callers.anonymous;
      const person = await createPerson(services, PEOPLE[name]);
      await services.db.proProfile.updateMany({
        where: { userId: person.id },
        data: { pendingConnectId: openedConnectId(person.id) },
      });
      return { ...(await signedIn(services, person, callers[name].ip)), userId: person.id };
    },
    acceptedBooking: await fresh.acceptedBooking(),
    pendingBooking: await fresh.pendingBooking(),
    applicant: await fresh.pendingApplicant(),
    loginAccount: { email: (await createPerson(services, { password: PASSWORD })).email, password: PASSWORD },
    catalogue: { cityId: city.id, serviceId: service.id },
    fresh,
  };
}
