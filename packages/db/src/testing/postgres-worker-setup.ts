// vitest setupFile for the "postgres" project: hands the server URL to createTestDatabase.
import { inject } from "vitest";
import { POSTGRES_TEST_URL_ENV } from "../test-database.ts";

process.env[POSTGRES_TEST_URL_ENV] = inject("postgresUrl" as never) as string;
