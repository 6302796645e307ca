// vitest setupFile for the projects on PGlite: hands the templates' data folders to createTestDatabase.
import { inject } from "vitest";
import { PGLITE_TEMPLATE_ENV } from "../test-database.ts";

for (const variable of Object.values(PGLITE_TEMPLATE_ENV)) process.env[variable] = inject(variable as never) as string;
