// The day of the appointment at 375 px: the pro (Jasmine) taps "On my way" with a 15-minute ETA on
// her booking page, the customer's booking page (after a reload; live updates come separately)
// shows her on the way with the arrival time in the appointment's zone, the pro taps "Arrived"
// and "Done", and the customer sees the job done and the held card charged. The appointment
// started minutes ago (on its local day at any hour); screenshots (the dashboard's also on a
// desktop) in artifacts/screenshots.
import { MARKED_DONE } from "@primp/api";
import { intentPaidWithTestCard } from "@primp/api/testing/fixtures";
import { arrivingAt, formatClockTime, formatClockTimeInZone, formatInstantInZone } from "@primp/core";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import { describe, expect, it } from "vitest";
import {
  type Device,
  demoBookingUnderWay,
  logInAs,
  openPage,
  saveScreenshot,
  useServerAndBrowser,
} from "./support/index.ts";

const e2e = useServerAndBrowser();

/** Jasmine's accepted booking for the demo customer, started 5 minutes ago, its total held on a card. */
async function heldBookingUnderWay() {
  const { services } = e2e.server;
  const paymentIntentId = await intentPaidWithTestCard(services.payments, { captureMethod: "manual" });
  return demoBookingUnderWay(services, {
    hoursAhead: -5 / 60,
    paymentIntentId,
    data: { paymentState: "HELD", heldAt: new Date(), capturedAt: null, capturedCents: null, durationMinutes: 90 },
  });
}

// Once, on a phone (the harder layout): the booking pages on this path are the same components at
// each size, and the accessibility journeys scan each route at phone and desktop size. Only the
// dashboard places the row's timeline by size, so that last step is seen at both.
describe("the day of the appointment", () => {
  const device: Device = "phone";
  it("the pro says On my way, Arrived and Done; the customer sees each step and the charge", async () => {
    const booking = await heldBookingUnderWay();
    const pro = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(pro.page, DEMO_PRO_MA, `/booking-confirmation?id=${booking.id}`);
    await pro.page.getByRole("radiogroup", { name: "Arriving in (minutes)" }).getByText("15").click();
    await saveScreenshot(pro.page, `day-of-pro-on-my-way-${device}`);
    await pro.page.getByRole("button", { name: "On my way" }).click();
    await pro.page.getByText("The customer has been told you're on your way.").waitFor();

    const stored = await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(stored.etaMinutes).toBe(15);
    const arriving = formatClockTime(arrivingAt(stored.onMyWayAt as Date, 15), booking.timeZone);

    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(customer.page, DEMO_CUSTOMER, `/booking-details?id=${booking.id}`);
    await customer.page.getByText(`On the way, arriving about ${arriving}`).waitFor();
    await saveScreenshot(customer.page, `day-of-customer-on-the-way-${device}`);

    await pro.page.getByRole("button", { name: "Arrived" }).click();
    await pro.page.getByText("You're marked as arrived.", { exact: false }).waitFor();
    await pro.page.getByRole("button", { name: "Mark as done" }).click();
    // The lasting line comes once the page has read the booking again; the answer stays with it.
    await pro.page.getByText("Marked done on", { exact: false }).waitFor();
    expect(await pro.page.getByText(MARKED_DONE).isVisible()).toBe(true);
    // One rule for a booking's times: the appointment's zone, named ("Eastern").
    const doneAt = (await e2e.server.services.db.booking.findUniqueOrThrow({ where: { id: booking.id } }))
      .doneAt as Date;
    await pro.page.getByText(`Marked done on ${formatInstantInZone(doneAt, booking.timeZone)}`).waitFor();
    await saveScreenshot(pro.page, `day-of-pro-done-${device}`);

    await customer.page.reload();
    const timeline = customer.page.getByLabel("Day of the appointment");
    await timeline.getByText(/^Arrived /).waitFor();
    await timeline.getByText(`Done ${formatClockTimeInZone(doneAt, booking.timeZone)}`).waitFor();
    // The booking's other instants follow the same rule: "Booked" and the history's lines.
    const booked = formatInstantInZone(booking.createdAt, booking.timeZone);
    await customer.page.getByText(booked, { exact: true }).waitFor();
    await customer.page.getByText(`on ${booked}`).first().waitFor();
    await customer.page.getByText("$125.00 (charged)").waitFor();
    await saveScreenshot(customer.page, `day-of-customer-done-${device}`);
    await customer.page.goto("/dashboard");
    // The row's timeline, under the service on a phone and in the Status column on a desktop.
    await customer.page.locator('[aria-label="Day of the appointment"]:visible').first().waitFor();
    await saveScreenshot(customer.page, `day-of-customer-dashboard-${device}`);
    const desktop = await openPage(e2e.browser, e2e.server.url, "desktop");
    await logInAs(desktop.page, DEMO_CUSTOMER);
    await desktop.page.locator('[aria-label="Day of the appointment"]:visible').first().waitFor();
    await saveScreenshot(desktop.page, "day-of-customer-dashboard-desktop");

    pro.assertNoProblems();
    customer.assertNoProblems();
    desktop.assertNoProblems();
    await Promise.all([pro.close(), customer.close(), desktop.close()]);
  });
});
