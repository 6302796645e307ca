// One writer per PGlite folder: a second open is refused at once with a sentence naming the
// holder and what to do; a lock whose process is gone is taken over; close releases it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase } from "./client.ts";
import { LOCK_FILE_NAME, lockPgliteFolder, PgliteFolderInUseError } from "./pglite-lock.ts";
import { POSTGRES_TEST_URL_ENV } from "./test-database.ts";

const folder = () => mkdtempSync(path.join(tmpdir(), "primp-lock-"));
const lockOf = (dir: string) => path.join(dir, LOCK_FILE_NAME);

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (child.pid === undefined) throw new Error("could not start a process");
  return child.pid;
}

// PGlite folders only: the postgres project would repeat the unit project's work unchanged.
describe.skipIf(Boolean(process.env[POSTGRES_TEST_URL_ENV]))("the PGlite folder lock", () => {
  it("refuses a second open of the same folder with the sentence, and opens again after close", async () => {
    const dir = path.join(folder(), "pglite");
    const first = await createDatabase({ pgliteDir: dir });
    try {
      const second = await createDatabase({ pgliteDir: dir }).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(PgliteFolderInUseError);
      expect((second as Error).message).toBe(
        `The PGlite database folder ${dir} is in use by process ${process.pid} (${process.argv.join(" ").slice(0, 300)}), ` +
          "and PGlite allows one process at a time: two would silently lose each other's writes. " +
          "Stop that process (the running `pnpm dev` or `pnpm start`) and try again, or set PGLITE_DIR to another folder.",
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockOf(dir))).toBe(false);
    const again = await createDatabase({ pgliteDir: dir });
    expect(await again.db.$queryRawUnsafe<{ one: number }[]>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await again.close();
  }, 60_000);

  it("names another live process that holds the folder", () => {
    const dir = folder();
    writeFileSync(lockOf(dir), `${process.ppid}\nnode src/main.ts\n`);
    expect(() => lockPgliteFolder(dir)).toThrow(`is in use by process ${process.ppid} (node src/main.ts)`);
    expect(readFileSync(lockOf(dir), "utf8")).toBe(`${process.ppid}\nnode src/main.ts\n`);
  });

  it("takes over a lock whose process is gone, and releases it", () => {
    const dir = folder();
    writeFileSync(lockOf(dir), `${deadPid()}\nnode src/main.ts\n`);
    const lock = lockPgliteFolder(dir);
    expect(readFileSync(lockOf(dir), "utf8").split("\n")[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it("takes over a lock naming this process's pid that this process never took (a restarted container's pid 1)", () => {
    const dir = folder();
    writeFileSync(lockOf(dir), `${process.pid}\nnode dist/main.js\n`);
    const lock = lockPgliteFolder(dir);
    expect(() => lockPgliteFolder(dir)).toThrow(PgliteFolderInUseError);
    lock.release();
  });
});
