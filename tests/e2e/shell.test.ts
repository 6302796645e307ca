// The site shell on phone and desktop: header links, the mobile menu, trailing slashes,
// the 404 page, page titles, and screenshots of the first pages for people to look at.
import { HERO_HEADLINE, PRODUCT_NAME } from "@primp/core";
import { describe, expect, it } from "vitest";
import { animationsDone, openPage, saveScreenshot, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser({ seed: false });

describe("site shell", () => {
  it("serves every public page, with or without a trailing slash, and a 404 for the rest", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    const notFoundHeading = page.getByRole("heading", { name: "This page has wandered off" });
    // Pages belong to other issues and change; the shell only promises that each address
    // reaches a page of its own (an h1, a title of its own) rather than the 404.
    const addresses = [
      "/about-us/",
      "/privacy-policy/",
      "/term-of-use/",
      "/term-of-sale/",
      "/contact-us",
      "/advisor/",
      "/professionals",
      "/book-now/",
      "/book-now/hair",
      "/playground",
      "/login/",
      "/signup",
      "/register",
      "/forgot-password",
    ];
    for (const address of addresses) {
      await page.goto(address);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await notFoundHeading.count(), address).toBe(0);
      // A server-rendered page's own title gives way to its PageMeta's as it hydrates.
      await expect
        .poll(() => page.title(), { message: address, timeout: 30_000 })
        .toMatch(new RegExp(`^.+ \\| ${PRODUCT_NAME}$`));
    }
    await page.goto("/register");
    await page.getByRole("heading", { level: 1, name: "Create your account" }).waitFor();

    await page.goto("/no-such-page/at-all");
    await notFoundHeading.waitFor();
    expect(await page.title()).toBe(`Page not found | ${PRODUCT_NAME}`);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("sends the booking page's first screen with its HTML, and the browser hydrates it", async () => {
    const response = await fetch(`${e2e.server.url}/book-now/hair?service=none`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Book Now<\/h1>/);
    expect(root).toContain("a vetted professional comes to you");
    expect(html).toContain(`<title data-script-less>Book Now | ${PRODUCT_NAME}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/book-now/hair" />`);
    const withSlash = await (await fetch(`${e2e.server.url}/book-now/`)).text();
    expect(withSlash).toContain(`<link rel="canonical" href="${e2e.server.url}/book-now" />`);
    // The page's own stylesheet is linked in the head, not found after the scripts run.
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/BookNowPage-[\w-]+\.css" \/>/);

    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    await guarded.page.goto("/book-now");
    await guarded.page.getByRole("button", { name: "Start over" }).waitFor();
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("links the footer to every page the spec lists", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    await guarded.page.goto("/");
    const footer = guarded.page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const internal of [
      "/about-us/",
      "/privacy-policy/",
      "/term-of-use/",
      "/term-of-sale/",
      "/contact-us",
      "/advisor",
      // Join the team: our own application form, not an outside one; the blog: our own pages.
      "/professionals",
      "/blog",
    ]) {
      expect(hrefs).toContain(internal);
    }
    // This server names no social account (SOCIAL_*_URL), so none is linked.
    expect(hrefs.filter((href) => href?.startsWith("http"))).toEqual([]);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("opens and closes the mobile menu, and its links navigate", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/");
    await page.getByRole("heading", { name: HERO_HEADLINE }).waitFor();
    const menu = page.getByRole("dialog");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Advisor" }).waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Book Now" }).click();
    await page.waitForURL("**/book-now");
    await menu.waitFor({ state: "hidden" });
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("looks finished on a phone and on a desktop (screenshots in artifacts/screenshots)", async () => {
    for (const device of ["desktop", "phone"] as const) {
      const guarded = await openPage(e2e.browser, e2e.server.url, device);
      const { page } = guarded;
      const shots: Array<[string, string, string]> = [
        ["home", "/", HERO_HEADLINE],
        ["login", "/login", "Welcome back"],
        ["signup", "/signup", "Create your account"],
        ["not-found", "/nowhere", "This page has wandered off"],
      ];
      for (const [name, address, heading] of shots) {
        await page.goto(address);
        await page.getByRole("heading", { name: heading }).waitFor();
        await saveScreenshot(page, `shell-${name}-${device}`);
      }
      if (device === "phone") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: "Advisor" }).waitFor();
        await animationsDone(page); // the drawer has finished sliding in
        await saveScreenshot(page, "shell-menu-phone");
      }
      guarded.assertNoProblems();
      await guarded.close();
    }
  });
});
