// Signing in for a journey: through the login procedure over HTTP, as the login form does, then
// landing on the dashboard the form leads to (the form itself is auth.test.ts's subject; loading
// the login page before every journey's step cost each file seconds). The demo accounts'
// booking of the day.
import type { Services } from "@primp/api";
import { type BookingOptions, createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_CUSTOMER, DEMO_PRO_MA } from "@primp/db";
import type { Page } from "playwright-core";

/** Signs the page in and opens `landing` (the dashboard, where the login form leads, by default). */
export async function logInAs(
  page: Page,
  account: { email: string; password: string },
  landing = "/dashboard",
): Promise<void> {
  // page.request shares the page's cookies, so the session cookie the answer sets signs the page in.
  const answer = await page.request.post("/trpc/auth.login", {
    data: { json: { email: account.email, password: account.password } },
  });
  if (!answer.ok()) throw new Error(`Could not log in as ${account.email}: ${answer.status()} ${await answer.text()}`);
  await page.goto(landing);
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
