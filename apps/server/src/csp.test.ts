// The Content-Security-Policy the server sends: Stripe's hosts only when the browser uses
// Stripe (a publishable key is set), and then exactly the ones Stripe.js needs, where it needs them.
import { describe, expect, it } from "vitest";
import { appPerTest } from "./testing/app-per-test.ts";

const served = appPerTest();

/** The CSP header of a response, as directive name -> sources. */
async function policyWith(env: Record<string, string>) {
  const { app } = await served.start(env);
  const header = String((await app.inject({ url: "/healthz" })).headers["content-security-policy"]);
  return new Map(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const stripeSources = (policy: Map<string, readonly string[]>) =>
  [...policy].flatMap(([name, sources]) =>
    sources.filter((source) => /stripe\.(com|network)/.test(source)).map((source) => `${name} ${source}`),
  );

describe("Content-Security-Policy", () => {
  it("names no Stripe host when no publishable key is set (the local provider's card form)", async () => {
    const policy = await policyWith({});
    expect(stripeSources(policy)).toEqual([]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows Stripe.js, its API and its frames, and nothing more, when a publishable key is set", async () => {
    const policy = await policyWith({ VITE_STRIPE_PUBLISHABLE_KEY: "pk_test_csp" });
    expect(stripeSources(policy).sort()).toEqual(
      [
        "script-src https://js.stripe.com",
        "connect-src https://api.stripe.com",
        "frame-src https://js.stripe.com",
        "frame-src https://hooks.stripe.com",
        "frame-src https://m.stripe.network",
      ].sort(),
    );
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });
});
