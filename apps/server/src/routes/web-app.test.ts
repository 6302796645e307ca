// The built web app over HTTP: compressed copies made at build time, and caching that lets a
// browser keep hashed assets for a year while every release's index.html is fetched again.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.ts";

const WEB_PUBLIC = new URL("../../../web/public/", import.meta.url);

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
  // The installable app's files, as the build copies and writes them (apps/web/public, build/web-manifest.ts).
  copyFileSync(new URL("sw.js", WEB_PUBLIC), path.join(dist, "sw.js"));
  writeFileSync(path.join(dist, "manifest.webmanifest"), JSON.stringify({ name: "Primp", start_url: "/" }));
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

  it("serves the service worker as a script checked again on every use, so a new worker reaches everyone", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('addEventListener("push"');
  });

  it("serves the manifest with its own media type, never cached for long", async () => {
    const response = await app.inject({ url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ name: "Primp" });
  });
});
