// Signing in through the login page, as a visitor would, and landing on the dashboard; the demo
// accounts' booking of the day.
import type { Services } from "@primp/api";
import { type BookingOptions, createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Page } from "playwright-core";

export async function logInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL("**/dashboard");
}

/** Jasmine's (the demo pro's) accepted booking for the demo customer, started 5 minutes ago (on its local day at any hour). */
export async function demoBookingUnderWay(services: Pick<Services, "db">, options: BookingOptions = {}) {
  const account = (email: string) => services.db.user.findUniqueOrThrow({ where: { email } });
  return createBookingRow(services, {
    customer: await account(DEMO_CUSTOMER.email),
    status: "ACCEPTED",
    assignedProId: (await account(DEMO_PRO_MA.email)).id,
    hoursAhead: -5 / 60,
    ...options,
  });
}
