// vitest globalSetup for the "postgres" project: one server per run, the template databases
// (migrated; migrated and holding the seeded catalogue), and the server's URL handed to the
// workers (createTestDatabase clones a template).
import { createDatabase } from "../client.ts";
import { connectClient } from "../connection-errors.ts";
import { POSTGRES_TEMPLATE_DATABASE } from "../test-database.ts";
import { seedTestCatalogue } from "./catalogue.ts";
import { startPostgresServer } from "./postgres-server.ts";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const server = await startPostgresServer();
  const { migrated, catalogue } = POSTGRES_TEMPLATE_DATABASE;
  const url = (name: string) => server.url.replace(/\/postgres$/, `/${name}`);
  const admin = await connectClient(server.url);
  try {
    await admin.query(`CREATE DATABASE ${migrated}`);
    const template = await createDatabase({ databaseUrl: url(migrated) });
    await template.migrate();
    await template.close();
    // The catalogue's template is a clone of the migrated one that the seed itself filled.
    await admin.query(`CREATE DATABASE ${catalogue} TEMPLATE ${migrated}`);
    const seeded = await createDatabase({ databaseUrl: url(catalogue) });
    await seedTestCatalogue(seeded.db);
    await seeded.close();
  } finally {
    await admin.end();
  }
  provide("postgresUrl", server.url);
  return () => server.destroy();
}
