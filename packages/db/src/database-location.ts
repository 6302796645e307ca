// Where the database is, read from the environment without loading a driver: the server's
// entry point and its dev preflight decide this before the database modules (Prisma, PGlite's
// WebAssembly) are loaded.

export const DEFAULT_PGLITE_DIR = ".data/pglite";

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}
