// 300 slow readers of an 8 MB file, on a real port: serving a file holds a small buffer per
// connection, never the file, so the server's memory grows by a few megabytes rather than
// 300 × 8 MB. The server runs in its own process so that only its memory is measured.
import { POSTGRES_TEST_URL_ENV } from "@primp/db/testing";
import { describe, expect, it } from "vitest";
import { openSlowReaders, startFileServer } from "../testing/file-serving.ts";

const MB = 1024 * 1024;
const READERS = 300;
/** Generous: about 130 KB a reader on the disk store, well under this on any machine. */
const MAX_GROWTH_BYTES = 100 * MB;

describe.skipIf(Boolean(process.env[POSTGRES_TEST_URL_ENV]))("serving an 8 MB file to slow readers", () => {
  it(`keeps the server's memory within ${MAX_GROWTH_BYTES / MB} MB of where it was for ${READERS} readers`, {
    timeout: 180_000,
  }, async () => {
    const server = await startFileServer({ storageEnv: {}, fileBytes: 8 * MB });
    try {
      // One whole read first, so what grows after it is what the readers hold.
      const warmUp = await openSlowReaders(server.url, 1);
      warmUp.close();
      const before = await server.memory();
      const readers = await openSlowReaders(server.url, READERS);
      try {
        expect(readers.statuses).toEqual(Array(READERS).fill(200));
        const during = await server.memory();
        const growth = during.rss - before.rss;
        expect(growth, `RSS grew by ${Math.round(growth / MB)} MB`).toBeLessThan(MAX_GROWTH_BYTES);
        expect(during.arrayBuffers - before.arrayBuffers).toBeLessThan(MAX_GROWTH_BYTES);
      } finally {
        readers.close();
      }
    } finally {
      await server.stop();
    }
  });
});
