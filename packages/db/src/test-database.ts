// Fresh, isolated, migrated databases for tests. Migrating takes a moment, so each test
// process migrates one in-memory PGlite once and clones its data folder for every caller.
import { PGlite } from "@electric-sql/pglite";
import { type Database, fromPGlite } from "./client.ts";

let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const pglite = new PGlite();
  const source = await fromPGlite(pglite);
  await source.migrate();
  const blob = await pglite.dumpDataDir("none");
  await source.close();
  return blob;
}

export async function createTestDatabase(): Promise<Database> {
  template ??= migratedTemplate();
  return fromPGlite(new PGlite({ loadDataDir: await template }));
}
