// The browser the journeys launch: playwright's own feature switches survive ours, and the
// address bar's popup, which costs every browser context CPU, is not loaded.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYWRIGHT_DISABLED_FEATURES } from "./support/chromium.ts";
import { launchBrowser } from "./support/index.ts";
import { REPO_ROOT } from "./support/paths.ts";

/** The names in playwright-core's own `disabledFeatures` list, read from the installed package. */
function playwrightsDisabledFeatures(): string[] {
  const packageJson = createRequire(path.join(REPO_ROOT, "scripts/package.json")).resolve(
    "playwright-core/package.json",
  );
  const bundle = readFileSync(path.join(path.dirname(packageJson), "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (list === undefined)
    throw new Error("playwright-core no longer has a disabledFeatures list where this test reads it");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map(([, name]) => name as string);
}

describe("the journeys' Chromium", () => {
  it("turns off every feature playwright-core turns off, since Chromium keeps only our --disable-features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightsDisabledFeatures());
  });

  describe("in a browser context", () => {
    let browser: Awaited<ReturnType<typeof launchBrowser>>;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it("loads no address-bar popup beside the page", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent("<h1>Primp</h1>");
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send("Target.getTargets");
      const addresses = targetInfos.map((target) => target.url);
      expect(addresses).toContain("about:blank");
      expect(addresses.filter((address) => address.startsWith("chrome://"))).toEqual([]);
      await context.close();
    });
  });
});
