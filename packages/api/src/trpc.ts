// The one file that builds the tRPC instance: context, transformer, error shape, caller
// factory and the four procedure kinds. Routers import only from here.
import type { SocialLink } from "@primp/core";
import { type Db, isDatabaseUnavailable, type Sql } from "@primp/db";
import type { JobEngine } from "@primp/jobs";
import type { OutboxMailer } from "@primp/mail";
import type { Payments } from "@primp/payments";
import type { Storage } from "@primp/storage";
import { initTRPC, TRPCError } from "@trpc/server";
import type { Session, User } from "lucia";
import superjson from "superjson";
import { ZodError, z } from "zod";
import { type CookieJar, setAuthCookie } from "./auth/cookies.ts";
import type { Auth } from "./auth/lucia.ts";
import type { Passwords } from "./auth/password.ts";
import { enforceClientAndSharedLimits, enforceRateLimits } from "./auth/rate-limit.ts";
import type { KeyedRateLimitRule } from "./auth/rate-limit-rules.ts";
import type { CatalogueCache } from "./domain/catalogue-cache.ts";
import type { LiveEvents } from "./live/live-events.ts";
import type { LiveLimits, StreamSlots } from "./live/stream-slots.ts";
import type { PushProvider } from "./push/push-provider.ts";

export interface AppConfig {
  /** Public origin used in e-mailed links, e.g. http://localhost:5173. */
  appUrl: string;
  /** The sender of every e-mail (MAIL_FROM), also the organizer of the calendar invites they carry. */
  mailFrom: string;
  production: boolean;
  /** The browser loads Stripe.js (a publishable key is set), so the CSP must allow Stripe's hosts. */
  stripeJs: boolean;
  /**
   * Which peers may name the client with X-Forwarded-For (Fastify's `trustProxy`): addresses,
   * CIDR ranges or proxy-addr's names, or a hop count; false trusts nobody.
   */
  trustProxy: string[] | number | false;
  /** PRIMP_DEMO=1: local payment and mail providers on purpose, labelled a demo everywhere. */
  demo: boolean;
  /** When the process sheds load (503 + Retry-After) instead of queueing without bound; 0 turns a check off. */
  overload: OverloadLimits;
  /** Timeouts and the connection cap at the HTTP edge (HTTP_* variables); 0 turns one off. */
  http: HttpLimits;
  /** METRICS_TOKEN: /metrics answers only a bearer of it; unset, /metrics is not served. */
  metricsToken: string | null;
  /** Live streams (tRPC subscriptions) this process holds open (LIVE_*). */
  live: LiveLimits;
  /** The social accounts the footer links to (SOCIAL_*_URL); none unless named. */
  socialLinks: SocialLink[];
}

export interface HttpLimits {
  /**
   * The whole request, headers and body, from its first byte (Node's requestTimeout): a body
   * still arriving after this is answered 408 and the connection closed.
   */
  requestTimeoutMs: number;
  /** The request's headers (Node's headersTimeout), at most requestTimeoutMs: 408 past it. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection between two requests is closed after this (never 0). */
  keepAliveTimeoutMs: number;
  /** A connection on which no byte moves either way mid-exchange (a reader that stopped reading) is closed. */
  socketIdleTimeoutMs: number;
  /** Open connections per process; a connection past it is closed as soon as it is accepted. */
  maxConnections: number;
  /** Open connections from one peer address (trusted proxies exempt); past it one is closed at once. */
  maxConnectionsPerAddress: number;
  /** Request bodies (uploads, form posts) arriving at once from one client address; past it 429. */
  maxBodiesPerAddress: number;
  /** A body still arriving must move at least this many bytes a second, over each window; else 408. */
  minBodyBytesPerSecond: number;
  bodyRateWindowMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
}

export interface OverloadLimits {
  /** Mean event-loop delay over a sample, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** Share of the last sample the event loop was busy, 0..1. */
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
  /** Requests (their bodies in) worked on at once; the next ones wait their turn in a queue. */
  concurrency: number;
  /** Longest a request may wait in that queue; one that would wait longer gets 503 at once. */
  maxQueueMs: number;
  /** How often the process measures itself, in milliseconds. */
  sampleIntervalMs: number;
}

/** Long-lived pieces shared by every request. */
export interface Services {
  db: Db;
  /** Kysely over the same connection(s): joins, pages, reports, locks, hot paths (packages/db/README.md). */
  sql: Sql;
  mail: OutboxMailer;
  payments: Payments;
  storage: Storage;
  auth: Auth;
  passwords: Passwords;
  /** Live cities and services, hair types and skin shades, read through a copy in memory. */
  catalogue: CatalogueCache;
  /** pg-boss on this database; the server process starts it and its workers (apps/server jobs.ts). */
  jobs: JobEngine;
  /** What changed, for pages open on it (live/live-events.ts). */
  live: LiveEvents;
  /** The live streams open in this process, within AppConfig.live (live/stream-slots.ts). */
  streams: StreamSlots;
  /** Web Push through VAPID keys, or off without them (push/push-provider.ts). */
  push: PushProvider;
  config: AppConfig;
}

export interface RequestInfo {
  cookies: CookieJar;
  /** Client address, used for rate limiting. */
  ip: string;
}

export const DATABASE_UNAVAILABLE = "Primp is briefly unavailable. Please try again in a moment.";

/** A database that cannot be reached (restarting, failing over) is a "try again", not a bug. */
function asUnavailable(error: unknown): unknown {
  if (!isDatabaseUnavailable(error)) return error;
  return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE, cause: error });
}

export async function createContext(services: Services, request: RequestInfo) {
  const sessionId = request.cookies.get(services.auth.sessionCookieName);
  let user: User | null = null;
  let session: Session | null = null;
  if (sessionId) {
    const result = await services.auth.validateSession(sessionId).catch((error: unknown) => {
      throw asUnavailable(error);
    });
    user = result.user;
    session = result.session;
    // lucia extends a session past half its life ("fresh") and ends invalid ones.
    if (session?.fresh) setAuthCookie(request.cookies, services.auth.createSessionCookie(session.id));
    if (!session) setAuthCookie(request.cookies, services.auth.createBlankSessionCookie());
  }
  return { ...services, ...request, user, session };
}

export type Context = Awaited<ReturnType<typeof createContext>>;

export const SOMETHING_WENT_WRONG = "Something went wrong on our side. Please try again in a moment.";
export const REQUEST_NOT_READABLE = "We could not read this request. Please reload the page and try again.";

/** The first problem in words a form can show next to its summary. */
function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : "Please check the form and try again.";
}

/**
 * Server-sent events (subscriptions): a ping well inside the HTTP edge's idle timeout (60 s by
 * default), so a quiet stream is not cut; the client reconnects when it has heard nothing for
 * longer than two pings (a dead proxy, a sleeping laptop). A stream ends after a quarter of an
 * hour and the page reconnects (with lastEventId), so a session ended elsewhere stops being
 * streamed to within that time.
 */
export const SSE_OPTIONS = {
  ping: { enabled: true, intervalMs: 20_000 },
  client: { reconnectAfterInactivityMs: 50_000 },
  maxDurationMs: 15 * 60_000,
};

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  sse: SSE_OPTIONS,
  // Never send stack traces to the browser, in any environment: the server log has them.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    // tRPC wraps a body it cannot parse (bad JSON, hostile superjson meta) with the parser's own
    // error as cause; its words ("Maximum call stack size exceeded") mean nothing to a person.
    const unreadable =
      !zodError && (error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR") && error.cause !== undefined;
    // Unexpected failures keep their details in the server log, never in the browser.
    const message = zodError
      ? firstIssueMessage(zodError)
      : error.code === "INTERNAL_SERVER_ERROR"
        ? SOMETHING_WENT_WRONG
        : unreadable
          ? REQUEST_NOT_READABLE
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

/** Unexpected failures that are really a database outage become a 503 with a "try again". */
const databaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR" && isDatabaseUnavailable(result.error.cause)) {
    throw asUnavailable(result.error.cause);
  }
  return result;
});

export const publicProcedure = t.procedure.use(databaseOutage);

/**
 * Counts the call against each rule (auth/rate-limit-rules.ts) after its input is parsed, so
 * refused input costs no budget; over any budget the call is answered 429 before it runs.
 * Use after `.input(...)`: `publicProcedure.input(schema).use(rateLimited(RULE)).mutation(...)`.
 */
export function rateLimited<Input>(...rules: KeyedRateLimitRule<Input>[]) {
  return t.middleware(async ({ ctx, input, next }) => {
    const caller = { ip: ctx.ip, user: ctx.user };
    await enforceRateLimits(
      ctx.sql,
      rules.map((rule) => [rule.key(caller, input as Input), rule]),
    );
    return next();
  });
}

/**
 * A budget per client address plus a shared one that counts addresses, not calls
 * (enforceClientAndSharedLimits): for public calls that a crowd could otherwise shut for everyone.
 */
export function rateLimitedPerAddressAndShared(perAddress: KeyedRateLimitRule, shared: KeyedRateLimitRule) {
  return t.middleware(async ({ ctx, input, next }) => {
    const caller = { ip: ctx.ip, user: ctx.user };
    await enforceClientAndSharedLimits(
      ctx.sql,
      [perAddress.key(caller, input), perAddress],
      [shared.key(caller, input), shared],
    );
    return next();
  });
}

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
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
