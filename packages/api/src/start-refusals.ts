// What the server refuses to start with, read from the environment alone. main.ts checks these
// before it loads the server's modules or opens the database, so a refused start is instant;
// createServices checks the keys and the payment provider again for callers that skip main.ts.
// Light on purpose: nothing here may import a driver, a provider's SDK or the routers.
import { isPostgresUrl } from "@primp/db/database-location";
import { defaultAppUrl } from "@primp/env";
import { ConfigurationError } from "./configuration-error.ts";

export { ConfigurationError } from "./configuration-error.ts";

type Env = Record<string, string | undefined>;

/**
 * What production cannot run without: Stripe's secret key (charges), its webhook secret
 * (confirms bookings whose tab closed after paying), the publishable key the browser's card
 * field needs, and Postmark's token (receipts, verification and reset links).
 */
export const PRODUCTION_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "VITE_STRIPE_PUBLISHABLE_KEY",
  "POSTMARK_SERVER_TOKEN",
] as const;

export const present = (value: string | undefined) => Boolean(value?.trim());

/** PRIMP_DEMO=1: a clearly labelled demo on the local providers, whatever else is set. */
export const isDemo = (env: Env) => env.PRIMP_DEMO === "1";

export function assertProductionKeys(env: Env) {
  const missing = PRODUCTION_KEYS.filter((name) => !present(env[name]));
  if (missing.length === 0) return;
  throw new ConfigurationError(
    `Refusing to start with NODE_ENV=production: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set. ` +
      "Without them payments and mail would fall back to the local providers, which charge no card and send no e-mail. " +
      "Set them (see .env.example), leave NODE_ENV unset to run locally, or set PRIMP_DEMO=1 to run a clearly labelled demo.",
  );
}

/**
 * Production runs on PostgreSQL: PGlite is one process on one machine's disk, so a second
 * replica (or a restart beside the old one) would be refused or, without the lock, lose writes.
 * A demo may keep PGlite, so `pnpm start:demo` needs no database server.
 */
export const PRODUCTION_NEEDS_POSTGRES =
  "Refusing to start with NODE_ENV=production on the embedded PGlite database: DATABASE_URL must name a PostgreSQL server (postgresql://user:password@host:5432/primp). " +
  "PGlite holds one process on one machine's disk, so no second replica could share it. " +
  "Set DATABASE_URL (see docs/deploy.md), leave NODE_ENV unset to run locally, or set PRIMP_DEMO=1 to run a clearly labelled demo.";

/** The public address the server's links and cookies are for, without a trailing slash. */
export const appUrlFrom = (env: Env) => (env.APP_URL ?? defaultAppUrl(env)).replace(/\/$/, "");

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLoopbackUrl = (url: string) => {
  try {
    const host = new URL(url).hostname;
    return LOOPBACK_HOSTS.has(host) || host.endsWith(".localhost") || host.startsWith("127.");
  } catch {
    return false;
  }
};

/**
 * The local payment provider's webhook secret is in this repository: anyone could "pay". That
 * is fine on a developer's machine, never on a public address unless someone says it is a demo.
 */
export function assertLocalPaymentsStayLocal(appUrl: string, demo: boolean) {
  if (demo || isLoopbackUrl(appUrl)) return;
  throw new ConfigurationError(
    `Refusing to start: APP_URL is ${appUrl}, a public address, but no STRIPE_SECRET_KEY is set, so the local payment provider would accept payments nobody made. ` +
      "Set the Stripe keys (see .env.example), or set PRIMP_DEMO=1 to run a clearly labelled demo.",
  );
}

/**
 * What main.ts checks before it loads or opens anything: in production (not a demo) the live
 * keys, then a PostgreSQL DATABASE_URL; anywhere, no local payment provider (no Stripe key)
 * on a public APP_URL unless it is a demo.
 */
export function assertReadyToStart(env: Env) {
  const demo = isDemo(env);
  if (env.NODE_ENV === "production" && !demo) {
    assertProductionKeys(env);
    if (!isPostgresUrl(env.DATABASE_URL)) throw new ConfigurationError(PRODUCTION_NEEDS_POSTGRES);
  }
  if (!present(env.STRIPE_SECRET_KEY)) assertLocalPaymentsStayLocal(appUrlFrom(env), demo);
}
