// One digest per table of every row in the database, so a test can say "this request changed
// nothing": inserts, updates and deletes all move a table's digest.
import type { Db } from "@primp/db";

const queries = new WeakMap<Db, Promise<string>>();

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprintQuery(db: Db): Promise<string> {
  const tables = await db.$queryRaw<{ name: string }[]>`
    SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  const perTable = tables.map(
    ({ name }) =>
      `SELECT ${quoteLiteral(name)} AS name, md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) AS digest FROM ${quoteIdentifier(name)} r`,
  );
  return `SELECT string_agg(name || ':' || digest, chr(10) ORDER BY name) AS fingerprint FROM (${perTable.join(" UNION ALL ")}) tables`;
}

/** A "Table:digest" line per table: equal fingerprints mean equal data, and a diff names the table. */
export async function databaseFingerprint(db: Db): Promise<string> {
  let query = queries.get(db);
  if (!query) {
    query = fingerprintQuery(db);
    queries.set(db, query);
  }
  const [row] = await db.$queryRawUnsafe<{ fingerprint: string }[]>(await query);
  return row?.fingerprint ?? "";
}
