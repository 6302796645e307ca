// docs/deploy.md lists every environment variable: those .env.example documents, those
// compose.yaml hands the app, and every `env.NAME` the server, its packages and the scripts read.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Source files that run in a deployment: no tests, test harnesses, generated code or benchmarks. */
function runtimeSources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["node_modules", "testing", "generated", "bench", "deploy"].includes(entry.name)
        ? []
        : runtimeSources(file);
    }
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Variables the environment is read for by name; the operating system's own are not ours to document. */
const SYSTEM = new Set(["HOME", "PATH", "TZ"]);
const readInCode = new Set(
  ["apps/server/src", "packages", "scripts"]
    .flatMap(runtimeSources)
    .flatMap((file) => [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b|\benv\["([A-Z][A-Z0-9_]+)"\]/g)])
    .map((match) => (match[1] ?? match[2]) as string)
    .filter((name) => !SYSTEM.has(name)),
);
const inEnvExample = [...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(
  (match) => match[1] as string,
);
const inCompose = Object.keys(parseYaml(read("compose.yaml")).services.app.environment);
const documented = read("docs/deploy.md");

describe("docs/deploy.md", () => {
  it("lists every environment variable", () => {
    expect(readInCode.size).toBeGreaterThan(10);
    expect(readInCode).toContain("PRIMP_ADMIN_PASSWORD");
    const names = new Set([...readInCode, ...inEnvExample, ...inCompose]);
    expect([...names].filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });
});
