// Builds the long-lived services from the environment: real providers when their keys are
// set, local ones otherwise, so a fresh clone runs with no keys at all. Production is the
// exception: there a missing key is a refusal to start, never a quiet switch to providers
// that charge nobody and mail nobody, unless PRIMP_DEMO=1 asks for exactly that: a demo.
import type { Database } from "@primp/db";
import { createJobEngine, type JobEngineOptions } from "@primp/jobs";
import { createMailer } from "@primp/mail";
import { createPayments } from "@primp/payments";
import { createSmsProvider, type TwilioKeys } from "@primp/sms";
import { createLocalStorage, createS3Storage, type Storage } from "@primp/storage";
import { createLucia } from "./auth/lucia.ts";
import { scryptPasswords } from "./auth/password.ts";
import { ConfigurationError } from "./configuration-error.ts";
import { createCatalogueCache } from "./domain/catalogue-cache.ts";
import { createInProcessLiveEvents, type LiveEvents } from "./live/live-events.ts";
import { createPostgresLiveEvents } from "./live/postgres-live-events.ts";
import { StreamSlots } from "./live/stream-slots.ts";
import { httpLimitsFrom, liveLimitsFrom, overloadLimitsFrom } from "./process-limits.ts";
import { createPushProvider, vapidKeysFrom } from "./push/push-provider.ts";
import { socialLinksFrom } from "./social-links.ts";
import { appUrlFrom, assertLocalPaymentsStayLocal, assertProductionKeys, isDemo, present } from "./start-refusals.ts";
import type { AppConfig, Services } from "./trpc.ts";

export const MAIL_FROM_DEFAULT = "Primp <hello@primp.local>";
export const FILES_BASE_PATH = "/files";
export const CATALOGUE_CACHE_MS_DEFAULT = 30_000;

export { ConfigurationError } from "./configuration-error.ts";
export { assertReadyToStart, PRODUCTION_KEYS, PRODUCTION_NEEDS_POSTGRES } from "./start-refusals.ts";

export interface ServiceOptions {
  database: Database;
  env: Record<string, string | undefined>;
  /** Folder for uploaded files, unless S3_* names a bucket. */
  storageRoot: string;
  /**
   * Lets test harnesses build production-mode services (secure cookies, no dev pages) on the
   * local providers on purpose; the running server never sets it.
   */
  allowLocalProviders?: boolean;
  /** The job engine's clock; tests pass pg-boss's TestClock. */
  jobClock?: JobEngineOptions["clock"];
}

function catalogueCacheMs(value: string | undefined): number {
  if (!present(value)) return CATALOGUE_CACHE_MS_DEFAULT;
  const ttl = Number(value);
  if (!Number.isSafeInteger(ttl) || ttl < 0) {
    throw new ConfigurationError(
      `CATALOGUE_CACHE_MS must be a whole number of milliseconds, 0 or more; got "${value}".`,
    );
  }
  return ttl;
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (or "loopback",
 * "linklocal", "uniquelocal"), or the number of proxy hops in front of the server. Unset:
 * loopback only in development (the Vite dev server's proxy), nobody in production.
 */
export function trustProxyFrom(value: string | undefined, production: boolean): AppConfig["trustProxy"] {
  if (!present(value)) return production ? false : ["loopback"];
  const text = (value as string).trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|\*|all)$/i.test(text)) {
    throw new ConfigurationError(
      "TRUST_PROXY must name the proxies (addresses, CIDR ranges) or count their hops; trusting every peer would let any client choose its own address.",
    );
  }
  if (/^(false|none)$/i.test(text)) return false;
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const TWILIO_KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/** Texts go through Twilio when all three keys are set, stay in the outbox when none is; half a setup is a mistake. */
export function twilioKeysFrom(env: ServiceOptions["env"]): TwilioKeys | null {
  const missing = TWILIO_KEYS.filter((name) => !present(env[name]));
  if (missing.length === TWILIO_KEYS.length) return null;
  if (missing.length > 0) {
    throw new ConfigurationError(
      `Text messages need all of ${TWILIO_KEYS.join(", ")}; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "Set them all to send texts through Twilio, or none to keep texts in the local outbox (/dev/mailbox).",
    );
  }
  const value = (name: (typeof TWILIO_KEYS)[number]) => (env[name] as string).trim();
  return {
    accountSid: value("TWILIO_ACCOUNT_SID"),
    authToken: value("TWILIO_AUTH_TOKEN"),
    from: value("TWILIO_FROM"),
  };
}

/** S3_ENDPOINT is optional (unset: AWS S3 itself); the other four go together. */
export const S3_KEYS = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * Uploaded files go to an S3-compatible bucket when S3_* is set, so every server process sees
 * the same files; with none set they stay on the local disk under `storageRoot`.
 */
export function storageFrom(env: ServiceOptions["env"], storageRoot: string): Storage {
  const missing = S3_KEYS.filter((name) => !present(env[name]));
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (missing.length === S3_KEYS.length && !endpoint) {
    return createLocalStorage({ root: storageRoot, publicBasePath: FILES_BASE_PATH });
  }
  if (missing.length > 0) {
    throw new ConfigurationError(
      `Object storage needs all of ${S3_KEYS.join(", ")} (and S3_ENDPOINT unless it is AWS S3); ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
        "Set them all to keep uploads in the bucket, or none to keep them on this machine's disk (STORAGE_ROOT).",
    );
  }
  const value = (name: (typeof S3_KEYS)[number]) => (env[name] as string).trim();
  return createS3Storage({
    bucket: value("S3_BUCKET"),
    region: value("S3_REGION"),
    endpoint,
    accessKeyId: value("S3_ACCESS_KEY_ID"),
    secretAccessKey: value("S3_SECRET_ACCESS_KEY"),
    publicBasePath: FILES_BASE_PATH,
  });
}

/**
 * Several processes share one PostgreSQL, so their events go through it (LISTEN/NOTIFY). PGlite
 * is one process by construction (its folder is locked to it), so an in-process bus is the whole
 * truth there, and costs no connection.
 */
function liveEventsFor(database: Database): LiveEvents {
  if (database.connection.kind === "pglite") return createInProcessLiveEvents();
  return createPostgresLiveEvents({
    connectionString: database.connection.connectionString,
    sql: database.sql,
    onConnectionError: (error) => console.warn(`Live updates: the LISTEN connection failed (${error.message}).`),
  });
}

export function createServices({
  database,
  env,
  storageRoot,
  allowLocalProviders = false,
  jobClock,
}: ServiceOptions): Services {
  const production = env.NODE_ENV === "production";
  const demo = isDemo(env);
  if (production && !allowLocalProviders && !demo) assertProductionKeys(env);
  const appUrl = appUrlFrom(env);
  const mailFrom = env.MAIL_FROM?.trim() || MAIL_FROM_DEFAULT;
  // A demo runs on the local providers whatever keys are set, so its "no card is charged"
  // banner is never a lie.
  const keys: ServiceOptions["env"] = demo ? {} : env;
  const payments = createPayments({
    stripeSecretKey: keys.STRIPE_SECRET_KEY,
    stripeWebhookSecret: keys.STRIPE_WEBHOOK_SECRET,
  });
  if (payments.kind === "local" && !allowLocalProviders) assertLocalPaymentsStayLocal(appUrl, demo);
  const jobs = createJobEngine({ connection: database.connection, clock: jobClock });
  const clock = jobClock ? () => new Date(jobClock.now()) : undefined;
  const live = liveLimitsFrom(env);
  return {
    db: database.db,
    sql: database.sql,
    mail: createMailer({
      db: database.db,
      postmarkServerToken: keys.POSTMARK_SERVER_TOKEN,
      from: mailFrom,
      sms: createSmsProvider(twilioKeysFrom(keys)),
      clock,
      onQueued: (messageId, at) =>
        jobs.schedule("mail.send", { messageId }, { startAfter: at, singletonKey: messageId }),
    }),
    jobs,
    live: liveEventsFor(database),
    streams: new StreamSlots(live),
    // Not under `keys`: a demo may show push notifications, which charge and mail nobody.
    push: createPushProvider(vapidKeysFrom(env)),
    payments,
    storage: storageFrom(env, storageRoot),
    passwords: scryptPasswords,
    auth: createLucia(database.db, database.sql, { secureCookies: production || appUrl.startsWith("https://") }),
    catalogue: createCatalogueCache(database.db, catalogueCacheMs(env.CATALOGUE_CACHE_MS)),
    config: {
      appUrl,
      mailFrom,
      production,
      stripeJs: present(keys.VITE_STRIPE_PUBLISHABLE_KEY),
      trustProxy: trustProxyFrom(env.TRUST_PROXY, production),
      demo,
      overload: overloadLimitsFrom(env),
      http: httpLimitsFrom(env),
      metricsToken: present(env.METRICS_TOKEN) ? (env.METRICS_TOKEN as string).trim() : null,
      live,
      socialLinks: socialLinksFrom(env),
    },
  };
}
