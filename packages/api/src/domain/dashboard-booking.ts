// One booking's details (/booking-details): who may read it, and every answer and priced line.
import { BOOKING_NOT_FOUND, dayOfTimeline, describeAnswers, type StatusViewer, statusLabel } from "@primp/core";
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { canReadBooking, type Viewer } from "./booking-access.ts";
import { bookingRatings } from "./reviews.ts";
import { bookingTip } from "./tips.ts";

/** The stored answers as the questionnaire labelled them, naming a chosen skin shade from the catalogue. */
export async function answerLines(db: Db, answers: unknown) {
  const hasShade = typeof answers === "object" && answers !== null && "skinComplexion" in answers;
  const skinShades = hasShade ? await db.skinShade.findMany({ select: { hexCode: true, foundationShade: true } }) : [];
  return describeAnswers(answers, { skinShades });
}

/** The day-of timeline; the steps to take next are the assigned pro's alone. */
export function readerDayOf(booking: Parameters<typeof dayOfTimeline>[0], reader: StatusViewer, now: Date) {
  const timeline = dayOfTimeline(booking, now);
  return reader === "PRO" ? timeline : { ...timeline, nextSteps: [] };
}

export async function bookingDetails(db: Db, viewer: Viewer, bookingId: string, now = new Date()) {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    include: {
      lines: { orderBy: { position: "asc" } },
      assignedPro: { select: { id: true, firstName: true, lastName: true } },
      changes: {
        orderBy: { createdAt: "asc" },
        select: { kind: true, actorRole: true, fromLocal: true, toLocal: true, createdAt: true },
      },
    },
  });
  if (!booking || !(await canReadBooking(db, viewer, booking))) {
    throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  }
  const labelFor: StatusViewer =
    viewer.role === "ADMIN" ? "ADMIN" : booking.assignedProId === viewer.id ? "PRO" : "CUSTOMER";
  const seesPayout = labelFor !== "CUSTOMER";
  return {
    id: booking.id,
    status: booking.status,
    statusLabel: statusLabel(booking.status, labelFor),
    serviceType: booking.serviceType,
    serviceName: booking.serviceName,
    serviceDetail: booking.serviceDetail,
    // The stored sentence thanks the customer; only the customer reads it.
    serviceDesc: labelFor === "CUSTOMER" ? booking.serviceDesc : null,
    localDate: booking.localDate,
    localTime: booking.localTime,
    timeZone: booking.timeZone,
    appointmentAt: booking.appointmentAt,
    contact: { firstName: booking.firstName, lastName: booking.lastName, email: booking.email, phone: booking.phone },
    address: {
      address1: booking.aptAddress1,
      address2: booking.aptAddress2,
      city: booking.aptCity,
      state: booking.aptState,
      zip: booking.aptZip,
      country: booking.aptCountry,
    },
    answers: await answerLines(db, booking.answers),
    lines: booking.lines.map(({ code, label, amountCents }) => ({ code, label, amountCents })),
    totalCents: booking.totalCents,
    /** Held, charged, released: what the customer's card went through. */
    paymentState: booking.paymentState,
    payoutCents: seesPayout ? booking.payoutCents : null,
    assignedPro: booking.assignedPro,
    customerPhotoUrl: booking.customerPhotoUrl,
    createdAt: booking.createdAt,
    acceptedAt: booking.acceptedAt,
    completedAt: booking.completedAt,
    cancelledAt: booking.cancelledAt,
    refundCents: booking.refundCents,
    rescheduleRequestedAt: booking.rescheduleRequestedAt,
    doneAt: booking.doneAt,
    dayOf: readerDayOf(booking, labelFor, now),
    // Whether a payout is held, and whether one was made, are the administrators' business.
    payoutHeldAt: labelFor === "ADMIN" ? booking.payoutHeldAt : null,
    paidOut: labelFor === "ADMIN" ? booking.payoutTransferId !== null : null,
    changes: booking.changes,
    /** Who is reading: the page offers the customer a review and the pro a rating of the customer. */
    reader: labelFor,
    ...(await bookingRatings(db, booking.id, labelFor)),
    tip: await bookingTip(db, booking.id),
  };
}
