// Forgotten passwords: a reset link by e-mail, and redeeming a reset, set-password or
// join-as-pro link.
import type { RequestPasswordResetInput, SetPasswordInput } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { startSession } from "../auth/sessions.ts";
import { issueOneTimeToken, redeemLink, redeemOneTimeToken, revokePasswordLinks } from "../auth/tokens.ts";
import { noAccountForResetMessage, resetPasswordMessage } from "../emails/index.ts";
import type { Context } from "../trpc.ts";
import { joinAsPro } from "./applicants.ts";

export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset the password.";
export const PASSWORD_CHANGED = "Your password has been changed. You are now logged in.";
export const PRO_PASSWORD_SET =
  "Your password is saved and you are logged in. Next, set up your payouts with StripeConnect.";
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
 * Redeems a reset, set-password or join-as-pro link: new hash, every other outstanding
 * password link and every old session revoked, a fresh session started. Each link has the
 * user choose the password themselves, so none of them leaves the dashboard's prompt to change
 * "the first password" (spec part 2: the spec's first password was generated and e-mailed).
 */
export async function resetPassword(ctx: Context, input: SetPasswordInput) {
  const link = await redeemLink(ctx.db, input.token, ["RESET_PASSWORD", "SET_PASSWORD", "JOIN_AS_PRO"]);
  if (!link) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  const passwordHash = await ctx.passwords.hash(input.password);
  await ctx.db.$transaction(async (tx) => {
    if (link.purpose === "JOIN_AS_PRO") await joinAsPro(tx, link.userId);
    await tx.user.update({
      where: { id: link.userId },
      // Following an e-mailed link proves the address too.
      data: { passwordHash, emailVerifiedAt: new Date(), mustChangePassword: false },
    });
  });
  await revokePasswordLinks(ctx.db, link.userId);
  await ctx.auth.invalidateUserSessions(link.userId);
  await startSession(ctx, link.userId);
  return { message: link.purpose === "RESET_PASSWORD" ? PASSWORD_CHANGED : PRO_PASSWORD_SET };
}

export const EMAIL_VERIFIED = "Thank you! Your email address is confirmed.";

export async function verifyEmail(ctx: Context, input: { token: string }) {
  const userId = await redeemOneTimeToken(ctx.db, input.token, "VERIFY_EMAIL");
  if (!userId) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  await ctx.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  return { message: EMAIL_VERIFIED };
}
