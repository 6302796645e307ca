// A dashboard list's count stops at the cap: past it the page says so, and the pager covers
// only the capped rows, so a list of a million rows costs the cap's rows to count. Pages after
// the first are read by keyset, uncounted, and give exactly OFFSET's rows.
import { DASHBOARD_PAGE_SIZE } from "@primp/core";
import { createTestDatabase, type Database } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBookingRow, createPerson } from "../testing/fixtures.ts";
import {
  ADMIN_BOOKING_TABS,
  adminBookings,
  countedPage,
  customerBookings,
  type KeysetPage,
  type Page,
  pagedList,
  proConfirmedBookings,
  proPendingBookings,
} from "./dashboard.ts";

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase({ catalogue: true });
});
afterEach(() => database.close());

const pageOfServices = (page: number, cap: number) =>
  pagedList(
    database.sql,
    page,
    database.sql.selectFrom("Service").orderBy("Service.name", "asc").orderBy("Service.id", "asc"),
    (list) => list.select(["Service.id", "Service.name"]),
    cap,
  );

describe("pagedList (a page and its capped count in one round trip)", () => {
  it("counts every row when the list is within the cap", async () => {
    const rows = await database.db.service.count();
    const page = await pageOfServices(1, rows);
    expect(page).toMatchObject({ total: rows, totalIsCapped: false, pageCount: Math.ceil(rows / DASHBOARD_PAGE_SIZE) });
    expect(page.items).toHaveLength(Math.min(rows, DASHBOARD_PAGE_SIZE));
  });

  it("stops counting at the cap and says there are more", async () => {
    const rows = await database.db.service.count();
    expect(rows).toBeGreaterThan(DASHBOARD_PAGE_SIZE + 1);
    const cap = DASHBOARD_PAGE_SIZE + 1;
    const page = await pageOfServices(2, cap);
    expect(page).toMatchObject({ total: cap, totalIsCapped: true, page: 2, pageCount: 2 });
    expect(page.items).toHaveLength(DASHBOARD_PAGE_SIZE);
  });

  it("gives the rows OFFSET and LIMIT give, in the list's order", async () => {
    const all = await database.db.service.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true } });
    for (const page of [1, 2]) {
      const expected = all.slice((page - 1) * DASHBOARD_PAGE_SIZE, page * DASHBOARD_PAGE_SIZE).map((row) => row.id);
      expect((await pageOfServices(page, all.length)).items.map((row) => row.id)).toEqual(expected);
    }
  });

  it("still tells the list's size on a page past its end", async () => {
    const rows = await database.db.service.count();
    const page = await pageOfServices(Math.ceil(rows / DASHBOARD_PAGE_SIZE) + 3, rows);
    expect(page).toMatchObject({ items: [], total: rows, totalIsCapped: false });
  });
});

type Lister = (page: number, after?: string) => Promise<Page<{ id: string }> | KeysetPage<{ id: string }>>;

/** Walks the list page by page after each page's last row; the pages must be OFFSET's, uncounted. */
async function walkByKeyset(list: Lister) {
  const first = countedPage(await list(1));
  const byOffset: string[][] = [];
  const byKeyset: string[][] = [];
  let after: string | undefined;
  for (let page = 1; page <= first.pageCount; page++) {
    byOffset.push(countedPage(await list(page)).items.map((row) => row.id));
    const keyed = await list(page, after);
    if (page > 1) expect(keyed).toMatchObject({ page, hasNextPage: page < first.pageCount });
    byKeyset.push(keyed.items.map((row) => row.id));
    after = keyed.items.at(-1)?.id;
  }
  expect(byOffset.flat()).toHaveLength(first.total);
  expect(byKeyset).toEqual(byOffset);
  return { first, byOffset };
}

const NOW = new Date("2026-11-26T12:00:00Z");
const sameInstant = new Date("2026-01-01T10:00:00Z");
/** Every third row shares one instant, so ties are broken by id, as each order says. */
const nthInstant = (n: number, from = sameInstant) => (n % 3 === 0 ? from : new Date(from.getTime() + n * 60_000));

describe("dashboard lists by keyset", () => {
  it("walks every admin tab page by page after the last row, giving the same pages as OFFSET", async () => {
    const statuses = ["PENDING", "ACCEPTED", "COMPLETED", "CANCELLED"] as const;
    for (let n = 0; n < 24; n++) {
      await createBookingRow(database, { status: statuses[n % 4], createdAt: nthInstant(n) });
    }
    for (const tab of ADMIN_BOOKING_TABS) {
      await walkByKeyset((page, after) => adminBookings(database.sql, tab, page, after));
    }
  });

  it("walks the pro's and the customer's lists the same way, and refuses to be steered by another's booking", async () => {
    const pro = await createPerson(database, { role: "PRO", state: "MA" });
    const customer = await createPerson(database, { emailVerified: true });
    const stranger = await createPerson(database);
    const statuses = ["PENDING", "ACCEPTED", "COMPLETED", "CANCELLED"] as const;
    for (let n = 0; n < 36; n++) {
      const status = statuses[n % 4] ?? "PENDING";
      const mine = status === "ACCEPTED" || status === "COMPLETED";
      await createBookingRow(database, {
        status,
        createdAt: nthInstant(n),
        customer: n % 2 === 0 ? customer : null,
        // Guest bookings made with the customer's (proved) e-mail are theirs too.
        email: customer.email,
        assignedProId: mine ? pro.id : null,
        // Done jobs share appointment instants too, and pending ones are still ahead. Scheduled
        // ones are two hours apart: a pro holds one appointment at a time.
        data: {
          appointmentAt:
            status === "ACCEPTED"
              ? new Date(NOW.getTime() + 86_400_000 + n * 7_200_000)
              : nthInstant(n, new Date(NOW.getTime() + 86_400_000)),
        },
      });
    }
    // Another customer's, in another state: in none of these lists.
    const strangers = await createBookingRow(database, { customer: stranger, state: "NY", createdAt: nthInstant(1) });
    const lists: Record<string, Lister> = {
      "pro, confirmed": (page, after) => proConfirmedBookings(database.sql, pro.id, page, after),
      "pro, pending": (page, after) => proPendingBookings(database.sql, pro.id, page, after, NOW),
      "customer, current": (page, after) => customerBookings(database.sql, customer.id, "current", page, after),
      "customer, past": (page, after) => customerBookings(database.sql, customer.id, "past", page, after),
    };
    for (const [name, list] of Object.entries(lists)) {
      const { first, byOffset } = await walkByKeyset(list);
      expect({ name, morePages: first.pageCount > 1 }).toEqual({ name, morePages: true });
      // A cursor outside the viewer's list (a stranger's booking, or no booking) positions nothing:
      // the page is the numbered one, counted, and shows only the viewer's rows.
      for (const foreign of [strangers.id, "no-such-booking"]) {
        const page = countedPage(await list(2, foreign));
        expect({ name, ids: page.items.map((row) => row.id), total: page.total }).toEqual({
          name,
          ids: byOffset[1],
          total: first.total,
        });
      }
    }
  });
});
