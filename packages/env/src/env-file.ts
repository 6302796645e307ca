// The repository's .env, read by every process we start ourselves (the server, Vite, the
// scripts), so the variables .env.example describes work without being exported first. The
// real environment always wins: a variable already set, even to "", is never replaced.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Names another file to read (relative to the repository), or "none" to read no file at all. */
export const ENV_FILE_VARIABLE = "PRIMP_ENV_FILE";
export const NO_ENV_FILE = "none";

export type Environment = Record<string, string | undefined>;

export interface LoadEnvFileOptions {
  /** Defaults to process.env. */
  env?: Environment;
  /** Only these variables are taken from the file (the test runner's own switches). */
  only?: readonly string[];
}

/**
 * Copies the variables of .env (or of PRIMP_ENV_FILE) that the environment does not set yet.
 * Returns the file read, or null when there was none. A missing .env is a fresh clone, not an
 * error; a missing file that PRIMP_ENV_FILE names is a typo, and is refused.
 */
export function loadEnvFile({ env = process.env, only }: LoadEnvFileOptions = {}): string | null {
  const named = env[ENV_FILE_VARIABLE]?.trim();
  if (named === NO_ENV_FILE) return null;
  const file = path.resolve(REPO_ROOT, named || ".env");
  if (!existsSync(file)) {
    if (named) throw new Error(`${ENV_FILE_VARIABLE} names ${file}, which does not exist.`);
    return null;
  }
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (env[name] !== undefined || (only && !only.includes(name))) continue;
    env[name] = value;
  }
  return file;
}
