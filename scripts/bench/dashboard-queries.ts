// The dashboards' page queries, timed as the routers run them (the domain functions of
// packages/api/src/domain/dashboard.ts, count included), while the Booking table grows.
import {
  adminBookings,
  countedPage,
  customerBookings,
  type KeysetPage,
  type Page,
  proConfirmedBookings,
  proPendingBookings,
} from "@primp/api/dashboard";
import { type BookingTable, growBookingTable } from "./bookings-table.ts";
import { timeOperations } from "./load.ts";

/** The "deep" page: far past what anyone clicks through, the same depth at every size. */
export const DEEP_PAGE = 100;

export interface QueryTiming {
  query: string;
  /** Rows in the list, all pages. */
  rows: number;
  firstP95Ms: number;
  /** DEEP_PAGE, or the last page when the list is shorter. */
  deepPage: number;
  deepP95Ms: number;
  lastPage: number;
  lastP95Ms: number;
  /** The deep and last pages read by keyset (after the page before's last row, uncounted); null on a one-page list. */
  keysetDeepP95Ms: number | null;
  keysetLastP95Ms: number | null;
}

export interface DashboardSizeResult {
  size: number;
  /** Seconds the bulk insert and VACUUM ANALYZE took to reach this size. */
  loadSeconds: number;
  queries: QueryTiming[];
}

type Listed = Page<{ id: string }> | KeysetPage<{ id: string }>;

interface DashboardQuery {
  name: string;
  /** A page by number (counted), or, given `after`, the page that follows that row, read by keyset (uncounted). */
  list(table: BookingTable, page: number, after?: string): Promise<Listed>;
}

const DASHBOARD_QUERIES: DashboardQuery[] = [
  {
    name: "admin.bookings, pending tab",
    list: (table, page, after) => adminBookings(table.sql, "pending", page, after),
  },
  {
    name: "admin.bookings, completed tab",
    list: (table, page, after) => adminBookings(table.sql, "completed", page, after),
  },
  {
    name: "pro.pendingBookings",
    list: (table, page, after) => proPendingBookings(table.sql, table.busiestProId, page, after),
  },
  {
    name: "pro.confirmedBookings",
    list: (table, page, after) => proConfirmedBookings(table.sql, table.busiestProId, page, after),
  },
  {
    name: "account.bookings, past tab",
    list: (table, page, after) => customerBookings(table.sql, table.customerId, "past", page, after),
  },
];

/** A page by its number, with its count. */
const numbered = async (query: DashboardQuery, table: BookingTable, page: number) =>
  countedPage(await query.list(table, page));

const MIN_CALLS = 5;

/** p95 of `iterations` calls; a slow page (the end of a long list) gets fewer, within `budgetMs`. */
async function p95Ms(iterations: number, budgetMs: number, query: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await query(); // warms the plan and the pages it reads, and tells how slow the page is
  const warmMs = Math.max(performance.now() - started, 0.001);
  const calls = Math.max(MIN_CALLS, Math.min(iterations, Math.floor(budgetMs / warmMs)));
  return (await timeOperations(calls, 1, query)).p95Ms;
}

export async function measureDashboardQueries(options: {
  table: BookingTable;
  sizes: number[];
  iterations: number;
  slowPageBudgetMs: number;
  log(line: string): void;
}): Promise<DashboardSizeResult[]> {
  const { table, log } = options;
  const p95 = (query: () => Promise<unknown>) => p95Ms(options.iterations, options.slowPageBudgetMs, query);
  const results: DashboardSizeResult[] = [];
  for (const size of options.sizes) {
    const started = performance.now();
    await growBookingTable(table, size);
    const loadSeconds = (performance.now() - started) / 1000;
    log(`  ${size.toLocaleString("en-US")} bookings loaded in ${loadSeconds.toFixed(1)} s`);
    const queries: QueryTiming[] = [];
    for (const query of DASHBOARD_QUERIES) {
      const { total, pageCount } = await numbered(query, table, 1);
      const lastPage = Math.max(1, pageCount);
      const deepPage = Math.min(DEEP_PAGE, lastPage);
      const byKeyset = async (page: number) => {
        if (page === 1) return null;
        const after = (await numbered(query, table, page - 1)).items.at(-1)?.id;
        return after === undefined ? null : p95(() => query.list(table, page, after));
      };
      queries.push({
        query: query.name,
        rows: total,
        firstP95Ms: await p95(() => numbered(query, table, 1)),
        deepPage,
        deepP95Ms: await p95(() => numbered(query, table, deepPage)),
        lastPage,
        lastP95Ms: await p95(() => numbered(query, table, lastPage)),
        keysetDeepP95Ms: await byKeyset(deepPage),
        keysetLastP95Ms: await byKeyset(lastPage),
      });
    }
    results.push({ size, loadSeconds, queries });
  }
  return results;
}
