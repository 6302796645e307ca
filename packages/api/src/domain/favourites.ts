// A customer's favourite pros (hearted from a profile or a past booking), and "Book again":
// a past booking's service, answers and place, for the booking form to start from.
import {
  BOOK_AGAIN_ONLY_CUSTOMER,
  type BookingAnswers,
  FAVOURITE_ADDED,
  FAVOURITE_NOT_A_PRO,
  FAVOURITE_REMOVED,
  type FavouriteInput,
  TIME_ZONES,
} from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { customersOwnBooking, type Viewer } from "./booking-access.ts";
import { proCard, proCardSelect } from "./pro-card.ts";

/** Hearts or un-hearts a pro; doing it twice is the same as once. */
export async function setFavourite(db: Db, customerId: string, input: FavouriteInput) {
  const pro = await db.user.findUnique({ where: { id: input.proUserId }, select: { role: true } });
  if (pro?.role !== "PRO" || input.proUserId === customerId) {
    throw new TRPCError({ code: "NOT_FOUND", message: FAVOURITE_NOT_A_PRO });
  }
  const pair = { customerId, proId: input.proUserId };
  if (input.favourite) {
    await db.favourite.upsert({ where: { customerId_proId: pair }, create: pair, update: {} });
  } else {
    await db.favourite.deleteMany({ where: pair });
  }
  return { favourite: input.favourite, message: input.favourite ? FAVOURITE_ADDED : FAVOURITE_REMOVED };
}

export async function isFavourite(db: Db, customerId: string, proId: string) {
  return (await db.favourite.count({ where: { customerId, proId } })) > 0;
}

/** The dashboard's "Your favourite professionals", most recently hearted first. */
export async function favouritePros(db: Db, customerId: string) {
  const favourites = await db.favourite.findMany({
    where: { customerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { pro: { select: proCardSelect } },
  });
  return favourites.map(({ pro }) => proCard(pro));
}

/**
 * What "Book again" fills in: the same service, answers, city, zone and address (the customer
 * picks a new date and time), asking for the same pro when they are a favourite.
 */
export async function bookAgain(db: Db, viewer: Viewer, bookingId: string) {
  const booking = await customersOwnBooking(db, viewer, bookingId, BOOK_AGAIN_ONLY_CUSTOMER);
  const zone = TIME_ZONES.find((candidate) => candidate.iana === booking.timeZone);
  const samePro =
    booking.assignedProId !== null && (await isFavourite(db, viewer.id, booking.assignedProId))
      ? booking.assignedProId
      : null;
  return {
    serviceType: booking.serviceType,
    schedule: { cityId: booking.cityId, ...(zone ? { timeZone: zone.id } : {}) },
    answers: booking.answers as Partial<BookingAnswers>,
    address: { address1: booking.aptAddress1, address2: booking.aptAddress2, zip: booking.aptZip },
    requestedProId: samePro,
  };
}
