// How the environment picks providers: local ones with no keys in development and tests, the
// real ones when keys are set, and in production a refusal to start when any key is missing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type Database } from "@primp/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertReadyToStart,
  ConfigurationError,
  createServices,
  PRODUCTION_KEYS,
  PRODUCTION_NEEDS_POSTGRES,
  S3_KEYS,
  TWILIO_KEYS,
} from "./services.ts";

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
      expect(services.config).toMatchObject({ production: false, stripeJs: false });
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

  it("refuses a catalogue time to live that is not a whole number of milliseconds", () => {
    expect(() => build({ CATALOGUE_CACHE_MS: "0" })).not.toThrow();
    for (const value of ["-1", "1.5", "soon"]) {
      expect(() => build({ CATALOGUE_CACHE_MS: value })).toThrow(ConfigurationError);
    }
  });

  it("refuses the local payment provider on a public address unless the demo is asked for", () => {
    expect(() => build({ APP_URL: "https://primp.example.com" })).toThrow(
      "Refusing to start: APP_URL is https://primp.example.com, a public address",
    );
    for (const appUrl of [
      "http://localhost:5173",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://app.localhost",
    ]) {
      expect(build({ APP_URL: appUrl }).payments.kind).toBe("local");
    }
    const demo = build({ APP_URL: "https://primp.example.com", PRIMP_DEMO: "1" });
    expect(demo.payments.kind).toBe("local");
    expect(demo.config.demo).toBe(true);
    expect(build({ APP_URL: "https://primp.example.com", ...KEYS }).payments.kind).toBe("stripe");
  });

  it("runs a production build as a labelled demo with PRIMP_DEMO=1: local providers, whatever keys are set", () => {
    for (const env of [{}, KEYS]) {
      const demo = build({ NODE_ENV: "production", PRIMP_DEMO: "1", ...env });
      expect(demo.payments.kind).toBe("local");
      expect(demo.mail.provider.name).toBe("local");
      expect(demo.config).toMatchObject({ production: true, demo: true, stripeJs: false });
    }
    expect(build({ NODE_ENV: "production", ...KEYS }).config.demo).toBe(false);
  });

  it("sends texts through Twilio when all three TWILIO_* keys are set, keeps them local with none, and refuses half a setup", () => {
    const twilio = { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+16175550100" };
    expect(build({}).mail.sms.name).toBe("local");
    expect(build(twilio).mail.sms.name).toBe("twilio");
    expect(build({ NODE_ENV: "production", PRIMP_DEMO: "1", ...twilio }).mail.sms.name).toBe("local");
    for (const name of TWILIO_KEYS) {
      expect(() => build({ ...twilio, [name]: " " })).toThrow(
        new ConfigurationError(
          `Text messages need all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM; ${name} is not set. ` +
            "Set them all to send texts through Twilio, or none to keep texts in the local outbox (/dev/mailbox).",
        ),
      );
    }
  });

  it("keeps uploads in the bucket when the S3_* keys are set, on the local disk with none, and refuses half a setup", () => {
    const s3 = {
      S3_BUCKET: "primp-files",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(build({}).storage.kind).toBe("local");
    expect(build(s3).storage.kind).toBe("s3");
    expect(build({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000" }).storage.kind).toBe("s3");
    expect(() => build({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(ConfigurationError);
    for (const name of S3_KEYS) {
      expect(() => build({ ...s3, [name]: "" })).toThrow(
        new ConfigurationError(
          `Object storage needs all of S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless it is AWS S3); ${name} is not set. ` +
            "Set them all to keep uploads in the bucket, or none to keep them on this machine's disk (STORAGE_ROOT).",
        ),
      );
    }
  });

  it("links e-mails to the address people open when APP_URL is not set", () => {
    expect(build({}).config.appUrl).toBe("http://localhost:5173");
    expect(build({ WEB_PORT: "5200" }).config.appUrl).toBe("http://localhost:5200");
    // The production build is served by the API server itself, on PORT.
    expect(build({ NODE_ENV: "production", PRIMP_DEMO: "1", PORT: "3100" }).config.appUrl).toBe(
      "http://localhost:3100",
    );
  });

  it("trusts proxies only as TRUST_PROXY names them: loopback in development, nobody in production", () => {
    expect(build({}).config.trustProxy).toEqual(["loopback"]);
    expect(build({ NODE_ENV: "production", ...KEYS }).config.trustProxy).toBe(false);
    expect(build({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }).config.trustProxy).toEqual(["10.0.0.5", "10.1.0.0/16"]);
    expect(build({ TRUST_PROXY: "2" }).config.trustProxy).toBe(2);
    expect(build({ TRUST_PROXY: "none" }).config.trustProxy).toBe(false);
    for (const everyone of ["true", "*", "all"]) {
      expect(() => build({ TRUST_PROXY: everyone })).toThrow(ConfigurationError);
    }
  });
});

describe("assertReadyToStart (main.ts, before anything is loaded or opened)", () => {
  it("asks production for PostgreSQL once its keys are set, and lets a demo or development keep PGlite", () => {
    expect(() => assertReadyToStart({ NODE_ENV: "production", ...KEYS })).toThrow(PRODUCTION_NEEDS_POSTGRES);
    expect(() => assertReadyToStart({ NODE_ENV: "production", ...KEYS, DATABASE_URL: "file:.data/primp" })).toThrow(
      PRODUCTION_NEEDS_POSTGRES,
    );
    expect(() => assertReadyToStart({ NODE_ENV: "production" })).toThrow(PRODUCTION_KEYS.join(", "));
    expect(() =>
      assertReadyToStart({ NODE_ENV: "production", ...KEYS, DATABASE_URL: "postgresql://p:s@db:5432/primp" }),
    ).not.toThrow();
    expect(() => assertReadyToStart({ NODE_ENV: "production", PRIMP_DEMO: "1" })).not.toThrow();
    expect(() => assertReadyToStart({})).not.toThrow();
  });

  it("refuses the local payment provider on a public APP_URL, as createServices does, unless it is a demo or Stripe is set", () => {
    const publicUrl = { APP_URL: "https://primp.example.com" };
    expect(() => assertReadyToStart(publicUrl)).toThrow("APP_URL is https://primp.example.com, a public address");
    expect(() => assertReadyToStart({ ...publicUrl, PRIMP_DEMO: "1" })).not.toThrow();
    expect(() => assertReadyToStart({ ...publicUrl, STRIPE_SECRET_KEY: "sk_live_x" })).not.toThrow();
    expect(() => assertReadyToStart({ APP_URL: "http://localhost:3000" })).not.toThrow();
  });
});
