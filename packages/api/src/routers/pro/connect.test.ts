// StripeConnect onboarding: the provider's link returns to /dashboard?accID=, stored once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ALREADY_CONNECTED,
  CONNECT_NOT_OPENED,
  CONNECT_TAKEN,
  connectAccountIdempotencyKey,
} from "../../domain/payout-connect.ts";
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

  /** The account id our server opened for this pro, as the provider's return carries it. */
  async function openedAccountId(caller: Awaited<ReturnType<typeof personWithCaller>>["caller"], userId: string) {
    await caller.pro.startConnectOnboarding();
    const profile = await services.db.proProfile.findUniqueOrThrow({ where: { userId } });
    if (!profile.pendingConnectId) throw new Error("onboarding opened no account");
    return profile.pendingConnectId;
  }

  it("stores the returned account id once; a later id changes nothing", async () => {
    const { user, caller } = await personWithCaller(services, { role: "PRO" });
    const accountId = await openedAccountId(caller, user.id);
    expect(await caller.pro.saveConnectAccount({ accountId })).toEqual({ stripeConnectId: accountId, stored: true });
    expect(await caller.pro.saveConnectAccount({ accountId: "acct_second" })).toEqual({
      stripeConnectId: accountId,
      stored: false,
    });
    expect((await services.db.proProfile.findUniqueOrThrow({ where: { userId: user.id } })).stripeConnectId).toBe(
      accountId,
    );
    await expect(caller.pro.startConnectOnboarding()).rejects.toThrow(ALREADY_CONNECTED);
  });

  it("refuses an account id it did not open for this pro, and malformed ids", async () => {
    const { user: first, caller: firstCaller } = await personWithCaller(services, { role: "PRO" });
    const { user: second, caller: secondCaller } = await personWithCaller(services, { role: "PRO" });
    const firstAccount = await openedAccountId(firstCaller, first.id);
    await openedAccountId(secondCaller, second.id);
    // The second pro learned the first one's id: it was not opened for them.
    await expect(secondCaller.pro.saveConnectAccount({ accountId: firstAccount })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: CONNECT_NOT_OPENED,
    });
    expect(await firstCaller.pro.saveConnectAccount({ accountId: firstAccount })).toMatchObject({ stored: true });
    await expect(secondCaller.pro.saveConnectAccount({ accountId: "<script>" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("refuses an account already linked to another pro", async () => {
    const { user: first, caller: firstCaller } = await personWithCaller(services, { role: "PRO" });
    const { user: second, caller: secondCaller } = await personWithCaller(services, { role: "PRO" });
    // Only a provider bug would open one account twice; the unique index is the last guard.
    await services.db.proProfile.updateMany({
      where: { userId: { in: [first.id, second.id] } },
      data: { pendingConnectId: "acct_shared" },
    });
    await firstCaller.pro.saveConnectAccount({ accountId: "acct_shared" });
    await expect(secondCaller.pro.saveConnectAccount({ accountId: "acct_shared" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: CONNECT_TAKEN,
    });
  });

  it("is for pros only", async () => {
    const { caller } = await personWithCaller(services);
    await expect(caller.pro.startConnectOnboarding()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.pro.saveConnectAccount({ accountId: "acct_x" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
