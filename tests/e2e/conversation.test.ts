// A booking's conversation on a phone: the customer sends text and an inspiration photo, the pro
// opens the booking and sees both (after a reload: live updates are their own part), replies
// with Ctrl+Enter, and the customer sees the reply and "Read" under their message. Once, on a
// phone: the thread is the same component at each size (the accessibility journeys scan the
// booking page at both). Screenshots in artifacts/screenshots.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createBookingRow, createPerson } from "@primp/api/testing/fixtures";
import { CONVERSATION_EMPTY } from "@primp/core";
import { describe, expect, it } from "vitest";
import { logInAs, openPage, saveSettledScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();
const PHOTO = readFileSync(path.resolve(import.meta.dirname, "../../apps/web/public/images/hero/og-image.jpg"));
const PASSWORD = "conversation journey password";

describe("a booking's conversation", () => {
  it("customer sends text and a photo → the pro sees both and replies → the customer sees Read and the reply", async () => {
    const { services } = e2e.server;
    const customer = await createPerson(services, {
      firstName: "Amara",
      password: PASSWORD,
      emailVerified: true,
    });
    const pro = await createPerson(services, { role: "PRO", firstName: "Jasmine", password: PASSWORD });
    const booking = await createBookingRow(services, {
      customer,
      status: "ACCEPTED",
      assignedProId: pro.id,
      hoursAhead: 48,
    });
    const detailsUrl = `/booking-details?id=${booking.id}`;

    const asCustomer = await openPage(e2e.browser, e2e.server.url, "phone");
    const asPro = await openPage(e2e.browser, e2e.server.url, "phone");
    try {
      // 1. The customer finds the empty thread and writes, with a photo.
      const page = asCustomer.page;
      await logInAs(page, { email: customer.email, password: PASSWORD }, detailsUrl);
      const messages = page.getByRole("region", { name: "Messages" });
      await messages.getByText(CONVERSATION_EMPTY).waitFor();
      await messages
        .getByLabel("Your message")
        .fill("Hi Jasmine! The gate code is 4512. My look: www.example.com/look");
      await messages
        .locator("input[type=file]")
        .setInputFiles({ name: "inspiration.jpg", mimeType: "image/jpeg", buffer: PHOTO });
      await messages.getByRole("img", { name: "Attached photo 1" }).waitFor();
      await saveSettledScreenshot(page, "conversation-composer-phone");
      await messages.getByRole("button", { name: "Send" }).click();
      await messages.getByRole("listitem", { name: "Message from Amara" }).waitFor();
      await expect(messages.getByRole("link", { name: "www.example.com/look" }).getAttribute("href")).resolves.toBe(
        "http://www.example.com/look",
      );

      // 2. The pro opens the booking: text and photo are there; the reply goes with Ctrl+Enter.
      await logInAs(asPro.page, { email: pro.email, password: PASSWORD }, detailsUrl);
      const prosThread = asPro.page.getByRole("region", { name: "Messages" });
      const fromCustomer = prosThread.getByRole("listitem", { name: "Message from Amara" });
      await fromCustomer.getByText("The gate code is 4512.", { exact: false }).waitFor();
      const photo = fromCustomer.getByRole("img", { name: "Photo 1 from Amara" });
      await photo.waitFor();
      await expect(
        photo.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
      ).resolves.toBeGreaterThan(0);
      await prosThread.getByLabel("Your message").fill("Lovely look! See you Saturday.");
      await prosThread.getByLabel("Your message").press("Control+Enter");
      await prosThread.getByText("Lovely look! See you Saturday.").waitFor();
      await saveSettledScreenshot(asPro.page, "conversation-pro-phone");

      // 3. The customer sees the reply and that the pro read their message.
      await page.reload();
      const thread = page.getByRole("region", { name: "Messages" });
      await thread.getByRole("listitem", { name: "Message from Jasmine" }).getByText("Lovely look!").waitFor();
      await thread.getByRole("listitem", { name: "Message from Amara" }).getByText("Read", { exact: true }).waitFor();
      await saveSettledScreenshot(page, "conversation-customer-phone");

      // Neither side's e-mail address is anywhere in the thread.
      for (const side of [thread, prosThread]) {
        const text = await side.textContent();
        expect(text).not.toContain(pro.email);
        expect(text).not.toContain(customer.email);
      }
      asCustomer.assertNoProblems();
      asPro.assertNoProblems();
    } finally {
      await asCustomer.close();
      await asPro.close();
    }
  });
});
