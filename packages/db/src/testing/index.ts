export { POSTGRES_TEST_URL_ENV } from "../test-database.ts";
export {
  findPostgresBinaries,
  type PostgresServer,
  type PostgresServerOptions,
  startPostgresServer,
} from "./postgres-server.ts";
