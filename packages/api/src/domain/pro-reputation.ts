// What the public sees of a pro's reviews: the average and count (once enough reviews back
// them), the latest reviews under the reviewer's first name and last initial, and the looks
// customers agreed to show. A hidden review counts for none of it.
import { publicRating, REVIEWS, reviewerName } from "@primp/core";
import type { Db, Prisma } from "@primp/db";
import { withPhotos } from "./image-variants.ts";
import { proCard, proCardSelect } from "./pro-card.ts";

export const visible = { hiddenAt: null } satisfies Prisma.ReviewWhereInput;
/** A look: a visible review whose customer consented and whose booking has its result photo. */
export const showsLook = {
  ...visible,
  lookConsent: true,
  booking: { customerPhotoUrl: { not: null } },
} satisfies Prisma.ReviewWhereInput;

const LOOKS_SHOWN = 12;
const RATED_PROS_SHOWN = 6;

/** The pro's public rating, latest reviews and looks, for /profile. */
export async function proReputation(db: Db, proId: string) {
  const [totals, latest, looks] = await Promise.all([
    db.review.aggregate({ where: { proId, ...visible }, _count: { _all: true }, _sum: { rating: true } }),
    db.review.findMany({
      where: { proId, ...visible },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: REVIEWS.latestShown,
      select: {
        id: true,
        rating: true,
        comment: true,
        createdAt: true,
        booking: { select: { firstName: true, lastName: true, serviceName: true } },
      },
    }),
    db.review.findMany({
      where: { proId, ...showsLook },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LOOKS_SHOWN,
      select: {
        id: true,
        booking: { select: { customerPhotoUrl: true, serviceId: true, serviceType: true, serviceName: true } },
      },
    }),
  ]);
  return {
    rating: publicRating(totals._count._all, totals._sum.rating ?? 0),
    reviews: latest.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewer: reviewerName(review.booking.firstName, review.booking.lastName),
      serviceName: review.booking.serviceName,
      reviewedAt: review.createdAt,
    })),
    looks: await withPhotos(
      db,
      looks.map(({ id, booking }) => ({
        id,
        photoUrl: booking.customerPhotoUrl as string,
        serviceId: booking.serviceId,
        serviceType: booking.serviceType,
        serviceName: booking.serviceName,
      })),
      (look) => look.photoUrl,
    ),
  };
}

/** The best-rated pros with a public rating, for /professionals. */
export async function ratedPros(db: Db) {
  const groups = await db.review.groupBy({
    by: ["proId"],
    where: visible,
    _count: { _all: true },
    _sum: { rating: true },
    having: { proId: { _count: { gte: REVIEWS.publicAfterCount } } },
  });
  const rated = groups
    .map((group) => ({ proId: group.proId, rating: publicRating(group._count._all, group._sum.rating ?? 0) }))
    .flatMap(({ proId, rating }) => (rating ? [{ proId, rating }] : []))
    .sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count)
    .slice(0, RATED_PROS_SHOWN);
  const pros = await db.user.findMany({
    where: { id: { in: rated.map((entry) => entry.proId) }, role: "PRO" },
    select: proCardSelect,
  });
  return rated.flatMap(({ proId, rating }) => {
    const pro = pros.find((candidate) => candidate.id === proId);
    if (!pro) return [];
    return [{ ...proCard(pro), rating }];
  });
}

/** Whether a stored booking photo (its /files URL) is a look its customer agreed to show. */
export async function isPublicLook(db: Db, photoUrl: string): Promise<boolean> {
  const found = await db.review.findFirst({
    where: { ...showsLook, booking: { customerPhotoUrl: photoUrl } },
    select: { id: true },
  });
  return found !== null;
}
