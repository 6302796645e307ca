import { Prisma } from "./generated/prisma/client.ts";

/**
 * PostgreSQL's unique_violation, as Prisma reports it: P2002 through the pg adapter, or the
 * driver adapter's own error (SQLSTATE 23505) through the PGlite adapter, which Prisma 6
 * does not translate.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === "23505";
}

/**
 * Prisma's codes for "the server is not there": cannot reach (P1001), connect timeout (P1002),
 * operation timeout (P1008), connection closed (P1017), pool timeout (P2024), too many
 * connections (P2037).
 */
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (the server is shutting down, crashed or
 * starting up), and 53300 (too many connections): the query itself was fine, try again later.
 */
const isUnavailableSqlState = (code: unknown) =>
  typeof code === "string" && (code.startsWith("08") || code.startsWith("57P") || code === "53300");

/**
 * True when a query failed because the database cannot be reached just now (restarting,
 * failing over, the network dropped), as opposed to a bug or a refused write. Looks through
 * the shapes the pg adapter produces: Prisma's known errors, the adapter's own error (for
 * server errors Prisma does not translate), and pg's bare "Connection terminated" error when
 * a pooled connection dies mid-query. PGlite runs in-process and never reports these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: unknown };
      cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } & object;
    };
    if (current instanceof Prisma.PrismaClientKnownRequestError && UNAVAILABLE_PRISMA_CODES.has(current.code)) return true;
    const kind = candidate.cause?.kind;
    if (kind === "DatabaseNotReachable" || kind === "ConnectionClosed" || kind === "SocketTimeout") return true;
    if (kind === "TooManyConnections" || (kind === "postgres" && isUnavailableSqlState(candidate.cause?.code))) {
      return true;
    }
    if (typeof candidate.message === "string" && candidate.message.startsWith("Connection terminated")) return true;
    current = candidate.meta?.driverAdapterError ?? candidate.cause;
  }
  return false;
}
