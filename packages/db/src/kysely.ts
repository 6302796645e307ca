// Kysely for the measured hot paths, over the same connections as Prisma: the PGlite
// instance by default, one pg pool on PostgreSQL. Prisma stays for the schema, migrations and
// ordinary CRUD; its JS query compiler spends milliseconds of CPU per query, Kysely microseconds.
// Table types are generated from prisma/schema.prisma by prisma-kysely (`prisma generate`).
import type { PGlite } from "@electric-sql/pglite";
import {
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  DummyDriver,
  Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type PrimitiveValueListNode,
  type QueryResult,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import pg from "pg";
import { survivingConnectionLoss } from "./connection-errors.ts";
import type { DB } from "./generated/kysely/types.ts";

export type Sql = Kysely<DB>;
export type { DB as SqlTables } from "./generated/kysely/types.ts";

const TIMESTAMP_WITHOUT_TIME_ZONE = 1114;

/**
 * Prisma stores DateTime as `timestamp(3)` holding UTC; both drivers would read such a value
 * in the process's local zone, so Kysely's connections read it as UTC (Prisma's adapters parse
 * their own rows and are unaffected).
 */
const parseUtcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);

export function createPostgresPool(connectionString: string): pg.Pool {
  const types: pg.CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: "text" | "binary") =>
      oid === TIMESTAMP_WITHOUT_TIME_ZONE
        ? parseUtcTimestamp
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
  };
  // A connection cut by a database restart is expected: the query on it fails (503), the next
  // one reconnects; an "error" event nothing listens to would end the process instead.
  return survivingConnectionLoss(new pg.Pool({ connectionString, types }));
}

/** How every Kysely query sends a Date (see DatesAsUtcText): ISO text in UTC. */
export const asUtcText = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The write side of the same rule: pg sends a Date parameter in the process's local zone with
 * its offset, which a `timestamp` column drops, so a server outside UTC would store local
 * times. Dates go out as UTC text instead, on both drivers.
 */
class DatesAsUtcText extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return node.value instanceof Date ? { ...node, value: asUtcText(node.value) } : node;
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(asUtcText) };
  }
}

const datesAsUtcText: KyselyPlugin = {
  transformQuery: ({ node }) => new DatesAsUtcText().transformNode(node),
  transformResult: async ({ result }) => result as QueryResult<UnknownRow>,
};

export function kyselyOverPool(pool: pg.Pool): Sql {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [datesAsUtcText] });
}

/**
 * PGlite is one connection shared with Prisma's adapter: each Kysely query is one PGlite
 * query, so statements of two requests never interleave inside a transaction. Hot paths that
 * need several writes at once make them one statement (a CTE); Kysely transactions are refused.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.pglite.query<Row>(query.sql, [...query.parameters], {
      parsers: { [TIMESTAMP_WITHOUT_TIME_ZONE]: parseUtcTimestamp },
    });
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered on PGlite; the hot paths read pages.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error("Streaming queries are not supported on PGlite.");
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async releaseConnection() {}
  async beginTransaction(): Promise<void> {
    throw new Error("Kysely transactions are not used on PGlite: write one statement, or use Prisma's $transaction.");
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async destroy() {}
}

export function kyselyOverPGlite(pglite: PGlite): Sql {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new PGliteDriver(pglite),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
    plugins: [datesAsUtcText],
  });
}

/**
 * Kysely as a query builder only: its queries run through Prisma (`queryThroughPrisma`,
 * `executeThroughPrisma`), so a rule written once as a Kysely condition also serves Prisma's
 * code, and runs inside a Prisma interactive transaction together with that transaction's other
 * writes (Kysely's own transactions are refused on PGlite, and on PostgreSQL would hold another
 * connection). Dates go out as UTC text, like every Kysely query.
 */
export const sqlBuilder: Sql = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  },
  plugins: [datesAsUtcText],
});

/** What `queryThroughPrisma` needs of a client: a PrismaClient or an interactive transaction's. */
export interface RawQueryClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

/** The rows of a Kysely select, read through Prisma's connection (or its transaction). */
export async function queryThroughPrisma<Row>(client: RawQueryClient, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile();
  return client.$queryRawUnsafe<Row[]>(sql, ...parameters);
}

/** A Kysely insert, update or delete run through Prisma's connection (or its transaction): rows changed. */
export async function executeThroughPrisma(client: RawQueryClient, query: Compilable<unknown>): Promise<number> {
  const { sql, parameters } = query.compile();
  return client.$executeRawUnsafe(sql, ...parameters);
}
