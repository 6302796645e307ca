// A dashboard list's count stops at the cap: past it the page says so, and the pager covers
// only the capped rows, so a list of a million rows costs the cap's rows to count.
import { DASHBOARD_PAGE_SIZE } from "@primp/core";
import { createTestDatabase, type Database } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../testing/booking-test-data.ts";
import { paged, pagedList } from "./dashboard.ts";

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
