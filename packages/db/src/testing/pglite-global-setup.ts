// vitest globalSetup for the projects on PGlite: one migration and one catalogue seed per run,
// not one per test file or test. Each template's data folder is written to a file the workers
// load (createTestDatabase copies it for every caller); without them each worker process would
// make its own first.
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  cataloguePgliteTemplate,
  migratedPgliteTemplate,
  PGLITE_TEMPLATE_ENV,
  type TestTemplate,
} from "../test-database.ts";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(path.join(tmpdir(), "primp-pglite-template-"));
  const migrated = await migratedPgliteTemplate();
  const archives: Record<TestTemplate, Blob> = { migrated, catalogue: await cataloguePgliteTemplate(migrated) };
  for (const [template, archive] of Object.entries(archives)) {
    const file = path.join(dir, `${template}.tar`);
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    // Provided under the name of the variable the workers' setup file sets from it.
    provide(PGLITE_TEMPLATE_ENV[template as TestTemplate], file);
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
