// Fixed-window counters in the database, so every server process shares them. The rules
// themselves (budgets and keys) are all in rate-limit-rules.ts.
import type { Db } from "@primp/db";
import { TRPCError } from "@trpc/server";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Counts `amount` (one attempt, or bytes) under `key`; returns false once the window's limit is exceeded. */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
  amount = 1,
): Promise<boolean> {
  const windowStartedBefore = new Date(now.getTime() - rule.windowMs);
  // One atomic statement: concurrent attempts cannot both read a stale count.
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${key}, ${amount}, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."windowStart" <= ${windowStartedBefore} THEN ${amount} ELSE "RateLimit"."count" + ${amount} END,
      "windowStart" = CASE WHEN "RateLimit"."windowStart" <= ${windowStartedBefore} THEN ${now} ELSE "RateLimit"."windowStart" END
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 0) <= rule.limit;
}

/** Gives back one attempt counted under `key` (a login that turned out to be the owner's). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${key}`;
}

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const tooManyAttempts = () => new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_ATTEMPTS });

/** Throws TOO_MANY_REQUESTS when any of the given counters is over its limit. */
export async function enforceRateLimits(db: Db, checks: [key: string, rule: RateLimitRule][]): Promise<void> {
  for (const [key, rule] of checks) {
    if (!(await consumeRateLimit(db, key, rule))) throw tooManyAttempts();
  }
}
