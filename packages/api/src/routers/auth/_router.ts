import {
  loginSchema,
  requestPasswordResetSchema,
  setPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import {
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  SIGN_UPS_EVERYWHERE,
  SIGN_UPS_PER_ADDRESS,
  SIGN_UPS_PER_EMAIL,
} from "../../auth/rate-limit-rules.ts";
import { endSession, sessionView } from "../../auth/sessions.ts";
import { login } from "../../domain/login.ts";
import { requestPasswordReset, resetPassword, verifyEmail } from "../../domain/password-reset.ts";
import { signUp } from "../../domain/sign-up.ts";
import { authedProcedure, publicProcedure, rateLimited, rateLimitedPerAddressAndShared } from "../../trpc.ts";

export const authRouter = {
  session: publicProcedure.query(({ ctx }) => ({ user: sessionView(ctx.user) })),
  signUp: publicProcedure
    .input(signUpSchema)
    .use(rateLimitedPerAddressAndShared(SIGN_UPS_PER_ADDRESS, SIGN_UPS_EVERYWHERE))
    .use(rateLimited(SIGN_UPS_PER_EMAIL))
    .mutation(({ ctx, input }) => signUp(ctx, input)),
  // Counts failed attempts only, so its budget is kept inside login itself.
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => login(ctx, input)),
  logout: authedProcedure.mutation(({ ctx }) => endSession(ctx, ctx.session.id)),
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetSchema)
    .use(rateLimited(RESET_PER_ACCOUNT, RESET_PER_ADDRESS))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure.input(setPasswordSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
  verifyEmail: publicProcedure.input(verifyEmailSchema).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
} satisfies TRPCRouterRecord;
