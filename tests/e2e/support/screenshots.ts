// Screenshots of any pages at phone and desktop widths, for looking at what you changed:
//   pnpm screenshots / /book /sign-in [--full]
// A fresh seeded server on the last production build (pnpm --filter @primp/web build first),
// pictures in artifacts/screenshots/manual/<page>-<device>.png.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser, VIEWPORTS } from "./browser.ts";
import { SCREENSHOTS_DIR } from "./paths.ts";
import { startTestServer } from "./server.ts";

const args = process.argv.slice(2);
const fullPage = args.includes("--full");
const pages = args.filter((arg) => arg.startsWith("/"));
const outDir = path.join(SCREENSHOTS_DIR, "manual");
mkdirSync(outDir, { recursive: true });

const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const address of pages.length > 0 ? pages : ["/"]) {
      await page.goto(server.url + address, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `${address.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${device}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
// The test server is made for vitest workers, which are torn down after each file: a timer of
// its job engine outlives close(), so a script ends itself.
process.exit(0);
