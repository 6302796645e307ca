// Fixed-window counters in the database, so every server process shares them. The rules
// themselves (budgets and keys) are all in rate-limit-rules.ts. A hot path (every login,
// sign-up and booking counts once): one Kysely statement each, built once (preparedQuery).
import { preparedQuery, type Sql } from "@primp/db";
import { TRPCError } from "@trpc/server";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The counter's one atomic statement: concurrent attempts cannot both read a stale count. */
const countAttempt = preparedQuery((sql, v: { key: string; amount: number; now: Date; windowStartedBefore: Date }) =>
  sql
    .insertInto("RateLimit")
    .values({ key: v.key, count: v.amount, windowStart: v.now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const windowOver = eb("RateLimit.windowStart", "<=", v.windowStartedBefore);
        return {
          count: eb
            .case()
            .when(windowOver)
            .then(v.amount)
            .else(eb("RateLimit.count", "+", v.amount))
            .end(),
          windowStart: eb.case().when(windowOver).then(v.now).else(eb.ref("RateLimit.windowStart")).end(),
        };
      }),
    )
    .returning("count"),
);

/** Counts `amount` (one attempt, or bytes) under `key`; returns false once the window's limit is exceeded. */
export async function consumeRateLimit(
  sql: Sql,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
  amount = 1,
): Promise<boolean> {
  const windowStartedBefore = new Date(now.getTime() - rule.windowMs);
  const { rows } = await countAttempt(sql, { key, amount, now, windowStartedBefore });
  const [counted] = rows;
  if (!counted) throw new Error(`The rate-limit counter ${key} returned no row`);
  return counted.count <= rule.limit;
}

/** Gives back one attempt counted under `key` (a login that turned out to be the owner's). */
export async function refundRateLimit(sql: Sql, key: string): Promise<void> {
  await sql
    .updateTable("RateLimit")
    .set((eb) => ({ count: eb.fn("greatest", [eb("count", "-", 1), eb.lit(0)]) }))
    .where("key", "=", key)
    .execute();
}

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const tooManyAttempts = () => new TRPCError({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_ATTEMPTS });

/** Throws TOO_MANY_REQUESTS when any of the given counters is over its limit. */
export async function enforceRateLimits(sql: Sql, checks: [key: string, rule: RateLimitRule][]): Promise<void> {
  for (const [key, rule] of checks) {
    if (!(await consumeRateLimit(sql, key, rule))) throw tooManyAttempts();
  }
}
