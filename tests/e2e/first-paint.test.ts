// A server-rendered page paints before any of the app's code is needed: over HTTP its head names
// only the loader (apps/web/src/after-first-paint.ts) and no module preload; in Chromium the
// app's entry is asked for once the first contentful paint is on the screen. Sections below the
// first screen stay the server's markup until they near the screen or the visitor does something
// (HydrateWhenVisible), and neither an interaction nor Back/Forward waits for them.
import { describe, expect, it } from "vitest";
import { hydrated, openPage, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

const PRO_PAGE = "/pros/jasmine-carter";

/** Whether React has hydrated (or rendered) the first element `selector` matches: it keeps its fiber on the node. */
function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector} on the page`);
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

describe("a server-rendered page over HTTP", () => {
  it("starts with the loader alone, which carries the app's entry, and preloads no module", async () => {
    const html = await (await fetch(`${e2e.server.url}${PRO_PAGE}`)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toMatch(/^\/assets\/after-first-paint-[\w-]+\.js$/);
    expect(scripts[0]?.[0]).toMatch(/data-app-entry="\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toContain("modulepreload");
    // A page the browser renders still starts its scripts at once.
    const clientPage = await (await fetch(`${e2e.server.url}/login`)).text();
    expect(clientPage).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(clientPage).toContain('rel="modulepreload"');
  });
});

/** The pro page on a phone, hydrated, its footer still the server's markup. */
async function openProPageWaiting() {
  const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
  await guarded.page.goto(PRO_PAGE);
  await hydrated(guarded.page);
  expect(await guarded.page.evaluate(isHydrated, "footer")).toBe(false);
  return guarded;
}

describe("a server-rendered page in Chromium on a phone", () => {
  it("asks for the app's entry only once its first contentful paint is on the screen", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, "phone");
    await page.goto(PRO_PAGE);
    await hydrated(page);
    const { paintedAt, entryAskedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      entryAskedAt: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryAskedAt).toBeGreaterThan(paintedAt ?? Number.POSITIVE_INFINITY);
    assertNoProblems();
    await close();
  });

  it("hydrates the footer and the reviews when they near the screen, and not before", async () => {
    const { page, close, assertNoProblems } = await openProPageWaiting();
    expect(await page.evaluate(isHydrated, "header")).toBe(true);
    expect(await page.evaluate(isHydrated, "[aria-label='Reviews']")).toBe(false);

    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(isHydrated, "footer")).toBe(true);
    await expect.poll(() => page.evaluate(isHydrated, "[aria-label='Reviews']")).toBe(true);
    assertNoProblems();
    await close();
  });

  it("hydrates every waiting section at the first key pressed", async () => {
    const { page, close, assertNoProblems } = await openProPageWaiting();
    await page.keyboard.press("Shift");
    await expect.poll(() => page.evaluate(isHydrated, "footer")).toBe(true);
    assertNoProblems();
    await close();
  });

  it("follows the history to another page while the footer still waits", async () => {
    const { page, close, assertNoProblems } = await openProPageWaiting();
    // A page's own script moving the history, as Back and Forward do: no tap, no key.
    await page.evaluate(() => {
      history.pushState(null, "", "/about-us");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    await expect.poll(() => page.evaluate(isHydrated, "footer")).toBe(true);
    assertNoProblems();
    await close();
  });

  it("renders the whole of a page the browser renders, footer included, at once", async () => {
    const { page, close, assertNoProblems } = await openPage(e2e.browser, e2e.server.url, "phone");
    await page.goto("/about-us");
    await page.getByRole("heading", { level: 1, name: "About us" }).waitFor();
    expect(await page.evaluate(isHydrated, "footer")).toBe(true);
    assertNoProblems();
    await close();
  });
});
