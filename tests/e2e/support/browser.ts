// Headless Chromium from Debian (playwright cannot download browsers here), and pages that
// fail the test on console errors, uncaught exceptions and requests to any other host.
import { mkdirSync } from "node:fs";
import path from "node:path";
import playwright, { type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./chromium.ts";
import { SCREENSHOTS_DIR } from "./paths.ts";

// The default export: playwright-core is CommonJS, whose named exports tsx (pnpm screenshots)
// cannot see, where vitest can.
const { chromium } = playwright;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: PLAYWRIGHT_CHROMIUM_FLAGS });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Device = keyof typeof VIEWPORTS;

export interface GuardedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and foreign requests seen so far, in words. */
  problems: string[];
  /** Tolerates console errors matching this pattern (e.g. a 401 the test provokes on purpose). */
  allowConsoleError(pattern: RegExp): void;
  /** Throws when anything went wrong in the page; call at the end of each test. */
  assertNoProblems(): void;
  close(): Promise<void>;
}

/**
 * A fresh browser context (own cookies and storage) at the size of a phone or a desktop,
 * whose only reachable host is the test server: any other request is aborted and recorded.
 * `bypassCSP` lets a test inject its own inline script (the accessibility checker).
 */
export async function openPage(
  browser: Browser,
  serverUrl: string,
  device: Device = "desktop",
  options: { bypassCSP?: boolean } = {},
): Promise<GuardedPage> {
  const { origin } = new URL(serverUrl);
  const context = await browser.newContext({
    ...options,
    baseURL: serverUrl,
    viewport: VIEWPORTS[device],
    deviceScaleFactor: device === "phone" ? 2 : 1,
    isMobile: device === "phone",
    hasTouch: device === "phone",
  });
  const problems: string[] = [];
  const allowed: RegExp[] = [];

  // Recorded, not intercepted: Chromium resolves no other host (chromium.ts), so a foreign
  // request fails by itself, and a context without routes keeps its HTTP cache.
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) problems.push(`request to another host: ${url}`);
  });
  const page = await context.newPage();
  // The 404 page is served with the real status 404, which Chromium reports as the page's own
  // resource failing to load; a missing file the page asks for still counts.
  const notFoundPages = new Set<string>();
  page.on("response", (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (/status of 404/.test(text) && notFoundPages.has(message.location().url)) return;
    if (allowed.some((pattern) => pattern.test(text))) return;
    // The address says which file failed to load; Chromium's text does not.
    const { url } = message.location();
    problems.push(`console error: ${text}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`));

  return {
    page,
    context,
    problems,
    allowConsoleError: (pattern) => {
      allowed.push(pattern);
    },
    assertNoProblems() {
      if (problems.length) throw new Error(`The page reported problems:\n- ${problems.join("\n- ")}`);
    },
    close: () => context.close(),
  };
}

/**
 * Whether journeys keep pictures of what they saw: `PRIMP_E2E_SCREENSHOTS=1 pnpm test:e2e`.
 * Off by default: nobody looks at a CI run's pictures, and drawing a full page at a phone's
 * pixel ratio costs a second or two each, over a hundred times a run. `pnpm screenshots:tour`
 * takes the pictures people review.
 */
export const KEEP_SCREENSHOTS = process.env.PRIMP_E2E_SCREENSHOTS === "1";

/**
 * Saves a PNG to artifacts/screenshots/<name>.png (gitignored) for people to look at, when
 * KEEP_SCREENSHOTS (or `always`, for the picture of a failure): the whole page, or one part of
 * it (a long page such as the dev mailbox takes seconds to draw whole).
 */
export async function saveScreenshot(
  subject: Page | Locator,
  name: string,
  { always = false }: { always?: boolean } = {},
): Promise<void> {
  if (!KEEP_SCREENSHOTS && !always) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  const options = { path: file, animations: "disabled" } as const;
  await ("goto" in subject ? subject.screenshot({ ...options, fullPage: true }) : subject.screenshot(options));
}
