// Live updates in the browser: the customer's booking page is open on a phone; the pro accepts
// the booking in another browser context; the customer's page turns "Confirmed" without a reload.
// The page says "Live" once its stream is open (and the server hears every change from then on),
// so the pro acts only after that: no sleep, every wait is for the page itself.
import { createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import { describe, expect, it } from "vitest";
import { type Device, logInAs, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

/** A pending booking of the demo customer, `hoursAhead` from now (one per device: the pro takes each). */
async function pendingBookingOfDemoCustomer(hoursAhead: number) {
  const { db } = e2e.server.services;
  const customer = await db.user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
  const boston = await db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await db.service.findFirstOrThrow({ where: { name: "Silk Press" } });
  return createBookingRow(e2e.server.services, {
    customer,
    state: boston.state,
    hoursAhead,
    data: { cityId: boston.id, aptCity: boston.city, serviceId: service.id, serviceName: service.name },
  });
}

describe.each<Device>(["phone", "desktop"])("live updates on a %s", (device) => {
  it("the customer's booking page shows the pro's acceptance without a reload", async () => {
    const booking = await pendingBookingOfDemoCustomer(device === "phone" ? 72 : 100);
    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(customer.page, DEMO_CUSTOMER);
    await customer.page.goto(`/booking-details?id=${booking.id}`);
    await customer.page.getByText("Pending...", { exact: true }).waitFor();
    await customer.page.getByLabel("Live: this page updates by itself").waitFor();
    await saveScreenshot(customer.page, `live-pending-${device}`);
    let reloaded = false;
    customer.page.on("framenavigated", (frame) => {
      if (frame === customer.page.mainFrame()) reloaded = true;
    });

    const pro = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(pro.page, DEMO_PRO_MA);
    await pro.page.goto(`/booking-confirmation?id=${booking.id}`);
    await pro.page.getByRole("button", { name: "Yes, accept" }).click();
    await pro.page.getByRole("button", { name: "Yes, accept" }).waitFor({ state: "detached" });

    // The status badge and the day-of timeline (shown once a pro has it) both say so.
    await customer.page.getByLabel("Day of the appointment").getByText("Confirmed", { exact: true }).waitFor();
    expect(await customer.page.getByText("Confirmed", { exact: true }).count()).toBe(2);
    expect(reloaded).toBe(false);
    expect(await customer.page.getByText("Not yet assigned").count()).toBe(0);
    await saveScreenshot(customer.page, `live-confirmed-${device}`);
    customer.assertNoProblems();
    pro.assertNoProblems();
    await Promise.all([customer.close(), pro.close()]);
  });
});
