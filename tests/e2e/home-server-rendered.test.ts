// The home page, rendered on the server: over plain HTTP its HTML already holds the hero's
// headline, the hero image's address and the service cards with their "from" prices (no script
// run), with the home page's own head. In Chromium, logged out, on a phone and a desktop: the
// page hydrates without a console error, keeps the server's hero image and its tab title (never
// an empty one) and asks the API only for the quick bar's cities (the rest of its data and its
// frame's come with it); a signed-in visitor's page carries their session and is private; with
// JavaScript off the headline and the cards are there.
import { BRAND_COLOURS, formatFromPrice, HERO_HEADLINE, HOME_PAGE_DESCRIPTION, PRODUCT_NAME } from "@primp/core";
import { DEMO_CUSTOMER, SEED_SERVICES } from "@primp/db";
import { describe, expect, it } from "vitest";
import {
  type Device,
  hydrated,
  logInAs,
  openPage,
  saveScreenshot,
  settle,
  useServerAndBrowser,
  VIEWPORTS,
} from "./support/index.ts";

const e2e = useServerAndBrowser();

const SILK_PRESS = SEED_SERVICES.find((service) => service.name === "Silk Press");
/** React writes text beside other text with a comment between; a reader does not see it. */
const visibleText = (html: string) => html.replace(/<!-- -->/g, "");

describe("the home page over HTTP, without running scripts", () => {
  it("holds the headline, the hero image, the service cards with prices, and its own head", async () => {
    const response = await fetch(`${e2e.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = await response.text();
    const root = visibleText(html.slice(html.indexOf('<div id="root">')));
    for (const line of HERO_HEADLINE.split(/(?<=\.)\s+/)) expect(root).toContain(line);
    expect(root).toMatch(/data-hero-image="\/images\/hero\/\w+\.svg"/);
    expect(root).toContain("Silk Press");
    expect(root).toContain(formatFromPrice(SILK_PRESS?.priceCents ?? Number.NaN));
    expect(root).toContain('href="/services/silk-press"');

    expect(html).toContain(`<title data-script-less>${PRODUCT_NAME} | ${HERO_HEADLINE}</title>`);
    expect(html).toContain(`<meta data-script-less name="description" content="${HOME_PAGE_DESCRIPTION}" />`);
    expect(html.match(/<meta data-script-less name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${e2e.server.url}/" />`);
    expect(html).toContain('id="primp-server-state"');
    expect(html).toContain(`<meta name="theme-color" content="${BRAND_COLOURS.deep}" />`);
    // The hero's art is a CSS background, found late without this: the head preloads the one the markup names.
    const art = /data-hero-image="([^"]+)"/.exec(root)?.[1];
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="preload" as="image" href="${art}" fetchpriority="high" />`);
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });
});

describe("the home page of a signed-in visitor", () => {
  it("is rendered with their session, for their browser's cache alone", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, "desktop");
    await logInAs(page, DEMO_CUSTOMER, "/");
    const response = await page.request.get("/");
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    const state = /<script type="application\/json" id="primp-server-state">(.*?)<\/script>/s.exec(
      await response.text(),
    );
    expect(state?.[1]).toContain(DEMO_CUSTOMER.email);
    assertNoProblems();
    await close();
  });
});

describe("the home page in Chromium with JavaScript turned off", () => {
  it("shows the headline and the service cards", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole("heading", { level: 1, name: HERO_HEADLINE }).waitFor();
    await page
      .getByRole("link", { name: /Silk Press/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe.each<Device>(["phone", "desktop"])("the home page in Chromium on a %s", (device) => {
  it("hydrates without a console error, keeps the server's hero image and title, and asks the API only for the quick bar's cities", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, device);
    // Every title the tab had, from before the first byte of HTML: one entry per change, noted
    // at the end of each batch of changes to the document (when a browser could show it).
    await page.addInitScript(() => {
      const titles: string[] = [];
      Object.assign(window, { primpTitles: titles });
      new MutationObserver(() => {
        if (titles.at(-1) !== document.title) titles.push(document.title);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Every query of the page and of its frame (the session, the site's facts, the footer's
    // services) comes with it: asked for while hydrating, an answer re-rendered the whole page.
    // The quick bar's catalogue alone is asked once hydrated, so no choice in it is lost.
    const apiFetches: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/trpc/") && pathname !== "/trpc/booking.catalogue") apiFetches.push(request.url());
    });
    const served = await page.goto("/");
    const serverImage = /data-hero-image="([^"]+)"/.exec((await served?.text()) ?? "")?.[1];
    await hydrated(page);
    await settle(page);
    expect(await page.locator("[data-hero-image]").getAttribute("data-hero-image")).toBe(serverImage);
    expect(apiFetches).toEqual([]);
    const titles = await page.evaluate(() => (window as unknown as { primpTitles: string[] }).primpTitles);
    // The document's title before its <title> is parsed is "": that first entry, if the observer saw it, aside.
    expect(titles.filter((title, index) => index > 0 || title !== "")).toEqual([`${PRODUCT_NAME} | ${HERO_HEADLINE}`]);
    await saveScreenshot(page, `home-server-rendered-${device}`);
    assertNoProblems();
    await close();
  });
});
