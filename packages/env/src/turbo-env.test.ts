// `pnpm dev` runs its tasks through turbo, whose strict environment mode hands a task only the
// variables turbo.json names. Every variable .env.example documents must reach the server and
// the Vite dev server, so each is listed in globalPassThroughEnv; the second test runs the real
// turbo binary with this turbo.json on a throwaway workspace whose `dev` task prints what it got.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./env-file.ts";

/** The names .env.example documents, commented out or not ("# PORT=3000", "PORT=3000"). */
const documented = [
  ...readFileSync(path.join(REPO_ROOT, ".env.example"), "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm),
].map((match) => match[1] as string);

const turboConfig = readFileSync(path.join(REPO_ROOT, "turbo.json"), "utf8");
const passedThrough: string[] = JSON.parse(turboConfig).globalPassThroughEnv;

/** A one-package workspace with the repository's turbo.json; its `dev` task prints the variables named. */
function probeWorkspace(): string {
  const root = mkdtempSync(path.join(tmpdir(), "primp-turbo-"));
  const names = JSON.stringify(documented);
  const print = `const names=${names};console.log("PROBE"+JSON.stringify(Object.fromEntries(names.filter((n)=>n in process.env).map((n)=>[n,process.env[n]]))))`;
  writeFileSync(
    path.join(root, "package.json"),
    JSON.stringify({ name: "probe-root", private: true, packageManager: "pnpm@10.34.9" }),
  );
  writeFileSync(path.join(root, "pnpm-workspace.yaml"), "packages:\n  - probe\n");
  writeFileSync(path.join(root, "pnpm-lock.yaml"), "lockfileVersion: '9.0'\n");
  writeFileSync(path.join(root, "turbo.json"), turboConfig);
  mkdirSync(path.join(root, "probe"));
  writeFileSync(
    path.join(root, "probe", "package.json"),
    JSON.stringify({ name: "probe", private: true, scripts: { dev: `node -e '${print}'` } }),
  );
  return root;
}

describe("turbo.json", () => {
  it("lets every variable of .env.example through to the tasks", () => {
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((name) => !passedThrough.includes(name))).toEqual([]);
  });

  it("hands them to `turbo run dev` in strict mode, as pnpm dev runs it", () => {
    const values = Object.fromEntries(documented.map((name) => [name, `value of ${name}`]));
    const output = execFileSync(
      path.join(REPO_ROOT, "node_modules/.bin/turbo"),
      ["run", "dev", "--env-mode=strict", "--output-logs=full", "--log-prefix=none", "--ui=stream"],
      {
        cwd: probeWorkspace(),
        encoding: "utf8",
        env: { PATH: process.env.PATH, HOME: process.env.HOME, TURBO_TELEMETRY_DISABLED: "1", ...values },
      },
    );
    const printed = /^PROBE(.*)$/m.exec(output)?.[1];
    expect(printed, output).toBeDefined();
    expect(JSON.parse(printed as string)).toEqual(values);
  });
});
