// Prisma 6.19 CLI config. The JS schema engine plus a PGlite adapter lets `prisma generate`
// and `prisma migrate dev` run fully offline (see docs/decisions.md, "Prisma offline").

import { mkdirSync } from "node:fs";
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
    mkdirSync(".data", { recursive: true });
    return new PrismaPGlite(new PGlite(".data/prisma-cli"));
  },
});
