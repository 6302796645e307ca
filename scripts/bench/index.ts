// pnpm bench: every benchmark of issue 7 item 6 in one run, one after another so that they
// do not compete for the cores, then docs/benchmarks.md written from the results.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@primp/db";
import { measureAvailabilitySlots, renderAvailabilitySlots } from "./availability-slots.ts";
import { measureBookingCreation } from "./booking-creation.ts";
import { prepareBookingTable, STATUS_MIX } from "./bookings-table.ts";
import { measureHomeBundle } from "./bundle.ts";
import { measureDashboardQueries } from "./dashboard-queries.ts";
import { measureFileServing, renderFileServing } from "./file-serving.ts";
import { measureHotPaths } from "./hot-paths.ts";
import { measureHttpThroughput } from "./http-throughput.ts";
import { measureJobs } from "./jobs.ts";
import { measureLighthouse, renderLighthouse } from "./lighthouse.ts";
import { measureLiveFanout, renderLiveFanout } from "./live-fanout.ts";
import { currentLoad, describeMachine } from "./machine.ts";
import { type BenchPlan, planFromArgs, USAGE, UsageError } from "./plan.ts";
import { type BenchPostgres, startBenchPostgres } from "./postgres.ts";
import { type BenchResults, kb, renderReport } from "./report.ts";
import { measureShedding, renderShedding } from "./shedding.ts";
import { renderSoak, runSoak } from "./soak.ts";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const log = (line: string) => console.log(line);

/** Dashboards on a growing table, then booking creation into it. */
async function measureDatabase(
  name: "PGlite" | "PostgreSQL",
  database: Database,
  plan: BenchPlan,
  results: BenchResults,
  durability: BenchResults["creation"][number]["durability"],
) {
  await database.migrate();
  const table = await prepareBookingTable(database);
  log(`Dashboard queries on ${name}`);
  const sizes = name === "PGlite" ? plan.pgliteSizes : plan.postgresSizes;
  results.dashboards.push({
    database: name,
    sizes: await measureDashboardQueries({
      table,
      sizes,
      iterations: plan.queryIterations,
      slowPageBudgetMs: plan.slowPageBudgetMs,
      log,
    }),
  });
  log(`Session validation and rate-limit check on ${name}`);
  const hotPaths = await measureHotPaths({ database, userId: table.adminId, calls: plan.hotPathCalls });
  log(
    `  session p50 ${hotPaths.sessionValidation.p50Ms.toFixed(2)} ms, rate limit p50 ${hotPaths.rateLimitCheck.p50Ms.toFixed(2)} ms`,
  );
  results.hotPaths.push({ database: name, result: hotPaths });
  log(`Booking creation on ${name}`);
  const result = await measureBookingCreation({ database, ...plan.creation });
  log(`  ${result.perSecond}/s`);
  results.creation.push({ database: name, tableSize: table.size, durability, result });
}

async function run(plan: BenchPlan): Promise<BenchResults> {
  const started = performance.now();
  const results: BenchResults = {
    plan,
    machine: describeMachine(),
    durationSeconds: 0,
    statusMix: STATUS_MIX,
    http: [],
    dashboards: [],
    hotPaths: [],
    creation: [],
    bundle: null,
    jobs: null,
    skipped: [],
  };

  log("Home page bundle: building apps/web into a temporary folder");
  results.bundle = await measureHomeBundle();
  log(`  ${kb(results.bundle.totalGzipBytes)} gzipped`);

  const postgres = await startBenchPostgres();
  const server: BenchPostgres | null = "skipped" in postgres ? null : postgres;
  if ("skipped" in postgres) results.skipped.push(`every PostgreSQL figure: ${postgres.skipped}`);
  else results.machine.postgres = postgres.version;
  const stopServer = () => server?.stop();
  process.once("SIGINT", () => void Promise.resolve(stopServer()).finally(() => process.exit(130)));
  try {
    const databases = [
      { name: "PGlite", url: undefined },
      ...(server ? [{ name: "PostgreSQL", url: await server.createDatabase("bench_http") }] : []),
    ];
    for (const { name, url } of databases) {
      log(`HTTP throughput on ${name}`);
      const result = await measureHttpThroughput({ databaseUrl: url, ...plan.http });
      log(`  bare ${result.bare.perSecond}, quote ${result.quote.perSecond}, page ${result.dashboard.perSecond} req/s`);
      results.http.push({ database: name, bookings: plan.http.bookings, result });
    }

    const pglite = await createDatabase({ pgliteDir: "memory://" });
    try {
      const [version] = await pglite.db.$queryRawUnsafe<{ version: string }[]>("SELECT version()");
      results.machine.pglite = `${version?.version.split(" on ")[0]} (in memory, WebAssembly)`;
      await measureDatabase("PGlite", pglite, plan, results, "in memory");
    } finally {
      await pglite.close();
    }

    if (server) {
      const database = await createDatabase({ databaseUrl: await server.createDatabase("bench_dashboards") });
      try {
        await measureDatabase("PostgreSQL", database, plan, results, "on");
      } finally {
        await database.close();
      }
      log("Jobs on PostgreSQL");
      results.jobs = await measureJobs({ databaseUrl: await server.createDatabase("bench_jobs"), ...plan.jobs });
      log(`  ${results.jobs.perSecond} jobs/s, due-to-send p50 ${results.jobs.delayP50Ms} ms`);
    }
  } finally {
    await stopServer();
  }
  results.machine.loadAtEnd = currentLoad();
  results.durationSeconds = (performance.now() - started) / 1000;
  return results;
}

async function main(argv: string[]) {
  let plan: BenchPlan;
  try {
    plan = planFromArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error([error.message, USAGE].filter(Boolean).join("\n\n"));
    process.exit(error.message ? 2 : 0);
  }
  const results = await run(plan);
  log("File serving: memory under slow readers and throughput, disk and S3");
  const files = await measureFileServing(plan.files);
  log("Soak: mixed traffic at a fixed rate, kill -9 and restart");
  const soak = await runSoak(plan.soak, log);
  log("Shedding: three times the saturation rate, kill -9 and restart");
  const shedding = await measureShedding(plan.shedding, log);
  log("availability.slots: 1,000 pros and 100,000 bookings in one city on PostgreSQL");
  const slots = await measureAvailabilitySlots();
  log("Live updates: 2,000 open subscriptions on one process, one event fanned out");
  const live = await measureLiveFanout({ streams: plan.quick ? 200 : 2_000 });
  log("Lighthouse (mobile) on the production build: home, booking, a pro page and a service page");
  const lighthouse = await measureLighthouse();
  const out = path.resolve(REPO_ROOT, plan.out);
  const previous = existsSync(out) ? readFileSync(out, "utf8") : null;
  writeFileSync(
    out,
    renderReport(results, previous, [
      renderFileServing(files),
      renderSoak(soak),
      renderShedding(shedding, currentLoad()),
      renderAvailabilitySlots(slots),
      renderLiveFanout(live),
      renderLighthouse(lighthouse),
    ]),
  );
  log(`Wrote ${path.relative(REPO_ROOT, out)} in ${Math.round(results.durationSeconds)} s`);
}

await main(process.argv.slice(2));
