// How the environment picks providers: local ones with no keys in development and tests, the
// real ones when keys are set, and in production a refusal to start when any key is missing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigurationError, createServices, MAIL_RETRY_INTERVAL_MS_DEFAULT, PRODUCTION_KEYS } from "./services.ts";

let database: Database;
const storageRoot = mkdtempSync(path.join(tmpdir(), "primp-services-"));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const KEYS = {
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  VITE_STRIPE_PUBLISHABLE_KEY: "pk_live_x",
  POSTMARK_SERVER_TOKEN: "postmark-token",
};

const build = (env: Record<string, string | undefined>) => createServices({ database, env, storageRoot });

describe("createServices", () => {
  it.each([{}, { NODE_ENV: "development" }, { NODE_ENV: "test" }])(
    "runs on the local providers with no keys outside production (%j)",
    (env) => {
      const services = build(env);
      expect(services.payments.kind).toBe("local");
      expect(services.mail.provider.name).toBe("local");
      expect(services.config).toMatchObject({
        production: false,
        stripeJs: false,
        mailRetryIntervalMs: MAIL_RETRY_INTERVAL_MS_DEFAULT,
      });
    },
  );

  it("uses Stripe and Postmark in production when every key is set", () => {
    const services = build({ NODE_ENV: "production", ...KEYS });
    expect(services.payments.kind).toBe("stripe");
    expect(services.mail.provider.name).toBe("postmark");
    expect(services.config).toMatchObject({ production: true, stripeJs: true });
  });

  it("refuses production with no keys, naming every missing one", () => {
    expect(() => build({ NODE_ENV: "production" })).toThrow(ConfigurationError);
    expect(() => build({ NODE_ENV: "production" })).toThrow(
      `Refusing to start with NODE_ENV=production: ${PRODUCTION_KEYS.join(", ")} are not set.`,
    );
  });

  it.each(PRODUCTION_KEYS)("refuses production when only %s is missing or blank", (name) => {
    const message = `Refusing to start with NODE_ENV=production: ${name} is not set.`;
    expect(() => build({ NODE_ENV: "production", ...KEYS, [name]: undefined })).toThrow(message);
    expect(() => build({ NODE_ENV: "production", ...KEYS, [name]: "  " })).toThrow(message);
  });

  it("lets a test harness choose the local providers in production mode explicitly", () => {
    const services = createServices({
      database,
      env: { NODE_ENV: "production" },
      storageRoot,
      allowLocalProviders: true,
    });
    expect(services.payments.kind).toBe("local");
    expect(services.config.production).toBe(true);
  });

  it("reads the mail retry interval in milliseconds and refuses values that would hammer the database", () => {
    expect(build({ MAIL_RETRY_INTERVAL_MS: "30000" }).config.mailRetryIntervalMs).toBe(30_000);
    for (const value of ["60", "0", "-5000", "1.5e3x", "soon"]) {
      expect(() => build({ MAIL_RETRY_INTERVAL_MS: value })).toThrow(ConfigurationError);
    }
  });

  it("refuses a catalogue time to live that is not a whole number of milliseconds", () => {
    expect(() => build({ CATALOGUE_CACHE_MS: "0" })).not.toThrow();
    for (const value of ["-1", "1.5", "soon"]) {
      expect(() => build({ CATALOGUE_CACHE_MS: value })).toThrow(ConfigurationError);
    }
  });
});
