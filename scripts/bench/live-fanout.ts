import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices } from "@primp/api";
import { createDatabase } from "@primp/db";
import { buildApp } from "@primp/server";
import { isStartedScript, numberOption } from "./standalone.ts";

export interface LiveFanoutReport {
  streams: number;
  openSeconds: number;
  lastDeliveredMs: number;
  medianDeliveredMs: number;
  heapBeforeMb: number;
  heapOpenMb: number;
  rssBeforeMb: number;
  rssOpenMb: number;
  collected: boolean;
}

const MB = 1024 * 1024;
const round = (n: number) => Math.round(n * 10) / 10;

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: round(heapUsed / MB), rssMb: round(rss / MB) };
}

/** One stream as a bare socket: resolves `ready` at its first message, then `changed` at the next. */
function openStream(port: number, cookie: string) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  socket.write(
    `GET /trpc/live.offers HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
  );
  let seen = "";
  let resolveReady = () => {};
  let resolveChanged = (_at: number) => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const changed = new Promise<number>((resolve) => (resolveChanged = resolve));
  socket.on("data", (chunk: string) => {
    seen += chunk;
    if (seen.includes('"ready"')) resolveReady();
    if (seen.includes('"changed"')) resolveChanged(performance.now());
    // Keep only the tail: a marker split across two chunks is still found.
    seen = seen.slice(-64);
  });
  return { socket, ready, changed };
}

export async function measureLiveFanout({ streams }: { streams: number }): Promise<LiveFanoutReport> {
  const database = await createDatabase({ pgliteDir: "memory://" });
  await database.migrate();
  const services = createServices({
    database,
    env: {
      APP_URL: "http://127.0.0.1",
      LIVE_MAX_STREAMS: String(streams),
      LIVE_MAX_STREAMS_PER_USER: String(streams),
      HTTP_MAX_CONNECTIONS: String(streams + 100),
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(streams + 100),
    },
    storageRoot: mkdtempSync(path.join(tmpdir(), "primp-bench-files-")),
    allowLocalProviders: true,
  });
  const app = await buildApp({ services });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  try {
    const pro = await services.db.user.create({
      data: {
        email: "live-bench@example.com",
        role: "PRO",
        firstName: "Live",
        lastName: "Bench",
        phone: "617-555-0100",
      },
    });
    await services.db.proProfile.create({ data: { userId: pro.id, state: "MA" } });
    const session = await services.auth.createSession(pro.id, {});
    const cookie = `${services.auth.sessionCookieName}=${session.id}`;

    const before = memory();
    const opening = performance.now();
    const opened: ReturnType<typeof openStream>[] = [];
    // A hundred at a time, as pages arrive, rather than 2,000 handshakes in one tick.
    for (let n = 0; n < streams; n += 100) {
      const batch = Array.from({ length: Math.min(100, streams - n) }, () => openStream(port, cookie));
      await Promise.all(batch.map((stream) => stream.ready));
      opened.push(...batch);
    }
    const openSeconds = (performance.now() - opening) / 1000;
    if (services.streams.open !== streams) throw new Error(`only ${services.streams.open} streams are open`);
    const open = memory();

    const published = performance.now();
    await services.live.publish({ kind: "offer.new", proId: pro.id, bookingId: "bench" });
    const delivered = (await Promise.all(opened.map((stream) => stream.changed))).map((at) => at - published);
    delivered.sort((a, b) => a - b);
    for (const stream of opened) stream.socket.destroy();
    return {
      streams,
      openSeconds: round(openSeconds),
      lastDeliveredMs: round(delivered[delivered.length - 1] ?? 0),
      medianDeliveredMs: round(delivered[Math.floor(delivered.length / 2)] ?? 0),
      heapBeforeMb: before.heapMb,
      heapOpenMb: open.heapMb,
      rssBeforeMb: before.rssMb,
      rssOpenMb: open.rssMb,
      collected: typeof (globalThis as { gc?: unknown }).gc === "function",
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export function renderLiveFanout(report: LiveFanoutReport): string {
  const perStreamKb = Math.round(((report.heapOpenMb - report.heapBeforeMb) * 1024) / report.streams);
  return [
    `## Live updates: ${report.streams.toLocaleString("en-US")} open subscriptions, one event`,
    "",
    `live.offers over server-sent events, ${report.streams.toLocaleString("en-US")} streams on their own connections to one server process ` +
      "(the Fastify app on in-memory PGlite: the in-process bus), each read by a bare socket in the same process. " +
      'One offer.new published; the time from the publish to each stream\'s reading of its "changed" event. ' +
      `Memory ${report.collected ? "after a full collection" : "without a forced collection"}, before the streams opened and with all of them open.`,
    "",
    "| streams | opened in | median delivery | last delivery | heap before MB | heap open MB | heap per stream | RSS before MB | RSS open MB |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${report.streams} | ${report.openSeconds} s | ${report.medianDeliveredMs} ms | ${report.lastDeliveredMs} ms | ${report.heapBeforeMb} | ${report.heapOpenMb} | ${perStreamKb} KB | ${report.rssBeforeMb} | ${report.rssOpenMb} |`,
    "",
  ].join("\n");
}

if (isStartedScript(import.meta.url)) {
  const report = await measureLiveFanout({ streams: numberOption("--streams", 2_000) });
  console.log(renderLiveFanout(report));
  process.exit(0);
}
