// One writer per PGlite folder. PGlite is PostgreSQL compiled to WebAssembly inside one process:
// it writes its own postmaster.pid but never checks another process's, so two processes on one
// folder each keep their own copy of the pages and silently overwrite each other's writes. A
// lock file created atomically (O_EXCL) holds the owner's pid and command; a second opener is
// refused with a sentence naming them, and a lock whose process is gone (a crash, a kill -9) is
// taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "primp.lock";

interface LockOwner {
  pid: number;
  command: string;
}

/** Refusal to open a PGlite folder another process (or this one) already has open. */
export class PgliteFolderInUseError extends Error {
  override name = "PgliteFolderInUseError";
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The PGlite database folder ${folder} is in use by process ${owner.pid} (${owner.command || "command unknown"}), ` +
        "and PGlite allows one process at a time: two would silently lose each other's writes. " +
        "Stop that process (the running `pnpm dev` or `pnpm start`) and try again, or set PGLITE_DIR to another folder.",
    );
  }
}

/** Folders this process holds: a pid match alone cannot tell "us, still open" from "a previous process with our pid". */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): { text: string; owner: LockOwner } | null {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const [pidLine = "", command = ""] = text.split("\n");
  return { text, owner: { pid: Number(pidLine), command: command.trim() } };
}

/** A lock left behind: its process is gone, or it names our pid though this process never took it (pid reuse, e.g. pid 1 in a restarted container). */
function isStale(folder: string, owner: LockOwner): boolean {
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return true;
  if (owner.pid === process.pid) return !heldHere.has(folder);
  return !isAlive(owner.pid);
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n${process.argv.join(" ").slice(0, 300)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

export interface PgliteFolderLock {
  release(): void;
}

/**
 * Takes the folder's lock (the folder must exist) or throws PgliteFolderInUseError. Released by
 * release() and, should the process end without closing the database, at exit.
 */
export function lockPgliteFolder(folder: string): PgliteFolderLock {
  const resolved = path.resolve(folder);
  const lockPath = path.join(resolved, LOCK_FILE_NAME);
  // Two rounds: the second follows a stale lock's removal, or a lock released in between.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(lockPath)) {
      heldHere.add(resolved);
      const release = () => {
        process.off("exit", release);
        if (!heldHere.delete(resolved)) return;
        // Only our own lock: had it been taken over meanwhile, the file is someone else's.
        if (readOwner(lockPath)?.owner.pid === process.pid) removeIfPresent(lockPath);
      };
      process.on("exit", release);
      return { release };
    }
    const found = readOwner(lockPath);
    if (found === null) continue;
    if (!isStale(resolved, found.owner)) throw new PgliteFolderInUseError(resolved, found.owner);
    // Removed only if it still says what we judged stale, so a lock another process just took
    // over is not deleted from under it.
    if (readOwner(lockPath)?.text === found.text) removeIfPresent(lockPath);
  }
  const owner = readOwner(lockPath)?.owner ?? { pid: 0, command: "" };
  throw new PgliteFolderInUseError(resolved, owner);
}
