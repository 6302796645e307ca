// Live updates in the browser: the customer's booking page is open on a phone; the pro accepts
// the booking in another browser context; the customer's page turns "Confirmed" without a reload.
// And the dashboards: a booking accepted and another one's pro on the way show in the customer's
// list without a reload, and the administrator's count of bookings waiting for a pro follows an
// acceptance.
// The page says "Live" once its stream is open (and the server hears every change from then on),
// so the pro acts only after that: no sleep, every wait is for the page itself.
import { createBookingRow, createPerson, personWithCaller } from "@primp/api/testing/fixtures";
import { arrivingAt, formatClockTimeInZone } from "@primp/core";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import { describe, expect, it } from "vitest";
import { type Device, logInAs, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

/** A pending booking of the demo customer, `hoursAhead` from now. */
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

// The booking page and the administrator's count are the same components at each size, so they
// are seen once, on a phone (the harder layout; the accessibility journeys scan each route at
// both sizes). The customer's list is cards on a phone and a table on a desktop: seen at both.
describe("live updates on a phone", () => {
  const device: Device = "phone";
  it("the customer's booking page shows the pro's acceptance without a reload", async () => {
    const booking = await pendingBookingOfDemoCustomer(72);
    const customer = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(customer.page, DEMO_CUSTOMER, `/booking-details?id=${booking.id}`);
    await customer.page.getByText("Pending...", { exact: true }).waitFor();
    await customer.page.getByLabel("Live: this page updates by itself").waitFor();
    await saveScreenshot(customer.page, `live-pending-${device}`);
    let reloaded = false;
    customer.page.on("framenavigated", (frame) => {
      if (frame === customer.page.mainFrame()) reloaded = true;
    });

    const pro = await openPage(e2e.browser, e2e.server.url, device);
    await logInAs(pro.page, DEMO_PRO_MA, `/booking-confirmation?id=${booking.id}`);
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

  it("the administrator's dashboard re-reads when a booking changes", async () => {
    const { services } = e2e.server;
    const { caller: pro } = await personWithCaller(services, { role: "PRO", firstName: "Jasmine" });
    const booking = await createBookingRow(services, { hoursAhead: 80 });
    const browser = await openPage(e2e.browser, e2e.server.url, device);
    const { page } = browser;
    await logInAs(page, DEMO_ADMIN);
    await page
      .getByRole("region", { name: "Customer Booking History [ADMIN VIEW]" })
      .getByLabel("Live: this page updates by itself")
      .waitFor();
    const waiting = () => services.db.booking.count({ where: { status: "PENDING" } });
    const count = (n: number) => `${n} ${n === 1 ? "booking" : "bookings"} waiting for a professional`;
    await page.getByText(count(await waiting()), { exact: false }).waitFor();

    await pro.pro.acceptBooking({ bookingId: booking.id });
    await page.getByText(count(await waiting()), { exact: false }).waitFor();
    await saveScreenshot(page, `live-dashboard-admin-${device}`);
    browser.assertNoProblems();
    await browser.close();
  });
});

describe.each<Device>(["phone", "desktop"])("a live dashboard on a %s", (device) => {
  it("the customer's list shows an acceptance and a pro on the way without a reload", async () => {
    const { services } = e2e.server;
    const password = "live dashboard password";
    const customer = await createPerson(services, { password, emailVerified: true });
    const { caller: pro, user: proUser } = await personWithCaller(services, { role: "PRO", firstName: "Jasmine" });
    const pending = await createBookingRow(services, { customer, hoursAhead: 72 });
    const underWay = await createBookingRow(services, {
      customer,
      status: "ACCEPTED",
      assignedProId: proUser.id,
      hoursAhead: -5 / 60,
    });

    const browser = await openPage(e2e.browser, e2e.server.url, device);
    const { page } = browser;
    await logInAs(page, { email: customer.email, password });
    const appointments = page.getByRole("region", { name: "Your appointments" });
    await appointments.getByLabel("Live: this page updates by itself").waitFor();
    const visible = (text: string) => appointments.getByText(text, { exact: true }).filter({ visible: true });
    await visible("Pending...").waitFor();
    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await pro.pro.acceptBooking({ bookingId: pending.id });
    await visible("Pending...").waitFor({ state: "detached" });
    expect(await visible("Confirmed").count()).toBe(2);

    const { timeline } = await pro.pro.onMyWay({ bookingId: underWay.id, etaMinutes: 15 });
    const arriving = formatClockTimeInZone(arrivingAt(timeline.onMyWayAt as Date, 15), underWay.timeZone);
    await visible(`On the way, arriving about ${arriving}`).waitFor();
    expect(reloaded).toBe(false);
    await saveScreenshot(page, `live-dashboard-customer-${device}`);
    browser.assertNoProblems();
    await browser.close();
  });
});
