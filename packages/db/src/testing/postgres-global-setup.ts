// vitest globalSetup for the "postgres" project: one server per run, a migrated template
// database, and its URL handed to the workers (createTestDatabase clones the template).
import { createDatabase } from "../client.ts";
import { connectClient } from "../connection-errors.ts";
import { startPostgresServer } from "./postgres-server.ts";

export const TEMPLATE_DATABASE = "primp_template";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const server = await startPostgresServer();
  const admin = await connectClient(server.url);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await createDatabase({ databaseUrl: server.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`) });
  await template.migrate();
  await template.close();
  provide("postgresUrl", server.url);
  return () => server.destroy();
}
