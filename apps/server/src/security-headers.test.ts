// The headers every response carries, exactly as helmet produced them per request before they
// were computed once at start-up; the CSP's Stripe rules are in csp.test.ts.
import { describe, expect, it } from "vitest";
import { appPerTest } from "./testing/app-per-test.ts";

const served = appPerTest();

const policy = (production: boolean) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(production ? ["upgrade-insecure-requests"] : []),
    "frame-src 'self' https://www.google.com",
    "connect-src 'self'",
  ].join(";");

const expected = (production: boolean) => ({
  "content-security-policy": policy(production),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

describe("security headers", () => {
  for (const production of [false, true]) {
    it(`are the same on every kind of response (${production ? "production" : "development"})`, async () => {
      const { app } = await served.start(production ? { NODE_ENV: "production" } : {});
      for (const url of ["/healthz", "/trpc/quote.compute", "/no-such-page"]) {
        const response = await app.inject({ url });
        expect(response.headers).toMatchObject(expected(production));
        expect(response.headers["x-powered-by"]).toBeUndefined();
      }
    });
  }
});
