export { createDatabase, type Database, type DatabaseOptions, type Db, DEFAULT_PGLITE_DIR, isPostgresUrl } from "./client.ts";
export { isUniqueViolation } from "./errors.ts";
export { applyMigrations, readMigrations } from "./migrations.ts";
export { createTestDatabase } from "./test-database.ts";
export * from "./generated/prisma/client.ts";
export * from "./seed/index.ts";
