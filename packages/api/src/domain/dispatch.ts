// Who a paid booking goes to first: the pros of its state who can take it by the slot engine's
// own rules, ranked by core's rankPros; and an instant booking, which a pro who opted in
// accepts at once through the same claim as their own "Accept".
import { greatCircleMiles, isExclusiveRequest, isFreeFor, isLateRelease, rankPros } from "@primp/core";
import type { Booking } from "@primp/db";
import { TRPCError } from "@trpc/server";
import type { Services } from "../trpc.ts";
import { claimBooking } from "./acceptance.ts";
import { prosNear } from "./availability.ts";
import { locateZip } from "./zip-locations.ts";

type Deps = Pick<Services, "db" | "sql" | "config" | "jobs">;
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
