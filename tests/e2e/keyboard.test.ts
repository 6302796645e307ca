// The keyboard: the skip link and the focus ring on form fields.
import { describe, expect, it } from "vitest";
import { animationsDone, openPage, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser();

describe("keyboard", () => {
  it("starts every page with a 'Skip to content' link, shown on focus, that moves focus to the content", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "phone");
    const { page } = guarded;
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const skip = page.getByRole("link", { name: "Skip to content" });
    const isFocused = (locator: typeof skip) => locator.evaluate((element) => element === document.activeElement);
    const onScreen = async () => ((await skip.boundingBox())?.y ?? -1) >= 0;
    expect(await onScreen()).toBe(false);

    await page.keyboard.press("Tab");
    expect(await isFocused(skip)).toBe(true);
    await animationsDone(page);
    expect(await onScreen()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await isFocused(page.getByRole("main"))).toBe(true);
    // The next Tab lands inside the page's content, past the header's links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("rings a focused select, date or time field with an outline, not only a border colour", async () => {
    const guarded = await openPage(e2e.browser, e2e.server.url, "desktop");
    const { page } = guarded;
    await page.goto("/");
    const fields = [page.getByLabel(/^Location/), page.getByLabel(/^Date/), page.getByLabel(/^Time \(/)];
    for (const field of fields) {
      // The quick bar re-renders once the catalogue arrives, which can take focus away from a
      // field focused just before; focus again until the focused field is the one we measure.
      await expect
        .poll(async () => {
          await field.focus();
          return field.evaluate((element) => {
            const style = getComputedStyle(element);
            const focused = element === document.activeElement;
            return { focused, style: style.outlineStyle, wide: Number.parseFloat(style.outlineWidth) >= 2 };
          });
        })
        .toEqual({ focused: true, style: "solid", wide: true });
    }
    guarded.assertNoProblems();
    await guarded.close();
  });
});
