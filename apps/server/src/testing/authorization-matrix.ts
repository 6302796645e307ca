// Who may call what: every tRPC procedure and every kind of upload, against six callers.
// Each row says what every caller gets, and how to build an input that an allowed caller
// gets through with; authorization-matrix.test.ts runs every cell over HTTP with real
// sessions. Whether a procedure is a query or a mutation is packages/api's PROCEDURE_TABLE's.
//
// Outcomes: "ok" is HTTP 200, the call ran past authorization and did its work. A refusal is
// tRPC's code: UNAUTHORIZED (401) when a protected procedure has no session, FORBIDDEN (403)
// for the wrong role or someone else's profile or booking photo, NOT_FOUND (404) where the
// domain answers as if someone else's booking did not exist, so ids cannot be probed. Both
// the HTTP status and the tRPC code must match; /uploads answers without a code, so there
// the status alone.
//
// To add a procedure: add its row with the preset that fits (or spell the six callers out),
// and an input builder; a call that changes a row builds that row fresh, per call.
import type { saveUpload } from "@primp/api";
import { futureDate } from "@primp/api/testing/booking";
import type { InputAt, ProcedurePath } from "@primp/api/testing/procedures";
import { browserSubscription } from "@primp/api/testing/push";
import { AVAILABILITY_DEFAULTS, proSlugBase } from "@primp/core";
import { SEED_BLOG_POSTS } from "@primp/db";
import { TEST_CARDS } from "@primp/payments";
import { type Caller, type CallerName, openedConnectId, type World } from "./authorization-matrix-world.ts";

export type Outcome = "ok" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND";
export type Expectation = Record<CallerName, Outcome>;

export const HTTP_STATUS: Record<Outcome, number> = { ok: 200, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

type Build<T> = (world: World, caller: Caller) => T | Promise<T>;

export type ProcedureRow<TInput> = {
  expect: Expectation;
  /** The call ends the caller's session or changes their own profile, so each cell is a new person. */
  freshCaller?: true;
} & (undefined extends TInput ? { input?: never } : { input: Build<TInput> });

export type UploadKind = Parameters<typeof saveUpload>[2]["kind"];
export interface UploadRow {
  expect: Expectation;
  /** The form fields sent before the file. */
  fields: Build<Record<string, string>>;
}

const everyone: Expectation = {
  anonymous: "ok",
  customer: "ok",
  otherCustomer: "ok",
  pro: "ok",
  otherStatePro: "ok",
  admin: "ok",
};
const signedIn: Expectation = { ...everyone, anonymous: "UNAUTHORIZED" };
const pros: Expectation = { ...signedIn, customer: "FORBIDDEN", otherCustomer: "FORBIDDEN", admin: "FORBIDDEN" };
const admins: Expectation = {
  ...signedIn,
  customer: "FORBIDDEN",
  otherCustomer: "FORBIDDEN",
  pro: "FORBIDDEN",
  otherStatePro: "FORBIDDEN",
};
/** A booking in the pro's state (MA): a pro elsewhere is told it does not exist. */
const prosOfItsState: Expectation = { ...pros, otherStatePro: "NOT_FOUND" };
/** The customer's booking accepted by the pro: they and admins read it, anyone else is told it does not exist. */
const itsReaders: Expectation = { ...signedIn, otherCustomer: "NOT_FOUND", otherStatePro: "NOT_FOUND" };
const customersAndPros: Expectation = { ...signedIn, admin: "FORBIDDEN" };
const customersAndAdmins: Expectation = { ...signedIn, pro: "FORBIDDEN", otherStatePro: "FORBIDDEN" };

const NEW_PASSWORD = "a new matrix password";

export const PROCEDURE_MATRIX: { [Path in ProcedurePath]: ProcedureRow<InputAt<Path>> } = {
  "auth.session": { expect: everyone },
  "auth.signUp": { expect: everyone, input: (w) => w.fresh.signUpInput() },
  "auth.login": { expect: everyone, freshCaller: true, input: (w) => w.loginAccount },
  "auth.logout": { expect: signedIn, freshCaller: true },
  "auth.requestPasswordReset": { expect: everyone, input: (w) => ({ email: w.fresh.email() }) },
  "auth.resetPassword": {
    expect: everyone,
    input: async (w) => ({
      token: await w.fresh.emailedToken("reset-password"),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }),
  },
  "auth.verifyEmail": { expect: everyone, input: async (w) => ({ token: await w.fresh.emailedToken("verify-email") }) },

  "booking.catalogue": { expect: everyone },
  "booking.paymentProvider": { expect: everyone },
  "booking.createQuickRequest": { expect: everyone, input: (w) => w.fresh.quickRequestInput() },
  "booking.create": { expect: everyone, input: (w) => w.fresh.bookingInput() },
  // The client secret that booking.create handed out is the key, whoever holds it.
  "booking.confirmPayment": {
    expect: everyone,
    input: async (w) => ({ ...(await w.fresh.unpaidBooking()), cardNumber: TEST_CARDS.succeeds }),
  },
  // A declined hold's e-mailed link is the only credential: whoever holds it gives another card.
  "booking.newCardHold": { expect: everyone, input: async (w) => ({ token: await w.fresh.cardNeededLinkToken() }) },
  "booking.confirmNewCardHold": {
    expect: everyone,
    input: async (w) => ({ ...(await w.fresh.openNewCardHold()), cardNumber: TEST_CARDS.succeeds }),
  },
  // Without the secret only the booking's readers see it; an anonymous caller is told it does not exist.
  "booking.confirmation": {
    expect: { ...itsReaders, anonymous: "NOT_FOUND" },
    input: (w) => ({ bookingId: w.acceptedBooking.id }),
  },

  "booking.requestedPro": { expect: everyone, input: (w) => ({ proUserId: w.users.pro.id }) },

  "quote.compute": {
    expect: everyone,
    input: (w) => ({ serviceId: w.catalogue.serviceId, answers: { hairType: "STRAIGHT" } }),
  },

  "account.bookings": { expect: signedIn, input: () => ({ tab: "current", page: 1 }) },
  "account.bookingDetails": { expect: itsReaders, input: (w) => ({ bookingId: w.acceptedBooking.id }) },
  // Its customer or an admin; its pro reads it but may only release it, not cancel it.
  "account.cancelBooking": {
    expect: { ...itsReaders, pro: "NOT_FOUND" },
    input: async (w) => ({ bookingId: (await w.fresh.acceptedBooking()).id }),
  },
  // Same readers as cancelling: the customer or an admin; its pro answers the move instead.
  "account.rescheduleBooking": {
    expect: { ...itsReaders, pro: "NOT_FOUND" },
    input: async (w) => ({ bookingId: (await w.fresh.acceptedBooking()).id, date: futureDate(20), time: "11:00" }),
  },
  "account.calendarInvite": { expect: itsReaders, input: (w) => ({ bookingId: w.acceptedBooking.id }) },
  // Only the booking's customer books it again; its pro and admins are told so.
  "account.bookAgain": {
    expect: { ...itsReaders, pro: "FORBIDDEN", admin: "FORBIDDEN" },
    input: (w) => ({ bookingId: w.acceptedBooking.id }),
  },
  // The caller's own favourites only; there is no id to point elsewhere.
  "account.favourites": { expect: signedIn },
  "account.setFavourite": {
    expect: signedIn,
    input: async (w) => ({ proUserId: (await w.fresh.unconnectedPro()).id, favourite: true }),
  },
  // The edit page of the customer's own account: everyone else, admins included, is refused.
  "account.profile": {
    expect: {
      ...signedIn,
      otherCustomer: "FORBIDDEN",
      pro: "FORBIDDEN",
      otherStatePro: "FORBIDDEN",
      admin: "FORBIDDEN",
    },
    input: (w) => ({ userId: w.users.customer.id }),
  },
  // Acts on the caller's own account only; there is no id to point elsewhere.
  "account.updateProfile": { expect: signedIn, input: () => ({ firstName: "Renamed" }) },

  "pro.me": { expect: pros },
  "pro.tips": { expect: pros },
  "pro.confirmedBookings": { expect: pros, input: () => ({ page: 1 }) },
  "pro.pendingBookings": { expect: pros, input: () => ({ page: 1 }) },
  "pro.bookingForConfirmation": { expect: prosOfItsState, input: (w) => ({ bookingId: w.pendingBooking.id }) },
  "pro.acceptBooking": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.pendingBooking()).id }),
  },
  "pro.declineBooking": { expect: prosOfItsState, input: (w) => ({ bookingId: w.pendingBooking.id }) },
  // Only the pro who accepted it; the pro of another state cannot even see it.
  "pro.releaseBooking": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.acceptedBooking()).id }),
  },
  // Only the booking's own pro; every other pro is told it does not exist.
  "pro.confirmReschedule": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.movedBooking()).id }),
  },
  "pro.declineReschedule": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.movedBooking()).id }),
  },
  "pro.onMyWay": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.dayOfBooking()).id, etaMinutes: 15 }),
  },
  "pro.arrived": { expect: prosOfItsState, input: async (w) => ({ bookingId: (await w.fresh.onTheWayBooking()).id }) },
  "pro.markDone": { expect: prosOfItsState, input: async (w) => ({ bookingId: (await w.fresh.startedBooking()).id }) },
  "pro.startConnectOnboarding": { expect: pros },
  "pro.saveConnectAccount": {
    expect: pros,
    freshCaller: true,
    input: (_w, caller) => ({ accountId: openedConnectId(caller.userId ?? "anonymous") }),
  },
  // Any signed-in person may look at a pro's public profile.
  "pro.profile": { expect: signedIn, input: (w) => ({ userId: w.users.pro.id }) },
  // The public page: everyone, signed in or not (each fixture pro's name is its own).
  "pro.publicPage": {
    expect: everyone,
    input: (w) => ({ slug: proSlugBase(w.users.pro.firstName, w.users.pro.lastName) }),
  },
  // The catalogue's public pages and the home page's cards: everyone.
  "storefront.servicePage": { expect: everyone, input: () => ({ slug: "silk-press" }) },
  "storefront.cityPage": { expect: everyone, input: () => ({ slug: "boston" }) },
  "storefront.homeServices": { expect: everyone },
  "storefront.homeImages": { expect: everyone },
  "pro.updateSpecialities": { expect: pros, input: () => ({ specialities: ["Hair Braider"] }) },

  // Bookable times are public, like the catalogue; settings are each pro's own, and administrators'.
  "availability.slots": {
    expect: everyone,
    input: (w) => ({ serviceId: w.catalogue.serviceId, zip: "02108", from: futureDate(7), to: futureDate(8) }),
  },
  "availability.mine": { expect: pros },
  "availability.saveMine": { expect: pros, input: () => ({ ...AVAILABILITY_DEFAULTS, homeZip: "02108" }) },
  "availability.ofPro": { expect: admins, input: (w) => ({ proUserId: w.users.pro.id }) },
  "availability.saveForPro": {
    expect: admins,
    input: (w) => ({ proUserId: w.users.pro.id, settings: { ...AVAILABILITY_DEFAULTS, homeZip: "02108" } }),
  },

  "applicant.submit": { expect: everyone, input: (w) => w.fresh.applicationInput() },
  "applicant.listPending": { expect: admins, input: () => ({ page: 1 }) },
  "applicant.listAccepted": { expect: admins, input: () => ({ page: 1 }) },
  "applicant.get": { expect: admins, input: (w) => ({ applicantId: w.applicant.id }) },
  "applicant.accept": {
    expect: admins,
    input: async (w) => ({ applicantId: (await w.fresh.pendingApplicant()).id }),
  },
  "applicant.decline": {
    expect: admins,
    input: async (w) => ({ applicantId: (await w.fresh.pendingApplicant()).id }),
  },

  "admin.overview": { expect: admins },
  "admin.bookings": { expect: admins, input: () => ({ tab: "pending", page: 1 }) },
  "admin.cancelBooking": {
    expect: admins,
    input: async (w) => ({ bookingId: (await w.fresh.pendingBooking()).id }),
  },
  "admin.rescheduleBooking": {
    expect: admins,
    input: async (w) => ({ bookingId: (await w.fresh.pendingBooking()).id, date: futureDate(21), time: "12:00" }),
  },
  "admin.holdPayout": {
    expect: admins,
    input: async (w) => ({ bookingId: (await w.fresh.startedBooking()).id, hold: true }),
  },
  "admin.payOut": { expect: admins, input: async (w) => ({ bookingId: (await w.fresh.payableBooking()).id }) },
  "admin.operations": { expect: admins },
  "admin.marketplace": { expect: admins, input: () => ({ windowDays: 30 }) },
  "admin.retryJob": { expect: admins, input: (w) => w.fresh.failedJob() },
  "admin.payoutReport": { expect: admins, input: () => ({ from: "2020-01-01", to: "2030-12-31" }) },
  "admin.pros": { expect: admins, input: () => ({ linked: false, page: 1 }) },
  "admin.remindConnect": {
    expect: admins,
    input: async (w) => ({ proUserId: (await w.fresh.unconnectedPro()).id }),
  },
  "admin.siteImages": { expect: admins },
  "admin.setSiteImageFocalPoint": {
    expect: admins,
    input: async (w) => ({ slot: await w.fresh.siteImage(), x: 20, y: 80 }),
  },
  "admin.removeSiteImage": { expect: admins, input: async (w) => ({ slot: await w.fresh.siteImage() }) },

  // Only the booking's customer rates it; its pro and admins read it and are told so, anyone else is told it does not exist.
  "review.rateBooking": {
    expect: { ...itsReaders, pro: "FORBIDDEN", admin: "FORBIDDEN" },
    input: async (w) => ({ bookingId: (await w.fresh.completedBooking()).id, rating: 5 }),
  },
  "review.tip": {
    expect: { ...itsReaders, pro: "FORBIDDEN", admin: "FORBIDDEN" },
    input: async (w) => ({ bookingId: (await w.fresh.tippableBooking()).id, choice: { kind: "percent", percent: 20 } }),
  },
  "review.tipNewCard": {
    expect: { ...itsReaders, pro: "FORBIDDEN", admin: "FORBIDDEN" },
    input: async (w) => ({ bookingId: (await w.fresh.tippableBooking()).id, choice: { kind: "percent", percent: 20 } }),
  },
  // The intent's client secret is the credential, as for a booking's payment.
  "review.confirmTip": {
    expect: everyone,
    input: async (w) => ({ ...(await w.fresh.openTipPayment()), cardNumber: TEST_CARDS.succeeds }),
  },
  // The signed link is the only credential: whoever holds it, signed in or not.
  "review.linkedBooking": { expect: everyone, input: async (w) => ({ token: await w.fresh.bookingLinkToken() }) },
  "review.rateByLink": {
    expect: everyone,
    input: async (w) => ({ token: await w.fresh.bookingLinkToken(), rating: 5 }),
  },
  "review.tipByLink": {
    expect: everyone,
    input: async (w) => ({
      token: await w.fresh.bookingLinkToken(),
      choice: { kind: "amount", amountCents: 500 },
      confirmedAmountCents: 500,
    }),
  },
  "review.tipNewCardByLink": {
    expect: everyone,
    input: async (w) => ({
      token: await w.fresh.bookingLinkToken(),
      choice: { kind: "amount", amountCents: 500 },
      confirmedAmountCents: 500,
    }),
  },
  "review.rateCustomer": {
    expect: prosOfItsState,
    input: async (w) => ({ bookingId: (await w.fresh.completedBooking()).id, rating: 4 }),
  },
  "review.hide": {
    expect: admins,
    input: async (w) => ({ reviewId: (await w.fresh.review()).id, reason: "Names another customer" }),
  },
  "review.ratedPros": { expect: everyone },

  // The booking's customer, its pro and support (admins); anyone else is told it does not exist.
  "conversation.thread": { expect: itsReaders, input: (w) => ({ bookingId: w.acceptedBooking.id }) },
  "conversation.post": {
    expect: itsReaders,
    input: async (w) => ({ bookingId: (await w.fresh.acceptedBooking()).id, body: "Hello" }),
  },
  "conversation.markRead": { expect: itsReaders, input: (w) => w.fresh.conversationMessage() },
  "conversation.hide": {
    expect: admins,
    input: async (w) => ({ messageId: (await w.fresh.conversationMessage()).messageId, reason: "Contact details" }),
  },
  // A stream that starts is "ok" (its first event, read and closed); one refused is refused as a query is.
  "live.booking": { expect: itsReaders, input: (w) => ({ bookingId: w.acceptedBooking.id }) },
  "live.bookings": { expect: customersAndAdmins },
  "live.offers": { expect: pros },

  // Customers and pros switch notifications on for their own browser; administrators are offered none.
  "push.settings": { expect: signedIn },
  "push.subscription": { expect: signedIn, input: () => browserSubscription() },
  "push.subscribe": { expect: customersAndPros, input: () => ({ ...browserSubscription(), topics: ["messages"] }) },
  "push.setOptIns": {
    expect: customersAndPros,
    freshCaller: true,
    input: async (w, caller) => ({ endpoint: await w.fresh.pushEndpoint(caller.userId), topics: ["messages"] }),
  },
  "push.unsubscribe": { expect: signedIn, input: () => browserSubscription() },

  "content.site": { expect: everyone },
  "content.testimonials": { expect: everyone },
  "content.blogPosts": { expect: everyone },
  "content.blog": { expect: everyone },
  // The world is seeded, so the seed's first post is there.
  "content.blogPost": { expect: everyone, input: () => ({ slug: SEED_BLOG_POSTS[0]?.slug ?? "" }) },
  "content.articles": { expect: everyone, input: () => ({ page: 1 }) },
  "content.sendContactMessage": {
    expect: everyone,
    input: (w) => ({ name: "Matrix", number: "617-555-0126", email: w.fresh.email(), message: "Hello" }),
  },
};

export const UPLOAD_MATRIX: Record<UploadKind, UploadRow> = {
  avatar: { expect: signedIn, fields: () => ({ kind: "avatar" }) },
  highlight: { expect: pros, fields: () => ({ kind: "highlight", slot: "1" }) },
  // Only the booking's assigned pro may add the photo of the finished work.
  submission: {
    expect: { ...pros, otherStatePro: "FORBIDDEN" },
    fields: async (w) => ({ kind: "submission", bookingId: (await w.fresh.acceptedBooking()).id }),
  },
  // A photo for the public pages: administrators only.
  site: { expect: admins, fields: () => ({ kind: "site", place: "hero" }) },
  // A photo for a conversation: those who may write in it.
  message: {
    expect: itsReaders,
    fields: async (w) => ({ kind: "message", bookingId: (await w.fresh.acceptedBooking()).id }),
  },
};
