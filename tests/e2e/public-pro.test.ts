// A pro's public page (/pros/<slug>), rendered on the server: over plain HTTP its HTML already
// holds the name, the services with their prices and the JSON-LD (no script run), an unknown
// pro is a 404 page with status 404, and sitemap.xml and robots.txt list what is public. In
// Chromium, logged out, on a phone and a desktop: the page hydrates without a console error
// and without fetching its data again, and "Book with Jasmine" opens the booking form with
// Jasmine requested (screenshots in artifacts/screenshots).
import { formatFromPrice } from "@primp/core";
import { DEMO_PRO_MA, SEED_BLOG_POSTS, SEED_SERVICES } from "@primp/db";
import { describe, expect, it } from "vitest";
import { type Device, openPage, saveScreenshot, settle, useServerAndBrowser, VIEWPORTS } from "./support/index.ts";
import { hydrated } from "./support/settle.ts";

const e2e = useServerAndBrowser();
const SLUG = "jasmine-carter";

const get = (path: string) => fetch(e2e.server.url + path, { redirect: "manual" });

/** Every <script> element's opening tag. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe("the pro page over HTTP, without running scripts", () => {
  it("holds the name, the services from their prices, the head and JSON-LD, and nothing private", async () => {
    const response = await get(`/pros/${SLUG}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Jasmine Carter");
    expect(root).toContain("Book with Jasmine");
    // The information block in sentences (packages/core pro-about.ts).
    expect(root).toContain(
      "Jasmine is a licensed professional, has 8 years of experience and works in Boston, Massachusetts.",
    );
    const silkPress = SEED_SERVICES.find((service) => service.name === "Silk Press");
    expect(root).toContain(formatFromPrice(silkPress?.priceCents ?? Number.NaN));

    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/pros/${SLUG}" />`);
    expect(html).toMatch(
      /<title data-script-less>Jasmine Carter, beauty professional in Boston, Massachusetts \| Primp<\/title>/,
    );
    expect(html.match(/<meta data-script-less name="description"/g)).toHaveLength(1);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "LocalBusiness",
      name: "Jasmine Carter",
      url: `${e2e.server.url}/pros/${SLUG}`,
      hasOfferCatalog: { itemListElement: expect.arrayContaining([expect.objectContaining({ "@type": "Offer" })]) },
    });
    // Nothing that runs inline (the CSP forbids it): the app's module and data blocks only.
    for (const tag of scriptTags(html)) expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    for (const secret of [DEMO_PRO_MA.email, DEMO_PRO_MA.phone, DEMO_PRO_MA.proProfile?.licenseNumber ?? "?"]) {
      expect(html).not.toContain(secret);
    }
  });

  it("answers an unknown pro, and an account that is no longer a pro, with the 404 page and status 404", async () => {
    const { db } = e2e.server.services;
    const former = await db.user.findFirstOrThrow({ where: { email: "pro.ny@primp.local" } });
    await db.user.update({ where: { id: former.id }, data: { role: "CUSTOMER" } });
    try {
      for (const slug of ["nobody-here", "priya-shah"]) {
        const response = await get(`/pros/${slug}`);
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(html).toContain("This page has wandered off");
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain("Priya");
      }
    } finally {
      await db.user.update({ where: { id: former.id }, data: { role: "PRO" } });
    }
  });

  it("lists the public pages and every pro page in sitemap.xml, and keeps private ones out in robots.txt", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${e2e.server.url}/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${e2e.server.url}/pros/${SLUG}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`<loc>${e2e.server.url}/pros/priya-shah</loc>`);
    expect(xml).toContain(`<loc>${e2e.server.url}/blog</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${e2e.server.url}/blog/${SEED_BLOG_POSTS[0]?.slug}</loc><lastmod>`));
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /trpc\n");
    expect(robots).toContain("Disallow: /dashboard\n");
    expect(robots).toContain(`Sitemap: ${e2e.server.url}/sitemap.xml`);
  });
});

describe("the pro page in Chromium with JavaScript turned off", () => {
  it("shows the name, the services with their prices and the reviews", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/pros/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: "Jasmine Carter" }).waitFor();
    const silkPress = SEED_SERVICES.find((service) => service.name === "Silk Press");
    await page
      .getByText(formatFromPrice(silkPress?.priceCents ?? Number.NaN))
      .first()
      .waitFor();
    await page.getByRole("heading", { name: "Reviews" }).waitFor();
    // The theme's colours too (the colour scheme is in the HTML, not set by a script).
    const bookButton = page.getByRole("link", { name: "Book with Jasmine" });
    expect(await bookButton.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toMatch(
      /^(rgba\(0, 0, 0, 0\)|transparent)$/,
    );
    // Mantine's stylesheets come per component, and the avatar's only with the page's own chunk:
    // the server links that chunk's stylesheets in the head, so the photo's circle needs no script.
    expect(
      await page
        .locator(".mantine-Avatar-root")
        .first()
        .evaluate((avatar) => getComputedStyle(avatar).overflow),
    ).toBe("hidden");
    await saveScreenshot(page, "public-pro-no-javascript-phone");
    await context.close();
  });
});

describe.each<Device>(["phone", "desktop"])("the pro page in Chromium on a %s", (device) => {
  it("hydrates without a console error or a second fetch, and Book with Jasmine requests her", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device);
    const pageDataFetches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("pro.publicPage")) pageDataFetches.push(request.url());
    });
    await page.goto(`/pros/${SLUG}`);
    await hydrated(page);
    await expect.poll(() => page.locator('meta[name="description"]').count()).toBe(1);
    await page.getByRole("heading", { level: 1, name: "Jasmine Carter" }).waitFor();
    await settle(page);
    await saveScreenshot(page, `public-pro-${device}`);
    expect(pageDataFetches).toEqual([]);

    await page.getByRole("link", { name: "Book with Jasmine" }).click();
    await page.waitForURL(/\/book-now\?pro=/);
    await page.getByText(/You asked for Jasmine/).waitFor();
    await settle(page);
    await saveScreenshot(page, `public-pro-book-${device}`);
    assertNoProblems();
    await close();
  });
});
