// While a server holds the PGlite folder, every script that needs the database stops at once
// with the lock's sentence (who holds it, what to do) and exit code 1, leaving the folder alone.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const scriptsDir = fileURLToPath(new URL(".", import.meta.url));

/** A PGlite folder held by this (live) test process, as the running server would hold it. */
function heldFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "primp-script-db-"));
  writeFileSync(path.join(dir, "primp.lock"), `${process.pid}\nnode src/main.ts\n`);
  return dir;
}

async function runScript(script: string, args: string[], pgliteDir: string) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: scriptsDir,
    env: { PATH: process.env.PATH ?? "", PRIMP_ENV_FILE: "none", PGLITE_DIR: pgliteDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("scripts on a PGlite folder the server holds", () => {
  it.each([
    ["migrate.ts", []],
    ["seed.ts", []],
    ["create-admin.ts", ["--email", "a@primp.test", "--first", "Ada", "--last", "Admin"]],
    ["payout-report.ts", []],
  ])(
    "%s says to stop the server and exits 1",
    async (script, args) => {
      const dir = heldFolder();
      const { code, stdout, stderr } = await runScript(script, args, dir);
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim()).toBe(
        `The PGlite database folder ${dir} is in use by process ${process.pid} (node src/main.ts), ` +
          "and PGlite allows one process at a time: two would silently lose each other's writes. " +
          "Stop that process (the running `pnpm dev` or `pnpm start`) and try again, or set PGLITE_DIR to another folder.",
      );
      expect(readdirSync(dir)).toEqual(["primp.lock"]);
    },
    30_000,
  );
});
