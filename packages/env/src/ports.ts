// Where the two development servers listen, and the address people reach: one place, so the
// Vite dev server, its proxy to the API server, and the links in e-mails always agree.
import type { Environment } from "./env-file.ts";

export const SERVER_PORT_DEFAULT = 3000;
export const WEB_PORT_DEFAULT = 5173;

function port(env: Environment, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) {
    throw new Error(`${name} must be a port number from 0 to 65535; got "${value}".`);
  }
  return number;
}

/** PORT: the Fastify server (API, files, webhooks; in production the built web app too). */
export const serverPort = (env: Environment) => port(env, "PORT", SERVER_PORT_DEFAULT);

/** WEB_PORT: the Vite dev server people open in development. */
export const webPort = (env: Environment) => port(env, "WEB_PORT", WEB_PORT_DEFAULT);

/** Where the Vite dev server forwards /trpc and the other server paths. */
export const devServerUrl = (env: Environment) => env.PRIMP_SERVER_URL?.trim() || `http://127.0.0.1:${serverPort(env)}`;

/**
 * APP_URL when it is not set: the Vite dev server in development, the Fastify server itself
 * when it serves the built web app (NODE_ENV=production, e.g. `pnpm start:demo`).
 */
export const defaultAppUrl = (env: Environment) =>
  `http://localhost:${env.NODE_ENV === "production" ? serverPort(env) : webPort(env)}`;
