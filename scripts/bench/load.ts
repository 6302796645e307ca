// A small closed-loop HTTP load generator: `concurrency` keep-alive clients each send the
// next request as soon as the previous answer arrives, for `durationMs`. Good enough to
// compare two routes side by side on the same machine, which is all the benchmarks claim.
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summarize(latencies: number[], elapsedMs: number, errors = 0): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

function request(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

export async function runLoad(options: {
  url: string;
  concurrency: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await request(agent, url, options.headers ?? {}).catch(() => 0);
        if (status !== 200) errors++;
        else latencies.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  return summarize(latencies, performance.now() - started, errors);
}

/** Runs an async operation `count` times with `concurrency` in flight; returns per-op latencies. */
export async function timeOperations(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<unknown>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const t0 = performance.now();
        await operation(index);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(latencies, performance.now() - started);
}
