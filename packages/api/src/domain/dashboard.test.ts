// A dashboard list's count stops at the cap: past it the page says so, and the pager covers
// only the capped rows, so a list of a million rows costs the cap's rows to count.
import { DASHBOARD_PAGE_SIZE } from "@primp/core";
import { createTestDatabase, type Database } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../testing/booking-test-data.ts";
import { createBookingRow } from "../testing/fixtures.ts";
import { ADMIN_BOOKING_TABS, adminBookings, paged, pagedList } from "./dashboard.ts";

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
});
afterEach(() => database.close());

const pageOfServices = (page: number, cap: number) =>
  paged(
    page,
    (window) => database.db.service.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], ...window }),
    (take) => database.db.service.count({ take }),
    cap,
  );

describe("paged", () => {
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
});

const kyselyPageOfServices = (page: number, cap: number) =>
  pagedList(
    database.sql,
    page,
    database.sql.selectFrom("Service").orderBy("Service.name", "asc").orderBy("Service.id", "asc"),
    (list) => list.select(["Service.id", "Service.name"]),
    cap,
  );

describe("pagedList (one round trip through Kysely)", () => {
  it("gives the same rows and size as the Prisma pager, within and past the cap", async () => {
    const rows = await database.db.service.count();
    for (const [page, cap] of [
      [1, rows],
      [2, DASHBOARD_PAGE_SIZE + 1],
    ] as const) {
      const viaKysely = await kyselyPageOfServices(page, cap);
      const viaPrisma = await pageOfServices(page, cap);
      expect(viaKysely.items.map((row) => row.id)).toEqual(viaPrisma.items.map((row) => row.id));
      expect({ ...viaKysely, items: [] }).toEqual({ ...viaPrisma, items: [] });
    }
  });

  it("still tells the list's size on a page past its end", async () => {
    const rows = await database.db.service.count();
    const page = await kyselyPageOfServices(Math.ceil(rows / DASHBOARD_PAGE_SIZE) + 3, rows);
    expect(page).toMatchObject({ items: [], total: rows, totalIsCapped: false });
  });
});

describe("admin history by keyset", () => {
  it("walks every tab page by page after the last row, giving the same pages as OFFSET", async () => {
    const sameInstant = new Date("2026-01-01T10:00:00Z");
    const statuses = ["PENDING", "ACCEPTED", "COMPLETED", "CANCELLED"] as const;
    for (let n = 0; n < 24; n++) {
      // Every third booking shares one instant, so ties are broken by id, as the order says.
      const createdAt = n % 3 === 0 ? sameInstant : new Date(sameInstant.getTime() + n * 60_000);
      await createBookingRow(database, { status: statuses[n % 4], createdAt });
    }
    for (const tab of ADMIN_BOOKING_TABS) {
      const byOffset: string[][] = [];
      const byKeyset: string[][] = [];
      let after: string | undefined;
      const first = await adminBookings(database.sql, tab, 1);
      for (let page = 1; page <= first.pageCount; page++) {
        byOffset.push((await adminBookings(database.sql, tab, page)).items.map((row) => row.id));
        const keyed = await adminBookings(database.sql, tab, page, after);
        expect(keyed).toMatchObject({ total: first.total, page, pageCount: first.pageCount });
        byKeyset.push(keyed.items.map((row) => row.id));
        after = keyed.items.at(-1)?.id;
      }
      expect(byOffset.flat()).toHaveLength(first.total);
      expect(byKeyset).toEqual(byOffset);
    }
  });
});
