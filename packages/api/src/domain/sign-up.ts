// Creating a customer account: the account, a verification link by e-mail, a session. An
// address that already has an account is answered in the same words, and its owner is told by
// e-mail instead, so the form tells nobody who has an account (as login and the reset form).
import { type SignUpInput, signupSuccess } from "@primp/core";
import { isUniqueViolation } from "@primp/db";
import { startSession } from "../auth/sessions.ts";
import { issueOneTimeToken } from "../auth/tokens.ts";
import { signUpWithTakenAddressMessage, verifyEmailMessage } from "../emails/index.ts";
import type { Context } from "../trpc.ts";

export async function signUp(ctx: Context, input: SignUpInput) {
  // Hashed whether or not the address is taken: both answers take the same time.
  const passwordHash = await ctx.passwords.hash(input.password);
  const user = await ctx.db.user
    .create({
      data: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
        role: "CUSTOMER",
      },
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!user) {
    await ctx.mail.send(
      signUpWithTakenAddressMessage(input.email, `${ctx.config.appUrl}/login`, `${ctx.config.appUrl}/forgot-password`),
    );
    return { message: signupSuccess(input.email) };
  }
  const token = await issueOneTimeToken(ctx.db, user.id, "VERIFY_EMAIL");
  await ctx.mail.send(
    verifyEmailMessage(user.email, user.firstName, `${ctx.config.appUrl}/verify-email?token=${token}`),
  );
  await startSession(ctx, user.id);
  return { message: signupSuccess(user.email) };
}
