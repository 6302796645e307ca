// Debian's Chromium (playwright cannot download browsers here), for the journeys and for
// Lighthouse in pnpm bench alike.
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Flags that work as root and offline (see docs: toolchain notes). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Only the test server's host resolves: nothing leaves the machine, whatever a page asks for.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

/**
 * The features playwright-core turns off when it launches Chromium. Chromium keeps only the last
 * --disable-features it is given, and ours comes after playwright's, so it names them again
 * (chromium.test.ts checks this list against the installed playwright-core).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium 156, even headless, loads its address bar's popup (two web pages on
 * chrome://omnibox-popup.top-chrome, in a renderer of their own) for every window, and each
 * browser context a journey opens is a window: about 0.6 s of CPU each, for nothing a test sees.
 */
const UNUSED_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** CHROMIUM_FLAGS for a browser playwright launches. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`,
];
