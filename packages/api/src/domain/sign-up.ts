// Creating a customer account: the account, a verification link by e-mail, a session.
import { type SignUpInput, signupSuccess } from "@primp/core";
import { isUniqueViolation } from "@primp/db";
import { TRPCError } from "@trpc/server";
import { startSession } from "../auth/sessions.ts";
import { issueOneTimeToken } from "../auth/tokens.ts";
import { verifyEmailMessage } from "../emails/index.ts";
import type { Context } from "../trpc.ts";

export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

export async function signUp(ctx: Context, input: SignUpInput) {
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
      if (isUniqueViolation(error)) throw new TRPCError({ code: "CONFLICT", message: EMAIL_TAKEN });
      throw error;
    });
  const token = await issueOneTimeToken(ctx.db, user.id, "VERIFY_EMAIL");
  await ctx.mail.send(
    verifyEmailMessage(user.email, user.firstName, `${ctx.config.appUrl}/verify-email?token=${token}`),
  );
  await startSession(ctx, user.id);
  return { message: signupSuccess(user.email) };
}
