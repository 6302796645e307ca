// Forgotten passwords: a reset link by e-mail, and redeeming a reset or set-password link.
import type { RequestPasswordResetInput, SetPasswordInput } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { startSession } from "../auth/sessions.ts";
import { issueOneTimeToken, redeemOneTimeToken, revokePasswordLinks } from "../auth/tokens.ts";
import { noAccountForResetMessage, resetPasswordMessage } from "../emails/index.ts";
import type { Context } from "../trpc.ts";

export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset the password.";
export const PASSWORD_CHANGED = "Your password has been changed. You are now logged in.";
export const LINK_NOT_VALID = "This link is not valid or has expired. Please ask for a new one.";

/** Both answers do the same work, a lookup and one e-mail, so timing tells nobody who has an account. */
export async function requestPasswordReset(ctx: Context, input: RequestPasswordResetInput) {
  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  if (user) {
    const token = await issueOneTimeToken(ctx.db, user.id, "RESET_PASSWORD");
    await ctx.mail.send(
      resetPasswordMessage(user.email, user.firstName, `${ctx.config.appUrl}/reset-password?token=${token}`),
    );
  } else {
    await ctx.mail.send(noAccountForResetMessage(input.email, `${ctx.config.appUrl}/signup`));
  }
  return { message: RESET_REQUESTED };
}

/**
 * Redeems a reset or set-password link: new hash, every other outstanding link and every old
 * session revoked, a fresh session started.
 */
export async function resetPassword(ctx: Context, input: SetPasswordInput) {
  const userId =
    (await redeemOneTimeToken(ctx.db, input.token, "RESET_PASSWORD")) ??
    (await redeemOneTimeToken(ctx.db, input.token, "SET_PASSWORD"));
  if (!userId) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  await ctx.db.user.update({
    where: { id: userId },
    // Following an e-mailed link proves the address too.
    data: {
      passwordHash: await ctx.passwords.hash(input.password),
      mustChangePassword: false,
      emailVerifiedAt: new Date(),
    },
  });
  await revokePasswordLinks(ctx.db, userId);
  await ctx.auth.invalidateUserSessions(userId);
  await startSession(ctx, userId);
  return { message: PASSWORD_CHANGED };
}

export const EMAIL_VERIFIED = "Thank you! Your email address is confirmed.";

export async function verifyEmail(ctx: Context, input: { token: string }) {
  const userId = await redeemOneTimeToken(ctx.db, input.token, "VERIFY_EMAIL");
  if (!userId) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  await ctx.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  return { message: EMAIL_VERIFIED };
}
