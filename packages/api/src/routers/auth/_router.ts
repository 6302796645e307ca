import {
  loginSchema,
  requestPasswordResetSchema,
  setPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@primp/core";
import type { TRPCRouterRecord } from "@trpc/server";
import { endSession } from "../../auth/sessions.ts";
import { authedProcedure, publicProcedure } from "../../trpc.ts";
import { login } from "./login.handler.ts";
import { requestPasswordReset, resetPassword } from "./passwordReset.handler.ts";
import { signUp } from "./signUp.handler.ts";
import { verifyEmail } from "./verifyEmail.handler.ts";

export const authRouter = {
  session: publicProcedure.query(({ ctx }) => ({
    user: ctx.user
      ? {
          id: ctx.user.id,
          email: ctx.user.email,
          role: ctx.user.role,
          firstName: ctx.user.firstName,
          lastName: ctx.user.lastName,
          mustChangePassword: ctx.user.mustChangePassword,
          avatarUrl: ctx.user.avatarUrl,
        }
      : null,
  })),
  signUp: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => signUp(ctx, input)),
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => login(ctx, input)),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx, ctx.session.id);
    return { ok: true as const };
  }),
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure.input(setPasswordSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
  verifyEmail: publicProcedure.input(verifyEmailSchema).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
} satisfies TRPCRouterRecord;
