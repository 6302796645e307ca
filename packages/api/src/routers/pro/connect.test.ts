// StripeConnect onboarding: the provider's link returns to /dashboard?accID=, stored once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALREADY_CONNECTED, CONNECT_TAKEN, connectAccountIdempotencyKey } from "../../domain/payout-connect.ts";
import { personWithCaller, spyOnPayments } from "../../testing/fixtures.ts";
import { createTestServices, type TestServices } from "../../testing/index.ts";

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

describe("StripeConnect onboarding", () => {
  it("creates one account per pro and links to onboarding that returns to the dashboard", async () => {
    const payments = spyOnPayments(services);
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    const { url } = await caller.pro.startConnectOnboarding();
    expect(payments.connectAccounts).toEqual([
      { email: user.email, idempotencyKey: connectAccountIdempotencyKey(user.id) },
    ]);
    // The local provider sends the pro through the dev onboarding page; Stripe to its own.
    const returnUrl = new URL(url, "http://primp.test").searchParams.get("return") ?? url;
    expect(decodeURIComponent(returnUrl)).toMatch(/^http:\/\/primp\.test\/dashboard\?accID=/);
  });

  it("stores the returned account id once; a later id changes nothing", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    expect(await caller.pro.saveConnectAccount({ accountId: "acct_first" })).toEqual({
      stripeConnectId: "acct_first",
      stored: true,
    });
    expect(await caller.pro.saveConnectAccount({ accountId: "acct_second" })).toEqual({
      stripeConnectId: "acct_first",
      stored: false,
    });
    expect((await services.db.proProfile.findUniqueOrThrow({ where: { userId: user.id } })).stripeConnectId).toBe(
      "acct_first",
    );
    await expect(caller.pro.startConnectOnboarding()).rejects.toThrow(ALREADY_CONNECTED);
  });

  it("refuses an account id already linked to another pro, and malformed ids", async () => {
    const { caller: first } = await personWithCaller(services, { role: "PRO" });
    const { caller: second } = await personWithCaller(services, { role: "PRO" });
    await first.pro.saveConnectAccount({ accountId: "acct_shared" });
    await expect(second.pro.saveConnectAccount({ accountId: "acct_shared" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: CONNECT_TAKEN,
    });
    await expect(second.pro.saveConnectAccount({ accountId: "<script>" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("is for pros only", async () => {
    const { caller } = await personWithCaller(services);
    await expect(caller.pro.startConnectOnboarding()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.pro.saveConnectAccount({ accountId: "acct_x" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
