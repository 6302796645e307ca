// The dashboards' tables: each list is one paged query (5 rows, as the spec shows them),
// filtered and ordered on the server so a page never carries rows the viewer may not see.
import { DASHBOARD_COUNT_CAP, DASHBOARD_PAGE_SIZE, type StatusViewer, statusLabel } from "@primp/core";
import type { BookingStatus, Db, Prisma } from "@primp/db";
import { customerBookingsWhere } from "./booking-access.ts";
import { offeredToProWhere } from "./requested-pro.ts";

export interface Page<T> {
  items: T[];
  /** Rows in the list, or the cap when there are more. */
  total: number;
  /** The list holds more than `total` rows; the pages cover the first `total`. */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * One page and its list's size. `count` receives a row limit: with `count({ where, orderBy, take })`
 * Prisma counts a LIMITed subquery, so a long list costs the cap's rows, not all of its own.
 * Give the count the list's own order: without one Prisma orders the subquery by id, and
 * PostgreSQL then sorts every matching row before it can stop. Each list's order is exactly
 * one of Booking's indexes (prisma/schema.prisma), so page and count read it and stop early.
 */
export async function paged<T>(
  page: number,
  load: (window: { skip: number; take: number }) => Promise<T[]>,
  count: (take: number) => Promise<number>,
  cap = DASHBOARD_COUNT_CAP,
): Promise<Page<T>> {
  const [items, counted] = await Promise.all([
    load({ skip: (page - 1) * DASHBOARD_PAGE_SIZE, take: DASHBOARD_PAGE_SIZE }),
    count(cap + 1),
  ]);
  const total = Math.min(counted, cap);
  return {
    items,
    total,
    totalIsCapped: counted > cap,
    page,
    pageSize: DASHBOARD_PAGE_SIZE,
    pageCount: Math.ceil(total / DASHBOARD_PAGE_SIZE),
  };
}

/** A bookings list: what it holds and in which order, shared by its page and its count. */
type BookingList = Pick<Prisma.BookingCountArgs, "where" | "orderBy">;

// ---------------------------------------------------------------- row shapes

/** What every booking row shows: the service, when and where, and its state. */
const bookingBasics = {
  id: true,
  status: true,
  serviceType: true,
  serviceName: true,
  aptCity: true,
  aptState: true,
  localDate: true,
  localTime: true,
  timeZone: true,
  appointmentAt: true,
  createdAt: true,
  // Whether a moved booking waits for its pro, and whether the job is done (reschedule, payout).
  rescheduleRequestedAt: true,
  doneAt: true,
} as const satisfies Prisma.BookingSelect;

const customerContact = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  aptAddress1: true,
  aptAddress2: true,
  aptZip: true,
} as const satisfies Prisma.BookingSelect;

const proName = { select: { id: true, firstName: true, lastName: true } } as const;

const withLabel =
  (viewer: StatusViewer) =>
  <T extends { status: BookingStatus }>(row: T) => ({ ...row, statusLabel: statusLabel(row.status, viewer) });

// ---------------------------------------------------------------- pro

/** Confirmed Appointment tab: the pro's own jobs, scheduled ones first, earliest appointment first. */
export function proConfirmedBookings(db: Db, proUserId: string, page: number) {
  const list = {
    where: { assignedProId: proUserId, status: { in: ["ACCEPTED", "COMPLETED"] } },
    // Enum order puts ACCEPTED (Scheduled) before COMPLETED.
    orderBy: [{ status: "asc" }, { appointmentAt: "asc" }, { id: "asc" }],
  } satisfies BookingList;
  return paged(
    page,
    async (window) =>
      (
        await db.booking.findMany({
          ...list,
          select: { ...bookingBasics, ...customerContact, payoutCents: true, customerPhotoUrl: true },
          ...window,
        })
      ).map(withLabel("PRO")),
    (take) => db.booking.count({ ...list, take }),
  );
}

/**
 * Pending Appointment tab: paid, unaccepted bookings in the pro's state whose time has not
 * passed, oldest post first. No customer contact details until a pro accepts.
 */
export async function proPendingBookings(db: Db, proUserId: string, page: number, now = new Date()) {
  const profile = await db.proProfile.findUniqueOrThrow({ where: { userId: proUserId }, select: { state: true } });
  const list = {
    where: {
      status: "PENDING",
      aptState: profile.state,
      appointmentAt: { gt: now },
      // A booking that asked for another pro reaches this one once its exclusive window is over.
      ...offeredToProWhere(proUserId, now),
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  } satisfies BookingList;
  return paged(
    page,
    async (window) =>
      (
        await db.booking.findMany({
          ...list,
          select: { ...bookingBasics, payoutCents: true },
          ...window,
        })
      ).map(withLabel("PRO")),
    (take) => db.booking.count({ ...list, take }),
  );
}

// ---------------------------------------------------------------- customer

const CURRENT: BookingStatus[] = ["PENDING", "ACCEPTED"];
const PAST: BookingStatus[] = ["COMPLETED", "CANCELLED"];

/** Current Appointments (not completed) or Past Appointments (completed, or cancelled), newest first. */
export async function customerBookings(db: Db, userId: string, tab: "current" | "past", page: number) {
  const list = {
    where: { AND: [await customerBookingsWhere(db, userId), { status: { in: tab === "current" ? CURRENT : PAST } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  } satisfies BookingList;
  return paged(
    page,
    async (window) =>
      (
        await db.booking.findMany({
          ...list,
          select: {
            ...bookingBasics,
            totalCents: true,
            refundCents: true,
            customerPhotoUrl: true,
            assignedPro: proName,
          },
          ...window,
        })
      ).map(withLabel("CUSTOMER")),
    (take) => db.booking.count({ ...list, take }),
  );
}

// ---------------------------------------------------------------- admin

const ADMIN_TABS = {
  pending: ["PENDING", "ACCEPTED"],
  completed: ["COMPLETED"],
  cancelled: ["CANCELLED"],
} as const satisfies Record<string, BookingStatus[]>;
export type AdminBookingTab = keyof typeof ADMIN_TABS;
export const ADMIN_BOOKING_TABS = Object.keys(ADMIN_TABS) as [AdminBookingTab, ...AdminBookingTab[]];

/** Customer Booking History: accepted before unaccepted, then oldest first (the spec's order). */
export function adminBookings(db: Db, tab: AdminBookingTab, page: number) {
  const list = {
    where: { status: { in: [...ADMIN_TABS[tab]] } },
    // Enum order is PENDING < ACCEPTED, so descending puts accepted bookings first.
    orderBy: [{ status: "desc" }, { createdAt: "asc" }, { id: "asc" }],
  } satisfies BookingList;
  return paged(
    page,
    async (window) =>
      (
        await db.booking.findMany({
          ...list,
          select: {
            ...bookingBasics,
            ...customerContact,
            totalCents: true,
            payoutCents: true,
            refundCents: true,
            customerPhotoUrl: true,
            completedAt: true,
            cancelledAt: true,
            payoutHeldAt: true,
            assignedPro: { select: { ...proName.select, proProfile: { select: { stripeConnectId: true } } } },
          },
          ...window,
        })
      ).map(withLabel("ADMIN")),
    (take) => db.booking.count({ ...list, take }),
  );
}

/** StripeConnect Status: pros still to link a payout account, or linked ones; newest pros first. */
export function prosByConnectStatus(db: Db, linked: boolean, page: number) {
  const list = {
    where: { stripeConnectId: linked ? { not: null } : null },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  } satisfies Prisma.ProProfileCountArgs;
  return paged(
    page,
    (window) =>
      db.proProfile.findMany({
        ...list,
        select: {
          id: true,
          state: true,
          stripeConnectId: true,
          connectRemindedAt: true,
          createdAt: true,
          user: { select: { id: true, firstName: true, lastName: true, email: true, phone: true } },
        },
        ...window,
      }),
    (take) => db.proProfile.count({ ...list, take }),
  );
}

/** Headline counts for the administrator's dashboard. */
export async function adminOverview(db: Db) {
  const [pendingBookings, pendingApplicants, prosWithoutPayouts] = await Promise.all([
    db.booking.count({ where: { status: "PENDING" } }),
    db.applicant.count({ where: { status: "PENDING" } }),
    db.proProfile.count({ where: { stripeConnectId: null } }),
  ]);
  return { pendingBookings, pendingApplicants, prosWithoutPayouts };
}
