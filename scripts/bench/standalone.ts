// A benchmark section run on its own (`tsx scripts/bench/<section>.ts --seconds 30`) instead of
// through `pnpm bench`: whether this module is the one started, and its numeric options.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const isStartedScript = (moduleUrl: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1] ?? "") === fileURLToPath(moduleUrl);

/** The number after `name` on the command line, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}
