// A page's Web Push, answered by the push stand-in. Headless Chromium cannot make a real
// subscription here: its push service is Google's (FCM), out of reach of this machine. So the
// page's PushManager.subscribe is answered by the stand-in's own subscribe API (an init script
// hands the call to the test); everything else is the real page, the real permission prompt's
// answer (granted to the context), the real service worker registration, server, job workers and
// web-push encryption.
import type { PushStandIn } from "@primp/api/testing/push";
import type { BrowserContext } from "playwright-core";

/**
 * Answers the context's PushManager with subscriptions the stand-in makes for our VAPID public
 * key; the browser keeps one, as a real one would. Returns a function answering the stand-in's id
 * of the subscription made (empty before the page subscribed).
 */
export async function browserPushAtStandIn(context: BrowserContext, standIn: PushStandIn, vapidPublicKey: string) {
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
