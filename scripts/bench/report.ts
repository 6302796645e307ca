// docs/benchmarks.md from one run's results: the machine, every figure, and each goal of
// issue 7 as met or not met. The "Notes" section at the end is written by people (what limits
// an unmet goal, what was tried) and is carried over from the previous file on every run.
import type { HomeBundleReport } from "../measure-bundle.ts";
import type { DashboardSizeResult, QueryTiming } from "./dashboard-queries.ts";
import type { HotPathTimings } from "./hot-paths.ts";
import type { RouteLoad, ThroughputReport } from "./http-throughput.ts";
import type { JobsReport } from "./jobs.ts";
import type { LoadResult } from "./load.ts";
import type { MachineInfo } from "./machine.ts";
import type { BenchPlan } from "./plan.ts";

export interface HttpRun {
  database: string;
  bookings: number;
  result: ThroughputReport;
}

export interface DashboardRun {
  database: string;
  sizes: DashboardSizeResult[];
}

export interface HotPathRun {
  database: string;
  result: HotPathTimings;
}

export interface CreationRun {
  database: string;
  /** Bookings already in the table. */
  tableSize: number;
  /** Whether commits wait for the disk: "on" (fsync, synchronous commit), "off", or "in memory". */
  durability: "on" | "off" | "in memory";
  result: LoadResult;
}

export interface BenchResults {
  plan: BenchPlan;
  machine: MachineInfo;
  durationSeconds: number;
  statusMix: string;
  http: HttpRun[];
  dashboards: DashboardRun[];
  hotPaths: HotPathRun[];
  creation: CreationRun[];
  bundle: HomeBundleReport | null;
  /** The job engine on PostgreSQL (mail.send jobs); null when PostgreSQL is not available. */
  jobs: JobsReport | null;
  /** Parts not measured, and why. */
  skipped: string[];
}

/** Issue 15's goals (issue 7's were 40% of bare for both routes and 300 bookings/s). */
export const GOALS = {
  quoteShareOfBare: 0.2,
  /** The stretch goal for quote.compute, reported beside the goal. */
  quoteStretchShareOfBare: 0.4,
  quoteServerCpuMicros: 300,
  dashboardShareOfBare: 0.1,
  sessionValidationMs: 1,
  queryP95Ms: 20,
  creationsPerSecond: 500,
  // The issue's goal for the home page's first load, in KiB (1,024 bytes) gzipped.
  bundleKb: 150,
} as const;

export interface Verdict {
  goal: string;
  figure: string;
  /** null when the part was not measured. */
  met: boolean | null;
  /** For a goal not met: which figures miss it. */
  detail?: string;
}

// ---------------------------------------------------------------- formatting

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString("en-US");
const micros = (value: number) => `${Math.round(value).toLocaleString("en-US")} µs`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const metText = (met: boolean | null) => (met === null ? "not measured" : met ? "**met**" : "**not met**");

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

// ---------------------------------------------------------------- goals

/**
 * "Flat as the table grows": the largest table's p95 at most twice the smallest's, plus 1 ms
 * so that sub-millisecond jitter does not count as growth.
 */
export function isFlat(smallestP95Ms: number, largestP95Ms: number): boolean {
  return largestP95Ms <= 2 * smallestP95Ms + 1;
}

const shareOfBare = (run: HttpRun, route: "hooks" | "quote" | "dashboard") =>
  run.result.bare.perSecond === 0 ? 0 : run.result[route].perSecond / run.result.bare.perSecond;

const HTTP_ROUTES = { quote: "quote.compute", dashboard: "admin.bookings page" } as const;
const HTTP_GOALS = { quote: GOALS.quoteShareOfBare, dashboard: GOALS.dashboardShareOfBare } as const;

function httpVerdicts(runs: HttpRun[]): Verdict[] {
  return runs.flatMap((run) => [
    ...(["quote", "dashboard"] as const).map((route) => {
      const share = shareOfBare(run, route);
      const stretch = route === "quote" ? `; stretch ${percent(GOALS.quoteStretchShareOfBare)}` : "";
      return {
        goal: `${HTTP_ROUTES[route]} over HTTP ≥ ${percent(HTTP_GOALS[route])} of bare Fastify${stretch} (${run.database})`,
        figure: `${percent(share)} (${count(run.result[route].perSecond)} vs ${count(run.result.bare.perSecond)} req/s)`,
        met: share >= HTTP_GOALS[route],
      };
    }),
    {
      goal: `quote.compute ≤ ${GOALS.quoteServerCpuMicros} µs server CPU per request (${run.database})`,
      figure: micros(run.result.quote.serverCpuMicros),
      met: run.result.quote.serverCpuMicros <= GOALS.quoteServerCpuMicros,
    },
  ]);
}

function sessionVerdicts(runs: HotPathRun[]): Verdict[] {
  return runs.map((run) => ({
    goal: `Session validation ≤ ${GOALS.sessionValidationMs} ms, median call (${run.database})`,
    figure: `${ms(run.result.sessionValidation.p50Ms)} (p95 ${ms(run.result.sessionValidation.p95Ms)})`,
    met: run.result.sessionValidation.p50Ms <= GOALS.sessionValidationMs,
  }));
}

type PageKind = "first" | "deep";
const p95Of = (timing: QueryTiming, page: PageKind) => (page === "first" ? timing.firstP95Ms : timing.deepP95Ms);
const pageLabel = (timing: QueryTiming, page: PageKind) => (page === "first" ? "page 1" : `page ${timing.deepPage}`);

function dashboardVerdicts(run: DashboardRun): Verdict[] {
  const first = run.sizes[0];
  const last = run.sizes.at(-1);
  if (!first || !last) return [];
  const sizes = run.sizes.map((size) => count(size.size)).join(", ");
  const slow = run.sizes.flatMap((size) =>
    size.queries.flatMap((timing) =>
      (["first", "deep"] as const)
        .filter((page) => p95Of(timing, page) >= GOALS.queryP95Ms)
        .map((page) => `${timing.query} ${pageLabel(timing, page)} at ${count(size.size)}: ${ms(p95Of(timing, page))}`),
    ),
  );
  const worst = Math.max(...run.sizes.flatMap((size) => size.queries.flatMap((q) => [q.firstP95Ms, q.deepP95Ms])));
  const growing = first.queries.flatMap((small) => {
    const large = last.queries.find((timing) => timing.query === small.query);
    if (!large) return [];
    return (["first", "deep"] as const)
      .filter((page) => !isFlat(p95Of(small, page), p95Of(large, page)))
      .map((page) => `${small.query} ${page} page: ${ms(p95Of(small, page))} → ${ms(p95Of(large, page))}`);
  });
  return [
    {
      goal: `Dashboard pages p95 < ${GOALS.queryP95Ms} ms, first and deep page (${run.database}, ${sizes} bookings)`,
      figure: `worst p95 ${ms(worst)}`,
      met: slow.length === 0,
      ...(slow.length ? { detail: slow.join("; ") } : {}),
    },
    {
      goal: `Dashboard pages flat from ${count(first.size)} to ${count(last.size)} bookings (${run.database})`,
      figure: growing.length ? `${growing.length} of ${first.queries.length * 2} pages grow` : "all flat",
      met: growing.length === 0,
      ...(growing.length ? { detail: growing.join("; ") } : {}),
    },
  ];
}

function creationVerdict(runs: CreationRun[]): Verdict {
  const goal = `Booking creation ≥ ${GOALS.creationsPerSecond}/s on PostgreSQL`;
  const postgres = runs.find((run) => run.database === "PostgreSQL");
  if (!postgres) return { goal, figure: "-", met: null };
  return {
    goal,
    figure: `${count(postgres.result.perSecond)}/s`,
    met: postgres.result.perSecond >= GOALS.creationsPerSecond,
  };
}

function bundleVerdict(bundle: HomeBundleReport | null): Verdict {
  const goal = `Home page first-load JavaScript < ${GOALS.bundleKb} KiB gzipped`;
  if (!bundle) return { goal, figure: "-", met: null };
  return { goal, figure: kb(bundle.totalGzipBytes), met: bundle.totalGzipBytes < GOALS.bundleKb * 1024 };
}

export function verdicts(results: BenchResults): Verdict[] {
  return [
    ...httpVerdicts(results.http),
    ...sessionVerdicts(results.hotPaths),
    ...results.dashboards.flatMap(dashboardVerdicts),
    creationVerdict(results.creation),
    bundleVerdict(results.bundle),
  ];
}

// ---------------------------------------------------------------- sections

function machineSection(results: BenchResults): string {
  const { machine, plan } = results;
  return [
    "## Machine",
    "",
    `- CPU: ${machine.cpuModel}, ${machine.cores} cores (os.cpus())`,
    `- Memory: ${machine.memoryGiB} GiB`,
    `- OS: ${machine.os}`,
    `- Node.js: ${machine.node}`,
    `- PostgreSQL: ${machine.postgres ?? "not available"}`,
    `- PGlite: ${machine.pglite ?? "not measured"}`,
    `- Run: ${machine.startedAt.slice(0, 16).replace("T", " ")} UTC, ${plan.quick ? "`pnpm bench --quick`" : "`pnpm bench`"}, ` +
      `${Math.round(results.durationSeconds)} s; 1-minute load average ${machine.loadAtStart.toFixed(2)} at the start, ` +
      `${machine.loadAtEnd.toFixed(2)} at the end`,
  ].join("\n");
}

function goalsSection(list: Verdict[]): string {
  const rows = list.map((verdict) => [verdict.goal, verdict.figure, metText(verdict.met)]);
  const details = list
    .filter((verdict) => verdict.detail)
    .map((verdict) => `- ${verdict.goal}, not met by: ${verdict.detail}`);
  return ["## Goals", "", table(["Goal", "Figure", "Verdict"], rows), ...(details.length ? ["", ...details] : [])].join(
    "\n",
  );
}

function httpSection(results: BenchResults): string {
  if (results.http.length === 0) return "";
  const { concurrency, durationMs } = results.plan.http;
  const rows = results.http.flatMap((run) => {
    const row = (route: string, load: RouteLoad, share: string) => [
      run.database,
      route,
      count(load.perSecond),
      ms(load.p50Ms),
      ms(load.p99Ms),
      count(load.errors),
      share,
      micros(load.serverCpuMicros),
    ];
    return [
      row("bare Fastify route", run.result.bare, "100%"),
      row("the app's hooks around a plain route", run.result.hooks, percent(shareOfBare(run, "hooks"))),
      row("quote.compute", run.result.quote, percent(shareOfBare(run, "quote"))),
      row(
        `admin.bookings page 1 (${count(run.bookings)} bookings)`,
        run.result.dashboard,
        percent(shareOfBare(run, "dashboard")),
      ),
    ];
  });
  return [
    "## HTTP throughput",
    "",
    `${concurrency} keep-alive connections for ${durationMs / 1000} s per route after a warm-up, from scripts/bench/load.ts ` +
      "in the parent process; the server runs in a child process built as apps/server/src/main.ts builds it (request " +
      "log on, written to /dev/null; NODE_ENV unset, since production refuses the local payment and mail providers). The bare route is a Fastify instance with no plugins in the same child, answering the same " +
      "JSON as quote.compute; the app's hooks route answers that JSON from a plain route of the Primp app. The admin " +
      "page is fetched with a real session cookie. Load generator, server and " +
      "PostgreSQL share the machine's cores. Server CPU is the child process's user + system time over the " +
      "measured window divided by the requests answered (PostgreSQL's own processes are not in it); the layers " +
      "are the differences: hooks − bare = security headers, request id, load shedding, cookie parsing and the " +
      "log line; quote.compute − hooks = tRPC (the thin query path), the context, zod, the quote and superjson; " +
      "the page − quote.compute = the session and the page's query.",
    "",
    table(["Database", "Route", "req/s", "p50", "p99", "errors", "of bare", "server CPU per request"], rows),
  ].join("\n");
}

function dashboardSection(results: BenchResults): string {
  if (results.dashboards.length === 0) return "";
  const parts = results.dashboards.map((run) => {
    const rows = run.sizes.flatMap((size) =>
      size.queries.map((timing) => [
        count(size.size),
        timing.query,
        count(timing.rows),
        ms(timing.firstP95Ms),
        `${ms(timing.deepP95Ms)} (p. ${count(timing.deepPage)})`,
        `${ms(timing.lastP95Ms)} (p. ${count(timing.lastPage)})`,
        timing.keysetDeepP95Ms === null ? "-" : ms(timing.keysetDeepP95Ms),
        timing.keysetLastP95Ms === null ? "-" : ms(timing.keysetLastP95Ms),
      ]),
    );
    const loads = run.sizes.map((size) => `${count(size.size)} in ${size.loadSeconds.toFixed(1)} s`).join(", ");
    return [
      `### ${run.database}`,
      "",
      table(
        [
          "Bookings",
          "Query",
          "Rows in list",
          "p95 page 1",
          "p95 deep page",
          "p95 last page",
          "deep, by keyset",
          "last, by keyset",
        ],
        rows,
      ),
      "",
      `Table grown by bulk insert and VACUUM ANALYZE: ${loads}.`,
    ].join("\n");
  });
  return [
    "## Dashboard page queries",
    "",
    `The domain functions the routers call (packages/api/src/domain/dashboard.ts), each a page of rows plus its ` +
      `count, called one at a time, ${results.plan.queryIterations} times per page after one warm-up call (a page ` +
      `slower than that allows gets as many calls as fit in ${results.plan.slowPageBudgetMs / 1000} s, at least 5); p95 of those. Bookings: ${results.statusMix}; spread evenly over 10 live cities and 100 pros. The pro is one in ` +
      `the state with the most live cities. The deep page is page 100 (or the last, when the list is shorter); ` +
      `the last page shows what OFFSET paging costs at the end of a long list. Every list also reads ` +
      `those two pages by keyset (after the previous page's last booking, uncounted), as its pager does when ` +
      `moving to the next page. The customer is one who made 1% of the bookings.`,
    "",
    ...parts.flatMap((part) => [part, ""]),
  ]
    .join("\n")
    .trimEnd();
}

function hotPathSection(results: BenchResults): string {
  if (results.hotPaths.length === 0) return "";
  const rows = results.hotPaths.flatMap((run) =>
    (
      [
        ["session validation (session ⨝ user, one Kysely query)", run.result.sessionValidation],
        ["rate-limit check (one atomic upsert)", run.result.rateLimitCheck],
      ] as const
    ).map(([what, load]) => [run.database, what, count(load.requests), ms(load.p50Ms), ms(load.p95Ms), ms(load.p99Ms)]),
  );
  return [
    "## Per-request queries",
    "",
    "Called one at a time through the code the server runs (lucia's validateSession over the hashed-id adapter; " +
      "consumeRateLimit), after 50 warm-up calls. Wall time per call: the client's CPU plus one round trip.",
    "",
    table(["Database", "Query", "Calls", "p50", "p95", "p99"], rows),
  ].join("\n");
}

function creationSection(results: BenchResults): string {
  if (results.creation.length === 0) return "";
  const rows = results.creation.map((run) => [
    run.database,
    run.durability,
    count(run.tableSize),
    count(run.result.requests),
    count(run.result.perSecond),
    ms(run.result.p50Ms),
    ms(run.result.p99Ms),
  ]);
  return [
    "## Booking creation",
    "",
    `booking.create through the tRPC caller (validation, rate-limit counter, quote, booking and lines written, ` +
      `payment intent from the local provider), ${results.plan.creation.concurrency} in flight, each from its own ` +
      `address, after 50 warm-up bookings.`,
    "",
    table(
      ["Database", "Commits wait for disk", "Bookings already in table", "Created", "per second", "p50", "p99"],
      rows,
    ),
  ].join("\n");
}

function jobsSection(jobs: JobsReport | null): string {
  if (!jobs) return "";
  return [
    "## Jobs (pg-boss on PostgreSQL)",
    "",
    `mail.send jobs as a paid booking writes them (outbox rows and jobs in one transaction), handled by one server's ` +
      `workers (batches of 10, polling every ${jobs.pollingIntervalSeconds} s when idle) with the local mail provider, ` +
      "so the engine and the handler are measured, not a provider. Throughput: a backlog written first, then drained. " +
      "Delay: jobs due 3 s after they were written; the time from each message's due time to its sentAt.",
    "",
    table(
      ["Backlog", "Jobs per second", "Due-time jobs", "Delay p50", "Delay p95", "Delay max"],
      [
        [
          count(jobs.jobs),
          count(jobs.perSecond),
          count(jobs.delayed),
          ms(jobs.delayP50Ms),
          ms(jobs.delayP95Ms),
          ms(jobs.delayMaxMs),
        ],
      ],
    ),
  ].join("\n");
}

function bundleSection(bundle: HomeBundleReport | null): string {
  if (!bundle) return "";
  const rows = bundle.files.map((file) => [`\`${file.file}\``, kb(file.bytes), kb(file.gzipBytes)]);
  rows.push(["**total**", kb(bundle.totalBytes), `**${kb(bundle.totalGzipBytes)}**`]);
  return [
    "## Home page first-load JavaScript",
    "",
    "A fresh production build of apps/web, measured by scripts/measure-bundle.ts: index.html's module scripts and " +
      `everything they import statically. CSS, not counted: ${kb(bundle.cssGzipBytes)} gzipped.`,
    "",
    table(["File", "Size", "Gzipped"], rows),
  ].join("\n");
}

export const NOTES_HEADING = "## Notes";
const NOTES_PLACEHOLDER = `${NOTES_HEADING}\n\nWritten by people and kept by \`pnpm bench\`: what limits the goals not met.\n`;

/**
 * The generated report, then the sections measured apart from `results` (file serving, soak,
 * shedding), then the previous file's Notes section (or an empty one).
 */
export function renderReport(results: BenchResults, previous: string | null, measuredApart: string[] = []): string {
  const notesAt = previous?.indexOf(`\n${NOTES_HEADING}\n`) ?? -1;
  const notes = previous && notesAt >= 0 ? previous.slice(notesAt + 1) : NOTES_PLACEHOLDER;
  const skipped = results.skipped.map((reason) => `- Not measured: ${reason}`).join("\n");
  return [
    "# Benchmarks",
    "",
    "Generated by `pnpm bench` (scripts/bench/index.ts; `--quick` for a smaller, faster run) for the performance goals below. " +
      "Every figure comes from one run on one machine, so the ratios compare like with like.",
    skipped,
    machineSection(results),
    goalsSection(verdicts(results)),
    httpSection(results),
    hotPathSection(results),
    dashboardSection(results),
    creationSection(results),
    jobsSection(results.jobs),
    bundleSection(results.bundle),
    ...measuredApart.map((section) => section.trimEnd()),
    notes.trimEnd(),
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}
