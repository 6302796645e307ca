import { defineConfig } from "vitest/config";
import { findPostgresBinaries } from "./packages/db/src/testing/postgres-server.ts";
import { loadEnvFile } from "./packages/env/src/index.ts";
import { SlowestJourneysFirst } from "./tests/e2e/support/sequencer.ts";

// Tests build their own environment (no keys, fresh databases), so a developer's .env cannot
// change what they check; from it only the runner's own switches are taken.
loadEnvFile({ only: ["PRIMP_SKIP_POSTGRES", "PRIMP_E2E_SKIP_BUILD", "PRIMP_E2E_SCREENSHOTS"] });

// One test command for the whole tree. Unit and router suites run in parallel workers on
// in-memory PGlite; the database suites whose engine matters run again on a real PostgreSQL
// server when its binaries are installed (.ci/run makes sure they are);
// browser journeys (e2e): each file boots its own server (its database on that PostgreSQL server
// when there is one, else PGlite) and Chromium, two files at a time, once the other projects are done.
const databaseSuites = [
  "packages/db/src/**/*.test.ts",
  "packages/api/src/**/*.test.ts",
  "apps/server/src/**/*.test.ts",
  "packages/jobs/src/**/*.test.ts",
  "packages/mail/src/**/*.test.ts",
];

// Suites whose queries read and write the same on either engine (input validation, HTTP handling,
// rendering, one caller's reads and writes) run on PGlite only. The postgres project runs every
// other database suite: connections, locks and concurrent writes, notifications, the job engine,
// migrations and processes, where a server behaves differently from the embedded engine. A new
// suite runs on both until it is listed here.
const ENGINE_NEUTRAL_SUITES = [
  "apps/server/src/security/bad-input.test.ts",
  "apps/server/src/security/session-safety.test.ts",
  "apps/server/src/security/http-limits.test.ts",
  "apps/server/src/security/edge-safety.test.ts",
  "apps/server/src/security/authorization-matrix.test.ts",
  "apps/server/src/security-headers.test.ts",
  "apps/server/src/csp.test.ts",
  "apps/server/src/dev-log.test.ts",
  "apps/server/src/app.test.ts",
  "apps/server/src/routes/files.test.ts",
  "apps/server/src/routes/files-memory.test.ts",
  "apps/server/src/routes/byte-range.test.ts",
  "apps/server/src/routes/uploads.test.ts",
  "apps/server/src/routes/image-variants.test.ts",
  "apps/server/src/routes/web-app.test.ts",
  "apps/server/src/routes/page-assets.test.ts",
  "apps/server/src/routes/trpc-query.test.ts",
  "apps/server/src/routes/trpc-internals.test.ts",
  "packages/api/src/emails/rendering.test.ts",
  "packages/mail/src/html/blocks.test.ts",
  "packages/api/src/routers/auth/auth.test.ts",
  "packages/api/src/routers/content/content.test.ts",
  "packages/api/src/routers/storefront/storefront.test.ts",
  "packages/api/src/routers/applicant/applicant.test.ts",
  "packages/api/src/routers/account/profile.test.ts",
  "packages/api/src/routers/account/favourites.test.ts",
  "packages/api/src/routers/review/reputation.test.ts",
  "packages/api/src/routers/review/byLink.test.ts",
  "packages/api/src/routers/admin/site-images.test.ts",
  "packages/api/src/procedures.test.ts",
  "packages/api/src/services.test.ts",
  "packages/api/src/social-links.test.ts",
  "packages/api/src/process-limits.test.ts",
  "packages/api/src/domain/article-preview.test.ts",
  // These never open the database under test: the PGlite pool builds its own PGlite instances, and
  // the unavailable-database check dials a closed port. The postgres project would repeat them unchanged.
  "packages/db/src/testing/pglite-pool.test.ts",
  "packages/db/src/errors.test.ts",
];

// The unit project's tests use PGlite: one migration per run (globalSetup), copied for every test.
const PGLITE_TEMPLATE_SETUP = "packages/db/src/testing/pglite-global-setup.ts";
const PGLITE_TEMPLATE_WORKER_SETUP = "packages/db/src/testing/pglite-worker-setup.ts";

// The postgres project's: one server per run, a migrated template cloned for every test.
const POSTGRES_SERVER_SETUP = "packages/db/src/testing/postgres-global-setup.ts";
const POSTGRES_SERVER_WORKER_SETUP = "packages/db/src/testing/postgres-worker-setup.ts";
const onPostgresServer = findPostgresBinaries() !== null && process.env.PRIMP_SKIP_POSTGRES !== "1";

// Nor does Vite's own .env loading apply: the root config's would put VITE_* variables (a
// Stripe key) into process.env, each project's into import.meta.env; inline projects do not
// inherit the root's settings, so each says so.
const NO_ENV_FILES = { envDir: false } as const;

// A worker imports the server's modules once for all its files instead of once per file (about
// 2 s a file, 300 files; a journey's graph, with the server and playwright, is larger still). Test files share no state through modules: each builds its own
// services and database, and the one that changes the process's zone puts it back.
const SHARED_MODULES = { isolate: false } as const;

export default defineConfig({
  ...NO_ENV_FILES,
  test: {
    // Each run leaves its per-file durations in artifacts/ (scripts/test-durations.ts reads them).
    reporters: ["default", "json"],
    outputFile: { json: "artifacts/test-results.json" },
    // Both cores: a unit or postgres worker spends most of its time in its own process (PGlite's
    // WebAssembly, or waiting on the PostgreSQL server), so two files at once nearly halve the run.
    maxWorkers: 2,
    sequence: { sequencer: SlowestJourneysFirst },
    projects: [
      {
        ...NO_ENV_FILES,
        test: {
          name: "unit",
          include: [
            "packages/**/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/build/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**"],
          globalSetup: [PGLITE_TEMPLATE_SETUP],
          setupFiles: [PGLITE_TEMPLATE_WORKER_SETUP],
          ...SHARED_MODULES,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgresServer
        ? [
            {
              ...NO_ENV_FILES,
              test: {
                name: "postgres",
                include: databaseSuites,
                exclude: ["**/node_modules/**", ...ENGINE_NEUTRAL_SUITES],
                globalSetup: [POSTGRES_SERVER_SETUP],
                setupFiles: [POSTGRES_SERVER_WORKER_SETUP],
                ...SHARED_MODULES,
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // Browser journeys: one build of the web app and one migrated database (globalSetup),
        // then each file boots its own server, on a copy of that database, and Chromium.
        ...NO_ENV_FILES,
        resolve: { tsconfigPaths: true },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          // Their servers' databases are on the PostgreSQL server when there is one, as in
          // production: PGlite would run every query on the server's own event loop, beside the
          // browser, and takes about twice its CPU.
          globalSetup: [
            onPostgresServer ? POSTGRES_SERVER_SETUP : PGLITE_TEMPLATE_SETUP,
            "tests/e2e/support/global-setup.ts",
          ],
          setupFiles: [onPostgresServer ? POSTGRES_SERVER_WORKER_SETUP : PGLITE_TEMPLATE_WORKER_SETUP],
          ...SHARED_MODULES,
          // After the unit and postgres projects (group 0): two journeys at a time, each with its
          // own server and browser, and no database suite competing for the cores.
          sequence: { groupOrder: 1 },
          // A journey is minutes of real browser and server work; two share the cores.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
