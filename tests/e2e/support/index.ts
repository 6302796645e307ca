export { type Device, type GuardedPage, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from "./browser.ts";
export { startTestServer, type TestServer } from "./server.ts";
