// The cookies a request reads and sets, apart from tRPC: the context (trpc.ts) and the session
// steps (sessions.ts) both set the session cookie through here.

export interface CookieAttributes {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  path?: string;
  maxAge?: number;
  expires?: Date;
}

/** Reads the request's cookies and sets response cookies: Fastify in the server, a jar in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}

/** Sets a cookie lucia describes (its sameSite is a plain string there). */
export function setAuthCookie(
  cookies: CookieJar,
  cookie: { name: string; value: string; attributes: CookieAttributes & { sameSite?: string } },
) {
  const { sameSite, ...rest } = cookie.attributes;
  cookies.set(cookie.name, cookie.value, { ...rest, sameSite: sameSite as CookieAttributes["sameSite"] });
}
