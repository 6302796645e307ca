// Builds the long-lived services from the environment: real providers when their keys are
// set, local ones otherwise, so a fresh clone runs with no keys at all.
import type { Database } from "@primp/db";
import { createMailer } from "@primp/mail";
import { createPayments } from "@primp/payments";
import { createLocalStorage } from "@primp/storage";
import { createLucia } from "./auth/lucia.ts";
import type { Services } from "./trpc.ts";

export const MAIL_FROM_DEFAULT = "Primp <hello@primp.local>";
export const FILES_BASE_PATH = "/files";

export interface ServiceOptions {
  database: Database;
  env: Record<string, string | undefined>;
  /** Folder for uploaded files. */
  storageRoot: string;
}

export function createServices({ database, env, storageRoot }: ServiceOptions): Services {
  const production = env.NODE_ENV === "production";
  const appUrl = (env.APP_URL ?? "http://localhost:5173").replace(/\/$/, "");
  return {
    db: database.db,
    mail: createMailer({ db: database.db, postmarkServerToken: env.POSTMARK_SERVER_TOKEN, from: env.MAIL_FROM ?? MAIL_FROM_DEFAULT }),
    payments: createPayments({
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    }),
    storage: createLocalStorage({ root: storageRoot, publicBasePath: FILES_BASE_PATH }),
    auth: createLucia(database.db, { secureCookies: production || appUrl.startsWith("https://") }),
    config: { appUrl, production },
  };
}
