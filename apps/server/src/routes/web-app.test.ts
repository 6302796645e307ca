// The built web app over HTTP: compressed copies made at build time, and caching that lets a
// browser keep hashed assets for a year while every release's index.html is fetched again.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.ts";

const SCRIPT = "export const page = 'the booking form';\n".repeat(100);
let app: FastifyInstance;

beforeEach(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "primp-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><title>Primp</title>${"<!-- page -->".repeat(100)}`);
  // What the web build writes (apps/web/build/precompress.ts): each text file and its copies.
  const script = path.join(dist, "assets", "index-3f9a.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
});
afterEach(() => app.close());

describe("the built web app", () => {
  it("sends a hashed asset's brotli copy to a browser that takes brotli, cached for a year", async () => {
    const response = await app.inject({ url: "/assets/index-3f9a.js", headers: { "accept-encoding": "gzip, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip or the file itself to browsers that take nothing better", async () => {
    const gzip = await app.inject({ url: "/assets/index-3f9a.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/assets/index-3f9a.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("asks browsers to check index.html again on every visit, also on a client-side route", async () => {
    for (const url of ["/", "/book", "/pro/availability"]) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/text\/html/);
    }
  });
});
