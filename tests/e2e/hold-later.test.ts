// A booking whose saved card's hold was declined: the customer follows the e-mailed link to
// /card, a declined card is said in words, another card is held, and the booking is HELD
// (screenshots on phone and desktop in artifacts/screenshots, checked by axe-core).
import { bookingLinkToken, createBookingRow } from "@primp/api/testing/fixtures";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type Device, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

describe.each<Device>(["phone", "desktop"])("giving another card for a declined hold (%s)", (device) => {
  it("holds the total on the card given through the e-mailed link", async () => {
    const { services } = e2e.server;
    const booking = await createBookingRow(services, {
      status: "PENDING",
      hoursAhead: 60,
      totalCents: 12_500,
      paymentIntentId: null,
      data: { paymentState: "CARD_NEEDED", setupIntentId: `seti_declined_${Date.now()}_${device}` },
    });
    const { page, close, assertNoProblems, allowConsoleError } = await openPage(e2e.browser, e2e.server.url, device, {
      bypassCSP: true,
    });
    await page.goto(`/card?token=${await bookingLinkToken(services, booking.id)}`);
    await page.getByRole("heading", { name: "Give another card" }).waitFor();
    await page.getByText("The hold on the card you saved for your Silk Press was declined.").waitFor();
    const form = page.getByRole("form", { name: "Give another card" });
    const cardNumber = form.getByLabel("Card number");
    await cardNumber.fill("4000 0000 0000 0002");
    // The declined card is answered 400, which the browser logs.
    allowConsoleError(/status of 400/);
    const hold = form.getByRole("button", { name: "Hold $125.00" });
    await hold.click();
    await form.getByText("Your card was declined. Please check your card details or use another card.").waitFor();
    await saveScreenshot(page, `new-card-hold-declined-${device}`);
    expect(await axeViolations(page, "another card for a declined hold")).toEqual([]);
    await cardNumber.fill("4242 4242 4242 4242");
    await hold.click();
    await page
      .getByText("Thank you: $125.00 is held on your card. You are charged only once your appointment is done.")
      .waitFor();
    await saveScreenshot(page, `new-card-hold-done-${device}`);
    expect(await services.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      status: "PENDING",
      paymentState: "HELD",
    });
    assertNoProblems();
    await close();
  });
});
