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
