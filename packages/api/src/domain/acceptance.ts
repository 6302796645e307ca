// A pro's answer on /booking-confirmation: accept (first pro wins), decline (nothing is
// written), or later release an accepted booking back to the other pros of the state.
import {
  BOOKING_ACCEPTED,
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  type BookingAnswers,
  bookingStyle,
  dayOfTimeline,
  isExclusiveRequest,
  isOfferedTo,
  rescheduleConfirmDeadline,
} from "@primp/core";
import { type Booking, type Db, kyselyOverPrisma } from "@primp/db";
import { TRPCError } from "@trpc/server";
import {
  bookingAcceptedToAdmin,
  bookingAcceptedToCustomer,
  bookingAcceptedToPro,
  bookingReleasedToAdmin,
  bookingReleasedToCustomer,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { changeBooking } from "./booking-changes.ts";
import { attendee, inviteAttachment } from "./calendar-invite.ts";
import { answerLines } from "./dashboard-booking.ts";
import { adminRecipients, bookingMailFacts, fullName, proBookingUrl } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";
import { refusingOverlap } from "./pro-overlap.ts";
import { pushInTransaction } from "./push-in-transaction.ts";
import { declineRequest, offeredToProCondition } from "./requested-pro.ts";

export const APPOINTMENT_PASSED = "This appointment time has already passed.";
export const DECLINE_THANKS = "Thank you for your response! This booking stays open for other professionals.";
export const NOT_YOUR_BOOKING = "Only the professional who accepted this booking can release it.";
export const DONE_NOT_RELEASABLE = "This booking is marked done, so it can no longer be released.";
export const NO_PRO_PROFILE = "Your professional profile is missing. Please contact us.";

type Deps = Pick<Services, "db" | "sql" | "config" | "jobs" | "live" | "push">;
export interface ProActor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

async function proState(db: Db, proUserId: string): Promise<string> {
  const profile = await db.proProfile.findUnique({ where: { userId: proUserId }, select: { state: true } });
  if (!profile) throw new TRPCError({ code: "FORBIDDEN", message: NO_PRO_PROFILE });
  return profile.state;
}

/**
 * A pro sees a booking when it is theirs, or when it was paid for in their state and is not,
 * for now, offered to the one pro its customer asked for.
 */
function visibleToPro(booking: Booking, proId: string, state: string, now: Date) {
  if (booking.assignedProId === proId) return true;
  if (booking.aptState !== state || booking.status === "AWAITING_PAYMENT") return false;
  return booking.status !== "PENDING" || isOfferedTo(booking, proId, now);
}

async function findVisibleBooking(db: Db, proId: string, bookingId: string, now = new Date()) {
  const state = await proState(db, proId);
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (!booking || !visibleToPro(booking, proId, state, now)) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  return { booking, state };
}

export type ConfirmationState = "open" | "acceptedByYou" | "accepted" | "cancelled" | "completed";

/**
 * What /booking-confirmation shows a pro. An open booking shows what the job is, where (city
 * and ZIP) and what it pays, but not the customer's contact details: those are for the pro
 * who accepts it.
 */
export async function bookingForConfirmation(db: Db, proId: string, bookingId: string, now = new Date()) {
  const { booking } = await findVisibleBooking(db, proId, bookingId, now);
  const state: ConfirmationState =
    booking.status === "CANCELLED"
      ? "cancelled"
      : booking.assignedProId === proId
        ? booking.status === "COMPLETED"
          ? "completed"
          : "acceptedByYou"
        : booking.status === "PENDING"
          ? "open"
          : "accepted";
  const showJob = state === "open" || state === "acceptedByYou" || state === "completed";
  return {
    state,
    message: state === "cancelled" ? BOOKING_CANCELLED : state === "accepted" ? BOOKING_ACCEPTED : null,
    appointmentPassed: booking.appointmentAt <= now,
    /** The customer asked for this pro and nobody else may take it yet: they may decline it to the pool. */
    requestedOfYou: booking.requestedProId === proId && isExclusiveRequest(booking, now),
    // Only the booking's own pro answers a move and takes the day-of steps up to done.
    yours:
      state === "acceptedByYou"
        ? {
            confirmNewTimeBy: booking.rescheduleRequestedAt
              ? rescheduleConfirmDeadline(booking.rescheduleRequestedAt)
              : null,
            doneAt: booking.doneAt,
            dayOf: dayOfTimeline(booking, now),
            timeZone: booking.timeZone,
          }
        : null,
    booking: showJob
      ? {
          id: booking.id,
          serviceType: booking.serviceType,
          serviceName: booking.serviceName,
          // The style, not the stored sentence: that one thanks the customer for booking.
          style: bookingStyle(booking.answers as Partial<BookingAnswers>),
          customerFirstName: booking.firstName,
          localDate: booking.localDate,
          localTime: booking.localTime,
          timeZone: booking.timeZone,
          aptCity: booking.aptCity,
          aptState: booking.aptState,
          aptZip: booking.aptZip,
          payoutCents: booking.payoutCents,
          postedAt: booking.createdAt,
          answers: await answerLines(db, booking.answers),
        }
      : null,
  };
}

/**
 * Accepts a booking for the pro. The update only matches a booking that is still pending,
 * unassigned, in the pro's state and offered to them (the pending list's own condition), so when
 * many pros accept at once exactly one row changes and everyone else is told, in the words the
 * page then shows, that it has been accepted. It runs in Prisma's transaction, with the e-mails.
 * A pro who already holds an appointment at that time is refused, naming it.
 */
export async function acceptBooking(deps: Deps, pro: ProActor, bookingId: string, now = new Date()) {
  const { db } = deps;
  const { booking, state } = await findVisibleBooking(db, pro.id, bookingId, now);
  if (booking.status === "PENDING" && booking.appointmentAt <= now) {
    throw new TRPCError({ code: "BAD_REQUEST", message: APPOINTMENT_PASSED });
  }
  if (!(await claimBooking(deps, pro, booking, state, now))) {
    const current = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
    // A double click by the winner is not an error.
    if (current.assignedProId === pro.id && current.status === "ACCEPTED") return { message: BOOKING_ACCEPTED };
    if (current.status === "CANCELLED") throw new TRPCError({ code: "CONFLICT", message: BOOKING_CANCELLED });
    throw new TRPCError({ code: "CONFLICT", message: BOOKING_ACCEPTED });
  }
  return { message: BOOKING_ACCEPTED };
}

/**
 * The claim itself, for a pro's accept and for an instant booking alike: the update only
 * matches a booking that is still pending, unassigned, in the pro's state and offered to them,
 * and commits with the e-mails and invites it causes. Answers whether this call took it; the
 * database refuses it (a CONFLICT naming the appointment) when the pro already holds one then.
 */
export async function claimBooking(deps: Deps, pro: ProActor, booking: Booking, state: string, now: Date) {
  const facts = bookingMailFacts(booking);
  const proName = fullName(pro);
  // The claim and the e-mails it causes commit together (DESIGN.md, "One transaction per change").
  return refusingOverlap(deps.sql, pro.id, booking, () =>
    changeBooking(deps, booking.id, async (tx) => {
      const claim = await kyselyOverPrisma(tx)
        .updateTable("Booking as b")
        .set({ status: "ACCEPTED", assignedProId: pro.id, acceptedAt: now, updatedAt: now })
        .where("b.id", "=", booking.id)
        .where("b.status", "=", "PENDING")
        .where("b.assignedProId", "is", null)
        .where("b.aptState", "=", state)
        .where((eb) => offeredToProCondition(eb, pro.id, now))
        .executeTakeFirst();
      if (claim.numUpdatedRows !== 1n) return false;
      // Both sides get the now confirmed event, each named as its attendee.
      const accepted = { ...booking, assignedProId: pro.id };
      const invite = (to: Parameters<typeof attendee>[0]) =>
        inviteAttachment(accepted, "REQUEST", { ...deps.config, attendee: attendee(to) });
      await mailInTransaction(
        deps.jobs,
        tx,
        [
          {
            ...bookingAcceptedToCustomer({ email: booking.email, firstName: booking.firstName }, facts, proName),
            attachments: [invite(booking)],
          },
          {
            ...bookingAcceptedToPro(pro, facts, proBookingUrl(deps.config.appUrl, booking.id)),
            attachments: [invite(pro)],
          },
          ...(await adminRecipients(tx)).map((admin) => bookingAcceptedToAdmin(admin, facts, proName)),
        ],
        now,
      );
      await pushInTransaction(deps, tx, { topic: "acceptance", bookingId: booking.id });
      return true;
    }),
  );
}

/**
 * Declining writes nothing (the spec's rule): the booking stays open for other pros. The pro a
 * customer asked for is the exception: their no sends the booking to the state's pool at once.
 */
export async function declineBooking(deps: Deps, proId: string, bookingId: string, now = new Date()) {
  const { booking } = await findVisibleBooking(deps.db, proId, bookingId, now);
  if (booking.requestedProId === proId && booking.status === "PENDING" && isExclusiveRequest(booking, now)) {
    await declineRequest(deps, booking, now);
  }
  return { message: DECLINE_THANKS };
}

/** The assigned pro hands an accepted booking back: it is pending again for the state's pros. */
export async function releaseBooking(deps: Deps, pro: ProActor, bookingId: string, now = new Date()) {
  const { db } = deps;
  const { booking } = await findVisibleBooking(db, pro.id, bookingId);
  if (booking.doneAt) throw new TRPCError({ code: "BAD_REQUEST", message: DONE_NOT_RELEASABLE });
  const facts = bookingMailFacts(booking);
  const released = await changeBooking(deps, bookingId, async (tx) => {
    const update = await tx.booking.updateMany({
      where: { id: bookingId, status: "ACCEPTED", assignedProId: pro.id, doneAt: null },
      // A move this pro was asked to confirm goes with them: the next pro accepts the new time as it is.
      // The pro the customer asked for, handing it back, has answered the request too: it goes to everyone.
      data: {
        status: "PENDING",
        assignedProId: null,
        acceptedAt: null,
        rescheduleRequestedAt: null,
        ...(booking.requestedProId === pro.id ? { requestDeclinedAt: now } : {}),
      },
    });
    if (update.count !== 1) return false;
    // The history row is the pro's record: a release close to the appointment counts against their reliability.
    await tx.bookingChange.create({
      data: {
        bookingId,
        kind: "RELEASED",
        actorId: pro.id,
        actorRole: "PRO",
        fromAppointmentAt: booking.appointmentAt,
        createdAt: now,
      },
    });
    await mailInTransaction(
      deps.jobs,
      tx,
      [
        bookingReleasedToCustomer({ email: booking.email, firstName: booking.firstName }, facts),
        ...(await adminRecipients(tx)).map((admin) => bookingReleasedToAdmin(admin, facts, fullName(pro))),
      ],
      now,
    );
    return true;
  });
  if (!released) {
    throw new TRPCError({
      code: "CONFLICT",
      message: booking.status === "CANCELLED" ? BOOKING_CANCELLED : NOT_YOUR_BOOKING,
    });
  }
  return { message: "The booking has been released. We have let the customer know." };
}
