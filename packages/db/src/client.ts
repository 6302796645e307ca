// Database factory: embedded PGlite by default, PostgreSQL when DATABASE_URL is postgres://.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { connectClient } from "./connection-errors.ts";
import { DEFAULT_PGLITE_DIR, isPostgresUrl } from "./database-location.ts";
import { PrismaClient } from "./generated/prisma/client.ts";
import { createPostgresPool, kyselyOverPGlite, kyselyOverPool, type Sql } from "./kysely.ts";
import { applyMigrations, type SqlExecutor } from "./migrations.ts";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
import { lockPgliteFolder } from "./pglite-lock.ts";

export type Db = PrismaClient;

export interface Database {
  db: Db;
  /** Kysely over the same connection(s): joins, pages, reports, locks, hot paths (README.md). */
  sql: Sql;
  kind: "pglite" | "postgres";
  /** What the job engine (pg-boss) connects through: the shared PGlite instance, or the server's URL. */
  connection: { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; connectionString: string };
  /** Runs pending migrations against this database. */
  migrate(): Promise<string[]>;
  /** The PostgreSQL pool's connections right now, for metrics; null on PGlite (one connection). */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; anything else means embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or "memory://" for a throwaway database. */
  pgliteDir?: string | undefined;
}

/**
 * Opens the database the options name. A PGlite folder is locked for this process until
 * close(): a second process (or a second open here) gets PgliteFolderInUseError at once.
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl)) return createPostgres(options.databaseUrl);
  const dir = options.pgliteDir ?? DEFAULT_PGLITE_DIR;
  if (dir === "memory://") return fromPGlite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  mkdirSync(dir, { recursive: true });
  const lock = lockPgliteFolder(dir);
  try {
    return await fromPGlite(new PGlite(dir, { extensions: PGLITE_EXTENSIONS }), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** `afterClose` runs once the instance is closed (the folder's lock is released there). */
export async function fromPGlite(pglite: PGlite, afterClose?: () => void): Promise<Database> {
  await pglite.waitReady;
  // pglite-prisma-adapter is typed against an older driver-adapter-utils; the runtime
  // contract is the same (covered by the router tests), so only the type needs a bridge.
  const adapter = new PrismaPGlite(pglite) as unknown as PrismaPg;
  const db = new PrismaClient({ adapter });
  const sql: SqlExecutor = {
    exec: (text) => pglite.exec(text),
    query: async <Row>(text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows,
  };
  return {
    db,
    sql: kyselyOverPGlite(pglite),
    kind: "pglite",
    connection: { kind: "pglite", pglite },
    migrate: () => applyMigrations(sql),
    poolUse: () => null,
    async close() {
      await db.$disconnect();
      await pglite.close();
      afterClose?.();
    },
  };
}

async function createPostgres(connectionString: string): Promise<Database> {
  const pool = createPostgresPool(connectionString);
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  const kysely = kyselyOverPool(pool);
  return {
    db,
    sql: kysely,
    kind: "postgres",
    connection: { kind: "postgres", connectionString },
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate() {
      const client = await connectClient(connectionString);
      const sql: SqlExecutor = {
        exec: (text) => client.query(text),
        query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
      };
      try {
        return await applyMigrations(sql);
      } finally {
        await client.end();
      }
    },
    async close() {
      await db.$disconnect();
      await kysely.destroy();
    },
  };
}
