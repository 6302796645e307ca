// Push at 375 px: the customer switches "My pro is on the way" on in the booking page's card, the
// pro taps "On my way", and web-push-testing's push service receives the notification for the
// customer's subscription, with the VAPID signature it checks and a payload it decrypts.
//
// Headless Chromium cannot make a real subscription here: its push service is Google's (FCM),
// out of reach of this machine. So the page's PushManager.subscribe is answered by the stand-in's
// own subscribe API (an init script hands the call to the test); everything else is the real
// page, the real permission prompt's answer (granted to the context), the real service worker
// registration, server, job workers and web-push encryption. Screenshots of the card at 375 and
// 1280 px (customer and pro) go to artifacts/screenshots.
import { createBookingRow } from "@primp/api/testing/fixtures";
import { startPushStandIn, testVapidEnv } from "@primp/api/testing/push";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Device, logInAs, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const vapid = testVapidEnv();
const e2e = useServerAndBrowser({ env: vapid });
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  standIn = await startPushStandIn();
});
afterAll(() => standIn?.close());

/**
 * Answers the page's PushManager with subscriptions the stand-in makes for our VAPID key; the
 * browser keeps one, as a real one would. Returns the stand-in's id of the subscription made.
 */
async function browserPushAtStandIn(context: BrowserContext) {
  let made: Awaited<ReturnType<typeof standIn.subscribe>> | null = null;
  await context.grantPermissions(["notifications"]);
  await context.exposeBinding("primpStandInSubscribe", async () => {
    made ??= await standIn.subscribe(vapid.VAPID_PUBLIC_KEY as string);
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

async function acceptedBookingUnderWay() {
  const { services } = e2e.server;
  const account = (email: string) => services.db.user.findUniqueOrThrow({ where: { email } });
  return createBookingRow(services, {
    customer: await account(DEMO_CUSTOMER.email),
    status: "ACCEPTED",
    assignedProId: (await account(DEMO_PRO_MA.email)).id,
    hoursAhead: -5 / 60,
  });
}

describe("push notifications", () => {
  it("the customer switches On my way on at 375 px; the pro sets off; the push reaches the customer's push service", async () => {
    const booking = await acceptedBookingUnderWay();
    const customer = await openPage(e2e.browser, e2e.server.url, "phone");
    const clientHash = await browserPushAtStandIn(customer.context);
    await logInAs(customer.page, DEMO_CUSTOMER);
    await customer.page.goto(`/booking-details?id=${booking.id}`);
    const onMyWay = customer.page.getByRole("switch", { name: "My pro is on the way" });
    await onMyWay.click();
    // Checked once the server has stored the subscription and answered its switches.
    await customer.page.getByRole("switch", { name: "My pro is on the way", checked: true }).waitFor();
    await customer.page.getByText("Notifications on this device").scrollIntoViewIfNeeded();
    await saveScreenshot(customer.page, "push-opt-in-customer-phone");

    const pro = await openPage(e2e.browser, e2e.server.url, "phone");
    await logInAs(pro.page, DEMO_PRO_MA);
    await pro.page.goto(`/booking-confirmation?id=${booking.id}`);
    await pro.page.getByRole("radiogroup", { name: "Arriving in (minutes)" }).getByText("15").click();
    await pro.page.getByRole("button", { name: "On my way" }).click();
    await pro.page.getByText("The customer has been told you're on your way.").waitFor();

    // The job workers send it; the stand-in checked the signature and decrypted it.
    const [push] = await standIn.receivedCount(clientHash(), 1);
    expect(push).toEqual({
      title: "Your pro is on the way",
      url: `${e2e.server.url}/booking-details?id=${booking.id}`,
      tag: `on-my-way:${booking.id}`,
    });

    customer.assertNoProblems();
    pro.assertNoProblems();
    await customer.close();
    await pro.close();
  });

  it.each<Device>(["desktop", "phone"])("shows the pro their switches on the dashboard (%s)", async (device) => {
    const pro = await openPage(e2e.browser, e2e.server.url, device);
    await browserPushAtStandIn(pro.context);
    await logInAs(pro.page, DEMO_PRO_MA);
    await pro.page.goto("/dashboard");
    await pro.page.getByRole("switch", { name: "A booking is offered to me" }).waitFor();
    await saveScreenshot(pro.page, `push-opt-in-pro-dashboard-${device}`);
    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await browserPushAtStandIn(customer.context);
    await logInAs(customer.page, DEMO_CUSTOMER);
    await customer.page.goto("/dashboard");
    await customer.page.getByRole("switch", { name: "A pro accepts my booking" }).waitFor();
    await saveScreenshot(customer.page, `push-opt-in-customer-dashboard-${device}`);
    pro.assertNoProblems();
    customer.assertNoProblems();
    await pro.close();
    await customer.close();
  });
});
