// The dashboards' tables: each list is one paged Kysely query (5 rows, as the spec shows them,
// with the list's capped size), filtered and ordered on the server so a page never carries rows
// the viewer may not see. A hot path (issue 15): Prisma's query compiler cost more than the SQL.
import {
  type CardPaymentState,
  DASHBOARD_COUNT_CAP,
  DASHBOARD_PAGE_SIZE,
  type dayOfTimeline,
  type StatusViewer,
  statusLabel,
  withCardWait,
} from "@primp/core";
import type { BookingStatus, Sql, SqlTables } from "@primp/db";
import { type Expression, type Selectable, type SelectQueryBuilder, type SqlBool, sql as sqlFragment } from "kysely";
import { customersBookingsCondition, customersBookingsHalves } from "./booking-access.ts";
import { readerDayOf } from "./dashboard-booking.ts";
import { offeredToProCondition } from "./requested-pro.ts";

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
 * A page read by keyset (after the previous page's last row): no count, since the pager already
 * has the one its page 1 carried (docs/decisions/dashboards.md); `hasNextPage` from reading one row more.
 */
export interface KeysetPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  hasNextPage: boolean;
}

/** A page asked for by number (page 1 always is), which carries its count; a keyset page is refused. */
export function countedPage<T>(page: Page<T> | KeysetPage<T>): Page<T> {
  if (!("total" in page)) throw new Error(`Page ${page.page} was read by keyset and carries no count.`);
  return page;
}

const skipped = (page: number) => (page - 1) * DASHBOARD_PAGE_SIZE;

/** A page from its rows and its list's size, counted up to `cap + 1` rows. */
function pageOf<T>(items: T[], counted: number, page: number, cap: number): Page<T> {
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

/** A list as a Kysely query: filtered and ordered, nothing selected yet. */
// biome-ignore lint/complexity/noBannedTypes: Kysely's own type for "no columns selected yet".
type List<D, TB extends keyof D> = SelectQueryBuilder<D, TB, {}>;

/**
 * One page and its list's size in one round trip: the page's query carries the capped count as
 * an uncorrelated subquery, which PostgreSQL runs once. Both read the list in its own order,
 * exactly one of Booking's indexes (prisma/schema.prisma), so each stops early: a list of a
 * million rows costs the cap's index entries to count. Only a page past the end, which has no
 * row to carry the count, asks for the count again on its own.
 */
export async function pagedList<D, TB extends keyof D, Row>(
  sql: Sql,
  page: number,
  list: List<D, TB>,
  columns: (list: List<D, TB>) => SelectQueryBuilder<D, TB, Row>,
  cap = DASHBOARD_COUNT_CAP,
): Promise<Page<Row>> {
  const capped = list.select(sqlFragment.lit(1).as("listed")).limit(cap + 1);
  const listSize = sqlFragment<number>`(SELECT count(*)::int FROM (${capped}) AS capped)`;
  // Kysely cannot spell "Row plus one column" for a generic Row, so the row type is restated.
  const rows = (await columns(list)
    .offset(skipped(page))
    .select(listSize.as("listSize"))
    .limit(DASHBOARD_PAGE_SIZE)
    .execute()) as unknown as (Row & { listSize: number })[];
  const [first] = rows;
  if (first)
    return pageOf(
      rows.map(({ listSize: _, ...row }) => row as Row),
      first.listSize,
      page,
      cap,
    );
  const counted = page === 1 ? 0 : (await sqlFragment<{ n: number }>`SELECT ${listSize} AS n`.execute(sql)).rows[0]?.n;
  return pageOf([], counted ?? 0, page, cap);
}

/**
 * Page `page` of the list: by keyset when `rowsAfter` (the list's rows after the previous page's
 * last) is given, reading one row more than a page to know whether another follows, and no
 * count; else by number, counted. A keyset read that finds nothing is answered as the numbered
 * page: its cursor named no row of this viewer's list (another's booking, one that left the list
 * since, or none), and the numbered page shows only the viewer's own rows, so nothing leaks and
 * the pager recovers (a page past the end comes back empty with the list's count).
 */
export async function keysetPagedList<D, TB extends keyof D, Row>(
  sql: Sql,
  page: number,
  list: List<D, TB>,
  columns: (list: List<D, TB>) => SelectQueryBuilder<D, TB, Row>,
  rowsAfter?: List<D, TB>,
): Promise<Page<Row> | KeysetPage<Row>> {
  if (rowsAfter) {
    const rows = await columns(rowsAfter)
      .limit(DASHBOARD_PAGE_SIZE + 1)
      .execute();
    if (rows.length > 0)
      return {
        items: rows.slice(0, DASHBOARD_PAGE_SIZE) as Row[],
        page,
        pageSize: DASHBOARD_PAGE_SIZE,
        hasNextPage: rows.length > DASHBOARD_PAGE_SIZE,
      };
  }
  return pagedList(sql, page, list, columns);
}

/** A list of bookings, aliased `b`, filtered and ordered. */
type BookingList = List<SqlTables & { b: SqlTables["Booking"] }, "b">;

/**
 * The rows after booking `after` in a list ordered by `columns` then id, all ascending (">") or
 * all descending ("<"): one row comparison, the range an index in that order starts its scan at.
 * The cursor's values are read through the list itself, so a booking outside the viewer's list
 * gives nulls and no row (keysetPagedList then answers by page number).
 */
function afterInList(
  list: BookingList,
  after: string,
  columns: ("status" | "appointmentAt" | "createdAt")[],
  direction: ">" | "<",
): Expression<SqlBool> {
  const keys = [...columns, "id" as const];
  const cursorValue = (column: (typeof keys)[number]) =>
    sqlFragment`(${list.clearOrderBy().where("b.id", "=", after).select(`b.${column}`)})`;
  const row = (values: ReturnType<typeof sqlFragment>[]) => sqlFragment`(${sqlFragment.join(values)})`;
  return sqlFragment<SqlBool>`${row(keys.map((column) => sqlFragment.ref(`b.${column}`)))} ${sqlFragment.raw(direction)} ${row(keys.map(cursorValue))}`;
}

// ---------------------------------------------------------------- row shapes

/** What every booking row shows: the service, when and where, and its state. */
const bookingBasics = [
  "b.id",
  "b.status",
  "b.serviceType",
  "b.serviceName",
  "b.aptCity",
  "b.aptState",
  "b.localDate",
  "b.localTime",
  "b.timeZone",
  "b.appointmentAt",
  "b.createdAt",
  // Whether a moved booking waits for its pro, and whether the job is done (reschedule, payout).
  "b.rescheduleRequestedAt",
  "b.doneAt",
  // A booking whose card hold was declined waits for a card, never for a pro: every list says so.
  "b.paymentState",
] as const;

/** What the day-of timeline is read from (dayOfTimeline), besides the basics. */
const dayOfColumns = ["b.durationMinutes", "b.onMyWayAt", "b.etaMinutes", "b.arrivedAt"] as const;

/** A row with its day-of timeline (the next steps are the pro's alone). */
const withDayOf =
  (viewer: StatusViewer, now: Date) =>
  <T extends Parameters<typeof dayOfTimeline>[0]>(row: T) => ({ ...row, dayOf: readerDayOf(row, viewer, now) });

const customerContact = [
  "b.firstName",
  "b.lastName",
  "b.email",
  "b.phone",
  "b.aptAddress1",
  "b.aptAddress2",
  "b.aptZip",
] as const;

/** The assigned pro's name, read by a left join as `proId`, `proFirstName`, `proLastName`. */
const proNameColumns = ["pro.id as proId", "pro.firstName as proFirstName", "pro.lastName as proLastName"] as const;

function withAssignedPro<T extends { proId: string | null; proFirstName: string | null; proLastName: string | null }>(
  row: T,
) {
  const { proId, proFirstName, proLastName, ...rest } = row;
  return {
    ...rest,
    assignedPro: proId === null ? null : { id: proId, firstName: proFirstName ?? "", lastName: proLastName ?? "" },
  };
}

const bookings = (sql: Sql) => sql.selectFrom("Booking as b");

const withLabel =
  (viewer: StatusViewer) =>
  <T extends { status: BookingStatus; paymentState: CardPaymentState | null }>(row: T) => ({
    ...row,
    statusLabel: withCardWait(statusLabel(row.status, viewer), row.paymentState),
  });

// ---------------------------------------------------------------- pro

/**
 * Confirmed Appointment tab: the pro's own jobs, scheduled ones first, earliest appointment
 * first. `after` (the previous page's last booking) reads the page by keyset instead of OFFSET.
 */
export async function proConfirmedBookings(
  sql: Sql,
  proUserId: string,
  page: number,
  after?: string,
  now = new Date(),
) {
  const list = bookings(sql)
    .where("b.assignedProId", "=", proUserId)
    .where("b.status", "in", ["ACCEPTED", "COMPLETED"])
    // Enum order puts ACCEPTED (Scheduled) before COMPLETED.
    .orderBy("b.status", "asc")
    .orderBy("b.appointmentAt", "asc")
    .orderBy("b.id", "asc");
  const found = await keysetPagedList(
    sql,
    page,
    list,
    (rows) =>
      rows.select([...bookingBasics, ...dayOfColumns, ...customerContact, "b.payoutCents", "b.customerPhotoUrl"]),
    after === undefined ? undefined : list.where(afterInList(list, after, ["status", "appointmentAt"], ">")),
  );
  return { ...found, items: found.items.map((row) => withDayOf("PRO", now)(withLabel("PRO")(row))) };
}

/**
 * Pending Appointment tab: paid, unaccepted bookings in the pro's state whose time has not
 * passed, oldest post first. No customer contact details until a pro accepts. `after` as above.
 */
export async function proPendingBookings(sql: Sql, proUserId: string, page: number, after?: string, now = new Date()) {
  const list = bookings(sql)
    .where("b.status", "=", "PENDING")
    .where("b.aptState", "=", (eb) =>
      eb.selectFrom("ProProfile").select("ProProfile.state").where("ProProfile.userId", "=", proUserId),
    )
    .where("b.appointmentAt", ">", now)
    // A booking that asked for another pro reaches this one once its exclusive window is over.
    .where((eb) => offeredToProCondition(eb, proUserId, now))
    .orderBy("b.createdAt", "asc")
    .orderBy("b.id", "asc");
  const found = await keysetPagedList(
    sql,
    page,
    list,
    (rows) => rows.select([...bookingBasics, "b.payoutCents"]),
    after === undefined ? undefined : list.where(afterInList(list, after, ["createdAt"], ">")),
  );
  return { ...found, items: found.items.map(withLabel("PRO")) };
}

// ---------------------------------------------------------------- customer

const CUSTOMER_TABS = {
  /** Upcoming: the soonest appointment first. */
  current: { statuses: ["PENDING", "ACCEPTED"], order: "asc" },
  /** Done or cancelled: the most recent appointment first. */
  past: { statuses: ["COMPLETED", "CANCELLED"], order: "desc" },
} as const satisfies Record<string, { statuses: BookingStatus[]; order: "asc" | "desc" }>;

/**
 * The customer's bookings of a tab in its appointment order, as the row source `b`. Each half of
 * the rule (signed in; a guest with the verified e-mail) is read in that order from its own
 * index, `(customerId | email, appointmentAt, id, status)`, and cut at the count's cap;
 * PostgreSQL merges the two and stops at the page. Their OR would read both indexes whole and
 * sort every row: a customer with 10,000 bookings took 57 ms (docs/benchmarks.md). A keyset page
 * puts its cursor inside each half, where the index can start from it; the cursor's values are
 * those of a booking in this customer's list, or null (no row) for any other.
 */
function customersList(sql: Sql, userId: string, tab: "current" | "past", after?: string) {
  const { statuses, order } = CUSTOMER_TABS[tab];
  // One cursor for both halves, its values read through the rule as one condition.
  const cursor =
    after === undefined
      ? undefined
      : afterInList(
          bookings(sql)
            .where((eb) => customersBookingsCondition(eb, userId))
            .where("b.status", "in", statuses),
          after,
          ["appointmentAt"],
          order === "asc" ? ">" : "<",
        );
  const half = (which: 0 | 1) => {
    const rows = sql
      .selectFrom("Booking as b")
      .selectAll("b")
      .where((eb) => customersBookingsHalves(eb, userId)[which])
      .where("b.status", "in", statuses);
    return (cursor ? rows.where(cursor) : rows)
      .orderBy("b.appointmentAt", order)
      .orderBy("b.id", order)
      .limit(DASHBOARD_COUNT_CAP + 1);
  };
  // Kysely would put the first half's ORDER BY and LIMIT after the union; each needs its own.
  const merged = sqlFragment<Selectable<SqlTables["Booking"]>>`((${half(0)}) UNION ALL (${half(1)}))`;
  return sql.selectFrom(merged.as("b")).orderBy("b.appointmentAt", order).orderBy("b.id", order);
}

/**
 * Current Appointments (pending or accepted, soonest first) or Past Appointments (completed or
 * cancelled, most recent first), each with whether the customer has reviewed it. `after` (the
 * previous page's last booking) reads the page by keyset instead of OFFSET.
 */
export async function customerBookings(
  sql: Sql,
  userId: string,
  tab: "current" | "past",
  page: number,
  after?: string,
  now = new Date(),
) {
  const found = await keysetPagedList(
    sql,
    page,
    customersList(sql, userId, tab),
    (rows) =>
      rows
        .leftJoin("User as pro", "pro.id", "b.assignedProId")
        .select([
          ...bookingBasics,
          ...dayOfColumns,
          "b.totalCents",
          "b.refundCents",
          "b.customerPhotoUrl",
          ...proNameColumns,
        ])
        .select((eb) =>
          eb.exists(eb.selectFrom("Review as r").whereRef("r.bookingId", "=", "b.id").select("r.id")).as("reviewed"),
        ),
    after === undefined ? undefined : customersList(sql, userId, tab, after),
  );
  return {
    ...found,
    items: found.items.map((row) => withDayOf("CUSTOMER", now)(withLabel("CUSTOMER")(withAssignedPro(row)))),
  };
}

// ---------------------------------------------------------------- admin

const ADMIN_TABS = {
  pending: ["PENDING", "ACCEPTED"],
  completed: ["COMPLETED"],
  cancelled: ["CANCELLED"],
} as const satisfies Record<string, BookingStatus[]>;
export type AdminBookingTab = keyof typeof ADMIN_TABS;
export const ADMIN_BOOKING_TABS = Object.keys(ADMIN_TABS) as [AdminBookingTab, ...AdminBookingTab[]];

/**
 * The admin history's rows after booking `after`, in its order (status descending, then
 * createdAt and id ascending). A one-status tab is a row comparison the index
 * (status DESC, createdAt, id) starts its scan at; the pending tab's two statuses need the
 * status spelled out, and that tab is short (open bookings only).
 */
function afterInAdminOrder(tab: AdminBookingTab, after: string): Expression<SqlBool> {
  const cursor = (column: "status" | "createdAt") =>
    sqlFragment`(SELECT ${sqlFragment.ref(`c.${column}`)} FROM "Booking" AS c WHERE c.id = ${after})`;
  const later = sqlFragment<SqlBool>`(b."createdAt", b.id) > (${cursor("createdAt")}, ${after})`;
  if (ADMIN_TABS[tab].length === 1) return later;
  return sqlFragment<SqlBool>`(b.status < ${cursor("status")} OR (b.status = ${cursor("status")} AND ${later}))`;
}

/**
 * Customer Booking History: accepted before unaccepted, then oldest first (the spec's order).
 * `after` (the previous page's last booking) reads the page by keyset instead of OFFSET.
 */
export async function adminBookings(sql: Sql, tab: AdminBookingTab, page: number, after?: string) {
  const list = bookings(sql)
    .where("b.status", "in", [...ADMIN_TABS[tab]])
    // Enum order is PENDING < ACCEPTED, so descending puts accepted bookings first.
    .orderBy("b.status", "desc")
    .orderBy("b.createdAt", "asc")
    .orderBy("b.id", "asc");
  const found = await keysetPagedList(
    sql,
    page,
    list,
    (rows) =>
      rows
        .leftJoin("User as pro", "pro.id", "b.assignedProId")
        .leftJoin("ProProfile as proProfile", "proProfile.userId", "pro.id")
        .select([
          ...bookingBasics,
          ...customerContact,
          "b.totalCents",
          "b.payoutCents",
          "b.refundCents",
          "b.customerPhotoUrl",
          "b.completedAt",
          "b.cancelledAt",
          "b.payoutHeldAt",
          ...proNameColumns,
          "proProfile.userId as proProfileUserId",
          "proProfile.stripeConnectId",
        ]),
    after === undefined ? undefined : list.where(afterInAdminOrder(tab, after)),
  );
  return {
    ...found,
    items: found.items.map(({ proProfileUserId, stripeConnectId, ...row }) => {
      const { assignedPro, ...booking } = withAssignedPro(row);
      const proProfile = proProfileUserId === null ? null : { stripeConnectId };
      return withLabel("ADMIN")({ ...booking, assignedPro: assignedPro && { ...assignedPro, proProfile } });
    }),
  };
}

/** StripeConnect Status: pros still to link a payout account, or linked ones; newest pros first. */
export async function prosByConnectStatus(sql: Sql, linked: boolean, page: number) {
  const list = sql
    .selectFrom("ProProfile as p")
    .where("p.stripeConnectId", linked ? "is not" : "is", null)
    .orderBy("p.createdAt", "desc")
    .orderBy("p.id", "asc");
  const found = await pagedList(sql, page, list, (rows) =>
    rows
      .innerJoin("User as u", "u.id", "p.userId")
      .select([
        "p.id",
        "p.state",
        "p.stripeConnectId",
        "p.connectRemindedAt",
        "p.createdAt",
        "u.id as userId",
        "u.firstName",
        "u.lastName",
        "u.email",
        "u.phone",
      ]),
  );
  return {
    ...found,
    items: found.items.map(({ userId, firstName, lastName, email, phone, ...pro }) => ({
      ...pro,
      user: { id: userId, firstName, lastName, email, phone },
    })),
  };
}

/** Headline counts for the administrator's dashboard: three counts, one round trip. */
export async function adminOverview(sql: Sql) {
  const counted = await sql
    .selectNoFrom(({ selectFrom, fn }) => {
      const rows = fn.countAll<number>().as("rows");
      return [
        selectFrom("Booking").where("status", "=", "PENDING").select(rows).as("pendingBookings"),
        selectFrom("Applicant").where("status", "=", "PENDING").select(rows).as("pendingApplicants"),
        selectFrom("ProProfile").where("stripeConnectId", "is", null).select(rows).as("prosWithoutPayouts"),
      ];
    })
    .executeTakeFirstOrThrow();
  // PostgreSQL's count is a bigint, which the drivers hand over as text.
  return {
    pendingBookings: Number(counted.pendingBookings),
    pendingApplicants: Number(counted.pendingApplicants),
    prosWithoutPayouts: Number(counted.prosWithoutPayouts),
  };
}
