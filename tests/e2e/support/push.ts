// A page's Web Push, answered by the push stand-in. Headless Chromium cannot make a real
// subscription here: its push service is Google's (FCM), out of reach of this machine. So the
// page's PushManager.subscribe is answered by the stand-in's own subscribe API (an init script
// hands the call to the test); everything else is the real page, the real permission prompt's
// answer (granted to the context), the real service worker registration, server, job workers and
// web-push encryption.
import { type PushStandIn, startPushStandIn, testVapidEnv } from "@primp/api/testing/push";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type E2eContext, useServerAndBrowser } from "./lifecycle.ts";

export interface E2ePushContext {
  readonly e2e: E2eContext;
  /** The run's VAPID public key, for which the stand-in makes subscriptions. */
  readonly vapidPublicKey: string;
  /** Set once `beforeAll` has run. */
  readonly standIn: PushStandIn;
}

/** For one test file: the server with push on (VAPID keys made for the run), Chromium, and the push stand-in. */
export function useServerWithPush(): E2ePushContext {
  const vapid = testVapidEnv();
  const context = {
    e2e: useServerAndBrowser({ env: vapid }),
    vapidPublicKey: vapid.VAPID_PUBLIC_KEY as string,
  } as { e2e: E2eContext; vapidPublicKey: string; standIn: PushStandIn };
  beforeAll(async () => {
    context.standIn = await startPushStandIn();
  });
  afterAll(() => context.standIn?.close());
  return context;
}

/**
 * Answers the context's PushManager with subscriptions the stand-in makes for our VAPID public
 * key; the browser keeps one, as a real one would. Returns a function answering the stand-in's id
 * of the subscription made (empty before the page subscribed).
 */
export async function browserPushAtStandIn(
  context: BrowserContext,
  { standIn, vapidPublicKey }: Pick<E2ePushContext, "standIn" | "vapidPublicKey">,
) {
  let made: Awaited<ReturnType<PushStandIn["subscribe"]>> | null = null;
  await context.grantPermissions(["notifications"]);
  await context.exposeBinding("primpStandInSubscribe", async () => {
    made ??= await standIn.subscribe(vapidPublicKey);
    const { clientHash: _, ...json } = made;
    return json;
  });
  await context.exposeBinding("primpStandInCurrent", async () => {
    if (!made) return null;
    const { clientHash: _, ...json } = made;
    return json;
  });
  await context.addInitScript(() => {
    type Json = { endpoint: string; keys: { p256dh: string; auth: string } };
    const bridge = window as unknown as {
      primpStandInSubscribe(): Promise<Json>;
      primpStandInCurrent(): Promise<Json | null>;
    };
    const asSubscription = (json: Json | null) =>
      json && { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true };
    PushManager.prototype.subscribe = async () =>
      asSubscription(await bridge.primpStandInSubscribe()) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () =>
      asSubscription(await bridge.primpStandInCurrent()) as unknown as PushSubscription | null;
  });
  return () => made?.clientHash ?? "";
}
