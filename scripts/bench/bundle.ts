// The home page's first-load JavaScript, from a fresh production build of the web app made
// in a throwaway folder: apps/web/dist belongs to the e2e run and to whoever is building it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type HomeBundleReport, measureHomeFirstLoad } from "../measure-bundle.ts";

const WEB_APP_DIR = fileURLToPath(new URL("../../apps/web", import.meta.url));

/** A production build of the web app in a new temporary folder; `use` reads it, then it is removed. */
export async function withWebBuild<Result>(use: (outDir: string) => Result | Promise<Result>): Promise<Result> {
  // dist/ inside the folder: the server renderer is built beside it, as dist-ssr/, and goes with it.
  const buildDir = mkdtempSync(path.join(tmpdir(), "primp-bench-web-"));
  const outDir = path.join(buildDir, "dist");
  try {
    const vitePackage = createRequire(path.join(WEB_APP_DIR, "package.json")).resolve("vite/package.json");
    execFileSync(
      process.execPath,
      [
        path.join(path.dirname(vitePackage), "bin/vite.js"),
        ...["build", "--configLoader", "runner", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir"],
      ],
      { cwd: WEB_APP_DIR, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    return await use(outDir);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

export const measureHomeBundle = (): Promise<HomeBundleReport> => withWebBuild(measureHomeFirstLoad);
