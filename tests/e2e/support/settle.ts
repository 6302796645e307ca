// Waiting for a page to finish, without sleeping: sections further down load as they near the
// screen (an IntersectionObserver, whose callbacks arrive with the next frames), so the page
// is scrolled through a screen at a time, letting two frames pass at each stop, and then
// the browser is polled (once a frame) until no placeholder or loading image is left.
import type { Page } from "playwright-core";

/** Resolves once the page has rendered two more frames (observers and effects have run). */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Resolves once every finite CSS animation and transition running now has ended (a drawer
 * sliding in) or was cancelled: a transition the page replaces midway (a row re-rendered as
 * live data arrives) rejects its `finished` with AbortError, and is done as well.
 */
export function animationsDone(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

/**
 * Waits for the page to be hydrated, scrolls down the whole page and waits until its sections,
 * data, images and fonts have arrived, so a screenshot or a check sees the finished page. Leaves
 * it scrolled to the top.
 */
export async function settle(page: Page): Promise<void> {
  // A server-rendered page's sections load and hydrate as they near the screen once its scripts
  // are in: scrolled through before that, a section passed by would stay a placeholder.
  await hydrated(page);
  const screen = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  // Skeletons stand in for sections and lists still loading, `aria-busy` marks a list
  // fetching its next page, a Loader spins beside 'Loading...'. Lazy images beside the
  // screen (a carousel's hidden slides) wait for a visitor, so only the others must be in.
  // A section that arrived after the pass above (a lazily loaded part of a page rendered in the
  // browser) shows its placeholder where the pass has been: each check brings the first one left
  // to the screen, as a visitor scrolling to it would, so it loads.
  await page.waitForFunction(() => {
    const placeholder = document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]');
    placeholder?.scrollIntoView({ block: "center" });
    return !placeholder && [...document.images].every((image) => image.complete || image.loading === "lazy");
  });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Resolves once React has hydrated a server-rendered page: its scripts load after the first paint
 * (apps/web/src/after-first-paint.ts), so a button (not a link) does nothing until then. The page's
 * own <PageMeta> description is in the head from that moment; the server's carries data-script-less.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('meta[name="description"]:not([data-script-less])').waitFor({ state: "attached" });
}
