// The day of the appointment, end to end, on two phones (375 px): the customer has push on for
// "My pro is on the way" and sends an inspiration photo in the booking's conversation; the pro's
// open booking page shows it without a reload; the pro taps "On my way" with an ETA; the
// customer's open page shows it without a reload; and the push reaches the stand-in push service
// for the customer's subscription (its VAPID signature checked, its payload decrypted). Each page
// says "Live" once its stream is open, and the other side acts only after that: every wait is for
// the page itself or the stand-in. Screenshots of both phones at the end in artifacts/screenshots.
import { readFileSync } from "node:fs";
import path from "node:path";
import { arrivingAt, formatClockTime } from "@primp/core";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserPushAtStandIn,
  demoBookingUnderWay,
  logInAs,
  openPage,
  saveSettledScreenshot,
  useServerWithPush,
} from "./support/index.ts";

const push = useServerWithPush();
const { e2e } = push;
const PHOTO = readFileSync(path.resolve(import.meta.dirname, "../../apps/web/public/images/hero/og-image.jpg"));

/** Records whether the page navigated (a reload, a new address) from now on. */
function watchNavigation(page: Page) {
  let navigated = false;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  return () => navigated;
}

describe("the day of the appointment, customer and pro together", () => {
  it("photo → the pro sees it live → On my way → the customer sees it live → push to the customer", async () => {
    const booking = await demoBookingUnderWay(e2e.server.services);
    const detailsUrl = `/booking-details?id=${booking.id}`;
    const customer = await openPage(e2e.browser, e2e.server.url, "phone");
    const pro = await openPage(e2e.browser, e2e.server.url, "phone");
    try {
      // The customer turns push on for "My pro is on the way" on the booking's page.
      const clientHash = await browserPushAtStandIn(customer.context, push);
      await logInAs(customer.page, DEMO_CUSTOMER, detailsUrl);
      await customer.page.getByRole("switch", { name: "My pro is on the way" }).click();
      await customer.page.getByRole("switch", { name: "My pro is on the way", checked: true }).waitFor();
      await customer.page.getByLabel("Live: this page updates by itself").waitFor();
      const customerNavigated = watchNavigation(customer.page);

      // The pro has the same booking open, live.
      await logInAs(pro.page, DEMO_PRO_MA, detailsUrl);
      await pro.page.getByLabel("Live: this page updates by itself").waitFor();
      const proNavigated = watchNavigation(pro.page);

      // The customer sends an inspiration photo; the pro's page shows it.
      const messages = customer.page.getByRole("region", { name: "Messages" });
      await messages.getByLabel("Your message").fill("My inspiration for today");
      await messages
        .locator("input[type=file]")
        .setInputFiles({ name: "inspiration.jpg", mimeType: "image/jpeg", buffer: PHOTO });
      await messages.getByRole("img", { name: "Attached photo 1" }).waitFor();
      await messages.getByRole("button", { name: "Send" }).click();
      const prosThread = pro.page.getByRole("region", { name: "Messages" });
      const photo = prosThread.getByRole("img", { name: /^Photo 1 from / });
      await photo.waitFor();
      await expect(
        photo.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
      ).resolves.toBeGreaterThan(0);
      await prosThread.getByText("My inspiration for today").waitFor();
      expect(proNavigated()).toBe(false);

      // The pro sets off, 30 minutes away; the customer's page says when she arrives.
      await pro.page.getByRole("radiogroup", { name: "Arriving in (minutes)" }).getByText("30").click();
      await pro.page.getByRole("button", { name: "On my way" }).click();
      await pro.page.getByText("The customer has been told you're on your way.").waitFor();
      const stored = await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
      const arriving = formatClockTime(arrivingAt(stored.onMyWayAt as Date, 30), booking.timeZone);
      await customer.page
        .getByLabel("Day of the appointment")
        .getByText(`On the way, arriving about ${arriving}`)
        .waitFor();
      expect(customerNavigated()).toBe(false);

      // The job workers pushed it to the customer's push service, which decrypted it.
      const [notification] = await push.standIn.receivedCount(clientHash(), 1);
      expect(notification).toEqual({
        title: "Your pro is on the way",
        url: `${e2e.server.url}${detailsUrl}`,
        tag: `on-my-way:${booking.id}`,
      });

      for (const [side, name] of [
        [customer, "customer"],
        [pro, "pro"],
      ] as const) {
        await saveSettledScreenshot(side.page, `day-of-journey-${name}-phone`);
      }
      customer.assertNoProblems();
      pro.assertNoProblems();
    } finally {
      await customer.close();
      await pro.close();
    }
  });
});
