// A dashboard list's count stops at the cap: past it the page says so, and the pager covers
// only the capped rows, so a list of a million rows costs the cap's rows to count.
import { DASHBOARD_PAGE_SIZE } from "@primp/core";
import { createTestDatabase, type Database } from "@primp/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "../testing/booking-test-data.ts";
import { paged } from "./dashboard.ts";

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
});
afterEach(() => database.close());

const pageOfServices = (page: number, cap: number) =>
  paged(
    page,
    (window) => database.db.service.findMany({ orderBy: { name: "asc" }, ...window }),
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
