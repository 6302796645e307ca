// Every route, signed out and signed in as each seeded role, on a phone (375 px) and a desktop
// (1280 px), checked by axe-core against WCAG 2.1 A and AA and axe's best practices: no
// violations allowed. axe-core is injected by the test (it is never part of the web app's
// bundle). Then the keyboard: the skip link and the focus ring on form fields.
import { createBookingRow } from "@primp/api/testing/fixtures";
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO_MA, type DemoAccount } from "@primp/db";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { animationsDone, type Device, logInAs, openPage, settle, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

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
let signedIn: SignedInRoutes;

beforeAll(async () => {
  const { db } = e2e.server.services;
  const user = (account: DemoAccount) => db.user.findUniqueOrThrow({ where: { email: account.email } });
  const [customer, pro] = await Promise.all([user(DEMO_CUSTOMER), user(DEMO_PRO_MA)]);
  const boston = await db.city.findFirstOrThrow({ where: { city: "Boston" } });
  const service = await db.service.findFirstOrThrow({ where: { name: "Silk Press" } });
  const inBoston = {
    state: boston.state,
    data: { cityId: boston.id, aptCity: boston.city, serviceId: service.id, serviceName: service.name },
  };
  const booking = (options: Parameters<typeof createBookingRow>[1]) =>
    createBookingRow(e2e.server.services, { ...inBoston, customer, ...options });
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
  const applicant = await db.applicant.create({
    data: {
      firstName: "Amara",
      lastName: "Okafor",
      email: "amara@example.com",
      phone: "617-555-0108",
      address: "12 Elm St",
      city: "Cambridge",
      state: "MA",
      zip: "02139",
      birthday: "1994-03-12",
      contactPref: "Email",
      licensed: true,
      licenseNumber: "COS-1001",
      yearsLicensed: 3,
      location: "MA",
      specialities: ["Hair Braider", "Henna Artist"],
    },
  });
  signedIn = {
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
});

/** The page's violations in words: "route (state): rule (impact): what to fix; where". */
async function violationsOn(page: Page, check: Check): Promise<string[]> {
  const address = typeof check === "string" ? check : check.address;
  const where = typeof check === "string" ? check : `${check.address} (${check.state})`;
  await page.goto(address);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await settle(page);
  if (typeof check !== "string") await check.reach(page);
  return axeViolations(page, where);
}

async function check(device: Device, checks: () => Check[], account?: DemoAccount) {
  const guarded = await openPage(e2e.browser, e2e.server.url, device, { bypassCSP: true });
  if (account) await logInAs(guarded.page, account);
  const violations: string[] = [];
  for (const route of checks()) violations.push(...(await violationsOn(guarded.page, route)));
  expect(violations).toEqual([]);
  guarded.assertNoProblems();
  await guarded.close();
}

// Each test scans every route of its list with axe (tens of pages): CPU-bound, so more room than
// one journey needs.
const SCANS_MANY_PAGES = 300_000;

describe.each(["phone", "desktop"] as const satisfies readonly Device[])("accessibility at %s size", (device) => {
  it(
    "every public route has no WCAG 2.1 A/AA or best-practice violation",
    () => check(device, () => PUBLIC_ROUTES),
    SCANS_MANY_PAGES,
  );
  it("the customer's routes have none", () => check(device, () => signedIn.customer, DEMO_CUSTOMER), SCANS_MANY_PAGES);
  it("the pro's routes have none", () => check(device, () => signedIn.pro, DEMO_PRO_MA), SCANS_MANY_PAGES);
  it("the administrator's routes have none", () => check(device, () => signedIn.admin, DEMO_ADMIN), SCANS_MANY_PAGES);
});

describe("keyboard", () => {
  it("starts every page with a 'Skip to content' link, shown on focus, that moves focus to the content", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const skip = page.getByRole("link", { name: "Skip to content" });
    const isFocused = (locator: typeof skip) => locator.evaluate((element) => element === document.activeElement);
    const onScreen = async () => ((await skip.boundingBox())?.y ?? -1) >= 0;
    expect(await onScreen()).toBe(false);

    await page.keyboard.press("Tab");
    expect(await isFocused(skip)).toBe(true);
    await animationsDone(page);
    expect(await onScreen()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await isFocused(page.getByRole("main"))).toBe(true);
    // The next Tab lands inside the page's content, past the header's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("rings a focused select, date or time field with an outline, not only a border colour", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/");
    const fields = [page.getByLabel(/^Location/), page.getByLabel(/^Date/), page.getByLabel(/^Time \(/)];
    for (const field of fields) {
      // The quick bar re-renders once the catalogue arrives, which can take focus away from a
      // field focused just before; focus again until the focused field is the one we measure.
      await expect
        .poll(async () => {
          await field.focus();
          return field.evaluate((element) => {
            const style = getComputedStyle(element);
            const focused = element === document.activeElement;
            return { focused, style: style.outlineStyle, wide: Number.parseFloat(style.outlineWidth) >= 2 };
          });
        })
        .toEqual({ focused: true, style: "solid", wide: true });
    }
    guarded.assertNoProblems();
    await guarded.close();
  });
});
