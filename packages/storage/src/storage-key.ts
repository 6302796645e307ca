import path from "node:path";

/**
 * Refuses a storage key that could escape the storage root or confuse a path: "..",
 * absolute paths (POSIX or Windows drive), backslashes, NUL, empty or "." segments.
 * Keys come from our own code (safeFileName), so a refusal means a bug or an attack.
 */
export function assertSafeKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new Error(`Unsafe storage key ${JSON.stringify(key)}: ${problem}`);
}

function keyProblem(key: string): string | null {
  if (key.length === 0) return "it is empty";
  if (key.includes("\0")) return "it contains a NUL byte";
  if (key.includes("\\")) return "it contains a backslash";
  if (key.includes("..")) return 'it contains ".."';
  if (key.startsWith("/") || /^[A-Za-z]:/.test(key)) return "it is an absolute path";
  if (key.split("/").some((segment) => segment === "" || segment === ".")) return "it has an empty or '.' segment";
  return null;
}

/** The absolute file path of a key, checked again after resolution as a second line of defence. */
export function resolveKey(root: string, key: string): string {
  assertSafeKey(key);
  const resolved = path.resolve(root, key);
  if (!resolved.startsWith(root + path.sep))
    throw new Error(`Unsafe storage key ${JSON.stringify(key)}: outside the root`);
  return resolved;
}
