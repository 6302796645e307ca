import { TRPCError } from "@trpc/server";
import { redeemOneTimeToken } from "../../auth/tokens.ts";
import type { Context } from "../../trpc.ts";
import { LINK_NOT_VALID } from "./passwordReset.handler.ts";

export const EMAIL_VERIFIED = "Thank you! Your email address is confirmed.";

export async function verifyEmail(ctx: Context, input: { token: string }) {
  const userId = await redeemOneTimeToken(ctx.db, input.token, "VERIFY_EMAIL");
  if (!userId) throw new TRPCError({ code: "BAD_REQUEST", message: LINK_NOT_VALID });
  await ctx.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  return { message: EMAIL_VERIFIED };
}
