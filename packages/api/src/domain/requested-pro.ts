// The one professional a booking may ask for: who may be asked (a pro of the appointment's
// state), what the booking form shows of them, and which pros a requested booking is offered to.
import {
  exclusiveRequestBounds,
  isExclusiveRequest,
  REQUESTED_PRO_ELSEWHERE,
  REQUESTED_PRO_NOT_FOUND,
  requestExclusiveUntil,
  reviewerName,
} from "@primp/core";
import type { Booking, Db, Prisma } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Expression, SqlBool } from "kysely";
import {
  type PaidBookingFacts,
  requestedBookingToPro,
  requestLapsedToCustomer,
  requestLapsedToPro,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import type { BookingExpressions } from "./booking-access.ts";
import { changeBooking } from "./booking-changes.ts";
import { bookingMailFacts, proBookingUrl } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";

async function findPro(db: Db, proUserId: string) {
  const user = await db.user.findUnique({
    where: { id: proUserId },
    select: {
      id: true,
      role: true,
      firstName: true,
      lastName: true,
      avatarUrl: true,
      proProfile: { select: { state: true } },
    },
  });
  return user?.role === "PRO" && user.proProfile ? { ...user, state: user.proProfile.state } : null;
}

/** The booking form's "You asked for …": the pro's first name and last initial, photo and state. */
export async function requestedProCard(db: Db, proUserId: string) {
  const pro = await findPro(db, proUserId);
  if (!pro) throw new TRPCError({ code: "NOT_FOUND", message: REQUESTED_PRO_NOT_FOUND });
  return {
    userId: pro.id,
    name: reviewerName(pro.firstName, pro.lastName),
    avatarUrl: pro.avatarUrl,
    state: pro.state,
  };
}

/** Refuses a request for someone who is not a pro, or a pro who does not serve the appointment's state. */
export async function assertRequestable(db: Db, proUserId: string, state: string) {
  const pro = await findPro(db, proUserId);
  if (!pro) throw new TRPCError({ code: "BAD_REQUEST", message: REQUESTED_PRO_NOT_FOUND });
  if (pro.state !== state) throw new TRPCError({ code: "BAD_REQUEST", message: REQUESTED_PRO_ELSEWHERE });
}

/**
 * Bookings `proId` may see and take as far as requests go (core's `isOfferedTo`, as a query):
 * no request, a request for them, a declined request, or one whose exclusive window is over.
 * The one statement of the rule: the pending list reads by it, acceptance claims by it.
 */
export function offeredToProCondition(eb: BookingExpressions, proId: string, now: Date): Expression<SqlBool> {
  const { paidAfter, appointmentAfter } = exclusiveRequestBounds(now);
  return eb.or([
    eb("b.requestedProId", "is", null),
    eb("b.requestedProId", "=", proId),
    eb("b.requestDeclinedAt", "is not", null),
    eb("b.paidAt", "is", null),
    eb("b.paidAt", "<=", paidAfter),
    eb("b.appointmentAt", "<=", appointmentAfter),
  ]);
}

/**
 * The pro the customer asked for, told of the newly paid booking first and alone while the
 * request is exclusive. Other pros hear of a booking through the dispatch's waves of offers, and
 * the whole state once the waves have run out (dispatch.ts).
 */
export async function requestedProMail(
  tx: Prisma.TransactionClient,
  appUrl: string,
  booking: PaidBookingFacts &
    Pick<Booking, "id" | "requestedProId" | "requestDeclinedAt" | "paidAt" | "appointmentAt" | "timeZone">,
  now: Date,
) {
  if (!booking.requestedProId || !booking.paidAt || !isExclusiveRequest(booking, now)) return [];
  const pro = await tx.user.findUnique({
    where: { id: booking.requestedProId },
    select: { email: true, firstName: true },
  });
  const until = { at: requestExclusiveUntil(booking.paidAt, booking.appointmentAt), timeZone: booking.timeZone };
  return pro ? [requestedBookingToPro(pro, booking, proBookingUrl(appUrl, booking.id), until)] : [];
}

/**
 * The requested pro says no while the booking waits for them alone: every pro of the state may
 * take it at once, and the next dispatch sweep offers it to the ranked pros.
 */
export async function declineRequest(deps: Pick<Services, "db" | "live">, booking: Booking, now: Date) {
  await changeBooking(deps, booking.id, async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, status: "PENDING", requestedProId: booking.requestedProId, requestDeclinedAt: null },
      data: { requestDeclinedAt: now },
    });
    return count === 1;
  });
}

/** A requested booking whose exclusive window is over, unanswered and not yet announced to the pool. */
function lapsedRequest(now: Date): Prisma.BookingWhereInput {
  const { paidAfter, appointmentAfter } = exclusiveRequestBounds(now);
  return {
    status: "PENDING",
    requestedProId: { not: null },
    requestDeclinedAt: null,
    requestLapsedAt: null,
    paidAt: { not: null },
    OR: [{ paidAt: { lte: paidAfter } }, { appointmentAt: { lte: appointmentAfter } }],
  };
}

/**
 * The requested pro let their exclusive window pass: the booking is the pool's (the pending list
 * shows it from that instant) and the dispatch offers it to the ranked pros, the customer learns
 * their pro has not answered and the pro that the booking is now open to all. Once per booking: the
 * conditional update that sets requestLapsedAt is the record; a pro accepting meanwhile wins.
 * Answers how many bookings were opened.
 */
export async function openLapsedRequests(
  deps: Pick<Services, "db" | "config" | "jobs" | "live">,
  now: Date,
  batch = 100,
) {
  const due = await deps.db.booking.findMany({
    where: lapsedRequest(now),
    orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
    take: batch,
  });
  let opened = 0;
  for (const booking of due) {
    const done = await changeBooking(deps, booking.id, async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: booking.id, ...lapsedRequest(now) },
        data: { requestLapsedAt: now },
      });
      if (count !== 1) return false;
      const requested = await tx.user.findUnique({
        where: { id: booking.requestedProId ?? "" },
        select: { email: true, firstName: true },
      });
      const facts = bookingMailFacts(booking);
      await mailInTransaction(
        deps.jobs,
        tx,
        [
          requestLapsedToCustomer(booking, facts, requested?.firstName ?? null),
          ...(requested ? [requestLapsedToPro(requested, facts, proBookingUrl(deps.config.appUrl, booking.id))] : []),
        ],
        now,
      );
      return true;
    });
    if (done) opened++;
  }
  return opened;
}
