import type { requestPasswordResetSchema, setPasswordSchema } from "@primp/core";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import { hashPassword } from "../../auth/password.ts";
import { enforceRateLimits, RESET_PER_ACCOUNT, RESET_PER_ADDRESS } from "../../auth/rate-limit.ts";
import { startSession } from "../../auth/sessions.ts";
import { issueOneTimeToken, redeemOneTimeToken } from "../../auth/tokens.ts";
import { resetPasswordMessage } from "../../emails/index.ts";
import type { Context } from "../../trpc.ts";

export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset the password.";
export const PASSWORD_CHANGED = "Your password has been changed. You are now logged in.";
export const LINK_NOT_VALID = "This link is not valid or has expired. Please ask for a new one.";

export async function requestPasswordReset(ctx: Context, input: z.infer<typeof requestPasswordResetSchema>) {
  await enforceRateLimits(ctx.db, [
    [`reset:account:${input.email}`, RESET_PER_ACCOUNT],
    [`reset:address:${ctx.ip}`, RESET_PER_ADDRESS],
  ]);
  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  if (user) {
    const token = await issueOneTimeToken(ctx.db, user.id, "RESET_PASSWORD");
    await ctx.mail.send(
      resetPasswordMessage(user.email, user.firstName, `${ctx.config.appUrl}/reset-password?token=${token}`),
    );
  }
  return { message: RESET_REQUESTED };
}

/** Redeems a reset or set-password link: new hash, every old session revoked, a fresh one started. */
export async function resetPassword(ctx: Context, input: z.infer<typeof setPasswordSchema>) {
  const userId =
    (await redeemOneTimeToken(ctx.db, input.token, "RESET_PASSWORD")) ??
    (await redeemOneTimeToken(ctx.db, input.token, "SET_PASSWORD"));
  if (!userId) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  await ctx.db.user.update({
    where: { id: userId },
    // Following an e-mailed link proves the address too.
    data: { passwordHash: await hashPassword(input.password), mustChangePassword: false, emailVerifiedAt: new Date() },
  });
  await ctx.auth.invalidateUserSessions(userId);
  await startSession(ctx, userId);
  return { message: PASSWORD_CHANGED };
}
