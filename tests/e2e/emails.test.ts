// Three e-mails a customer gets for one booking (the receipt, "a pro accepted", "how was it?"),
// their HTML part as the outbox stores it, drawn by Chromium at a phone's and a desktop's width:
// nothing wider than the screen, the short booking number and never the booking's id, the rating
// link as a button. Screenshots in artifacts/screenshots. No server: the builders and the layout
// are the code the outbox runs.

import {
  bookingAcceptedToCustomer,
  bookingCompletedToCustomer,
  bookingReceiptToCustomer,
} from "@primp/api/emails/index.ts";
import { bookingNumber } from "@primp/core";
import { type MailMessageInput, messageColumns } from "@primp/mail";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Device, launchBrowser, saveScreenshot, VIEWPORTS } from "./support/index.ts";

const bookingId = "cmwylgao3001pyw7doz022kpa";
const rateUrl = `https://primp.test/rate?token=${"t".repeat(43)}`;
const customer = { email: "ada.lovelace@example.com", firstName: "Ada" };
const booking = {
  id: bookingId,
  serviceName: "Silk Press",
  localDate: "2026-12-18",
  localTime: "14:30",
  timeZone: "America/New_York",
  aptAddress1: "1 Beacon Street",
  aptAddress2: "Apartment 4",
  aptCity: "Boston",
  aptState: "MA",
  aptZip: "02108",
  serviceDesc: "Silk Press for Ada on Friday, December 18, 2026 at 2:30 P.M.",
  lines: [
    { label: "Silk Press", amountCents: 12_500 },
    { label: "Trim", amountCents: 2_500 },
  ],
  totalCents: 15_000,
  payoutCents: 12_000,
  paymentState: "HELD" as const,
};

const EMAILS: Record<string, MailMessageInput> = {
  receipt: bookingReceiptToCustomer(customer, booking),
  accepted: bookingAcceptedToCustomer(customer, booking, "Jasmine"),
  completed: bookingCompletedToCustomer(customer, booking, "Jasmine", rateUrl),
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
        expect(words).toContain("Ada");
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
