import type { User } from "lucia";
import type { CookieJar, Services } from "../trpc.ts";
import { setAuthCookie } from "../trpc.ts";

/** Starts a fresh session (a new id on every login, so a planted id is never reused). */
export async function startSession(ctx: Pick<Services, "auth"> & { cookies: CookieJar }, userId: string) {
  const session = await ctx.auth.createSession(userId, {});
  setAuthCookie(ctx.cookies, ctx.auth.createSessionCookie(session.id));
  return session;
}

export async function endSession(ctx: Pick<Services, "auth"> & { cookies: CookieJar }, sessionId: string) {
  await ctx.auth.invalidateSession(sessionId);
  setAuthCookie(ctx.cookies, ctx.auth.createBlankSessionCookie());
  return { ok: true as const };
}

/** What the browser may know of the signed-in user. */
export function sessionView(user: User | null) {
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    mustChangePassword: user.mustChangePassword,
    avatarUrl: user.avatarUrl,
  };
}
