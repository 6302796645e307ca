// Moving between pages of one tab without reloading the app, for tests that visit many pages
// and check what each shows (the accessibility scan, the link crawl).
import type { Page } from "playwright-core";

/**
 * Opens `address` in the tab. Another page is reached inside the app, as a visitor following a
 * link would: the app (and what a test injected, such as axe) stays loaded, and the route renders
 * from what the app has, not from a new page load's server HTML and hydration, which the
 * journeys check. Its `<title>` is
 * part of the route's render, so a new title says the route is on screen. A path in the section
 * shown (the same first segment: /book-now and /book-now/hair are one page, one title) is
 * loaded afresh, which also clears a state reached on it before (a tab chosen, a dialog open).
 */
export async function openRoute(page: Page, address: string) {
  const current = page.url();
  const section = (url: URL) => url.pathname.split("/")[1];
  if (!current.startsWith("http") || section(new URL(current)) === section(new URL(address, current))) {
    await page.goto(address);
    return;
  }
  const title = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, address);
  await page.waitForFunction((before) => document.title !== before, title);
}
