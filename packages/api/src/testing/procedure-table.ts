// Every procedure of the app router with its kind and input schema, for the suites that must
// cover them all (authorization matrix, bad input, sessions, abuse limits). tRPC lists its
// procedures only through its internal `_def`, so this table is written by hand, and two checks
// keep it whole: the compiler refuses a table without a row for each path in
// inferRouterInputs<AppRouter>, and listProcedureRows() refuses, at run time, a table whose paths
// differ from the router's own (walked through its public records, no `_def`).

import {
  applicationSchema,
  availabilitySettingsSchema,
  bookingIdInputSchema,
  bookingLinkInputSchema,
  contactMessageSchema,
  createBookingInputSchema,
  customerRatingInputSchema,
  favouriteInputSchema,
  hideMessageInputSchema,
  hideReviewInputSchema,
  keysetPageInputSchema,
  loginSchema,
  markReadInputSchema,
  onMyWayInputSchema,
  pageInputSchema,
  postMessageInputSchema,
  profileUpdateSchema,
  pushEndpointInputSchema,
  pushOptInsInputSchema,
  pushSubscribeInputSchema,
  quickRequestSchema,
  requestedProInputSchema,
  requestPasswordResetSchema,
  rescheduleInputSchema,
  reviewByLinkInputSchema,
  reviewInputSchema,
  setPasswordSchema,
  signUpSchema,
  siteImageFocalPointInputSchema,
  siteImageSlotInputSchema,
  slotsInputSchema,
  specialitiesSchema,
  tipByLinkInputSchema,
  tipInputSchema,
  verifyEmailSchema,
} from "@primp/core";
import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../root.ts";
import { appRouter } from "../root.ts";
import { accountIdInputSchema, myBookingsInputSchema } from "../routers/account/account.schema.ts";
import {
  adminBookingsInputSchema,
  holdPayoutInputSchema,
  marketplaceInputSchema,
  payoutReportInputSchema,
  prosInputSchema,
  proUserIdInputSchema,
  retryJobInputSchema,
} from "../routers/admin/admin.schema.ts";
import { applicantIdInputSchema } from "../routers/applicant/applicant.schema.ts";
import { proAvailabilityInputSchema } from "../routers/availability/availability.schema.ts";
import { confirmationSchema } from "../routers/booking/confirmation.schema.ts";
import { confirmNewCardHoldSchema, confirmPaymentSchema } from "../routers/booking/confirmPayment.schema.ts";
import { articlesSchema } from "../routers/content/articles.schema.ts";
import { blogPostSchema } from "../routers/content/blog-post.schema.ts";
import { liveBookingInputSchema, liveListInputSchema } from "../routers/live/live.schema.ts";
import { connectReturnSchema, proPageInputSchema, proProfileInputSchema } from "../routers/pro/pro.schema.ts";
import { computeQuoteSchema } from "../routers/quote/compute.schema.ts";
import { cityPageInputSchema, servicePageInputSchema } from "../routers/storefront/storefront.schema.ts";

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterName = keyof RouterInputs & string;
/** "router.procedure" for every procedure of the app router. */
export type ProcedurePath = { [Router in RouterName]: `${Router}.${keyof RouterInputs[Router] & string}` }[RouterName];
/** The input type of the procedure at a path. */
export type InputAt<Path> = Path extends `${infer Router extends RouterName}.${infer Name}`
  ? Name extends keyof RouterInputs[Router]
    ? RouterInputs[Router][Name]
    : never
  : never;

export type ProcedureKind = "query" | "mutation" | "subscription";

export interface ProcedureRow {
  type: ProcedureKind;
  /** The input schema the procedure parses; null for one that takes no input. */
  input: unknown;
}

/** A schema whose input type is the procedure's (any Standard Schema, as zod 4 schemas are). */
type SchemaOf<Input> = { readonly "~standard": { readonly types?: { readonly input: Input } | undefined } };
/** What inferRouterInputs says of a procedure without .input(). */
// biome-ignore lint/suspicious/noConfusingVoidType: tRPC types a procedure without input as void.
type NoInput = void;
/** A row whose input schema the compiler checks against the procedure's input type. */
type RowFor<Input> = { type: ProcedureKind; input: [Input] extends [NoInput] ? null : SchemaOf<Input> };

// Overloads, so a row without a schema is `null` (refused for a procedure that takes input)
// rather than whatever the table's type would suggest.
function query(): { type: "query"; input: null };
function query<Schema>(input: Schema): { type: "query"; input: Schema };
function query(input: unknown = null) {
  return { type: "query", input };
}
function mutation(): { type: "mutation"; input: null };
function mutation<Schema>(input: Schema): { type: "mutation"; input: Schema };
function mutation(input: unknown = null) {
  return { type: "mutation", input };
}
function subscription<Schema>(input: Schema): { type: "subscription"; input: Schema } {
  return { type: "subscription", input };
}

export const PROCEDURE_TABLE: { [Path in ProcedurePath]: RowFor<InputAt<Path>> } = {
  "auth.session": query(),
  "auth.signUp": mutation(signUpSchema),
  "auth.login": mutation(loginSchema),
  "auth.logout": mutation(),
  "auth.requestPasswordReset": mutation(requestPasswordResetSchema),
  "auth.resetPassword": mutation(setPasswordSchema),
  "auth.verifyEmail": mutation(verifyEmailSchema),

  "booking.catalogue": query(),
  "booking.paymentProvider": query(),
  "booking.createQuickRequest": mutation(quickRequestSchema),
  "booking.create": mutation(createBookingInputSchema),
  "booking.confirmPayment": mutation(confirmPaymentSchema),
  "booking.requestedPro": query(requestedProInputSchema),
  "booking.confirmation": mutation(confirmationSchema),
  "booking.newCardHold": mutation(bookingLinkInputSchema),
  "booking.confirmNewCardHold": mutation(confirmNewCardHoldSchema),

  "quote.compute": query(computeQuoteSchema),

  "account.bookings": query(myBookingsInputSchema),
  "account.bookingDetails": query(bookingIdInputSchema),
  "account.cancelBooking": mutation(bookingIdInputSchema),
  "account.rescheduleBooking": mutation(rescheduleInputSchema),
  "account.calendarInvite": query(bookingIdInputSchema),
  "account.bookAgain": query(bookingIdInputSchema),
  "account.favourites": query(),
  "account.setFavourite": mutation(favouriteInputSchema),
  "account.profile": query(accountIdInputSchema),
  "account.updateProfile": mutation(profileUpdateSchema),

  "pro.me": query(),
  "pro.confirmedBookings": query(keysetPageInputSchema),
  "pro.pendingBookings": query(keysetPageInputSchema),
  "pro.bookingForConfirmation": query(bookingIdInputSchema),
  "pro.acceptBooking": mutation(bookingIdInputSchema),
  "pro.declineBooking": mutation(bookingIdInputSchema),
  "pro.releaseBooking": mutation(bookingIdInputSchema),
  "pro.confirmReschedule": mutation(bookingIdInputSchema),
  "pro.declineReschedule": mutation(bookingIdInputSchema),
  "pro.onMyWay": mutation(onMyWayInputSchema),
  "pro.arrived": mutation(bookingIdInputSchema),
  "pro.markDone": mutation(bookingIdInputSchema),
  "pro.startConnectOnboarding": mutation(),
  "pro.saveConnectAccount": mutation(connectReturnSchema),
  "pro.profile": query(proProfileInputSchema),
  "pro.publicPage": query(proPageInputSchema),

  "storefront.servicePage": query(servicePageInputSchema),
  "storefront.cityPage": query(cityPageInputSchema),
  "storefront.homeServices": query(),
  "storefront.homeImages": query(),
  "pro.updateSpecialities": mutation(specialitiesSchema),
  "pro.tips": query(),

  "applicant.submit": mutation(applicationSchema),
  "applicant.listPending": query(pageInputSchema),
  "applicant.listAccepted": query(pageInputSchema),
  "applicant.get": query(applicantIdInputSchema),
  "applicant.accept": mutation(applicantIdInputSchema),
  "applicant.decline": mutation(applicantIdInputSchema),

  "admin.overview": query(),
  "admin.bookings": query(adminBookingsInputSchema),
  "admin.cancelBooking": mutation(bookingIdInputSchema),
  "admin.rescheduleBooking": mutation(rescheduleInputSchema),
  "admin.payOut": mutation(bookingIdInputSchema),
  "admin.holdPayout": mutation(holdPayoutInputSchema),
  "admin.operations": query(),
  "admin.marketplace": query(marketplaceInputSchema),
  "admin.retryJob": mutation(retryJobInputSchema),
  "admin.payoutReport": query(payoutReportInputSchema),
  "admin.pros": query(prosInputSchema),
  "admin.remindConnect": mutation(proUserIdInputSchema),
  "admin.siteImages": query(),
  "admin.setSiteImageFocalPoint": mutation(siteImageFocalPointInputSchema),
  "admin.removeSiteImage": mutation(siteImageSlotInputSchema),

  "availability.slots": query(slotsInputSchema),
  "availability.mine": query(),
  "availability.saveMine": mutation(availabilitySettingsSchema),
  "availability.ofPro": query(proUserIdInputSchema),
  "availability.saveForPro": mutation(proAvailabilityInputSchema),

  "content.site": query(),
  "content.testimonials": query(),
  "content.blogPosts": query(),
  "content.blog": query(),
  "content.blogPost": query(blogPostSchema),
  "content.articles": query(articlesSchema),
  "content.sendContactMessage": mutation(contactMessageSchema),

  "review.rateBooking": mutation(reviewInputSchema),
  "review.tip": mutation(tipInputSchema),
  "review.tipNewCard": mutation(tipInputSchema),
  "review.confirmTip": mutation(confirmPaymentSchema),
  "review.linkedBooking": mutation(bookingLinkInputSchema),
  "review.rateByLink": mutation(reviewByLinkInputSchema),
  "review.tipByLink": mutation(tipByLinkInputSchema),
  "review.tipNewCardByLink": mutation(tipByLinkInputSchema),
  "review.rateCustomer": mutation(customerRatingInputSchema),
  "review.hide": mutation(hideReviewInputSchema),
  "review.ratedPros": query(),

  "conversation.thread": query(bookingIdInputSchema),
  "conversation.post": mutation(postMessageInputSchema),
  "conversation.markRead": mutation(markReadInputSchema),
  "conversation.hide": mutation(hideMessageInputSchema),
  "live.booking": subscription(liveBookingInputSchema),
  "live.bookings": subscription(liveListInputSchema),
  "live.offers": subscription(liveListInputSchema),
  "push.settings": query(),
  "push.subscription": query(pushEndpointInputSchema),
  "push.subscribe": mutation(pushSubscribeInputSchema),
  "push.setOptIns": mutation(pushOptInsInputSchema),
  "push.unsubscribe": mutation(pushEndpointInputSchema),
};

// A built router carries its record of routers and procedures beside these two of tRPC's own,
// which are skipped, never read.
const TRPC_OWN_KEYS = new Set(["_def", "createCaller"]);

/** The router's procedure paths, read from its public record (nested routers are plain records). */
function routerPaths(record: object, prefix: string): string[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (!prefix && TRPC_OWN_KEYS.has(key)) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "function") return [path];
    return typeof value === "object" && value !== null ? routerPaths(value, path) : [];
  });
}

/** The table as a list, once it is known to name exactly the router's procedures. */
export function listProcedureRows(): Array<ProcedureRow & { path: ProcedurePath }> {
  const inRouter = routerPaths(appRouter, "").sort();
  const inTable = Object.keys(PROCEDURE_TABLE).sort();
  if (inRouter.join() !== inTable.join()) {
    const missing = inRouter.filter((path) => !inTable.includes(path));
    const extra = inTable.filter((path) => !inRouter.includes(path));
    throw new Error(
      `PROCEDURE_TABLE is out of date: missing ${missing.join(", ") || "none"}; extra ${extra.join(", ") || "none"}`,
    );
  }
  return Object.entries<ProcedureRow>(PROCEDURE_TABLE).map(([path, row]) => ({ path: path as ProcedurePath, ...row }));
}
