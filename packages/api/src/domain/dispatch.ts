// Who a paid booking goes to first: the pros of its state who can take it by the slot engine's
// own rules, ranked by core's rankPros; an instant booking, which a pro who opted in accepts at
// once through the same claim as their own "Accept"; and offers in waves to the ranked pros,
// each wave after a window that shrinks as the appointment nears, until one accepts or none
// is left; then every pro of the state is told, once. The state-wide pending list is unchanged
// throughout: any pro of the state may accept a booking they see there.
import { randomUUID } from "node:crypto";
import {
  DISPATCH,
  greatCircleMiles,
  isExclusiveRequest,
  isFreeFor,
  isLateRelease,
  rankPros,
  waveWindowMinutes,
} from "@primp/core";
import { type Booking, kyselyOverPrisma } from "@primp/db";
import { toE164 } from "@primp/sms";
import { TRPCError } from "@trpc/server";
import { bookingOfferTextToPro, bookingOfferToPro, newBookingToPro } from "../emails/index.ts";
import type { Services } from "../trpc.ts";
import { claimBooking } from "./acceptance.ts";
import { prosNear } from "./availability.ts";
import { announce } from "./booking-changes.ts";
import { bookingMailFacts, proBookingUrl } from "./dashboard-recipients.ts";
import { mailInTransaction } from "./mail-in-transaction.ts";
import { pushInTransaction } from "./push-in-transaction.ts";
import { locateZip } from "./zip-locations.ts";

type Deps = Pick<Services, "db" | "sql" | "config" | "jobs" | "live" | "push">;
const DAY_MS = 86_400_000;

/**
 * The pros who can take the booking now, best first: of its state, within reach, free for its
 * whole time plus their buffer. While the customer's request is exclusive, only that pro.
 */
export async function eligiblePros(deps: Pick<Services, "db" | "sql">, booking: Booking, now: Date) {
  const home = await locateZip(booking.aptZip);
  if (!home) return [];
  const place = { ...home, timeZone: booking.timeZone };
  const start = booking.appointmentAt.getTime();
  // Two days either side: a pro's own calendar day and buffers reach past the appointment's.
  const nearby = await prosNear(deps, place, { from: new Date(start - 2 * DAY_MS), to: new Date(start + 2 * DAY_MS) });
  const exclusiveTo = isExclusiveRequest(booking, now) ? booking.requestedProId : null;
  const free = nearby.filter(
    (pro) =>
      (!exclusiveTo || pro.id === exclusiveTo) &&
      isFreeFor(pro, {
        serviceId: booking.serviceId,
        serviceMinutes: booking.durationMinutes,
        place,
        date: booking.localDate,
        at: booking.appointmentAt,
      }),
  );
  const ids = free.map((pro) => pro.id);
  const [people, favourites, ratings, releases] = await Promise.all([
    deps.db.user.findMany({
      where: { id: { in: ids }, role: "PRO", proProfile: { state: booking.aptState } },
      select: { id: true, email: true, phone: true, firstName: true, lastName: true },
    }),
    booking.customerId
      ? deps.db.favourite.findMany({ where: { customerId: booking.customerId, proId: { in: ids } } })
      : [],
    deps.db.review.groupBy({ by: ["proId"], where: { proId: { in: ids }, hiddenAt: null }, _avg: { rating: true } }),
    deps.db.bookingChange.findMany({
      where: { actorId: { in: ids }, kind: "RELEASED" },
      select: { actorId: true, createdAt: true, fromAppointmentAt: true },
    }),
  ]);
  const candidates = free.flatMap((pro) => {
    const person = people.find((candidate) => candidate.id === pro.id);
    if (!person) return [];
    return [
      {
        ...person,
        instantBooking: pro.instantBooking,
        favourite: favourites.some((favourite) => favourite.proId === pro.id),
        averageRating: ratings.find((rating) => rating.proId === pro.id)?._avg.rating ?? null,
        lateReleases: releases.filter(
          (release) =>
            release.actorId === pro.id &&
            release.fromAppointmentAt !== null &&
            isLateRelease(release.createdAt, release.fromAppointmentAt),
        ).length,
        miles: greatCircleMiles(pro.home, place),
      },
    ];
  });
  return rankPros(candidates, booking.requestedProId);
}

/**
 * A newly paid booking taken at once by the best ranked pro who opted in to instant booking
 * and is free then. The database still decides: a pro who took another booking at that time
 * meanwhile is skipped for the next; a booking already taken stays with its taker. Answers the
 * first name of the pro who took it, or null when it waits for the pros' answers as before.
 */
export async function acceptInstantly(deps: Deps, bookingId: string, now: Date): Promise<string | null> {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (booking?.status !== "PENDING" || booking.assignedProId || booking.appointmentAt <= now) return null;
  const instant = (await eligiblePros(deps, booking, now)).filter((pro) => pro.instantBooking);
  for (const pro of instant) {
    try {
      return (await claimBooking(deps, pro, booking, booking.aptState, now)) ? pro.firstName : null;
    } catch (error) {
      // That pro's time was just taken by another booking: the next one may still be free.
      if (!(error instanceof TRPCError && error.code === "CONFLICT")) throw error;
    }
  }
  return null;
}

const MINUTE_MS = 60_000;
/** How many waiting bookings one sweep looks at; the next sweep takes the rest. */
const WAVE_BATCH = 100;

/** Paid, untaken, still ahead, and not yet told to the whole state (after which no wave is left). */
const waitsForAPro = (booking: Booking, now: Date) =>
  booking.status === "PENDING" &&
  !booking.assignedProId &&
  booking.paidAt !== null &&
  booking.appointmentAt > now &&
  booking.openedToStateAt === null;

/**
 * Offers the booking to its next wave of pros when one is due: the first at once, each next one
 * once the window since the last has passed. Each pro is offered a booking once (the offer row's
 * unique key), by e-mail and text written in the offer's transaction. While the customer's
 * request is exclusive, the pro they asked for has their own notice and nobody else is offered
 * it. When a wave is due and no pro is left to offer it to, the state is told instead. Answers
 * how many pros were offered it now.
 */
export async function sendDueWave(deps: Deps, booking: Booking, now: Date): Promise<number> {
  if (!waitsForAPro(booking, now) || isExclusiveRequest(booking, now)) return 0;
  const sent = await deps.db.dispatchOffer.findMany({ where: { bookingId: booking.id } });
  const last = sent.reduce<Date | null>(
    (latest, offer) => (latest && latest >= offer.sentAt ? latest : offer.sentAt),
    null,
  );
  if (last && now.getTime() - last.getTime() < waveWindowMinutes(booking.appointmentAt, now) * MINUTE_MS) return 0;
  const wave = Math.max(0, ...sent.map((offer) => offer.wave)) + 1;
  const next = (await eligiblePros(deps, booking, now))
    // The pro the customer asked for had their turn (declined, or let it lapse).
    .filter((pro) => pro.id !== booking.requestedProId && !sent.some((offer) => offer.proId === pro.id))
    .slice(0, DISPATCH.waveSize);
  if (next.length === 0) {
    await tellTheState(deps, booking, sent, now);
    return 0;
  }
  const facts = { ...bookingMailFacts(booking), payoutCents: booking.payoutCents };
  const reviewUrl = proBookingUrl(deps.config.appUrl, booking.id);
  const offeredTo = await deps.db.$transaction(async (tx) => {
    // Two sweeps at once: the unique key lets each pro's offer through once, and only its writer mails it.
    const offered = await kyselyOverPrisma(tx)
      .insertInto("DispatchOffer")
      .values(next.map((pro) => ({ id: randomUUID(), bookingId: booking.id, proId: pro.id, wave, sentAt: now })))
      .onConflict((conflict) => conflict.columns(["bookingId", "proId"]).doNothing())
      .returning("proId")
      .execute();
    const pros = next.filter((pro) => offered.some((row) => row.proId === pro.id));
    await mailInTransaction(
      deps.jobs,
      tx,
      pros.flatMap((pro) => {
        const phone = toE164(pro.phone);
        return [
          bookingOfferToPro(pro, facts, reviewUrl),
          ...(phone ? [bookingOfferTextToPro(phone, facts, reviewUrl)] : []),
        ];
      }),
      now,
    );
    const proIds = pros.map((pro) => pro.id);
    if (proIds.length > 0) await pushInTransaction(deps, tx, { topic: "offers", bookingId: booking.id, proIds });
    return proIds;
  });
  await announce(deps, ...offeredTo.map((proId) => ({ kind: "offer.new" as const, proId, bookingId: booking.id })));
  return offeredTo.length;
}

/**
 * "New booking in your state" to every pro of the state not offered it already (nor the pro the
 * customer asked for, who had their turn), once per booking: the conditional update is the record.
 */
async function tellTheState(deps: Deps, booking: Booking, offered: { proId: string }[], now: Date) {
  const told = new Set([...offered.map((offer) => offer.proId), booking.requestedProId]);
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.booking.updateMany({
      where: { id: booking.id, openedToStateAt: null },
      data: { openedToStateAt: now },
    });
    if (count !== 1) return;
    const pros = await tx.user.findMany({
      where: { role: "PRO", proProfile: { state: booking.aptState } },
      select: { id: true, email: true, firstName: true },
      orderBy: { createdAt: "asc" },
    });
    const facts = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      include: { lines: { orderBy: { position: "asc" } } },
    });
    const reviewUrl = proBookingUrl(deps.config.appUrl, booking.id);
    const mail = pros.filter((pro) => !told.has(pro.id)).map((pro) => newBookingToPro(pro, facts, reviewUrl));
    await mailInTransaction(deps.jobs, tx, mail, now);
  });
}

/** The lifecycle sweep's part: every booking still waiting for a pro whose next wave is due. Answers pros offered. */
export async function sendDueWaves(deps: Deps, now: Date): Promise<number> {
  const waiting = await deps.db.booking.findMany({
    where: {
      status: "PENDING",
      assignedProId: null,
      paidAt: { not: null },
      appointmentAt: { gt: now },
      openedToStateAt: null,
    },
    orderBy: [{ appointmentAt: "asc" }, { id: "asc" }],
    take: WAVE_BATCH,
  });
  let offered = 0;
  for (const booking of waiting) offered += await sendDueWave(deps, booking, now);
  return offered;
}
