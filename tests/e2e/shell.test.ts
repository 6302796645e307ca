// The site shell on phone and desktop: header links, the mobile menu, trailing slashes,
// the 404 page, page titles, and screenshots of the first pages for people to look at.
import { HERO_HEADLINE, PRODUCT_NAME } from "@primp/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, saveScreenshot, startTestServer, type TestServer } from "./support/index.ts";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ seed: false }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("site shell", () => {
  it("serves every public page, with or without a trailing slash, and a 404 for the rest", async () => {
    const guarded = await openPage(browser, server.url, "desktop");
    const { page } = guarded;
    const pages: Array<[string, string]> = [
      ["/about-us/", "About us"],
      ["/privacy-policy/", "Privacy policy"],
      ["/term-of-use/", "Terms of use"],
      ["/term-of-sale/", "Terms of sale"],
      ["/contact-us", "Contact us"],
      ["/advisor/", "Advisor"],
      ["/professionals", "Our professionals"],
      ["/book-now/hair", "Book Now"],
      ["/playground", "Playground"],
      ["/register", "Create your account"],
    ];
    for (const [address, heading] of pages) {
      await page.goto(address);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(`${heading === "Create your account" ? "Sign up" : heading} | ${PRODUCT_NAME}`);
    }
    await page.goto("/no-such-page/at-all");
    await page.getByRole("heading", { name: "This page has wandered off" }).waitFor();
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("links the footer to every page the spec lists", async () => {
    const guarded = await openPage(browser, server.url, "desktop");
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
    ]) {
      expect(hrefs).toContain(internal);
    }
    expect(hrefs.filter((href) => href?.startsWith("https://"))).toHaveLength(5);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("opens and closes the mobile menu, and its links navigate", async () => {
    const guarded = await openPage(browser, server.url, "phone");
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
    await page.getByRole("heading", { level: 1, name: "Book Now" }).waitFor();
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("looks finished on a phone and on a desktop (screenshots in artifacts/screenshots)", async () => {
    for (const device of ["desktop", "phone"] as const) {
      const guarded = await openPage(browser, server.url, device);
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
        await saveScreenshot(page, `${name}-${device}`);
      }
      if (device === "phone") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog").getByRole("link", { name: "Advisor" }).waitFor();
        await page.waitForTimeout(400); // let the drawer finish sliding in
        await saveScreenshot(page, "menu-phone");
      }
      guarded.assertNoProblems();
      await guarded.close();
    }
  });
});
