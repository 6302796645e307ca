// One app on fresh test services per test, closed after it: the teardown every HTTP test
// file needs once, registered here.
import { createTestServices, type TestServices } from "@primp/api/testing";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { type AppOptions, buildApp } from "../app.ts";

export interface AppUnderTest {
  app: FastifyInstance;
  services: TestServices;
}

/** Call at the top of a test file; `start` builds the test's app, and it is closed after each test. */
export function appPerTest() {
  let started: AppUnderTest | undefined;
  afterEach(async () => {
    await started?.app.close();
    await started?.services.close();
    started = undefined;
  });
  return {
    async start(env: Record<string, string> = {}, options: Omit<AppOptions, "services"> = {}): Promise<AppUnderTest> {
      const services = await createTestServices(env);
      started = { services, app: await buildApp({ services, ...options }) };
      return started;
    },
  };
}
