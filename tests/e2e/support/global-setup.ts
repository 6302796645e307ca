// Builds the web app once per run; every test server then serves apps/web/dist, exactly as
// production does. PRIMP_E2E_SKIP_BUILD=1 reuses an existing build while iterating on tests.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { WEB_APP_DIR, WEB_DIST_DIR } from "./paths.ts";

export default function buildWebApp() {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: read by the test runner only, never by a turbo task.
  if (process.env.PRIMP_E2E_SKIP_BUILD === "1" && existsSync(path.join(WEB_DIST_DIR, "index.html"))) return;
  const vitePackage = createRequire(path.join(WEB_APP_DIR, "package.json")).resolve("vite/package.json");
  const viteCli = path.join(path.dirname(vitePackage), "bin/vite.js");
  execFileSync(process.execPath, [viteCli, "build", "--configLoader", "runner", "--logLevel", "warn"], {
    cwd: WEB_APP_DIR,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "inherit",
  });
}
