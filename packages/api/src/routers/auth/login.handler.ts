import { LOGGED_IN, type LoginInput } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { verifyPassword } from "../../auth/password.ts";
import { enforceRateLimits, LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS } from "../../auth/rate-limit.ts";
import { startSession } from "../../auth/sessions.ts";
import type { Context } from "../../trpc.ts";

// The same words for an unknown e-mail and a wrong password, so the form does not reveal
// which addresses have accounts.
export const INVALID_CREDENTIALS = "Invalid login credentials";

export async function login(ctx: Context, input: LoginInput) {
  await enforceRateLimits(ctx.db, [
    [`login:account:${input.email}`, LOGIN_PER_ACCOUNT],
    [`login:address:${ctx.ip}`, LOGIN_PER_ADDRESS],
  ]);
  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : false;
  if (!user || !valid) throw new TRPCError({ code: "UNAUTHORIZED", message: INVALID_CREDENTIALS });
  if (ctx.session) await ctx.auth.invalidateSession(ctx.session.id);
  await startSession(ctx, user.id);
  return {
    message: LOGGED_IN,
    user: { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName },
  };
}
