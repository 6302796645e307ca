import type { User } from "lucia";
import { type CookieJar, setAuthCookie } from "./cookies.ts";
import type { Auth } from "./lucia.ts";

/** Starts a fresh session (a new id on every login, so a planted id is never reused). */
export async function startSession(ctx: { auth: Auth; cookies: CookieJar }, userId: string) {
  const session = await ctx.auth.createSession(userId, {});
  setAuthCookie(ctx.cookies, ctx.auth.createSessionCookie(session.id));
  return session;
}

export async function endSession(ctx: { auth: Auth; cookies: CookieJar }, sessionId: string) {
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
