// Shedding under overload: a real server process on PGlite (as the soak runs it), first driven
// closed-loop to find its saturation rate (answers a second with every caller waiting for its
// answer), then sent `multiple` times that rate open-loop (requests leave on schedule whether
// or not earlier ones were answered), with a kill -9 and a restart halfway through. Reports how
// fast refusals (503) come, how fast admitted requests are answered, and how long after the
// restart admitted requests' p99 is back under a second.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { PRODUCTION_MAX_EVENT_LOOP_UTILIZATION } from "@primp/api";
import { ConnectionPool, type PooledOutcome, percentile } from "./load.ts";
import { killAndRestart, runOpenLoop } from "./open-loop.ts";
import { startBenchPostgres } from "./postgres.ts";
import { freePort, MIX, startServer, waitUntilServing } from "./soak.ts";
import { isStartedScript, numberOption } from "./standalone.ts";

const REQUEST_TIMEOUT_MS = 30_000;
/** The goals: refusals within 100 ms and admitted answers within 1 s at p99; healthy within 30 s of a restart. */
export const SHEDDING_GOALS = { shedP99Ms: 100, admittedP99Ms: 1_000, recoverySeconds: 30 } as const;
const HEALTHY_RUN_SECONDS = 3;
/** The overload's first seconds, reported apart: how fast shedding starts. */
const ONSET_SECONDS = 5;

export interface SheddingOptions {
  /** Seconds of overload; the kill -9 comes halfway. */
  seconds: number;
  /** Times the saturation rate sent. */
  multiple: number;
  /** Callers of the closed-loop saturation measurement, and its length. */
  saturationCallers: number;
  saturationSeconds: number;
  /** The server's database: PostgreSQL, as in production (default), or embedded PGlite. */
  database?: "postgres" | "pglite";
}

interface Outcome {
  second: number;
  ms: number;
  status: PooledOutcome;
}

export interface SheddingResult extends SheddingOptions {
  /** The database the server ran on (PGlite when PostgreSQL's binaries are missing). */
  databaseUsed: string;
  /** The load generator's own event-loop delay at p99 during the open loop, in ms. */
  clientLoopDelayP99Ms: number;
  saturationPerSecond: number;
  sentPerSecond: number;
  requests: number;
  admitted: number;
  shed: number;
  /** No answer: connection refused (the process down) or no answer within REQUEST_TIMEOUT_MS. */
  unanswered: number;
  shedP99Ms: number;
  admittedP99Ms: number;
  /** Admitted before the kill only: the steady state. */
  admittedP99BeforeKillMs: number;
  /** Refusals in the overload's first 5 s, the rest before the kill, and after the restart. */
  shedP99ByPhaseMs: { onset: number; steady: number; afterRestart: number };
  /** From the restart until HEALTHY_RUN_SECONDS seconds in a row with admitted p99 under 1 s; null if never. */
  recoverySeconds: number | null;
}

const weighted = MIX.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));

function send(pool: ConnectionPool, n: number): Promise<PooledOutcome> {
  const entry = weighted[n % weighted.length] as (typeof MIX)[number];
  return pool.get(entry.path, REQUEST_TIMEOUT_MS);
}

/** Answers a second with `callers` each sending the next request when the last is answered. */
async function saturationRate(pool: ConnectionPool, callers: number, seconds: number): Promise<number> {
  let answered = 0;
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < deadline) if ((await send(pool, n++)) === 200) answered++;
    }),
  );
  return answered / seconds;
}

const p99 = (outcomes: Outcome[]) =>
  Math.round(
    percentile(
      outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b),
      99,
    ),
  );
const isAdmitted = (outcome: Outcome) => typeof outcome.status === "number" && outcome.status !== 503;

/** Seconds from the restart until a run of seconds whose admitted requests' p99 is under 1 s began. */
export function recoveryUnderLoad(outcomes: Outcome[], restartedAt: number): number | null {
  const bySecond = new Map<number, Outcome[]>();
  for (const outcome of outcomes) {
    if (outcome.second < restartedAt) continue;
    const key = Math.floor(outcome.second);
    bySecond.set(key, [...(bySecond.get(key) ?? []), outcome]);
  }
  let run = 0;
  for (const second of [...bySecond.keys()].sort((a, b) => a - b)) {
    const admitted = (bySecond.get(second) ?? []).filter(isAdmitted);
    const healthy = admitted.length > 0 && p99(admitted) < SHEDDING_GOALS.admittedP99Ms;
    run = healthy ? run + 1 : 0;
    if (run === HEALTHY_RUN_SECONDS)
      return Math.round(Math.max(0, second - HEALTHY_RUN_SECONDS + 1 - restartedAt) * 10) / 10;
  }
  return null;
}

/**
 * The load comes from one address but stands for many people, as it would through a load
 * balancer: the per-address connection cap (one client's limit) is off, or it would refuse most
 * connections before the work queue could shed them. The server runs in development mode (the
 * local payment and mail providers), so it is given production's shedding by utilization.
 */
const MANY_CLIENTS = {
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: String(PRODUCTION_MAX_EVENT_LOOP_UTILIZATION),
};

export async function measureShedding(
  options: SheddingOptions,
  log: (line: string) => void = console.log,
): Promise<SheddingResult> {
  const pgliteDir = path.join(mkdtempSync(path.join(tmpdir(), "primp-shedding-")), "pglite");
  const postgres = options.database === "pglite" ? null : await startBenchPostgres();
  const onPostgres = postgres && !("skipped" in postgres) ? postgres : null;
  const env = onPostgres
    ? { ...MANY_CLIENTS, DATABASE_URL: await onPostgres.createDatabase("shedding") }
    : MANY_CLIENTS;
  const databaseUsed = onPostgres ? `PostgreSQL ${onPostgres.version}` : "PGlite (in the server process)";
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server = startServer(port, pgliteDir, env);
  const pool = new ConnectionPool(url);
  // The generator shares the machine: its own event loop's delay says how much of a latency is its.
  const clientDelay = monitorEventLoopDelay({ resolution: 5 });
  const outcomes: Outcome[] = [];
  let restartedAt: number | null = null;
  let saturationPerSecond = 0;
  let sentPerSecond = 0;
  try {
    // Migrating and seeding a fresh folder takes minutes on a loaded two-core machine.
    await waitUntilServing(url, 600_000);
    saturationPerSecond = Math.round(await saturationRate(pool, options.saturationCallers, options.saturationSeconds));
    sentPerSecond = Math.max(1, Math.round(saturationPerSecond * options.multiple));
    log(`  shedding: saturation ${saturationPerSecond} req/s; sending ${sentPerSecond} req/s for ${options.seconds} s`);
    clientDelay.enable();
    restartedAt = await runOpenLoop(
      {
        rate: sentPerSecond,
        seconds: options.seconds,
        killAtSecond: options.seconds / 2,
        async restart() {
          log("  shedding: kill -9 halfway, restarting");
          server = await killAndRestart(server, () => startServer(port, pgliteDir, env));
        },
        async send(n, second) {
          const sent = performance.now();
          const status = await send(pool, n);
          outcomes.push({ second, ms: performance.now() - sent, status });
        },
      },
      performance.now(),
    );
  } finally {
    clientDelay.disable();
    pool.close();
    server.kill("SIGKILL");
    await onPostgres?.stop();
    rmSync(path.dirname(pgliteDir), { recursive: true, force: true });
  }
  const admitted = outcomes.filter(isAdmitted);
  const beforeKill = (outcome: Outcome) => restartedAt === null || outcome.second < restartedAt;
  const shed = outcomes.filter((outcome) => outcome.status === 503);
  return {
    ...options,
    databaseUsed,
    clientLoopDelayP99Ms: Math.round(clientDelay.percentile(99) / 1e6),
    saturationPerSecond,
    sentPerSecond,
    requests: outcomes.length,
    admitted: admitted.length,
    shed: shed.length,
    unanswered: outcomes.length - admitted.length - shed.length,
    shedP99Ms: p99(shed),
    admittedP99Ms: p99(admitted),
    admittedP99BeforeKillMs: p99(admitted.filter(beforeKill)),
    shedP99ByPhaseMs: {
      onset: p99(shed.filter((outcome) => outcome.second < ONSET_SECONDS)),
      steady: p99(shed.filter((outcome) => outcome.second >= ONSET_SECONDS && beforeKill(outcome))),
      afterRestart: p99(shed.filter((outcome) => !beforeKill(outcome))),
    },
    recoverySeconds: restartedAt === null ? null : recoveryUnderLoad(outcomes, restartedAt),
  };
}

const verdict = (met: boolean) => (met ? "met" : "**not met**");

export function renderShedding(result: SheddingResult, loadAverage: number): string {
  const recovered = result.recoverySeconds;
  return [
    `## Shedding: ${result.multiple}× the saturation rate for ${result.seconds} s, kill -9 and restart halfway`,
    "",
    `Server on ${result.databaseUsed}. Saturation (closed loop, ${result.saturationCallers} callers, ${result.saturationSeconds} s, the soak's mix): ${result.saturationPerSecond} answers/s; sent ${result.sentPerSecond} req/s open-loop. 1-minute load average at the end: ${loadAverage.toFixed(1)} on this machine, shared with other work, so these figures are indicative only.`,
    "",
    "| figure | value | goal | |",
    "|---|---|---|---|",
    `| 503 answers, p99 | ${result.shedP99Ms} ms (${result.shed} of ${result.requests}) | under ${SHEDDING_GOALS.shedP99Ms} ms | ${verdict(result.shed === 0 || result.shedP99Ms < SHEDDING_GOALS.shedP99Ms)} |`,
    `| 503 answers, p99: first ${ONSET_SECONDS} s / until the kill / after the restart | ${result.shedP99ByPhaseMs.onset} / ${result.shedP99ByPhaseMs.steady} / ${result.shedP99ByPhaseMs.afterRestart} ms | | |`,
    `| admitted answers, p99 (before the kill) | ${result.admittedP99BeforeKillMs} ms | under ${SHEDDING_GOALS.admittedP99Ms} ms | ${verdict(result.admittedP99BeforeKillMs < SHEDDING_GOALS.admittedP99Ms)} |`,
    `| admitted answers, p99 (whole run) | ${result.admittedP99Ms} ms (${result.admitted}) | | |`,
    `| the load generator's own event-loop delay, p99 (part of every figure above) | ${result.clientLoopDelayP99Ms} ms | | |`,
    `| unanswered (refused while down, or no answer in ${REQUEST_TIMEOUT_MS / 1000} s) | ${result.unanswered} | | |`,
    `| admitted p99 under 1 s again after the restart (${HEALTHY_RUN_SECONDS} s running) | ${recovered === null ? "not within the run" : `${recovered} s`} | under ${SHEDDING_GOALS.recoverySeconds} s | ${verdict(recovered !== null && recovered < SHEDDING_GOALS.recoverySeconds)} |`,
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) {
  const { currentLoad } = await import("./machine.ts");
  const result = await measureShedding({
    seconds: numberOption("--seconds", 60),
    multiple: numberOption("--multiple", 3),
    saturationCallers: numberOption("--callers", 32),
    saturationSeconds: numberOption("--saturation-seconds", 5),
    database: process.argv.includes("--pglite") ? "pglite" : "postgres",
  });
  console.log(renderShedding(result, currentLoad()));
}
