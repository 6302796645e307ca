// A picture of the finished page, for people to look at: settle() scrolls through the page and
// waits for its sections and images, which only the picture needs where a journey checks
// nothing further down. A run without pictures (CI) skips the scroll as well.
import type { Page } from "playwright-core";
import { KEEP_SCREENSHOTS, saveScreenshot } from "./browser.ts";
import { settle } from "./settle.ts";

/** Settles the page and saves its picture, when pictures are kept (PRIMP_E2E_SCREENSHOTS=1). */
export async function saveSettledScreenshot(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENSHOTS) return;
  await settle(page);
  await saveScreenshot(page, name);
}
