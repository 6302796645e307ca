import { describe, expect, it } from "vitest";
import type { QueryTiming } from "./dashboard-queries.ts";
import type { RouteLoad } from "./http-throughput.ts";
import type { MachineInfo } from "./machine.ts";
import { planFromArgs, UsageError } from "./plan.ts";
import { type BenchResults, isFlat, NOTES_HEADING, renderReport, verdicts } from "./report.ts";

const load = (perSecond: number): RouteLoad => ({
  requests: perSecond * 5,
  errors: 0,
  perSecond,
  p50Ms: 2,
  p95Ms: 4,
  p99Ms: 6,
  serverCpuMicros: 1_000_000 / perSecond,
});

const timing = (query: string, firstP95Ms: number, deepP95Ms: number): QueryTiming => ({
  query,
  rows: 500,
  firstP95Ms,
  deepPage: 100,
  deepP95Ms,
  lastPage: 100,
  lastP95Ms: deepP95Ms,
  keysetDeepP95Ms: null,
  keysetLastP95Ms: null,
});

const machine: MachineInfo = {
  cpuModel: "Test CPU",
  cores: 2,
  memoryGiB: 24,
  os: "Linux test",
  node: "v20.20.2",
  startedAt: "2026-11-23T10:00:00.000Z",
  loadAtStart: 0.5,
  loadAtEnd: 0.7,
  postgres: "15.18",
  pglite: "PostgreSQL 17",
};

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    plan: planFromArgs([]),
    machine,
    durationSeconds: 300,
    statusMix: "a mix",
    http: [
      {
        database: "PostgreSQL",
        bookings: 10_000,
        result: { bare: load(10_000), hooks: load(7_000), quote: load(5_000), dashboard: load(1_000) },
      },
    ],
    hotPaths: [{ database: "PostgreSQL", result: { sessionValidation: load(2_000), rateLimitCheck: load(4_000) } }],
    dashboards: [
      {
        database: "PostgreSQL",
        sizes: [
          { size: 10_000, loadSeconds: 1, queries: [timing("admin", 2, 3)] },
          { size: 1_000_000, loadSeconds: 60, queries: [timing("admin", 3, 25)] },
        ],
      },
    ],
    creation: [{ database: "PostgreSQL", tableSize: 1_000_000, durability: "on", result: load(450) }],
    bundle: { files: [], totalBytes: 600_000, totalGzipBytes: 210 * 1024, cssGzipBytes: 0 },
    jobs: {
      jobs: 2_000,
      perSecond: 82,
      delayed: 50,
      delayP50Ms: 1_289,
      delayP95Ms: 1_577,
      delayMaxMs: 1_601,
      pollingIntervalSeconds: 2,
    },
    skipped: [],
    ...overrides,
  };
}

describe("goals", () => {
  it("calls a page flat when it at most doubles, with 1 ms of slack for jitter", () => {
    expect(isFlat(2, 5)).toBe(true);
    expect(isFlat(2, 5.1)).toBe(false);
    expect(isFlat(0.2, 1.3)).toBe(true);
  });

  it("judges every goal from the figures and names what misses", () => {
    const list = verdicts(results());
    const byGoal = (text: string) => list.find((verdict) => verdict.goal.includes(text));
    expect(byGoal("quote.compute")).toMatchObject({ met: true, figure: "50% (5,000 vs 10,000 req/s)" });
    expect(byGoal("admin.bookings page")).toMatchObject({ met: true, figure: "10% (1,000 vs 10,000 req/s)" });
    expect(byGoal("server CPU")).toMatchObject({ met: true, figure: "200 µs" });
    expect(byGoal("Session validation")).toMatchObject({ met: false, figure: "2.00 ms (p95 4.00 ms)" });
    expect(byGoal("p95 < 20 ms")).toMatchObject({ met: false, detail: "admin page 100 at 1,000,000: 25.0 ms" });
    expect(byGoal("flat")).toMatchObject({ met: false, detail: "admin deep page: 3.00 ms → 25.0 ms" });
    expect(byGoal("Booking creation")).toMatchObject({ met: false, figure: "450/s" });
    expect(byGoal("JavaScript")).toMatchObject({ met: false, figure: "210.0 KiB" });
  });

  it("reports a part that was not measured as such, not as a failure", () => {
    const list = verdicts(results({ creation: [], bundle: null }));
    expect(list.find((verdict) => verdict.goal.includes("Booking creation"))?.met).toBeNull();
    expect(list.find((verdict) => verdict.goal.includes("JavaScript"))?.met).toBeNull();
  });
});

describe("report", () => {
  it("describes the machine and writes each goal with its verdict", () => {
    const report = renderReport(results({ skipped: ["every PostgreSQL figure: no binaries"] }), null);
    expect(report).toContain("- CPU: Test CPU, 2 cores");
    expect(report).toContain("- Node.js: v20.20.2");
    expect(report).toContain("- Not measured: every PostgreSQL figure: no binaries");
    expect(report).toContain("| Booking creation ≥ 500/s on PostgreSQL | 450/s | **not met** |");
    expect(report).toContain("| PostgreSQL | quote.compute | 5,000 | 2.00 ms | 6.00 ms | 0 | 50% | 200 µs |");
    expect(report).toContain(`${NOTES_HEADING}\n`);
  });

  it("reports the job engine's throughput and due-to-send delay, and leaves the section out when not measured", () => {
    const report = renderReport(results(), null);
    expect(report).toContain("## Jobs (pg-boss on PostgreSQL)");
    expect(report).toContain("| 2,000 | 82 | 50 | 1289.0 ms | 1577.0 ms | 1601.0 ms |");
    expect(renderReport(results({ jobs: null }), null)).not.toContain("## Jobs");
  });

  it("keeps the people-written notes of the previous report and replaces the figures", () => {
    const previous = renderReport(results(), null).replace(
      /## Notes[\s\S]*$/,
      `${NOTES_HEADING}\n\nThe count query limits the completed tab.\n`,
    );
    const slow = { database: "PostgreSQL", tableSize: 1_000_000, durability: "on" as const, result: load(120) };
    const next = renderReport(results({ creation: [slow] }), previous);
    expect(next).toContain("The count query limits the completed tab.");
    expect(next).toContain("| Booking creation ≥ 500/s on PostgreSQL | 120/s | **not met** |");
    expect(next.match(/## Notes/g)).toHaveLength(1);
  });

  it("puts the sections measured apart before the notes, so a second run replaces them instead of adding more", () => {
    const soak = "## Soak: 100 req/s\n\n| healthz | 2000 |\n";
    const first = renderReport(results(), null, [soak]);
    const second = renderReport(results(), first, [soak]);
    expect(second.match(/## Soak/g)).toHaveLength(1);
    expect(second.indexOf("## Soak")).toBeLessThan(second.indexOf(NOTES_HEADING));
  });
});

describe("options", () => {
  it("shrinks sizes and loads tenfold with --quick and refuses unknown flags", () => {
    expect(planFromArgs([]).postgresSizes).toEqual([10_000, 100_000, 1_000_000]);
    expect(planFromArgs(["--quick"]).postgresSizes).toEqual([1_000, 10_000, 100_000]);
    expect(planFromArgs(["--out", "/tmp/b.md"]).out).toBe("/tmp/b.md");
    expect(() => planFromArgs(["--fast"])).toThrow(UsageError);
  });
});
