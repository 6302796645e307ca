// Push at 375 px: the customer switches "My pro is on the way" on in the booking page's card, the
// pro taps "On my way", and web-push-testing's push service receives the notification for the
// customer's subscription, with the VAPID signature it checks and a payload it decrypts.
// The page's PushManager is answered by the stand-in (support/push.ts says why). Screenshots of
// the card at 375 and 1280 px (customer and pro) go to artifacts/screenshots.
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import { describe, expect, it } from "vitest";
import {
  browserPushAtStandIn,
  type Device,
  demoBookingUnderWay,
  logInAs,
  openPage,
  saveScreenshot,
  useServerWithPush,
} from "./support/index.ts";

const push = useServerWithPush();
const { e2e } = push;

describe("push notifications", () => {
  it("the customer switches On my way on at 375 px; the pro sets off; the push reaches the customer's push service", async () => {
    const booking = await demoBookingUnderWay(e2e.server.services);
    const customer = await openPage(e2e.browser, e2e.server.url, "phone");
    const clientHash = await browserPushAtStandIn(customer.context, push);
    await logInAs(customer.page, DEMO_CUSTOMER, `/booking-details?id=${booking.id}`);
    const onMyWay = customer.page.getByRole("switch", { name: "My pro is on the way" });
    await onMyWay.click();
    // Checked once the server has stored the subscription and answered its switches.
    await customer.page.getByRole("switch", { name: "My pro is on the way", checked: true }).waitFor();
    await customer.page.getByText("Notifications on this device").scrollIntoViewIfNeeded();
    await saveScreenshot(customer.page, "push-opt-in-customer-phone");

    const pro = await openPage(e2e.browser, e2e.server.url, "phone");
    await logInAs(pro.page, DEMO_PRO_MA, `/booking-confirmation?id=${booking.id}`);
    await pro.page.getByRole("radiogroup", { name: "Arriving in (minutes)" }).getByText("15").click();
    await pro.page.getByRole("button", { name: "On my way" }).click();
    await pro.page.getByText("The customer has been told you're on your way.").waitFor();

    // The job workers send it; the stand-in checked the signature and decrypted it.
    const [notification] = await push.standIn.receivedCount(clientHash(), 1);
    expect(notification).toEqual({
      title: "Your pro is on the way",
      url: `${e2e.server.url}/booking-details?id=${booking.id}`,
      tag: `on-my-way:${booking.id}`,
    });

    customer.assertNoProblems();
    pro.assertNoProblems();
    await customer.close();
    await pro.close();
  });

  // Once, on a desktop: the switches are one card at each size, seen on a phone above.
  it("shows the pro their switches on the dashboard", async () => {
    const device: Device = "desktop";
    const pro = await openPage(e2e.browser, e2e.server.url, device);
    await browserPushAtStandIn(pro.context, push);
    await logInAs(pro.page, DEMO_PRO_MA);
    await pro.page.getByRole("switch", { name: "A booking is offered to me" }).waitFor();
    await saveScreenshot(pro.page, `push-opt-in-pro-dashboard-${device}`);
    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await browserPushAtStandIn(customer.context, push);
    await logInAs(customer.page, DEMO_CUSTOMER);
    await customer.page.getByRole("switch", { name: "A pro accepts my booking" }).waitFor();
    await saveScreenshot(customer.page, `push-opt-in-customer-dashboard-${device}`);
    pro.assertNoProblems();
    customer.assertNoProblems();
    await pro.close();
    await customer.close();
  });
});
