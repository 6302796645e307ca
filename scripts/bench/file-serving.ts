// Serving one 8 MB image from the local disk and from an S3-compatible store (s3rver, in this
// process) side by side: the server's memory before and while slow readers hold it open
// (issue 16: it must stay flat), and throughput of whole-file reads on keep-alive
// connections. The server runs in its own process (apps/server's file-server.ts).
// `tsx scripts/bench/file-serving.ts [--readers 300] [--seconds 8]` runs this section alone.
import http from "node:http";
import { openSlowReaders, startFileServer } from "@primp/server/testing/file-serving";
import { startTestS3Server } from "@primp/storage/testing";
import { isStartedScript, numberOption } from "./standalone.ts";

export interface FileServingPlan {
  readers: number;
  fileBytes: number;
  durationMs: number;
  concurrency: number;
}

export interface FileServingRun {
  store: string;
  rssBeforeMb: number;
  rssDuringMb: number;
  /** Readers that got 200; anything else is a failure of the run. */
  readersServed: number;
  perSecond: number;
  megabytesPerSecond: number;
}

export interface FileServingReport {
  plan: FileServingPlan;
  runs: FileServingRun[];
}

const MB = 1024 * 1024;
const round = (n: number) => Math.round(n * 10) / 10;

/** Whole-file GETs on `concurrency` keep-alive connections for `durationMs`. */
async function measureThroughput(url: string, plan: FileServingPlan) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const fetchWhole = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on("end", () => resolve(response.statusCode === 200 ? bytes : 0));
          response.on("error", reject);
        })
        .on("error", reject);
    });
  let requests = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + plan.durationMs;
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (performance.now() < deadline) {
        const received = await fetchWhole();
        if (received === plan.fileBytes) requests++;
        bytes += received;
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: round(requests / seconds), megabytesPerSecond: round(bytes / MB / seconds) };
}

async function measureStore(store: string, storageEnv: Record<string, string>, plan: FileServingPlan) {
  const server = await startFileServer({ storageEnv, fileBytes: plan.fileBytes });
  try {
    const throughput = await measureThroughput(server.url, plan);
    const before = await server.memory();
    const readers = await openSlowReaders(server.url, plan.readers);
    try {
      const during = await server.memory();
      return {
        store,
        rssBeforeMb: round(before.rss / MB),
        rssDuringMb: round(during.rss / MB),
        readersServed: readers.statuses.filter((status) => status === 200).length,
        ...throughput,
      };
    } finally {
      readers.close();
    }
  } finally {
    await server.stop();
  }
}

export async function measureFileServing(plan: FileServingPlan): Promise<FileServingReport> {
  const runs = [await measureStore("local disk", {}, plan)];
  const s3 = await startTestS3Server();
  try {
    runs.push(await measureStore("S3 (s3rver on this machine)", s3.env, plan));
  } finally {
    await s3.stop();
  }
  return { plan, runs };
}

export function renderFileServing({ plan, runs }: FileServingReport): string {
  const rows = runs.map(
    (run) =>
      `| ${run.store} | ${run.rssBeforeMb} | ${run.rssDuringMb} | +${round(run.rssDuringMb - run.rssBeforeMb)} | ${run.readersServed}/${plan.readers} | ${run.perSecond} | ${run.megabytesPerSecond} |`,
  );
  return [
    `## File serving: one ${round(plan.fileBytes / MB)} MB image`,
    "",
    `Server memory (RSS, after a full collection) before and while ${plan.readers} slow readers each hold the file open ` +
      `having read only its first bytes (the goal: under +100 MB for 300), then whole-file reads on ${plan.concurrency} keep-alive connections ` +
      `for ${plan.durationMs / 1000} s. Before uploads and reads streamed, every reader held the whole file: +2.7 GB for 300.`,
    "",
    "| store | RSS before MB | RSS with readers MB | growth MB | readers served | files/s | MB/s |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) {
  const report = await measureFileServing({
    readers: numberOption("--readers", 300),
    fileBytes: 8 * MB,
    durationMs: numberOption("--seconds", 8) * 1000,
    concurrency: 8,
  });
  console.log(renderFileServing(report));
}
