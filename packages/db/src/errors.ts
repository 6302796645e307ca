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

/** The pg adapter's error kinds for the same, before Prisma gives them a code. */
const UNAVAILABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (the server is shutting down, crashed or
 * starting up), which the adapter passes on as kind "postgres" with the code.
 */
const isUnavailableSqlState = (code: unknown) =>
  typeof code === "string" && (code.startsWith("08") || code.startsWith("57P"));

/**
 * Node's socket errors as pg reports them when it talks to the server itself (Kysely's queries
 * go through pg directly, not through Prisma's adapter, so nothing renames them).
 */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

interface ErrorShape {
  message?: unknown;
  code?: unknown;
  meta?: { driverAdapterError?: unknown };
  cause?: { kind?: unknown; code?: unknown };
}

function isUnavailableShape(error: object): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError) return UNAVAILABLE_PRISMA_CODES.has(error.code);
  const { message, cause, code } = error as ErrorShape;
  if (typeof code === "string" && (UNAVAILABLE_SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  const kind = typeof cause?.kind === "string" ? cause.kind : "";
  return (
    UNAVAILABLE_ADAPTER_KINDS.has(kind) ||
    (kind === "postgres" && isUnavailableSqlState(cause?.code)) ||
    (typeof message === "string" && /^Connection terminated|^timeout exceeded when trying to connect/.test(message))
  );
}

/**
 * True when a query failed because the database cannot be reached just now (restarting,
 * failing over, the network dropped), as opposed to a bug or a refused write. Follows the
 * error's causes through the shapes the pg adapter produces: Prisma's known errors, the
 * adapter's own error (server errors Prisma does not translate), and pg's bare "Connection
 * terminated unexpectedly" when a pooled connection dies mid-query. PGlite runs in-process
 * and never reports these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    if (isUnavailableShape(current)) return true;
    const { meta, cause } = current as ErrorShape;
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}

/** The exclusion constraint that keeps one pro's accepted appointments apart (migration pro_no_overlap). */
export const PRO_NO_OVERLAP_CONSTRAINT = "Booking_pro_no_overlap";

/**
 * Whether the error, or one of its causes, is PostgreSQL's SQLSTATE `sqlState` with a message
 * that mentions `mentioning` (when given), in any of the shapes it reaches us: Prisma's known
 * error for a raw query (meta.code), the driver adapter's error (cause), or pg's own error when
 * Kysely talks to the pool directly. Some shapes carry the code without the message.
 */
function hasSqlState(error: unknown, sqlState: string, mentioning = ""): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    const { code, message, meta, cause } = current as ErrorShape & { meta?: { code?: unknown; message?: unknown } };
    const text = [message, meta?.message, (cause as { message?: unknown } | undefined)?.message].join(" ");
    if ([code, meta?.code, cause?.code].includes(sqlState) && (text.includes(mentioning) || !text.trim())) return true;
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}

/** PostgreSQL's exclusion_violation (23P01) of the named constraint. */
export const isExclusionViolation = (error: unknown, constraint: string) => hasSqlState(error, "23P01", constraint);

/**
 * PostgreSQL's deadlock_detected (40P01): two writers checking an exclusion constraint at once
 * may each wait for the other, and the server aborts one of them; running it again is safe.
 */
export const isDeadlock = (error: unknown) => hasSqlState(error, "40P01");
