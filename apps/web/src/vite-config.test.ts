// The dev server's address comes from the environment (WEB_PORT), and its proxy follows the
// API server's PORT, so two checkouts (or another program on 5173) can run side by side.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigFromFile, resolveConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";

const webAppDir = fileURLToPath(new URL("..", import.meta.url));
const VARIABLES = ["WEB_PORT", "PORT", "PRIMP_SERVER_URL", "PRIMP_ENV_FILE"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** Evaluates vite.config.ts afresh with exactly these variables (no developer's .env). */
async function devServerConfig(env: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, { PRIMP_ENV_FILE: "none", ...env });
  const loaded = await loadConfigFromFile(
    { command: "serve", mode: "development" },
    undefined,
    webAppDir,
    "silent",
    undefined,
    "runner",
  );
  const server = loaded?.config.server;
  return {
    port: server?.port,
    proxyTargets: Object.values(server?.proxy ?? {}).map((rule) => (rule as { target: string }).target),
  };
}

describe("vite.config.ts", () => {
  it("serves on 5173 and forwards to the API server on 3000 by default", async () => {
    expect(await devServerConfig({})).toEqual({ port: 5173, proxyTargets: ["http://127.0.0.1:3000"] });
  });

  it("serves on WEB_PORT and forwards to PORT", async () => {
    expect(await devServerConfig({ WEB_PORT: "5200", PORT: "3100" })).toEqual({
      port: 5200,
      proxyTargets: ["http://127.0.0.1:3100"],
    });
  });

  it("reads them from .env too, where the real environment does not set them", async () => {
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), "primp-vite-env-")), ".env");
    writeFileSync(envFile, "WEB_PORT=5300\nPORT=3300\n");
    expect(await devServerConfig({ PRIMP_ENV_FILE: envFile })).toEqual({
      port: 5300,
      proxyTargets: ["http://127.0.0.1:3300"],
    });
    expect(await devServerConfig({ PRIMP_ENV_FILE: envFile, WEB_PORT: "5400" })).toMatchObject({ port: 5400 });
  });

  it("builds the server renderer beside the browser's app, wherever that goes", async () => {
    Object.assign(process.env, { PRIMP_ENV_FILE: "none" });
    const outDir = path.join(tmpdir(), "primp-build", "dist");
    const resolved = await resolveConfig(
      { root: webAppDir, configLoader: "runner", logLevel: "silent", build: { outDir } },
      "build",
      "production",
      "production",
    );
    expect(path.resolve(webAppDir, resolved.environments.ssr?.build.outDir ?? "")).toBe(
      path.join(tmpdir(), "primp-build", "dist-ssr"),
    );
  });
});
