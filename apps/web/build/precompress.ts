// Brotli and gzip copies of every text file the build writes (file.js.br, file.js.gz), made once
// at build time at the highest levels, so the server sends them as they are
// (@fastify/static's preCompressed) and spends no CPU per request compressing.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a round trip's headers. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompressFiles(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "primp-precompress",
    apply: "build",
    // The server renderer's bundle (dist-ssr) is read from disk, never sent.
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFiles(outDir),
  };
}
