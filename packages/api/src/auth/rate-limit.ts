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

/** Counts `amount` (one attempt, or bytes) under `key`; answers the window's count so far, this one included. */
async function countRateLimit(sql: Sql, key: string, rule: RateLimitRule, now: Date, amount: number): Promise<number> {
  const windowStartedBefore = new Date(now.getTime() - rule.windowMs);
  const { rows } = await countAttempt(sql, { key, amount, now, windowStartedBefore });
  const [counted] = rows;
  if (!counted) throw new Error(`The rate-limit counter ${key} returned no row`);
  return counted.count;
}

/** Counts `amount` (one attempt, or bytes) under `key`; returns false once the window's limit is exceeded. */
export async function consumeRateLimit(
  sql: Sql,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
  amount = 1,
): Promise<boolean> {
  return (await countRateLimit(sql, key, rule, now, amount)) <= rule.limit;
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

/**
 * A budget per client plus a budget for everyone that counts clients, not attempts: a client's
 * first attempt in its window takes one place in the shared budget, its later ones only its
 * own. So a few clients spending their whole allowance use a few places, and only a crowd of
 * new clients can fill it; clients already counted carry on when it is full. A client the
 * shared budget refuses gets its attempt back, so its next one asks the shared budget again.
 */
export async function enforceClientAndSharedLimits(
  sql: Sql,
  client: [key: string, rule: RateLimitRule],
  shared: [key: string, rule: RateLimitRule],
  now = new Date(),
): Promise<void> {
  const [clientKey, clientRule] = client;
  const attempts = await countRateLimit(sql, clientKey, clientRule, now, 1);
  if (attempts > clientRule.limit) throw tooManyAttempts();
  if (attempts > 1) return;
  if (!(await consumeRateLimit(sql, shared[0], shared[1], now))) {
    await refundRateLimit(sql, clientKey);
    throw tooManyAttempts();
  }
}
