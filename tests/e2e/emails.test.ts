// Three e-mails a customer gets for one booking (the receipt, "a pro accepted", "how was it?"),
// with the longest names, amounts and addresses we allow, their HTML part as the outbox stores
// it, drawn by Chromium at a phone's and a desktop's width: nothing wider than the screen, the
// short booking number and never the booking's id, the rating link as a button saying so.
// Screenshots in artifacts/screenshots. No server: the builders and the layout are the code the
// outbox runs.
import {
  bookingAcceptedToCustomer,
  bookingCompletedToCustomer,
  bookingReceiptToCustomer,
} from "@primp/api/emails/index.ts";
import { bookingId, facts, longName, to } from "@primp/api/testing/longest-mail-facts.ts";
import { bookingNumber } from "@primp/core";
import { type MailMessageInput, messageColumns } from "@primp/mail";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Device, launchBrowser, saveScreenshot, VIEWPORTS } from "./support/index.ts";

const rateUrl = `https://primp.test/rate?token=${"t".repeat(43)}`;

/** With the longest names, amounts and addresses we allow: the hardest to fit on a phone. */
const EMAILS: Record<string, MailMessageInput> = {
  receipt: bookingReceiptToCustomer(to, facts),
  accepted: bookingAcceptedToCustomer(to, facts, longName),
  completed: bookingCompletedToCustomer(to, facts, longName, rateUrl),
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The e-mail's HTML in a page of its own that can reach nothing: a mail client shows no remote content either. */
async function drawEmail(html: string, device: Device): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[device],
    deviceScaleFactor: device === "phone" ? 2 : 1,
  });
  await context.route("**/*", (route) => route.abort());
  const page = await context.newPage();
  await page.setContent(html);
  return page;
}

describe.each<Device>(["phone", "desktop"])("the customer's booking e-mails on a %s", (device) => {
  it.each(Object.keys(EMAILS))(
    "draws the %s e-mail within the screen, naming the booking by its number, never its id",
    async (name) => {
      const message = EMAILS[name] as MailMessageInput;
      const { html } = messageColumns(message);
      expect(html).not.toBeNull();
      const page = await drawEmail(html ?? "", device);
      try {
        const words = await page.locator("body").textContent();
        expect(words).toContain(longName);
        expect(words).not.toContain(bookingId);
        if (name === "receipt") expect(words).toContain(bookingNumber(bookingId));
        if (name === "completed") {
          const rate = page.getByRole("link", { name: "Rate your appointment" });
          expect(await rate.getAttribute("href")).toBe(rateUrl);
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(VIEWPORTS[device].width);
        await saveScreenshot(page, `email-${name}-${device}`);
      } finally {
        await page.context().close();
      }
    },
  );
});
