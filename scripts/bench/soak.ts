// The soak: mixed traffic at a fixed rate (open loop: requests leave on schedule whether or not
// earlier ones have been answered, as real visitors do) against a real server process on PGlite,
// with a kill -9 and a restart two thirds of the way through. Reports errors and shed requests,
// p99 per endpoint, the server's memory slope before the kill, and how long after the restart
// the service is healthy again (every request answered, p99 under a second, for 3 s running).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import superjson from "superjson";
import { percentile } from "./load.ts";
import { killAndRestart, runOpenLoop } from "./open-loop.ts";
import { isStartedScript, numberOption } from "./standalone.ts";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER_MAIN = path.join(REPO_ROOT, "apps/server/src/main.ts");
const REQUEST_TIMEOUT_MS = 15_000;
const HEALTHY_P99_MS = 1_000;
const HEALTHY_RUN_SECONDS = 3;

export interface SoakOptions {
  seconds: number;
  /** Requests per second, all endpoints together. */
  rate: number;
}

export interface EndpointFigures {
  name: string;
  requests: number;
  errors: number;
  shed: number;
  p99Ms: number;
}

export interface SoakResult extends SoakOptions {
  endpoints: EndpointFigures[];
  /** Server RSS growth before the kill, MB per minute (least squares over 1 s samples). */
  memorySlopeMbPerMinute: number;
  rssStartMb: number;
  rssBeforeKillMb: number;
  /** From the restart until HEALTHY_RUN_SECONDS healthy seconds in a row began; null if never. */
  recoverySeconds: number | null;
}

export const trpcQuery = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`;

/** The mix: what a visitor's pages call, weighted by how often they call it. */
export const MIX: { name: string; path: string; weight: number }[] = [
  { name: "healthz", path: "/healthz", weight: 1 },
  { name: "auth.session", path: trpcQuery("auth.session"), weight: 3 },
  { name: "booking.catalogue", path: trpcQuery("booking.catalogue"), weight: 2 },
  { name: "content.testimonials", path: trpcQuery("content.testimonials"), weight: 2 },
  { name: "content.articles", path: trpcQuery("content.articles", { page: 1 }), weight: 1 },
];

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export function startServer(port: number, pgliteDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: pgliteDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitUntilServing(url: string, deadlineMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > deadlineMs) throw new Error(`server at ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Least-squares slope of (seconds, MB) samples, in MB per minute. */
export function slopePerMinute(samples: [seconds: number, mb: number][]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const meanX = samples.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = samples.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = samples.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = samples.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : Math.round((covariance / variance) * 60 * 100) / 100;
}

interface Outcome {
  endpoint: string;
  second: number;
  ms: number;
  status: number | "timeout" | "refused";
}

export async function runSoak(options: SoakOptions, log: (line: string) => void = console.log): Promise<SoakResult> {
  const pgliteDir = path.join(mkdtempSync(path.join(tmpdir(), "primp-soak-")), "pglite");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server = startServer(port, pgliteDir);
  const outcomes: Outcome[] = [];
  const memory: [number, number][] = [];
  let restartedAt: number | null = null;
  try {
    await waitUntilServing(url);
    log(`  soak: ${options.rate} req/s for ${options.seconds} s against ${url}`);
    const weighted = MIX.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));
    const started = performance.now();
    let killed = false;
    const memoryTimer = setInterval(() => {
      const mb = rssMb(server.pid);
      if (mb !== null && !killed) memory.push([(performance.now() - started) / 1000, mb]);
    }, 1_000);
    restartedAt = await runOpenLoop(
      {
        rate: options.rate,
        seconds: options.seconds,
        killAtSecond: (options.seconds * 2) / 3,
        async restart() {
          killed = true;
          log("  soak: kill -9 two thirds in, restarting");
          server = await killAndRestart(server, () => startServer(port, pgliteDir));
        },
        async send(n, second) {
          const entry = weighted[n % weighted.length] as (typeof MIX)[number];
          const sent = performance.now();
          const status = await fetch(`${url}${entry.path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            (error: unknown) =>
              (error as Error).name === "TimeoutError" ? ("timeout" as const) : ("refused" as const),
          );
          outcomes.push({ endpoint: entry.name, second, ms: performance.now() - sent, status });
        },
      },
      started,
    );
    clearInterval(memoryTimer);
  } finally {
    server.kill("SIGKILL");
    rmSync(path.dirname(pgliteDir), { recursive: true, force: true });
  }

  const endpoints = MIX.map(({ name }) => {
    const mine = outcomes.filter((outcome) => outcome.endpoint === name);
    return {
      name,
      requests: mine.length,
      errors: mine.filter(
        (outcome) => outcome.status !== 503 && !(typeof outcome.status === "number" && outcome.status < 400),
      ).length,
      shed: mine.filter((outcome) => outcome.status === 503).length,
      p99Ms: Math.round(
        percentile(
          mine.map((outcome) => outcome.ms).sort((a, b) => a - b),
          99,
        ),
      ),
    };
  });
  return {
    ...options,
    endpoints,
    memorySlopeMbPerMinute: slopePerMinute(memory),
    rssStartMb: Math.round(memory[0]?.[1] ?? 0),
    rssBeforeKillMb: Math.round(memory.at(-1)?.[1] ?? 0),
    recoverySeconds: restartedAt === null ? null : recoveryAfter(outcomes, restartedAt),
  };
}

/** Seconds from the restart until a run of healthy seconds (all answered 2xx/3xx, p99 < 1 s) began. */
export function recoveryAfter(outcomes: Outcome[], restartedAt: number): number | null {
  const bySecond = new Map<number, Outcome[]>();
  for (const outcome of outcomes) {
    if (outcome.second < restartedAt) continue;
    const key = Math.floor(outcome.second);
    bySecond.set(key, [...(bySecond.get(key) ?? []), outcome]);
  }
  const seconds = [...bySecond.keys()].sort((a, b) => a - b);
  let run = 0;
  for (const second of seconds) {
    const mine = bySecond.get(second) ?? [];
    const healthy =
      mine.every((outcome) => typeof outcome.status === "number" && outcome.status < 400) &&
      percentile(
        mine.map((outcome) => outcome.ms).sort((a, b) => a - b),
        99,
      ) < HEALTHY_P99_MS;
    run = healthy ? run + 1 : 0;
    if (run === HEALTHY_RUN_SECONDS)
      return Math.round(Math.max(0, second - HEALTHY_RUN_SECONDS + 1 - restartedAt) * 10) / 10;
  }
  return null;
}

export function renderSoak(result: SoakResult): string {
  const rows = result.endpoints.map(
    (endpoint) =>
      `| ${endpoint.name} | ${endpoint.requests} | ${endpoint.errors} | ${endpoint.shed} | ${endpoint.p99Ms} |`,
  );
  return [
    `## Soak: ${result.rate} req/s for ${result.seconds} s, kill -9 and restart at two thirds`,
    "",
    "| endpoint | requests | errors | shed (503) | p99 ms |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    `- Server memory before the kill: ${result.rssStartMb} MB → ${result.rssBeforeKillMb} MB, slope ${result.memorySlopeMbPerMinute} MB/min.`,
    `- Recovery after the restart (every request answered, p99 under ${HEALTHY_P99_MS} ms, ${HEALTHY_RUN_SECONDS} s running): ${
      result.recoverySeconds === null ? "not within the run" : `${result.recoverySeconds} s`
    } (includes the process starting and migrating).`,
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) {
  const result = await runSoak({ seconds: numberOption("--seconds", 180), rate: numberOption("--rate", 100) });
  console.log(renderSoak(result));
}
