// Builds the web app once per run; every test server then serves apps/web/dist, exactly as
// production does. PRIMP_E2E_SKIP_BUILD=1 reuses an existing build while iterating on tests.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { NO_ENV_FILE } from "@primp/env";
import { WEB_APP_DIR, WEB_DIST_DIR } from "./paths.ts";

export default function buildWebApp() {
  if (process.env.PRIMP_E2E_SKIP_BUILD === "1" && existsSync(path.join(WEB_DIST_DIR, "index.html"))) return;
  const vitePackage = createRequire(path.join(WEB_APP_DIR, "package.json")).resolve("vite/package.json");
  const viteCli = path.join(path.dirname(vitePackage), "bin/vite.js");
  execFileSync(process.execPath, [viteCli, "build", "--configLoader", "runner", "--logLevel", "warn"], {
    cwd: WEB_APP_DIR,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build. No
    // .env: a developer's Stripe key would send the tested pages to Stripe's servers.
    env: { ...process.env, NODE_ENV: "production", PRIMP_ENV_FILE: NO_ENV_FILE },
    stdio: "inherit",
  });
}
