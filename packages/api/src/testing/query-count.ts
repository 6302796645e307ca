// How many statements the services send to the database while `run` runs: a page whose queries
// grow with its content (one per card, one per pro) fails a test that allows a fixed number.
// Counted on PGlite, where Prisma's adapter and Kysely both send each statement through the
// one instance's query(); null on PostgreSQL (each driver has its own connections there).
import type { Database } from "@primp/db";

export async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number | null> {
  if (database.connection.kind !== "pglite") {
    await run();
    return null;
  }
  const { pglite } = database.connection;
  const query = pglite.query;
  let count = 0;
  pglite.query = ((...args: Parameters<typeof query>) => {
    count += 1;
    return query.apply(pglite, args);
  }) as typeof query;
  try {
    await run();
  } finally {
    pglite.query = query;
  }
  return count;
}
