// A server process holding one large public image, for measuring what serving it costs (the
// slow-reader memory test and `pnpm bench`): in its own process so its memory is its own.
// Started by startFileServer (file-serving.ts) with its settings as the first argument; tells
// the parent the file's URL, answers "memory" with its memory use after a full collection,
// and stops on "stop" or when the parent goes away.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServices } from "@primp/api";
import { createDatabase } from "@primp/db";
import { buildApp } from "../app.ts";
import { TINY_PNG } from "./http-session.ts";

export interface FileServerConfig {
  /** S3_* settings for the bucket, or none for the local disk. */
  storageEnv: Record<string, string>;
  fileBytes: number;
}

export type FileServerMessage = { url: string } | { memory: NodeJS.MemoryUsage };

const config = JSON.parse(process.argv[2] ?? "{}") as FileServerConfig;
const database = await createDatabase({ pgliteDir: "memory://" });
await database.migrate();
const services = createServices({
  database,
  // The caps per address and on a busy machine would refuse readers (all on loopback); what is
  // measured here is the memory each reader costs.
  env: {
    APP_URL: "http://primp.test",
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    ...config.storageEnv,
  },
  storageRoot: mkdtempSync(path.join(tmpdir(), "primp-file-server-")),
  allowLocalProviders: true,
});
const key = "avatars/file-server/1700000000000-abcdef-large.png";
await services.storage.put(key, Buffer.concat([TINY_PNG, Buffer.alloc(config.fileBytes - TINY_PNG.length, 7)]));
const app = await buildApp({ services });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
  return stopping;
};
process.on("message", (message) => {
  if (message === "memory") {
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() } satisfies FileServerMessage);
  } else if (message === "stop") void stop();
});
process.once("disconnect", () => void stop());
process.send?.({ url: `${address}${services.storage.publicUrl(key)}` } satisfies FileServerMessage);
