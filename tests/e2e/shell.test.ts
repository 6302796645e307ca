// The site shell on phone and desktop: header links, the mobile menu, trailing slashes, the
// 404 page, and each public page's heading, title and description. (Every page's console, hosts
// and width at both sizes: the accessibility scan.)
import { HERO_HEADLINE, PRODUCT_NAME } from "@primp/core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser({ seed: false });

/** Each public address (some with a trailing slash, some an alias), its h1 and its tab title. */
const PUBLIC_PAGES: Array<{ address: string; heading: string | RegExp; title: string }> = [
  { address: "/", heading: HERO_HEADLINE, title: `${PRODUCT_NAME} | ${HERO_HEADLINE}` },
  { address: "/about-us/", heading: "About us", title: `About us | ${PRODUCT_NAME}` },
  { address: "/contact-us", heading: "Contact us", title: `Contact us | ${PRODUCT_NAME}` },
  { address: "/privacy-policy/", heading: "Privacy policy", title: `Privacy policy | ${PRODUCT_NAME}` },
  { address: "/term-of-use/", heading: "Terms of use", title: `Terms of use | ${PRODUCT_NAME}` },
  { address: "/term-of-sale/", heading: "Terms of sale", title: `Terms of sale | ${PRODUCT_NAME}` },
  { address: "/advisor/", heading: "Beauty Advisor", title: `Advisor | ${PRODUCT_NAME}` },
  { address: "/professionals", heading: "Our professionals", title: `Our professionals | ${PRODUCT_NAME}` },
  { address: "/playground", heading: /Playground/, title: `Playground | ${PRODUCT_NAME}` },
  { address: "/book-now/", heading: /Book/, title: `Book Now | ${PRODUCT_NAME}` },
  { address: "/book-now/hair", heading: /Book/, title: `Book Now | ${PRODUCT_NAME}` },
  { address: "/login/", heading: /Welcome back/, title: `Login | ${PRODUCT_NAME}` },
  { address: "/signup", heading: /Create your account/, title: `Sign up | ${PRODUCT_NAME}` },
  { address: "/register", heading: /Create your account/, title: `Sign up | ${PRODUCT_NAME}` },
  { address: "/forgot-password", heading: "Forgot your password?", title: `Forgot password | ${PRODUCT_NAME}` },
];

describe("site shell", () => {
  it("serves every public page, with or without a trailing slash, with its heading, title and description, and a 404 for the rest", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    const notFoundHeading = page.getByRole("heading", { name: "This page has wandered off" });
    for (const { address, heading, title } of PUBLIC_PAGES) {
      await page.goto(address);
      await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
      expect(await notFoundHeading.count(), address).toBe(0);
      // A server-rendered page's own title gives way to its PageMeta's as it hydrates.
      await expect.poll(() => page.title(), { message: address, timeout: 30_000 }).toBe(title);
      const description = await page.locator('head meta[name="description"]').first().getAttribute("content");
      expect(description, address).toMatch(/\w{3,}.{40,}/);
    }

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
    // The menu button is React's: it answers once the page is hydrated.
    await hydrated(page);
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
});
