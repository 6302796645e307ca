// vitest setupFile for the projects on PGlite: hands the migrated template to createTestDatabase.
import { inject } from "vitest";
import { PGLITE_TEMPLATE_ENV } from "../test-database.ts";

process.env[PGLITE_TEMPLATE_ENV] = inject("pgliteTemplate" as never) as string;
