import playwright from "playwright-core";
const { chromium } = playwright;
import { startTestServer } from "../../tests/e2e/support/server.ts";
const server = await startTestServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"] });
const pages = (process.argv[2] ?? "/").split(",");
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  const page = await context.newPage();
  for (const url of pages) {
    await page.goto(server.url + url, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${url.replace(/\W+/g, "_") || "home"}-${width}`;
    await page.screenshot({ path: `/work/shots/${name}.png`, fullPage: process.argv[3] === "full" });
    console.log(name, await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family).join(",")));
  }
  await context.close();
}
await browser.close();
await server.close();
