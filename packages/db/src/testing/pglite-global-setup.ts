// vitest globalSetup for the projects on PGlite: one migration per run, not one per test file.
// The migrated data folder is written to a file the workers load (createTestDatabase copies
// it for every caller); without it each worker process would migrate its own first.
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migratedPgliteTemplate } from "../test-database.ts";

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const dir = mkdtempSync(path.join(tmpdir(), "primp-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await (await migratedPgliteTemplate()).arrayBuffer()));
  provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
