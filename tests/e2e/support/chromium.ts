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
