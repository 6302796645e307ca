import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressFiles } from "./precompress.ts";

describe("precompressFiles", () => {
  it("writes brotli and gzip copies of text files that decompress to the original, and leaves the rest", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "primp-precompress-"));
    mkdirSync(path.join(dir, "assets"));
    const script = "console.log('a line of the app');\n".repeat(200);
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), script);
    writeFileSync(path.join(dir, "tiny.css"), "a{}");
    writeFileSync(path.join(dir, "photo.jpg"), Buffer.alloc(4096, 7));

    precompressFiles(dir);

    const file = path.join(dir, "assets", "index-abc123.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    // Too small to gain, and already compressed: no copies.
    expect(existsSync(path.join(dir, "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(dir, "photo.jpg.gz"))).toBe(false);
  });
});
