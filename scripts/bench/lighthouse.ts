// Lighthouse (mobile, its default: a mid-range phone on a throttled connection, simulated) over
// the pages people arrive on: the home page, the booking page, and the first public pro page and
// service page the sitemap names. The production build of the web app is served by the real
// server (production mode, local providers) on a seeded in-memory database. The goals: 95 or more
// for performance, 100 for accessibility and SEO. Each page's full report (every audit, with its
// diagnostics) is written to artifacts/lighthouse/<page>.json, to read what a score is made of.
//
//   tsx scripts/bench/lighthouse.ts                     every page
//   tsx scripts/bench/lighthouse.ts "Service page" Home  only these
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServices, hashPassword } from "@primp/api";
import { createDatabase, seedDatabase } from "@primp/db";
import { buildApp } from "@primp/server";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tests/e2e/support/chromium.ts";
import { withWebBuild } from "./bundle.ts";
import { freePort } from "./soak.ts";
import { isStartedScript } from "./standalone.ts";

const CATEGORIES = ["performance", "accessibility", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
export const LIGHTHOUSE_GOALS: Record<Category, number> = { performance: 95, accessibility: 100, seo: 100 };

/** Where each page's full JSON report goes (artifacts/ is git-ignored). */
export const LIGHTHOUSE_REPORTS_DIR = fileURLToPath(new URL("../../artifacts/lighthouse", import.meta.url));

/** A page's name as a file name: "Pro page" → "pro-page". */
export const reportFileName = (page: string) =>
  `${page
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.json`;

export interface PageScores {
  page: string;
  path: string;
  scores: Record<Category, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Requests the page made that failed (a 4xx or 5xx, or no answer): its scores are then not the page's. */
  failedRequests: string[];
}

export interface LighthouseReport {
  pages: PageScores[];
  /** Pages that could not be measured yet, and why. */
  missing: string[];
  version: string | null;
}

/** The first address under `prefix` in the server's sitemap, or why there is none. */
async function fromSitemap(origin: string, prefix: string): Promise<{ path: string } | { missing: string }> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) return { missing: `sitemap.xml answered ${response.status}` };
  for (const [, loc] of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const address = new URL(loc ?? "", origin);
    if (address.pathname.startsWith(prefix)) return { path: address.pathname };
  }
  return { missing: `the sitemap names no ${prefix} address yet` };
}

async function pagesToMeasure(origin: string) {
  const pages = [
    { page: "Home", path: "/" },
    { page: "Booking", path: "/book-now" },
  ];
  const missing: string[] = [];
  for (const [page, prefix] of [
    ["Pro page", "/pros/"],
    ["Service page", "/services/"],
  ] as const) {
    const found = await fromSitemap(origin, prefix);
    if ("path" in found) pages.push({ page, path: found.path });
    else missing.push(`${page}: ${found.missing}`);
  }
  return { pages, missing };
}

/** Serves a production build of the web app on a seeded in-memory database until `use` is done. */
async function withProductionSite<Result>(use: (origin: string) => Promise<Result>): Promise<Result> {
  return withWebBuild(async (webDistDir) => {
    const database = await createDatabase({ pgliteDir: "memory://" });
    const storageRoot = mkdtempSync(path.join(tmpdir(), "primp-bench-files-"));
    try {
      await database.migrate();
      await seedDatabase(database.db, { hashPassword, demoAccounts: true });
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const services = createServices({
        database,
        env: {
          NODE_ENV: "production",
          APP_URL: origin,
          // Lighthouse runs in this process: its own work (tracing, the simulation) would count as
          // the server's, which then shed the page's scripts, stylesheets and fonts (503) and
          // Lighthouse scored a page without them. The event loop's gates are off; a real
          // deployment serves from a process of its own.
          OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "0",
          OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
        },
        allowLocalProviders: true,
        storageRoot,
      });
      const app = await buildApp({ services, webDistDir });
      try {
        await app.listen({ host: "127.0.0.1", port });
        return await use(origin);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(storageRoot, { recursive: true, force: true });
    }
  });
}

/** The addresses (and answers) of the requests a measured page made that did not succeed. */
function failedRequests(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { url: string; statusCode: number; failed?: boolean }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((request) => request.failed || request.statusCode < 200 || request.statusCode >= 400)
    .map(
      (request) => `${new URL(request.url).pathname} (${request.statusCode > 0 ? request.statusCode : "no answer"})`,
    );
}

/** `only`: the names of the pages to measure (case-insensitive, e.g. "service page"); all when empty. */
export async function measureLighthouse(only: readonly string[] = []): Promise<LighthouseReport> {
  const wanted = only.map((name) => name.toLowerCase());
  return withProductionSite(async (origin) => {
    const found = await pagesToMeasure(origin);
    const pages = found.pages.filter(({ page }) => wanted.length === 0 || wanted.includes(page.toLowerCase()));
    const { missing } = found;
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] });
    try {
      mkdirSync(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
      const measured: PageScores[] = [];
      let version: string | null = null;
      for (const { page, path: address } of pages) {
        const run = () =>
          lighthouse(`${origin}${address}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          });
        let result = await run();
        // On a loaded machine the trace sometimes misses the navigation's start (NO_NAVSTART) and
        // every metric is NaN: such a run measured nothing, so it is made once more.
        if (result?.lhr.runtimeError) result = await run();
        if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
        const { lhr } = result;
        writeFileSync(path.join(LIGHTHOUSE_REPORTS_DIR, reportFileName(page)), JSON.stringify(lhr, null, 2));
        version = lhr.lighthouseVersion;
        const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
        const metric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
        measured.push({
          page,
          path: address,
          scores: { performance: score("performance"), accessibility: score("accessibility"), seo: score("seo") },
          largestContentfulPaintMs: Math.round(metric("largest-contentful-paint")),
          totalBlockingTimeMs: Math.round(metric("total-blocking-time")),
          cumulativeLayoutShift: Number(metric("cumulative-layout-shift").toFixed(3)),
          failedRequests: failedRequests(lhr),
        });
      }
      return { pages: measured, missing, version };
    } finally {
      chrome.kill();
    }
  });
}

export function renderLighthouse({ pages, missing, version }: LighthouseReport): string {
  const mark = (category: Category, score: number) =>
    score >= LIGHTHOUSE_GOALS[category] ? `${score}` : `**${score}** (goal ${LIGHTHOUSE_GOALS[category]})`;
  return [
    `## Lighthouse${version ? ` ${version}` : ""}, mobile`,
    "",
    "The production build served by the real server (production mode, local providers, seeded demo). Lighthouse's " +
      "default mobile run: a mid-range phone on a throttled connection, simulated. Goals: performance 95 or more, " +
      "accessibility and SEO 100.",
    "",
    "| page | address | performance | accessibility | SEO | LCP ms | TBT ms | CLS |",
    "|---|---|---|---|---|---|---|---|",
    ...pages.map(
      (page) =>
        `| ${page.page} | \`${page.path}\` | ${mark("performance", page.scores.performance)} | ` +
        `${mark("accessibility", page.scores.accessibility)} | ${mark("seo", page.scores.seo)} | ` +
        `${page.largestContentfulPaintMs} | ${page.totalBlockingTimeMs} | ${page.cumulativeLayoutShift} |`,
    ),
    ...(missing.length ? ["", ...missing.map((line) => `- Not measured: ${line}.`)] : []),
    ...pages
      .filter((page) => page.failedRequests.length > 0)
      .map(
        (page) =>
          `- ${page.page}: measured with failed requests, not as visitors get it: ${page.failedRequests.join(", ")}.`,
      ),
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) console.log(renderLighthouse(await measureLighthouse(process.argv.slice(2))));
