// Logging in. Attempts are counted before the password is checked (so a burst of parallel
// guesses cannot all slip through) and given back when the password was right: only failures
// use the budget, per account from one address and per address, so a stranger failing from
// elsewhere never locks the owner out.
import { LOGGED_IN, type LoginInput } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { passwordMatches } from "../auth/password.ts";
import { consumeRateLimit, refundRateLimit, tooManyAttempts } from "../auth/rate-limit.ts";
import { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, LOGIN_FAILURES_PER_ADDRESS } from "../auth/rate-limit-rules.ts";
import { startSession } from "../auth/sessions.ts";
import type { Context } from "../trpc.ts";

// The same words for an unknown e-mail and a wrong password, so the form does not reveal
// which addresses have accounts.
export const INVALID_CREDENTIALS = "Invalid login credentials";

const LOGIN_RULES = [LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, LOGIN_FAILURES_PER_ADDRESS];

export async function login(ctx: Context, input: LoginInput) {
  const keys = LOGIN_RULES.map((rule) => [rule.key({ ip: ctx.ip, user: null }, input), rule] as const);
  const allowed = await Promise.all(keys.map(([key, rule]) => consumeRateLimit(ctx.sql, key, rule)));
  if (allowed.includes(false)) throw tooManyAttempts();

  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  const valid = await passwordMatches(ctx.passwords, user?.passwordHash, input.password);
  if (!user || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CREDENTIALS });

  await Promise.all(keys.map(([key]) => refundRateLimit(ctx.sql, key)));
  if (ctx.session) await ctx.auth.invalidateSession(ctx.session.id);
  await startSession(ctx, user.id);
  return {
    message: LOGGED_IN,
    user: { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName },
  };
}
