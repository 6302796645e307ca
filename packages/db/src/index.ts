// @primp/db. Data access, one rule (README.md here has the table):
//   Prisma (`db`, or `tx` in db.$transaction) for one model's rows and multi-row transactions;
//   Kysely (`sql`, or kyselyOverPrisma(tx) inside a Prisma transaction) for every join, page,
//   report, row lock, conditional claim and per-request hot path (preparedQuery compiles those
//   once). No raw SQL strings in application code; one pager (pagedList/keysetPagedList).
export {
  createDatabase,
  type Database,
  type DatabaseOptions,
  type Db,
  type PoolUse,
} from "./client.ts";
export { type ConnectionErrorHandler, connectClient, survivingConnectionLoss } from "./connection-errors.ts";
export { DEFAULT_PGLITE_DIR, isPostgresUrl } from "./database-location.ts";
export {
  isDatabaseUnavailable,
  isDeadlock,
  isExclusionViolation,
  isUniqueViolation,
  PRO_NO_OVERLAP_CONSTRAINT,
} from "./errors.ts";
export * from "./generated/prisma/client.ts";
export { kyselyOverPrisma, type RawQueryClient, type Sql, type SqlTables } from "./kysely.ts";
export { applyMigrations, readMigrations } from "./migrations.ts";
export { PGLITE_EXTENSIONS } from "./pglite-extensions.ts";
export { lockPgliteFolder, PgliteFolderInUseError } from "./pglite-lock.ts";
export { preparedQuery } from "./prepared-query.ts";
export * from "./seed/index.ts";
export { createTestDatabase, migratedPgliteFolder, type TestDatabaseOptions } from "./test-database.ts";
export { seedTestCatalogue } from "./testing/catalogue.ts";
