// Prisma 6.19 CLI config. The JS schema engine plus a PGlite adapter lets `prisma generate`
// and `prisma migrate diff` run fully offline (see docs/decisions/toolchain-and-data.md, "Prisma offline").
// Neither needs a database: the adapter's is in memory, since the CLI never closes it and a
// data folder left open makes the next run wait forever. Migrations are written by
// `pnpm db:new-migration` (scripts/new-migration.ts) and applied by our own runner.

import path from "node:path";
import { defineConfig } from "prisma/config";

// The datasource url must resolve or the CLI tries to download an engine; the adapter below
// decides the real connection, so this placeholder is never dialled.
process.env.DATABASE_URL ??= "postgresql://offline@localhost/primp";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    return new PrismaPGlite(new PGlite());
  },
});
