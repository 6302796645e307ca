// What administrators weigh a pro by: how often and how fast they accept, how often they hand
// a booking back late, and what customers rate them (every visible review, not only from the 3rd).
import { isLateRelease, median } from "@primp/core";
import type { Db } from "@primp/db";

const MINUTE_MS = 60_000;

export async function proReliability(db: Db, proId: string) {
  const [accepted, releases, reviews] = await Promise.all([
    db.booking.findMany({
      where: { assignedProId: proId, acceptedAt: { not: null } },
      select: { acceptedAt: true, paidAt: true },
    }),
    db.bookingChange.findMany({
      where: { actorId: proId, kind: "RELEASED" },
      select: { createdAt: true, fromAppointmentAt: true },
    }),
    db.review.aggregate({ where: { proId, hiddenAt: null }, _count: { _all: true }, _avg: { rating: true } }),
  ]);
  const minutesToAccept = accepted.flatMap(({ acceptedAt, paidAt }) =>
    acceptedAt && paidAt ? [(acceptedAt.getTime() - paidAt.getTime()) / MINUTE_MS] : [],
  );
  const medianMinutes = median(minutesToAccept);
  return {
    // A released booking was accepted first; its row no longer names this pro.
    acceptances: accepted.length + releases.length,
    medianMinutesToAccept: medianMinutes === null ? null : Math.round(medianMinutes),
    lateReleases: releases.filter((release) =>
      release.fromAppointmentAt ? isLateRelease(release.createdAt, release.fromAppointmentAt) : false,
    ).length,
    averageRating: reviews._avg.rating === null ? null : Math.round(reviews._avg.rating * 10) / 10,
    reviewCount: reviews._count._all,
  };
}
