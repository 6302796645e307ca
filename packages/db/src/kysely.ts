// Kysely handles, over the same connections as Prisma: the PGlite instance by default, one pg
// pool on PostgreSQL, or a Prisma client or transaction (kyselyOverPrisma). Which queries are
// Kysely and which Prisma: README.md here. Prisma's JS query compiler spends milliseconds of CPU
// per query, Kysely microseconds.
// Table types are generated from prisma/schema.prisma by prisma-kysely (`prisma generate`).
import type { PGlite } from "@electric-sql/pglite";
import {
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Driver,
  InsertQueryNode,
  Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  UpdateQueryNode,
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

/**
 * A driver over one connection that is always there (PGlite's, or a Prisma client's), whose
 * transactions belong to someone else: Kysely's own are refused with `refusal`.
 */
class SharedConnectionDriver implements Driver {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly refusal: string,
  ) {}
  async init() {}
  async acquireConnection() {
    return this.connection;
  }
  async releaseConnection() {}
  async beginTransaction(): Promise<void> {
    throw new Error(this.refusal);
  }
  async commitTransaction() {}
  async rollbackTransaction() {}
  async destroy() {}
}

/** Kysely for PostgreSQL over a shared connection, Dates sent as UTC text. */
function kyselyOverConnection(connection: DatabaseConnection, refusal: string): Sql {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SharedConnectionDriver(connection, refusal),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
    plugins: [datesAsUtcText],
  });
}

export function kyselyOverPGlite(pglite: PGlite): Sql {
  return kyselyOverConnection(
    new PGliteConnection(pglite),
    "Kysely transactions are not used on PGlite: write one statement, or use Prisma's $transaction.",
  );
}

/** What `kyselyOverPrisma` needs of a client: a PrismaClient or an interactive transaction's. */
export interface RawQueryClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

/** An insert, update or delete without RETURNING: Prisma answers its row count, not rows. */
const countsRows = (node: RootOperationNode) =>
  (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) && !node.returning;

/** Each Kysely query is one raw query of the Prisma client (or transaction) it was made for. */
class PrismaConnection implements DatabaseConnection {
  constructor(private readonly client: RawQueryClient) {}

  async executeQuery<Row>({ query, sql, parameters }: CompiledQuery): Promise<QueryResult<Row>> {
    if (countsRows(query)) {
      return { rows: [], numAffectedRows: BigInt(await this.client.$executeRawUnsafe(sql, ...parameters)) };
    }
    return { rows: await this.client.$queryRawUnsafe<Row[]>(sql, ...parameters) };
  }

  // biome-ignore lint/correctness/useYield: Prisma's raw queries answer whole results.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error("Streaming queries are not supported through Prisma.");
  }
}

const kyselyByPrismaClient = new WeakMap<RawQueryClient, Sql>();

/**
 * Kysely over a Prisma client or an interactive transaction's client: inside `db.$transaction`
 * a lock, a conditional claim or a condition shared with a dashboard's list is written in Kysely
 * and runs in that transaction, beside its Prisma writes (Kysely's own transactions are refused
 * on PGlite, and on PostgreSQL would hold another connection). One handle per client.
 * Rows come back as Prisma's raw queries read them: select ids, counts and flags through it, not
 * timestamps (Prisma's PGlite adapter reads a raw `timestamp` in the process's zone); Dates sent
 * are UTC text, as on every Kysely handle.
 */
export function kyselyOverPrisma(client: RawQueryClient): Sql {
  let kysely = kyselyByPrismaClient.get(client);
  if (!kysely) {
    kysely = kyselyOverConnection(
      new PrismaConnection(client),
      "This Kysely handle runs inside Prisma's transaction: open the transaction with db.$transaction.",
    );
    kyselyByPrismaClient.set(client, kysely);
  }
  return kysely;
}
