// Fresh, isolated, migrated databases for tests. On PGlite (the default) every caller gets a
// copy of one migrated data folder (the one the test run's globalSetup wrote to a file, or,
// outside such a run, one this process migrates once), or one such copy a closed test database
// left behind, emptied. When the "postgres" test project runs,
// each caller gets a new database cloned from a migrated template on a real PostgreSQL server.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { createDatabase, type Database, fromPGlite } from "./client.ts";
import { connectClient } from "./connection-errors.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { PglitePool } from "./testing/pglite-pool.ts";

let template: Promise<Blob> | undefined;
/** Closed test databases, emptied for the next caller in this worker (testing/pglite-pool.ts). */
let pool: PglitePool | undefined;

/** Set by the PGlite projects' setup file: the migrated data folder their globalSetup wrote. */
export const PGLITE_TEMPLATE_ENV = "PRIMP_TEST_PGLITE_TEMPLATE";

/** A fresh in-memory PGlite, migrated, as a data folder archive that `loadDataDir` copies. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const source = await fromPGlite(pglite);
  await source.migrate();
  const blob = await pglite.dumpDataDir("none");
  await source.close();
  return blob;
}

/** Set by the postgres project's setup file from the value its globalSetup provides. */
export const POSTGRES_TEST_URL_ENV = "PRIMP_TEST_POSTGRES_URL";

async function createPostgresTestDatabase(serverUrl: string): Promise<Database> {
  const name = `primp_test_${randomUUID().replaceAll("-", "")}`;
  const admin = await connectClient(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE primp_template`);
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

/** The run's migrated template (its globalSetup's file), or one this process migrates once. */
function pgliteTemplate(): Promise<Blob> {
  const templateFile = process.env[PGLITE_TEMPLATE_ENV];
  template ??= templateFile ? readFile(templateFile).then((bytes) => new Blob([bytes])) : migratedPgliteTemplate();
  return template;
}

/**
 * Writes a migrated data folder at `dir` (which must not exist yet), for a test that starts a
 * server process of its own on a PGlite folder: copying the template takes a fraction of the
 * second that migrating from nothing takes, which only the tests of migrations need to see.
 */
export async function migratedPgliteFolder(dir: string): Promise<void> {
  const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: await pgliteTemplate() });
  await pglite.close();
}

export async function createTestDatabase(): Promise<Database> {
  const postgresUrl = process.env[POSTGRES_TEST_URL_ENV];
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl);
  pool ??= new PglitePool(pgliteTemplate);
  const { pglite, release } = await pool.lease();
  const database = await fromPGlite(pglite);
  return {
    ...database,
    async close() {
      await database.db.$disconnect();
      await release();
    },
  };
}
