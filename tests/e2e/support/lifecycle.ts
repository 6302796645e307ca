// One server and one Chromium per test file: started together before its tests, closed after.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "./server.ts";

export interface E2eContext {
  readonly server: TestServer;
  readonly browser: Browser;
}

/** Registers the file's hooks; the returned fields are set once `beforeAll` has run. */
export function useServerAndBrowser(options: TestServerOptions = {}): E2eContext {
  const context = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [context.server, context.browser] = await Promise.all([startTestServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.close();
  });
  return context;
}
