// The three dashboards laid out for the people who use them: on a phone (375 px) the customer's
// appointments are cards with written actions, in date order, with one badge casing, nothing cut
// and "Rate" gone once rated; the pro's appointments come before payouts and tips; the
// administrator's tables fit the screen, and the figures tables keep their first column in view.
import { createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs, openPage, saveScreenshot, settle, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();
const PHONE_WIDTH = 375;

beforeAll(async () => {
  const { db } = e2e.server.services;
  const user = (email: string) => db.user.findUniqueOrThrow({ where: { email } });
  const [customer, pro] = await Promise.all([user(DEMO_CUSTOMER.email), user(DEMO_PRO_MA.email)]);
  const booking = (serviceName: string, options: Parameters<typeof createBookingRow>[1]) =>
    createBookingRow(e2e.server.services, { customer, ...options, data: { serviceName } });
  const t0 = Date.now() - 3_600_000;
  const booked = (n: number) => new Date(t0 + n * 1000);
  // Booked in the opposite order to their appointments.
  await booking("Knotless Braids", { status: "ACCEPTED", assignedProId: pro.id, hoursAhead: 80, createdAt: booked(1) });
  await booking("Silk Press", { hoursAhead: 30, createdAt: booked(0) });
  const rated = await booking("Bridal Makeup", {
    status: "COMPLETED",
    assignedProId: pro.id,
    hoursAhead: -24 * 9,
    createdAt: booked(3),
  });
  await booking("Gel Manicure", { status: "COMPLETED", assignedProId: pro.id, hoursAhead: -30, createdAt: booked(2) });
  await db.review.create({ data: { bookingId: rated.id, proId: pro.id, authorId: customer.id, rating: 5 } });
});

/** The service names of a table's rows, top to bottom. */
const servicesIn = (table: Locator) =>
  table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelector("td p")?.textContent ?? ""));

/** Whether anything on the page reaches past the phone's width (a cut word, a sideways scroll). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main button, main a, main td, main th")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 0.5 || element.scrollWidth > element.clientWidth + 1) {
        cut.push(element.textContent?.trim() ?? element.tagName);
      }
    }
    return cut;
  }, PHONE_WIDTH);
}

describe("the customer's dashboard on a phone", () => {
  it("shows each appointment as a card with written actions, soonest first, then the past latest first", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await logInAs(page, DEMO_CUSTOMER);
    const current = page.getByRole("table", { name: "Current appointments" });
    await current.getByText("Knotless Braids").waitFor();
    await settle(page);
    expect(await servicesIn(current)).toEqual(["Silk Press", "Knotless Braids"]);

    // Each action says what it does in words, on the card itself.
    const card = current.getByRole("row").filter({ hasText: "Silk Press" });
    for (const [name, word] of [
      ["Details of Silk Press booking", "Details"],
      ["Add to calendar for Silk Press booking", "Add to calendar"],
      ["Reschedule Silk Press booking", "Reschedule"],
      ["Cancel Silk Press booking", "Cancel"],
    ] as const) {
      const action = card.getByRole(name.startsWith("Details") ? "link" : "button", { name });
      expect(await action.getByText(word, { exact: true }).isVisible()).toBe(true);
    }
    // The table's header row is for screen readers: on the card each value has its own label.
    expect(await current.locator("thead").isVisible()).toBe(true);
    expect(await card.getByText("Date/Time", { exact: true }).isVisible()).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    await saveScreenshot(page, "dashboard-customer-cards-phone");

    await page.getByRole("tab", { name: "Past Appointments" }).click();
    const past = page.getByRole("table", { name: "Past appointments" });
    await past.getByText("Bridal Makeup").waitFor();
    await settle(page);
    expect(await servicesIn(past)).toEqual(["Gel Manicure", "Bridal Makeup"]);
    // One badge casing for every status.
    expect(await past.locator(".mantine-Badge-label:visible").allTextContents()).toEqual(["Completed", "Completed"]);
    // "Rate" only where no review was written yet; "Book again" whole on every card.
    expect(await past.getByRole("link", { name: "Rate your Gel Manicure" }).isVisible()).toBe(true);
    expect(await past.getByRole("link", { name: /^Rate your Bridal Makeup/ }).count()).toBe(0);
    expect(await past.getByRole("button", { name: /^Book again/ }).count()).toBe(2);
    expect(await overflowing(page)).toEqual([]);
    await saveScreenshot(page, "dashboard-customer-past-cards-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("the pro's dashboard", () => {
  it("puts the appointments above availability, payouts and tips", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await logInAs(page, DEMO_PRO_MA);
    await page.getByRole("table", { name: "Confirmed appointments" }).getByText("Knotless Braids").waitFor();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 4)).toEqual(["Appointments", "Availability", "Payouts", "Tips"]);
    expect(await overflowing(page)).toEqual([]);
    await saveScreenshot(page, "dashboard-pro-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});

describe("the administrator's pages on a phone", () => {
  it("fit the booking tables to the screen and keep the figures tables' first column in view", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await logInAs(page, DEMO_ADMIN);
    const history = page.getByRole("table", { name: "Pending appointments" });
    await history.getByText("Knotless Braids").waitFor();
    await settle(page);
    const card = history.getByRole("row").filter({ hasText: "Knotless Braids" });
    const payOut = card.getByRole("button", { name: "Pay out Knotless Braids booking" });
    expect(await payOut.getByText("Pay out", { exact: true }).isVisible()).toBe(true);
    expect(await overflowing(page)).toEqual([]);
    await saveScreenshot(page, "dashboard-admin-phone");

    await page.goto("/operations");
    const byCity = page.getByRole("table", { name: "Requests by city" });
    const city = byCity.locator("tbody tr td").first();
    await city.waitFor();
    const before = await city.boundingBox();
    // The table's scrolling region (ScrollingTable) moves the other columns under the first.
    const scrolled = () => byCity.evaluate((table) => table.closest("[tabindex='0']")?.scrollLeft ?? 0);
    await byCity.evaluate((table) => table.closest("[tabindex='0']")?.scrollBy({ left: 400 }));
    await expect.poll(scrolled).toBeGreaterThan(0);
    expect((await city.boundingBox())?.x).toBe(before?.x);
    await saveScreenshot(page, "operations-requests-by-city-scrolled-phone");
    guarded.assertNoProblems();
    await guarded.close();
  });
});
