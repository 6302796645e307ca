import { defineConfig } from "vitest/config";

// One test command for the whole tree. Unit and router suites run in parallel workers;
// browser journeys (e2e) share one server and one Chromium, so they run in a single fork.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/**/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
