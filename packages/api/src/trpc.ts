// The one file that builds the tRPC instance: context, transformer, error shape, caller
// factory and the four procedure kinds. Routers import only from here.
import type { Db } from "@primp/db";
import type { Mailer } from "@primp/mail";
import type { Payments } from "@primp/payments";
import type { Storage } from "@primp/storage";
import { initTRPC, TRPCError } from "@trpc/server";
import type { Session, User } from "lucia";
import superjson from "superjson";
import { ZodError, z } from "zod";
import type { Auth } from "./auth/lucia.ts";

export interface AppConfig {
  /** Public origin used in e-mailed links, e.g. http://localhost:5173. */
  appUrl: string;
  production: boolean;
}

/** Long-lived pieces shared by every request. */
export interface Services {
  db: Db;
  mail: Mailer;
  payments: Payments;
  storage: Storage;
  auth: Auth;
  config: AppConfig;
}

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

export interface RequestInfo {
  cookies: CookieJar;
  /** Client address, used for rate limiting. */
  ip: string;
}

export async function createContext(services: Services, request: RequestInfo) {
  const sessionId = request.cookies.get(services.auth.sessionCookieName);
  let user: User | null = null;
  let session: Session | null = null;
  if (sessionId) {
    const result = await services.auth.validateSession(sessionId);
    user = result.user;
    session = result.session;
    // lucia extends a session past half its life ("fresh") and ends invalid ones.
    if (session?.fresh) setAuthCookie(request.cookies, services.auth.createSessionCookie(session.id));
    if (!session) setAuthCookie(request.cookies, services.auth.createBlankSessionCookie());
  }
  return { ...services, ...request, user, session };
}

export type Context = Awaited<ReturnType<typeof createContext>>;

export function setAuthCookie(
  cookies: CookieJar,
  cookie: { name: string; value: string; attributes: CookieAttributes & { sameSite?: string } },
) {
  const { sameSite, ...rest } = cookie.attributes;
  cookies.set(cookie.name, cookie.value, { ...rest, sameSite: sameSite as CookieAttributes["sameSite"] });
}

export const SOMETHING_WENT_WRONG = "Something went wrong on our side. Please try again in a moment.";

/** The first problem in words a form can show next to its summary. */
function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : "Please check the form and try again.";
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    // Unexpected failures keep their details in the server log, never in the browser.
    const message = zodError
      ? firstIssueMessage(zodError)
      : error.code === "INTERNAL_SERVER_ERROR"
        ? SOMETHING_WENT_WRONG
        : shape.message;
    return {
      ...shape,
      message,
      data: { ...shape.data, zodError: zodError ? z.flattenError(zodError) : null },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const createTRPCRouter = t.router;

export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please log in to continue." });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const proProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "PRO") {
    throw new TRPCError({ code: "FORBIDDEN", message: "This page is for Primp professionals." });
  }
  return next();
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "ADMIN") {
    throw new TRPCError({ code: "FORBIDDEN", message: "This page is for Primp administrators." });
  }
  return next();
});
