// What one `pnpm bench` run measures and for how long. The full plan is the sizes and
// fits in about ten minutes on two cores; --quick is a tenth of the rows and shorter loads,
// for checking the benchmarks themselves.
import type { FileServingPlan } from "./file-serving.ts";
import type { SheddingOptions } from "./shedding.ts";

export interface BenchPlan {
  quick: boolean;
  /** Where the report is written, relative to the repository root. */
  out: string;
  pgliteSizes: number[];
  postgresSizes: number[];
  /** Timed calls per dashboard query and page; the p95 is taken over them. */
  queryIterations: number;
  /** Time a slow page (the end of a long list) may take instead, so it cannot stretch the run. */
  slowPageBudgetMs: number;
  http: { bookings: number; durationMs: number; warmupMs: number; concurrency: number };
  creation: { count: number; concurrency: number };
  /** Timed calls of each per-request query (hot-paths.ts). */
  hotPathCalls: number;
  /** mail.send jobs drained from a backlog, and jobs due a few seconds ahead (jobs.ts). */
  jobs: { jobs: number; delayed: number };
  /** One 8 MB image served from disk and from S3 to slow readers and keep-alive clients (file-serving.ts). */
  files: FileServingPlan;
  /** Mixed traffic at a fixed rate with a kill -9 and restart (soak.ts). */
  soak: { seconds: number; rate: number };
  /** Three times the saturation rate with a kill -9 and restart (shedding.ts). */
  shedding: SheddingOptions;
}

export const USAGE = `Usage: pnpm bench [--quick] [--out docs/benchmarks.md]

Runs every benchmark of issue 7 and writes the report (default docs/benchmarks.md).
  --quick   a tenth of the rows and shorter loads: checks the benchmarks, not the product`;

export class UsageError extends Error {}

export function planFromArgs(argv: string[]): BenchPlan {
  let quick = false;
  let out = "docs/benchmarks.md";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--quick") quick = true;
    else if (arg === "--out" && argv[i + 1]) out = argv[++i] as string;
    else throw new UsageError(arg === "--help" ? "" : `Unknown option ${arg}`);
  }
  const scale = quick ? 0.1 : 1;
  return {
    quick,
    out,
    pgliteSizes: [10_000, 100_000].map((n) => n * scale),
    postgresSizes: [10_000, 100_000, 1_000_000].map((n) => n * scale),
    queryIterations: quick ? 15 : 40,
    slowPageBudgetMs: quick ? 1_000 : 3_000,
    http: {
      bookings: 10_000 * scale,
      durationMs: quick ? 2_000 : 8_000,
      warmupMs: quick ? 500 : 2_000,
      concurrency: 16,
    },
    creation: { count: quick ? 300 : 2_000, concurrency: 16 },
    hotPathCalls: quick ? 200 : 2_000,
    jobs: { jobs: quick ? 200 : 2_000, delayed: 50 },
    files: {
      readers: quick ? 100 : 300,
      fileBytes: 8 * 1024 * 1024,
      durationMs: quick ? 2_000 : 8_000,
      concurrency: 8,
    },
    soak: { seconds: quick ? 30 : 180, rate: 100 },
    shedding: { seconds: quick ? 20 : 60, multiple: 3, saturationCallers: 32, saturationSeconds: quick ? 3 : 5 },
  };
}
