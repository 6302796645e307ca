export {
  createDatabase,
  type Database,
  type DatabaseOptions,
  type Db,
  DEFAULT_PGLITE_DIR,
  isPostgresUrl,
  type PoolUse,
} from "./client.ts";
export { isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";
export * from "./generated/prisma/client.ts";
export {
  executeThroughPrisma,
  queryThroughPrisma,
  type RawQueryClient,
  type Sql,
  type SqlTables,
  sqlBuilder,
} from "./kysely.ts";
export { applyMigrations, readMigrations } from "./migrations.ts";
export { lockPgliteFolder, PgliteFolderInUseError } from "./pglite-lock.ts";
export { preparedQuery } from "./prepared-query.ts";
export * from "./seed/index.ts";
export { createTestDatabase } from "./test-database.ts";
