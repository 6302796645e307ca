export { demoBookingUnderWay, logInAs } from "./accounts.ts";
export { type Device, type GuardedPage, launchBrowser, openPage, saveScreenshot, VIEWPORTS } from "./browser.ts";
export { type E2eContext, useServerAndBrowser } from "./lifecycle.ts";
export { openRoute } from "./open-route.ts";
export { browserPushAtStandIn, type E2ePushContext, useServerWithPush } from "./push.ts";
export { deliverDueJobs, startTestServer, type TestServer } from "./server.ts";
export { animationsDone, hydrated, nextFrames, settle } from "./settle.ts";
export { saveSettledScreenshot } from "./settled-screenshot.ts";
