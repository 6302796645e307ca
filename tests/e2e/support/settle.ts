// Waiting for a page to finish, without sleeping: sections further down load as they near the
// screen (an IntersectionObserver, whose callbacks arrive with the next frames), so the page
// is scrolled through a screen at a time, letting two frames pass at each stop.
import type { Page } from "playwright-core";

/** Resolves once the page has rendered two more frames (observers and effects have run). */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls down the whole page and waits until its data, images and fonts have arrived, so a
 * screenshot or a check sees the finished page. Leaves the page scrolled to the bottom.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const screen = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}
