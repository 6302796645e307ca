// Moving an appointment, and the pro's answer to the move. The move and its history row are
// one transaction, conditional on the booking being as read (status, time, not done, not
// paid out), so a pro accepting, an admin paying or a second reschedule at the same moment
// cannot interleave with it. The e-mails and updated invites are written in the same
// transaction, with the jobs that send them after the commit; a move's e-mails wait a few
// minutes for a further move to fold into them, and go out at once when the pro answers.
import {
  BOOKING_NOT_FOUND,
  type BookingAnswers,
  checkReschedule,
  LIFECYCLE,
  type RescheduleInput,
  rescheduleConfirmDeadline,
  serviceDescription,
  TIME_ZONES,
  type TimeZoneId,
} from "@primp/core";
import type { Booking, Db, Prisma } from "@primp/db";
import type { MailMessageInput } from "@primp/mail";
import { TRPCError } from "@trpc/server";
import {
  bookingRescheduledToAdmin,
  bookingRescheduledToCustomer,
  type MovedBooking,
  rescheduleConfirmedToCustomer,
  rescheduleReleasedToCustomer,
  rescheduleReleasedToStaff,
  rescheduleToConfirmToPro,
} from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import type { ProActor } from "./acceptance.ts";
import type { Viewer } from "./booking-access.ts";
import { changeBooking } from "./booking-changes.ts";
import { attendee, inviteAttachment } from "./calendar-invite.ts";
import { actingAsCustomerOrAdmin } from "./cancellation.ts";
import { adminRecipients, bookingMailFacts, fullName, proBookingUrl } from "./dashboard-recipients.ts";
import { coalescedMailInTransaction, mailInTransaction, sendWaitingMailNow } from "./mail-in-transaction.ts";
import { refusingOverlap } from "./pro-overlap.ts";

export const RESCHEDULE_CHANGED = "This booking changed while you were moving it. Please refresh and try again.";
export const NO_RESCHEDULE_TO_ANSWER = "There is no new time waiting for your answer on this booking.";
export const RESCHEDULE_CONFIRMED = "Thank you! The new time is confirmed and the customer has been told.";
export const RESCHEDULE_DECLINED =
  "Thank you for letting us know. The booking is open to the other professionals of your state again.";

type Deps = Pick<Services, "db" | "config" | "jobs" | "live">;

const local = (b: Pick<Booking, "localDate" | "localTime">) => `${b.localDate} ${b.localTime}`;

/** The confirmation sentence names the date and time, so a move writes it again. */
function describeMoved(booking: Booking, to: { date: string; time: string }) {
  const zone = TIME_ZONES.find((candidate) => candidate.iana === booking.timeZone)?.id ?? booking.timeZone;
  return serviceDescription({
    serviceName: booking.serviceName,
    answers: booking.answers as Partial<BookingAnswers>,
    schedule: { date: to.date, time: to.time, timeZone: zone as TimeZoneId },
    place: { city: booking.aptCity, state: booking.aptState },
    totalCents: booking.totalCents,
  });
}

async function findPro(db: Db | Prisma.TransactionClient, proId: string | null) {
  if (!proId) return null;
  return db.user.findUnique({ where: { id: proId }, select: { email: true, firstName: true, lastName: true } });
}

const MOVED_MAIL_WINDOW_MS = LIFECYCLE.rescheduleMailWindowMinutes * 60_000;

/** The coalescing keys of one booking's moved e-mails start with this; the recipient follows. */
export const movedMailKeyPrefix = (bookingId: string) => `booking-moved:${bookingId}:`;

/**
 * Where the booking was before the oldest move a waiting e-mail covers (the first one since
 * `since`), or before this move when no e-mail waits.
 */
async function movedFrom(tx: Prisma.TransactionClient, before: Booking, since: Date | null) {
  const first = since
    ? await tx.bookingChange.findFirst({
        where: { bookingId: before.id, kind: "RESCHEDULED", createdAt: { gte: since } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { fromLocal: true },
      })
    : null;
  const [localDate, localTime] = first?.fromLocal?.split(" ") ?? [];
  return bookingMailFacts(localDate && localTime ? { ...before, localDate, localTime } : before);
}

/** One recipient's e-mail about a move; `recipient` (part and address) completes its coalescing key. */
interface MovedLetter {
  recipient: string;
  compose(move: MovedBooking): MailMessageInput;
}

/**
 * The updated invite to the customer, the request to confirm to a pro who had accepted, a
 * notice to administrators: each coalesces with the same recipient's e-mail about an earlier
 * move of this booking still waiting to be sent, so a burst of moves is one e-mail each.
 */
async function mailMoved(
  deps: Deps,
  tx: Prisma.TransactionClient,
  before: Booking,
  moved: Booking,
  actingAs: "CUSTOMER" | "ADMIN",
  now: Date,
) {
  const awaitingPro = moved.rescheduleRequestedAt !== null;
  const invite = (to: Parameters<typeof attendee>[0]) =>
    inviteAttachment(moved, "REQUEST", { ...deps.config, attendee: attendee(to) });
  const pro = awaitingPro ? await findPro(tx, moved.assignedProId) : null;
  const confirmUrl = proBookingUrl(deps.config.appUrl, moved.id);
  const byName = actingAs === "ADMIN" ? "An administrator" : fullName(moved);
  const letters: MovedLetter[] = [
    {
      recipient: `customer:${moved.email}`,
      compose: (move) => ({
        ...bookingRescheduledToCustomer({ email: moved.email, firstName: moved.firstName }, move),
        attachments: [invite(moved)],
      }),
    },
    ...(pro
      ? [
          {
            recipient: `pro:${pro.email}`,
            compose: (move: MovedBooking) => ({
              ...rescheduleToConfirmToPro(pro, move, confirmUrl),
              attachments: [invite(pro)],
            }),
          },
        ]
      : []),
    ...(await adminRecipients(tx)).map((admin) => ({
      recipient: `admin:${admin.email}`,
      compose: (move: MovedBooking) => bookingRescheduledToAdmin(admin, move, byName),
    })),
  ];
  for (const { recipient, compose } of letters) {
    await coalescedMailInTransaction(
      deps.jobs,
      tx,
      movedMailKeyPrefix(moved.id) + recipient,
      async (since) => compose({ from: await movedFrom(tx, before, since), to: bookingMailFacts(moved), awaitingPro }),
      now,
      MOVED_MAIL_WINDOW_MS,
    );
  }
}

/**
 * A customer (or an administrator) moves a paid booking to a new local date and time in its
 * own zone. An accepted booking keeps its pro, who must confirm the new time within
 * LIFECYCLE.rescheduleConfirmHours, else it returns to the state's pool.
 */
/**
 * A moved appointment is a new day: the day-of steps and alerts of the old time (an administrator
 * may move one on its day) belong to it, so the new time gets its own, sent once again.
 */
const DAY_OF_STARTS_AGAIN = {
  onMyWayAt: null,
  etaMinutes: null,
  arrivedAt: null,
  notOnTheWayAlertSentAt: null,
  safetyCheckAlertSentAt: null,
  startsSoonAlertSentAt: null,
} as const;

export async function rescheduleBooking(deps: Deps, viewer: Viewer, input: RescheduleInput, now = new Date()) {
  const { db } = deps;
  const booking = await db.booking.findUnique({ where: { id: input.bookingId } });
  const actingAs = booking ? await actingAsCustomerOrAdmin(db, viewer, booking) : null;
  if (!booking || !actingAs) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (input.seenAppointmentAt && input.seenAppointmentAt.getTime() !== booking.appointmentAt.getTime()) {
    throw new TRPCError({ code: "CONFLICT", message: RESCHEDULE_CHANGED });
  }

  const movesByCustomer =
    actingAs === "CUSTOMER"
      ? await db.bookingChange.count({ where: { bookingId: booking.id, kind: "RESCHEDULED", actorRole: "CUSTOMER" } })
      : 0;
  const check = checkReschedule(booking, input, now, { byAdmin: actingAs === "ADMIN", movesByCustomer });
  if (!check.ok) throw new TRPCError({ code: "BAD_REQUEST", message: check.message });

  const awaitingPro = booking.status === "ACCEPTED";
  const moved = await changeBooking(deps, booking.id, async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: {
        id: booking.id,
        status: booking.status,
        appointmentAt: booking.appointmentAt,
        assignedProId: booking.assignedProId,
        doneAt: null,
        payoutTransferId: null,
      },
      data: {
        appointmentAt: check.appointmentAt,
        localDate: input.date,
        localTime: input.time,
        serviceDesc: describeMoved(booking, input),
        inviteSequence: { increment: 1 },
        rescheduleRequestedAt: awaitingPro ? now : null,
        ...DAY_OF_STARTS_AGAIN,
      },
    });
    if (count !== 1) return null;
    await tx.bookingChange.create({
      data: {
        bookingId: booking.id,
        kind: "RESCHEDULED",
        actorId: viewer.id,
        actorRole: actingAs,
        fromAppointmentAt: booking.appointmentAt,
        toAppointmentAt: check.appointmentAt,
        fromLocal: local(booking),
        toLocal: `${input.date} ${input.time}`,
        createdAt: now,
      },
    });
    const after = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    await mailMoved(deps, tx, booking, after, actingAs, now);
    return after;
  });
  if (!moved) throw new TRPCError({ code: "CONFLICT", message: RESCHEDULE_CHANGED });
  return {
    message: awaitingPro
      ? "Your booking has moved. We have asked your professional to confirm the new time."
      : "Your booking has moved. We have e-mailed you an updated calendar invite.",
    appointmentAt: moved.appointmentAt,
    confirmBy: awaitingPro ? rescheduleConfirmDeadline(now) : null,
  };
}

/** Another pro's booking does not exist for this one, so ids cannot be probed. */
async function assertAssignedTo(db: Db, proId: string, bookingId: string) {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, assignedProId: true, appointmentAt: true, durationMinutes: true },
  });
  if (booking?.assignedProId !== proId) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  return booking;
}

/**
 * The assigned pro accepts the moved time: the booking is simply accepted again. Until then the
 * move held no time of theirs, so a pro who took another booking at the new time is refused.
 */
export async function confirmReschedule(
  deps: Deps & Pick<Services, "sql">,
  pro: ProActor,
  bookingId: string,
  now = new Date(),
) {
  const { db } = deps;
  const moving = await assertAssignedTo(db, pro.id, bookingId);
  const confirmed = await refusingOverlap(deps.sql, pro.id, moving, () =>
    changeBooking(deps, bookingId, async (tx) => {
      const { count } = await tx.booking.updateMany({
        where: { id: bookingId, status: "ACCEPTED", assignedProId: pro.id, rescheduleRequestedAt: { not: null } },
        data: { rescheduleRequestedAt: null },
      });
      if (count !== 1) return null;
      await tx.bookingChange.create({
        data: { bookingId, kind: "RESCHEDULE_CONFIRMED", actorId: pro.id, actorRole: "PRO", createdAt: now },
      });
      const booking = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
      const customer = { email: booking.email, firstName: booking.firstName };
      // The news of the move goes out before the news of its answer.
      await sendWaitingMailNow(deps.jobs, tx, { keyPrefix: movedMailKeyPrefix(bookingId) }, now);
      await mailInTransaction(
        deps.jobs,
        tx,
        [rescheduleConfirmedToCustomer(customer, bookingMailFacts(booking), fullName(pro))],
        now,
      );
      return booking;
    }),
  );
  if (!confirmed) throw new TRPCError({ code: "CONFLICT", message: NO_RESCHEDULE_TO_ANSWER });
  return { message: RESCHEDULE_CONFIRMED };
}

/**
 * Returns a moved booking still awaiting its pro to the state's pool, as ACCEPTED -> PENDING
 * (the move the pro's release makes). `proId` is the declining pro, or null for the timeout,
 * which only acts once the confirmation window has passed. Null when nothing changed.
 */
async function releaseMovedBooking(deps: Deps, bookingId: string, proId: string | null, now: Date) {
  const windowStart = new Date(now.getTime() - LIFECYCLE.rescheduleConfirmHours * 3_600_000);
  return changeBooking(deps, bookingId, async (tx) => {
    const before = await tx.booking.findUnique({ where: { id: bookingId } });
    if (!before?.assignedProId) return null;
    const { count } = await tx.booking.updateMany({
      where: {
        id: bookingId,
        status: "ACCEPTED",
        assignedProId: proId ?? before.assignedProId,
        rescheduleRequestedAt: proId ? { not: null } : { lte: windowStart },
        doneAt: null,
        payoutTransferId: null,
      },
      data: {
        status: "PENDING",
        assignedProId: null,
        acceptedAt: null,
        rescheduleRequestedAt: null,
        inviteSequence: { increment: 1 },
      },
    });
    if (count !== 1) return null;
    await tx.bookingChange.create({
      data: {
        bookingId,
        kind: proId ? "RESCHEDULE_DECLINED" : "RESCHEDULE_EXPIRED",
        actorId: proId,
        actorRole: proId ? "PRO" : null,
        createdAt: now,
      },
    });
    const after = await tx.booking.findUniqueOrThrow({ where: { id: bookingId } });
    const facts = bookingMailFacts(after);
    const why = proId ? "declined" : "expired";
    const pro = await findPro(tx, before.assignedProId);
    await sendWaitingMailNow(deps.jobs, tx, { keyPrefix: movedMailKeyPrefix(bookingId) }, now);
    await mailInTransaction(
      deps.jobs,
      tx,
      [
        rescheduleReleasedToCustomer({ email: after.email, firstName: after.firstName }, facts),
        // The pro's calendar holds the moved invite: take it off.
        ...(pro
          ? [
              {
                ...rescheduleReleasedToStaff(pro, facts, why),
                attachments: [inviteAttachment(after, "CANCEL", { ...deps.config, attendee: attendee(pro) })],
              },
            ]
          : []),
        ...(await adminRecipients(tx)).map((admin) => rescheduleReleasedToStaff(admin, facts, why)),
      ],
      now,
    );
    return after;
  });
}

/** The assigned pro cannot make the new time: the booking goes back to the state's pool. */
export async function declineReschedule(deps: Deps, pro: ProActor, bookingId: string, now = new Date()) {
  await assertAssignedTo(deps.db, pro.id, bookingId);
  const released = await releaseMovedBooking(deps, bookingId, pro.id, now);
  if (!released) throw new TRPCError({ code: "CONFLICT", message: NO_RESCHEDULE_TO_ANSWER });
  return { message: RESCHEDULE_DECLINED };
}

export type ExpireOutcome =
  | { expired: true }
  | { expired: false; reason: "not found" | "not waiting for a pro" | "still within the confirmation window" };

/**
 * For the job engine, at rescheduleConfirmDeadline(requestedAt): a moved booking its pro has
 * not confirmed in time returns to the state's pool, with the same e-mails as a decline.
 * Safe to run twice, late, or after the pro answered: it then changes nothing and says why.
 */
export async function expireRescheduleConfirmation(deps: Deps, bookingId: string, now: Date): Promise<ExpireOutcome> {
  if (await releaseMovedBooking(deps, bookingId, null, now)) return { expired: true };
  const current = await deps.db.booking.findUnique({
    where: { id: bookingId },
    select: { status: true, rescheduleRequestedAt: true },
  });
  if (!current) return { expired: false, reason: "not found" };
  if (current.status !== "ACCEPTED" || !current.rescheduleRequestedAt) {
    return { expired: false, reason: "not waiting for a pro" };
  }
  return { expired: false, reason: "still within the confirmation window" };
}

/**
 * Moved bookings whose confirmation window has passed, oldest first: what a sweep hands to
 * expireRescheduleConfirmation when a scheduled job was lost (the bookings are the record).
 */
export async function rescheduleConfirmationsDue(db: Db, now: Date, limit = 100): Promise<string[]> {
  const windowStart = new Date(now.getTime() - LIFECYCLE.rescheduleConfirmHours * 3_600_000);
  const rows = await db.booking.findMany({
    where: { status: "ACCEPTED", rescheduleRequestedAt: { lte: windowStart } },
    orderBy: [{ rescheduleRequestedAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
