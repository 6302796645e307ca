// Every route, signed out and signed in as each seeded role, checked by axe-core against WCAG 2.1
// A and AA and axe's best practices, and for sideways scrolling: no violations allowed. axe-core is injected by the test (it
// is never part of the web app's bundle). One journey file per screen size
// (accessibility-phone/-desktop.test.ts), so the two scans run side by side on their own servers.
import { createApplicantRow, createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA, type DemoAccount } from "@primp/db";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import {
  animationsDone,
  type Device,
  type E2eContext,
  type GuardedPage,
  logInAs,
  openPage,
  openRoute,
  settle,
  useServerAndBrowser,
} from "./index.ts";
import type { TestServer } from "./server.ts";

/** A route, or a route in a state a visitor reaches on it (errors shown, a menu open). */
type Check = string | { address: string; state: string; reach(page: Page): Promise<void> };

const failedSubmit = (button: string) => async (page: Page) => {
  await page.getByRole("button", { name: button }).click();
  await page.locator("[aria-invalid=true]").first().waitFor();
};

const PUBLIC_ROUTES: Check[] = [
  "/",
  "/about-us/",
  "/contact-us",
  "/advisor",
  "/professionals",
  "/playground",
  "/book-now",
  "/book-now/hair",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/privacy-policy/",
  "/term-of-use/",
  "/term-of-sale/",
  "/no-such-page",
  { address: "/contact-us", state: "after a failed submit", reach: failedSubmit("Send message") },
  { address: "/login", state: "after a failed submit", reach: failedSubmit("Log in") },
  { address: "/signup", state: "after a failed submit", reach: failedSubmit("Sign up") },
  {
    address: "/",
    state: "with the menu open",
    async reach(page) {
      const menuButton = page.getByRole("button", { name: "Open menu" });
      // The menu button is for phones; a desktop shows the links in the header.
      if (!(await menuButton.isVisible())) return;
      await menuButton.click();
      await page.getByRole("dialog").getByRole("link", { name: "Advisor" }).waitFor();
      await animationsDone(page);
    },
  },
];

/** The signed-in routes of each role, filled in with the ids of seeded rows. */
interface SignedInRoutes {
  customer: Check[];
  pro: Check[];
  admin: Check[];
}

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole("tab", { name }).click();
  await settle(page);
};
/** A dialog opened from the first row's button named `button`, checked open (its close button too). */
const openDialog = (button: RegExp, dialog: string | RegExp) => async (page: Page) => {
  await page.getByRole("button", { name: button }).first().click();
  await page.getByRole("dialog", { name: dialog }).getByRole("button", { name: "Close" }).waitFor();
  await animationsDone(page);
};
/** Seeds one booking in each state (and what the dialogs act on) and lists each role's routes. */
async function seedSignedInRoutes(server: TestServer): Promise<SignedInRoutes> {
  const { db } = server.services;
  const user = (account: DemoAccount) => db.user.findUniqueOrThrow({ where: { email: account.email } });
  const [customer, pro] = await Promise.all([user(DEMO_CUSTOMER), user(DEMO_PRO_MA)]);
  const boston = await db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await db.service.findFirstOrThrow({ where: { name: "Silk Press" } });
  const inBoston = {
    state: boston.state,
    data: { cityId: boston.id, aptCity: boston.city, serviceId: service.id, serviceName: service.name },
  };
  const booking = (options: Parameters<typeof createBookingRow>[1]) =>
    createBookingRow(server.services, { ...inBoston, customer, ...options });
  // One booking in each state the dashboards colour differently.
  const pending = await booking({ hoursAhead: 40 });
  const accepted = await booking({ status: "ACCEPTED", assignedProId: pro.id, hoursAhead: 60 });
  const completed = await booking({ status: "COMPLETED", assignedProId: pro.id, hoursAhead: -72 });
  // A review and a message an administrator may hide, each from its own dialog.
  await db.review.create({
    data: { bookingId: completed.id, proId: pro.id, authorId: customer.id, rating: 4, comment: "Lovely." },
  });
  await db.conversationMessage.create({
    data: { bookingId: completed.id, authorId: customer.id, authorRole: "CUSTOMER", body: "See you soon." },
  });
  await booking({ status: "CANCELLED", hoursAhead: 20 });
  const applicant = await createApplicantRow(server.services);
  return {
    customer: [
      "/dashboard",
      `/booking-details?id=${pending.id}`,
      `/profile-edit?id=${customer.id}`,
      "/profile-edit",
      { address: "/dashboard", state: "past appointments", reach: openTab("Past Appointments") },
      {
        address: "/dashboard",
        state: "reschedule dialog",
        reach: openDialog(/^Reschedule /, "Reschedule this booking"),
      },
      { address: "/dashboard", state: "cancel dialog", reach: openDialog(/^Cancel /, "Cancel this booking?") },
      {
        address: `/profile-edit?id=${customer.id}`,
        state: "editing",
        async reach(page) {
          await page.getByRole("button", { name: "EDIT" }).click();
          await page.getByLabel(/^First name/).waitFor();
        },
      },
    ],
    pro: [
      "/dashboard",
      `/profile?id=${pro.id}`,
      `/booking-confirmation?id=${pending.id}`,
      `/booking-details?id=${accepted.id}`,
      `/upload?id=${accepted.id}`,
      "/availability",
      { address: "/dashboard", state: "pending appointments", reach: openTab("Pending Appointment") },
    ],
    admin: [
      "/dashboard",
      `/pro-applicant?id=${applicant.id}`,
      "/operations",
      `/booking-details?id=${accepted.id}`,
      `/availability?id=${pro.id}`,
      { address: "/dashboard", state: "linked pros", reach: openTab("Linked StripeConnect") },
      { address: "/dashboard", state: "pay-out dialog", reach: openDialog(/^Pay out /, /^Pay out \$/) },
      {
        address: `/booking-details?id=${completed.id}`,
        state: "hide-review dialog",
        reach: openDialog(/^Hide review$/, "Hide this review?"),
      },
      {
        address: `/booking-details?id=${completed.id}`,
        state: "hide-message dialog",
        reach: openDialog(/^Hide message$/, "Hide this message?"),
      },
    ],
  };
}

/** "route" or "route (state)". */
const describeCheck = (check: Check) => (typeof check === "string" ? check : `${check.address} (${check.state})`);

/** The page's violations in words: "route (state): rule (impact): what to fix; where". */
async function violationsOn(page: Page, check: Check): Promise<string[]> {
  const address = typeof check === "string" ? check : check.address;
  const where = describeCheck(check);
  await openRoute(page, address);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await settle(page);
  if (typeof check !== "string") await check.reach(page);
  // WCAG 1.4.10 (reflow), which axe leaves to people: nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const reflow = overflow > 0 ? [`${where}: the page scrolls sideways by ${overflow} px`] : [];
  return [...reflow, ...(await axeViolations(page, where))];
}

/** Scans each route in `guarded`, then expects no violation and nothing wrong in the page meanwhile. */
async function scan(guarded: GuardedPage, checks: Check[]) {
  const problemsBefore = guarded.problems.length;
  const violations: string[] = [];
  for (const route of checks) violations.push(...(await violationsOn(guarded.page, route)));
  expect(violations).toEqual([]);
  expect(guarded.problems.slice(problemsBefore)).toEqual([]);
}

async function scanSignedIn(e2e: E2eContext, device: Device, checks: Check[], account: DemoAccount) {
  const guarded = await openPage(e2e.browser, e2e.server.url, device, { bypassCSP: true });
  await logInAs(guarded.page, account);
  await scan(guarded, checks);
  await guarded.close();
}

// Each test scans every route of its list with axe (tens of pages): CPU-bound, so more room than
// one journey needs.
const SCANS_MANY_PAGES = 300_000;

/** The accessibility journey at one screen size, on its own server and browser. */
export function describeAccessibilityAt(device: Device) {
  const e2e = useServerAndBrowser();
  let signedIn: SignedInRoutes;
  // The visitor's routes share one tab, as a visitor's would: after the first page each route
  // is reached inside the app (openRoute), so a scan costs the route's render and axe's run.
  let visitor: GuardedPage;
  beforeAll(async () => {
    [signedIn, visitor] = await Promise.all([
      seedSignedInRoutes(e2e.server),
      openPage(e2e.browser, e2e.server.url, device, { bypassCSP: true }),
    ]);
  });
  afterAll(() => visitor?.close());

  describe(`accessibility at ${device} size`, () => {
    // One test a public route: each is a page of its own, so a slow machine's time is per page.
    it.each(PUBLIC_ROUTES.map((route) => [describeCheck(route), route] as const))(
      "the public route %s has no WCAG 2.1 A/AA or best-practice violation",
      (_name, route) => scan(visitor, [route]),
      SCANS_MANY_PAGES,
    );
    it(
      "the customer's routes have none",
      () => scanSignedIn(e2e, device, signedIn.customer, DEMO_CUSTOMER),
      SCANS_MANY_PAGES,
    );
    it("the pro's routes have none", () => scanSignedIn(e2e, device, signedIn.pro, DEMO_PRO_MA), SCANS_MANY_PAGES);
    it(
      "the administrator's routes have none",
      () => scanSignedIn(e2e, device, signedIn.admin, DEMO_ADMIN),
      SCANS_MANY_PAGES,
    );
  });
}
