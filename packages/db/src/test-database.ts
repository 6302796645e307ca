// Fresh, isolated, migrated databases for tests, empty or holding the seeded catalogue. On PGlite
// (the default) every caller gets a copy of one data folder (the one the test run's globalSetup
// wrote to a file, or, outside such a run, one this process makes once), or one such copy a
// closed test database left behind, emptied back to it. When the "postgres" test project runs,
// each caller gets a new database cloned from a template database on a real PostgreSQL server.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { createDatabase, type Database, fromPGlite } from "./client.ts";
import { connectClient } from "./connection-errors.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { seedTestCatalogue } from "./testing/catalogue.ts";
import { PglitePool } from "./testing/pglite-pool.ts";

export interface TestDatabaseOptions {
  /**
   * Start from a copy that already holds the catalogue and the site's content, as seedDatabase
   * writes them without demo accounts: a copy costs the same, a seed per test about 0.6 to 0.85 s.
   */
  catalogue?: boolean;
}

/** What a test database starts as: migrated and empty, or migrated and holding the catalogue. */
export type TestTemplate = "migrated" | "catalogue";

const templateOf = (options: TestDatabaseOptions): TestTemplate => (options.catalogue ? "catalogue" : "migrated");

/** Set by the PGlite projects' setup file: the data folders their globalSetup wrote, by template. */
export const PGLITE_TEMPLATE_ENV: Record<TestTemplate, string> = {
  migrated: "PRIMP_TEST_PGLITE_TEMPLATE",
  catalogue: "PRIMP_TEST_PGLITE_CATALOGUE_TEMPLATE",
};

/** The postgres project's template databases (its globalSetup makes them), by template. */
export const POSTGRES_TEMPLATE_DATABASE: Record<TestTemplate, string> = {
  migrated: "primp_template",
  catalogue: "primp_template_catalogue",
};

/** A fresh in-memory PGlite, migrated, as a data folder archive that `loadDataDir` copies. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const source = await fromPGlite(pglite);
  await source.migrate();
  const blob = await pglite.dumpDataDir("none");
  await source.close();
  return blob;
}

/** A copy of the migrated archive with the catalogue seeded into it, as another archive. */
export async function cataloguePgliteTemplate(migrated: Blob): Promise<Blob> {
  const pglite = await PGlite.create({ loadDataDir: migrated, extensions: PGLITE_EXTENSIONS });
  const source = await fromPGlite(pglite);
  await seedTestCatalogue(source.db);
  const blob = await pglite.dumpDataDir("none");
  await source.close();
  return blob;
}

/** Set by the postgres project's setup file from the value its globalSetup provides. */
export const POSTGRES_TEST_URL_ENV = "PRIMP_TEST_POSTGRES_URL";

async function createPostgresTestDatabase(serverUrl: string, template: TestTemplate): Promise<Database> {
  const name = `primp_test_${randomUUID().replaceAll("-", "")}`;
  const admin = await connectClient(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DATABASE[template]}`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ databaseUrl: serverUrl.replace(/\/postgres$/, `/${name}`) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = await connectClient(serverUrl);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end());
    },
  };
}

const archives: Partial<Record<TestTemplate, Promise<Blob>>> = {};
/** Closed test databases, emptied back to their template for the next caller in this worker. */
const pools: Partial<Record<TestTemplate, PglitePool>> = {};

function pgliteArchive(template: TestTemplate): Promise<Blob> {
  const file = process.env[PGLITE_TEMPLATE_ENV[template]];
  archives[template] ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : template === "migrated"
      ? migratedPgliteTemplate()
      : pgliteArchive("migrated").then(cataloguePgliteTemplate);
  return archives[template];
}

/**
 * Writes a migrated data folder at `dir` (which must not exist yet), for a test that starts a
 * server process of its own on a PGlite folder: copying the template takes a fraction of the
 * second that migrating from nothing takes, which only the tests of migrations need to see.
 */
export async function migratedPgliteFolder(dir: string): Promise<void> {
  const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: await pgliteArchive("migrated") });
  await pglite.close();
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const template = templateOf(options);
  const postgresUrl = process.env[POSTGRES_TEST_URL_ENV];
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl, template);
  pools[template] ??= new PglitePool(() => pgliteArchive(template));
  const { pglite, release } = await pools[template].lease();
  const database = await fromPGlite(pglite);
  return {
    ...database,
    async close() {
      await database.db.$disconnect();
      await release();
    },
  };
}
