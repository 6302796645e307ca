// Service pages (/services/<slug>) and city pages (/<city>), rendered on the server: over plain
// HTTP their HTML already holds the catalogue's name, prices, text, upcharges and the JSON-LD
// (no script run); an unknown or switched-off service or city, and any other unknown
// one-segment address, is the 404 page with status 404 while the app's own pages still load;
// sitemap.xml lists them. In Chromium, logged out, on a phone and a desktop: the pages hydrate
// without a console error or a second fetch, "Book Silk Press" opens the booking form with
// Silk Press chosen, and (on a phone) the home page's service cards link to them (screenshots in
// artifacts/screenshots).
import { formatFromPrice } from "@primp/core";
import { SEED_CITIES, SEED_SERVICES } from "@primp/db";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  type Device,
  hydrated,
  openPage,
  saveScreenshot,
  saveSettledScreenshot,
  settle,
  useServerAndBrowser,
  VIEWPORTS,
} from "./support/index.ts";

const e2e = useServerAndBrowser();

const get = (path: string) => fetch(e2e.server.url + path, { redirect: "manual" });
const seedPrice = (name: string) => SEED_SERVICES.find((service) => service.name === name)?.priceCents ?? Number.NaN;
const SILK_PRESS = SEED_SERVICES.find((service) => service.name === "Silk Press");

/** The markup React rendered, after the head. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const jsonLdOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "");
/** Every <script> element's opening tag. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
/** React writes text beside other text with a comment between; a reader does not see it. */
const visibleText = (html: string) => html.replace(/<!-- -->/g, "");

describe("service and city pages over HTTP, without running scripts", () => {
  it("a service page holds its name, price, what is included, the upcharges, its pros, the head and JSON-LD", async () => {
    const response = await get("/services/silk-press");
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = visibleText(rootOf(html));
    expect(root).toContain("<h1");
    expect(root).toContain("Silk Press");
    expect(root).toContain(formatFromPrice(seedPrice("Silk Press")));
    expect(root).toContain(SILK_PRESS?.detail ?? "?");
    expect(root).toContain("about 2 hours");
    for (const [label, price] of [
      ["Sensitive scalp", "+$25"],
      ["No parking available", "+$20"],
      ["Quiet service", "+$50"],
      ["Stairs", "+$20"],
    ] as const) {
      expect(root).toMatch(new RegExp(`${label}</th><td[^>]*>${price.replace(/[+$]/g, "\\$&")}</td>`));
    }
    expect(root).toContain("Book Silk Press");
    expect(root).toContain("Jasmine Carter");
    expect(root).toContain('href="/boston"');

    const url = `${e2e.server.url}/services/silk-press`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain("<title data-script-less>Silk Press at home, from $95 | Primp</title>");
    expect(jsonLdOf(html)).toMatchObject({
      "@type": "Service",
      name: "Silk Press",
      url,
      offers: { "@type": "Offer", price: (seedPrice("Silk Press") / 100).toFixed(2), priceCurrency: "USD" },
      areaServed: expect.arrayContaining([{ "@type": "City", name: "Boston, MA" }]),
    });
    for (const tag of scriptTags(html)) expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
  });

  it("prices each option of a service's choices", async () => {
    const root = visibleText(rootOf(await (await get("/services/braided-extension")).text()));
    expect(root).toContain(formatFromPrice(seedPrice("Braided Extension")));
    expect(root).toMatch(/Braid size: Large<\/th><td[^>]*>included<\/td>/);
    expect(root).toMatch(/Braid size: Small<\/th><td[^>]*>\+\$50<\/td>/);
    expect(root).toMatch(/Braid length: 24 in<\/th><td[^>]*>\+\$75<\/td>/);
  });

  it("a city page holds every service from its price, the city's pros, the head and JSON-LD", async () => {
    const response = await get("/boston");
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = visibleText(rootOf(html));
    expect(root).toContain("Beauty at home in Boston");
    expect(root).toContain('href="/services/silk-press"');
    expect(root).toContain('href="/book-now?city=boston"');
    expect(root).toContain(formatFromPrice(seedPrice("Classic Manicure")));
    expect(root).toContain("Jasmine Carter");
    expect(root).not.toContain("Priya Shah");
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/boston" />`);
    expect(jsonLdOf(html)).toMatchObject({
      "@type": "LocalBusiness",
      areaServed: [{ "@type": "City", name: "Boston, MA" }],
      hasOfferCatalog: { itemListElement: expect.arrayContaining([expect.objectContaining({ "@type": "Offer" })]) },
    });
  });

  it("has a page for every live city (no page or file of the app takes a city's address)", async () => {
    for (const city of SEED_CITIES.filter((candidate) => candidate.live)) {
      const slug = city.city.toLowerCase().replace(/ /g, "-");
      const response = await get(`/${slug}`);
      expect(response.status, slug).toBe(200);
      expect(visibleText(await response.text()), slug).toContain(`Beauty at home in ${city.city}`);
    }
  });

  it("answers an unknown or switched-off service or city, and any unknown address, with the 404 page", async () => {
    for (const path of ["/services/nothing-here", "/services/keratin-treatment", "/houston", "/atlantis"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain("This page has wandered off");
      expect(html, path).not.toContain('rel="canonical"');
    }
    // The app's own one-segment pages are still the browser's, and the server's paths still its own.
    for (const path of ["/login", "/book-now", "/professionals", "/blog"]) {
      expect((await get(path)).status, path).toBe(200);
    }
    const trpc = await get("/trpc");
    expect(trpc.status).toBe(404);
    expect(trpc.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("lists every live service and city page in sitemap.xml", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const path of [
      "/services/silk-press",
      "/services/signature-braid-style-w-added-hair",
      "/boston",
      "/new-york",
    ]) {
      expect(xml).toContain(`<loc>${e2e.server.url}${path}</loc>`);
    }
    for (const path of ["/services/keratin-treatment", "/houston"]) {
      expect(xml).not.toContain(`<loc>${e2e.server.url}${path}</loc>`);
    }
  });
});

describe("a service page in Chromium with JavaScript turned off", () => {
  it("shows the name, the price table and the booking link", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/services/silk-press`);
    await page.getByRole("heading", { level: 1, name: "Silk Press" }).waitFor();
    await page.getByRole("rowheader", { name: "Quiet service" }).waitFor();
    await page.getByRole("link", { name: "Book Silk Press" }).waitFor();
    await saveScreenshot(page, "public-service-no-javascript-phone");
    await context.close();
  });
});

describe.each<Device>(["phone", "desktop"])("service and city pages in Chromium on a %s", (device) => {
  it("hydrate without a console error or a second fetch, and Book Silk Press opens the form on it", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device);
    const pageDataFetches: string[] = [];
    page.on("request", (request) => {
      if (/storefront\.(servicePage|cityPage)/.test(request.url())) pageDataFetches.push(request.url());
    });
    for (const [path, heading, shot] of [
      ["/boston", "Beauty at home in Boston", "public-city"],
      ["/services/silk-press", "Silk Press", "public-service"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => page.locator('meta[name="description"]').count()).toBe(1);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await settle(page);
      await saveScreenshot(page, `${shot}-${device}`);
    }
    expect(pageDataFetches).toEqual([]);

    const silkPress = await e2e.server.services.db.service.findUniqueOrThrow({ where: { name: "Silk Press" } });
    await page.getByRole("link", { name: "Book Silk Press" }).click();
    await page.waitForURL(`**/book-now/HAIR?service=${silkPress.id}`);
    await page.getByLabel("Where would you like your service?").selectOption({ label: "Boston, MA" });
    expect(await page.getByLabel("Which type of service would you like?").inputValue()).toBe("HAIR");
    // Hair type and thickness come first; the service chosen on its page is waiting after them.
    await page.getByLabel("What is your hair type?").selectOption({ index: 1 });
    await page.getByLabel("How thick is your hair?").selectOption({ label: "Medium Thickness" });
    const serviceField = page.getByLabel("Which service would you like?");
    await serviceField.waitFor();
    expect(await serviceField.inputValue()).toBe(silkPress.id);
    await saveSettledScreenshot(page, `public-service-book-${device}`);
    assertNoProblems();
    await close();
  });
});

// Hydration is seen at both sizes (a layout chosen by the screen's width could differ from the
// server's); the links below are the same components at each size, followed once on a phone (the
// harder layout; the accessibility scans here and in the accessibility journeys cover both sizes).
describe("links into the booking form on a phone", () => {
  const device: Device = "phone";
  it("Book in Boston opens the form with Boston chosen; a link naming an unknown or switched-off city chooses none", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device);
    await page.goto("/boston");
    await page.getByRole("link", { name: "Book in Boston" }).click();
    await page.waitForURL("**/book-now?city=boston");
    const location = page.getByLabel("Where would you like your service?");
    await expect.poll(async () => (await location.locator("option:checked").textContent())?.trim()).toBe("Boston, MA");
    await saveSettledScreenshot(page, `book-in-city-${device}`);
    // A fresh visit: the draft kept for this tab would bring Boston back.
    await page.evaluate(() => sessionStorage.clear());
    for (const slug of ["atlantis", "houston"]) {
      await page.goto(`/book-now?city=${slug}`);
      await page.getByRole("heading", { level: 1, name: "Book Now" }).waitFor();
      await location.waitFor();
      expect(await location.inputValue()).toBe("");
    }
    assertNoProblems();
    await close();
  });

  it("shows the home page's service cards with their prices, linking to the service pages", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device);
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Our services" });
    const silkPress = cards.getByRole("link", { name: /Silk Press/ });
    await silkPress.scrollIntoViewIfNeeded();
    await silkPress.getByText(formatFromPrice(seedPrice("Silk Press"))).waitFor();
    expect(await cards.getByRole("link").count()).toBe(8);
    await settle(page);
    await saveScreenshot(page, `home-service-cards-${device}`);
    await silkPress.click();
    await page.getByRole("heading", { level: 1, name: "Silk Press" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/services/silk-press");
    assertNoProblems();
    await close();
  });
});

describe.each<Device>(["phone", "desktop"])("accessibility of service and city pages on a %s", (device) => {
  it("finds no axe violation on a service page, a city page, an unknown city or the home page's cards", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device, { bypassCSP: true });
    const violations: string[] = [];
    for (const address of ["/services/braided-extension", "/boston", "/atlantis", "/"]) {
      await page.goto(address);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      if (address === "/") await page.getByRole("region", { name: "Our services" }).getByRole("link").first().waitFor();
      await settle(page);
      violations.push(...(await axeViolations(page, address)));
    }
    expect(violations).toEqual([]);
    assertNoProblems();
    await close();
  });
});
