// `pnpm start:demo` (PRIMP_DEMO=1): the production build on the local payment and mail
// providers says it is a demo above every page, and a real server says nothing of the kind.
import { DEMO_NOTICE } from "@primp/core";
import { describe, expect, it } from "vitest";
import { nextFrames, openPage, saveScreenshot, startTestServer, useServerAndBrowser } from "./support/index.ts";

const e2e = useServerAndBrowser({ env: { PRIMP_DEMO: "1" } });

describe("the demo", () => {
  it.each(["phone", "desktop"] as const)("carries the demo banner on every page (%s)", async (device) => {
    const guarded = await openPage(e2e.browser, e2e.server.url, device);
    const { page } = guarded;
    for (const address of ["/", "/book-now", "/login"]) {
      await page.goto(address);
      const banner = page.getByRole("complementary", { name: "Demo" });
      await banner.getByText(DEMO_NOTICE).waitFor();
      expect(await banner.isVisible()).toBe(true);
    }
    await saveScreenshot(page, `demo-banner-${device}`);
    guarded.assertNoProblems();
    await guarded.close();
  });

  it("shows no banner when the server is not a demo", async () => {
    const server = await startTestServer({ seed: false });
    try {
      const guarded = await openPage(e2e.browser, server.url, "desktop");
      const { page } = guarded;
      const answered = page.waitForResponse((response) => response.url().includes("content.site"));
      await page.goto("/login");
      await answered;
      await page.getByRole("banner").waitFor();
      await nextFrames(page);
      expect(await page.getByText(DEMO_NOTICE).count()).toBe(0);
      guarded.assertNoProblems();
      await guarded.close();
    } finally {
      await server.close();
    }
  });
});
