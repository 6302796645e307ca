// One booking's details (/booking-details): who may read it, and every answer and priced line.
import { BOOKING_NOT_FOUND, QUESTIONS, type StatusViewer, statusLabel } from "@primp/core";
import type { Booking, Db, Role } from "@primp/db";
import { TRPCError } from "@trpc/server";

export interface Viewer {
  id: string;
  role: Role;
}

/**
 * The booking's customer (by account, or by a proved e-mail for a booking made before
 * signing up), its assigned pro and administrators. Anyone else is told it does not exist,
 * so ids cannot be probed.
 */
export async function canReadBooking(
  db: Db,
  viewer: Viewer,
  booking: Pick<Booking, "customerId" | "email" | "assignedProId">,
): Promise<boolean> {
  if (viewer.role === "ADMIN") return true;
  if (booking.assignedProId === viewer.id) return true;
  if (booking.customerId === viewer.id) return true;
  if (booking.customerId !== null) return false;
  const user = await db.user.findUnique({ where: { id: viewer.id }, select: { email: true, emailVerifiedAt: true } });
  return user !== null && user.emailVerifiedAt !== null && user.email === booking.email;
}

const QUESTION_LABELS = new Map<string, string>(QUESTIONS.map((question) => [question.key, question.label]));
const NOT_ANSWERS = new Set(["serviceType", "serviceId"]);

export interface AnswerLine {
  key: string;
  question: string;
  answer: string;
}

/** The stored answers as question/answer pairs in the questionnaire's order. */
export function describeAnswers(answers: unknown): AnswerLine[] {
  if (typeof answers !== "object" || answers === null) return [];
  const record = answers as Record<string, unknown>;
  const order = [...QUESTION_LABELS.keys()];
  return Object.keys(record)
    .filter((key) => !NOT_ANSWERS.has(key) && record[key] !== undefined && record[key] !== null)
    .sort((a, b) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999))
    .map((key) => {
      const value = record[key];
      return {
        key,
        question: QUESTION_LABELS.get(key) ?? key,
        answer: typeof value === "boolean" ? (value ? "Yes" : "No") : String(value),
      };
    });
}

export async function bookingDetails(db: Db, viewer: Viewer, bookingId: string) {
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
    serviceDesc: booking.serviceDesc,
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
    answers: describeAnswers(booking.answers),
    lines: booking.lines.map(({ code, label, amountCents }) => ({ code, label, amountCents })),
    totalCents: booking.totalCents,
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
    changes: booking.changes,
  };
}
