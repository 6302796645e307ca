// Accounts in a real browser: sign-up (with the client-side password check; an address that
// has an account answered alike), log-out, login with its message and redirect, and the return
// to a protected address after login.
import { LOGGED_IN, PASSWORDS_DO_NOT_MATCH, signupSuccess } from "@primp/core";
import { DEMO_CUSTOMER } from "@primp/db";
import { describe, expect, it } from "vitest";
import { type GuardedPage, logInAs, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

const customer = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(617) 555-0142",
  email: "ada.e2e@example.com",
  password: "analytical engine",
};

const header = (guarded: GuardedPage) => guarded.page.getByRole("banner");

async function logIn({ page }: GuardedPage, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("accounts", () => {
  it("signs up, logs out, logs in to the dashboard and logs out again", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/signup");
    await page.getByLabel("First name").fill(customer.firstName);
    await page.getByLabel("Last name").fill(customer.lastName);
    await page.getByLabel("Phone number").fill(customer.phone);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByLabel("Confirm password").fill(`${customer.password} typo`);
    await page.getByRole("button", { name: "Sign up" }).click();

    // The mismatch is caught in the form: nothing reaches the server.
    await page.getByText(PASSWORDS_DO_NOT_MATCH).waitFor();
    await saveScreenshot(page, "auth-signup-mismatch-desktop");
    expect(await e2e.server.services.db.user.count({ where: { email: customer.email } })).toBe(0);

    await page.getByLabel("Confirm password").fill(customer.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText(signupSuccess(customer.email)).waitFor();
    await saveScreenshot(page, "auth-signed-up-desktop");
    expect(new URL(page.url()).pathname).toBe("/");

    // Signed in by sign-up: log out from the header.
    await header(guarded).getByRole("button", { name: "Log out" }).click();
    await header(guarded).getByRole("link", { name: "Login" }).click();
    await page.waitForURL("**/login");

    await logIn(guarded, customer.email, customer.password);
    await page.getByText(LOGGED_IN).waitFor();
    await saveScreenshot(page, "auth-logged-in-desktop");
    await page.waitForURL("**/dashboard");
    await header(guarded).getByRole("link", { name: "Dashboard" }).waitFor();
    await header(guarded).getByRole("button", { name: "Log out" }).waitFor();

    await header(guarded).getByRole("button", { name: "Log out" }).click();
    await header(guarded).getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await header(guarded).getByRole("link", { name: "Dashboard" }).count()).toBe(0);

    guarded.assertNoProblems();
    await guarded.close();
  });

  it("answers sign-up with an address that has an account in the same words, signs nobody in and e-mails the owner", async () => {
    // Once, on a desktop: the form is the same at each size (the accessibility journeys scan it at
    // both), and the desktop's header shows at a glance that nobody signed in.
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Eve");
    await page.getByLabel("Last name").fill("Prober");
    await page.getByLabel("Phone number").fill("(617) 555-0199");
    await page.getByLabel("Email").fill(DEMO_CUSTOMER.email);
    await page.getByLabel(/^Password/).fill("a guess at nothing");
    await page.getByLabel("Confirm password").fill("a guess at nothing");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText(signupSuccess(DEMO_CUSTOMER.email)).waitFor();
    await saveScreenshot(page, "auth-signup-address-taken-desktop");
    expect(new URL(page.url()).pathname).toBe("/");
    // Nobody signed in: the header still offers Login.
    await header(guarded).getByRole("link", { name: "Login" }).waitFor();
    guarded.assertNoProblems();
    await guarded.close();
    const notices = await e2e.server.services.db.mailMessage.count({
      where: { to: DEMO_CUSTOMER.email, tag: "sign-up-address-taken" },
    });
    expect(notices).toBe(1);
  });

  it("sends a visitor to login and back to the protected address they asked for", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/booking-confirmation?id=abc");
    await page.waitForURL("**/login");

    await logIn(guarded, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === "/booking-confirmation" && url.searchParams.get("id") === "abc");

    // Signed in, /login itself forwards to the dashboard (the stored address was used up).
    await page.goto("/login");
    await page.waitForURL("**/dashboard");

    guarded.assertNoProblems();
    await guarded.close();
  });

  // On a loaded machine the dashboard's request can still be on its way when the visitor logs
  // out; the server must not see it after the session has ended (a 401 in the console). The
  // request is held in flight and let go as soon as the session has ended or the page has left
  // the dashboard, whichever comes first: the slowest case a real machine can produce.
  it("logs out while the dashboard is still loading without a signed-in request after the log-out", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    let done = () => {};
    const heldRequestDone = new Promise<void>((resolve) => {
      done = resolve;
    });
    await page.route(/\/trpc\/[^?]*account\.bookings/, async (route) => {
      held();
      await released;
      // The page may have given the request up meanwhile (nothing then reaches the server).
      await route
        .continue()
        .then(() => route.request().response())
        .catch(() => null);
      done();
    });

    await logInAs(page, DEMO_CUSTOMER);
    await isHeld;
    const sessionEnded = page.waitForResponse((response) => response.url().includes("auth.logout"));
    const leftDashboard = page.waitForURL((url) => url.pathname === "/");
    await header(guarded).getByRole("button", { name: "Log out" }).click();
    await Promise.race([sessionEnded, leftDashboard]);
    release();
    await heldRequestDone;
    await Promise.all([sessionEnded, leftDashboard]);
    await header(guarded).getByRole("link", { name: "Login" }).waitFor();

    expect(refused).toEqual([]);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("shows the server's words for wrong credentials next to the form", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    guarded.allowConsoleError(/status of 401/);
    await page.goto("/login");
    await logIn(guarded, customer.email, "not the password");
    await page.getByRole("alert").filter({ hasText: "Invalid login credentials" }).waitFor();
    await saveScreenshot(page, "auth-login-refused-desktop");
    expect(new URL(page.url()).pathname).toBe("/login");
    guarded.assertNoProblems();
    await guarded.close();
  });
});
