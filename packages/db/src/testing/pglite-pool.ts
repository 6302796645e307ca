// Test databases on PGlite, reused within a test file. Loading the migrated data folder into a
// new PGlite costs over a second (its WebAssembly heap is built afresh); emptying the tables of
// one already loaded costs tens of milliseconds. So a closed test database goes back to a pool,
// emptied, and the next caller in the same worker gets it, as empty as a new copy would be.
//
// A database is reused only when nothing but rows changed: the schema (tables, columns,
// constraints, indexes, functions, triggers, enums, extensions) must read exactly as it did when
// it was loaded; otherwise it is closed and the next caller loads a fresh one. The rows the
// template itself holds (the migration ledger; the catalogue, in the catalogue's template) are
// put back when a test changed them, from a copy read off the first database loaded: a test that
// takes a service off sale then costs a few milliseconds, not a new load.
//
// Each lease hands out its own proxy of the instance. Once the lease is closed the proxy
// refuses every call, so a promise a finished test left running fails, as it would on a
// closed database, and never writes into the next test's rows.
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../pglite-extensions.ts";

/** What every copy of the template holds, read once from the first copy loaded. */
interface TemplateShape {
  /** Tables that are empty in the template: emptied again on release. */
  emptyTables: string[];
  /** Tables the template fills: their rows are put back when changed. */
  filledTables: string[];
  /** Each filled table's rows, as JSON. */
  filledRows: Map<string, string>;
  sequences: Array<{ name: string; value: string; called: boolean }>;
  fingerprint: string;
}

// Each part lists names and definitions (never oids), sorted, so it reads the same after rows change.
const SCHEMA_PARTS = [
  `SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`,
  `SELECT concat_ws(':', table_schema, table_name, column_name, data_type, column_default, is_nullable)
     FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  `SELECT conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid)
     FROM pg_constraint WHERE connamespace <> 'pg_catalog'::regnamespace`,
  "SELECT indexdef FROM pg_indexes WHERE schemaname <> 'pg_catalog'",
  `SELECT p.proname || ':' || md5(p.prosrc) FROM pg_proc p
    WHERE p.pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)`,
  "SELECT tgrelid::regclass::text || ':' || tgname FROM pg_trigger WHERE NOT tgisinternal",
  "SELECT enumtypid::regtype::text || ':' || enumlabel FROM pg_enum",
  "SELECT extname FROM pg_extension",
];
const SCHEMA_FINGERPRINT = `SELECT md5(concat_ws('|', ${SCHEMA_PARTS.map(
  (part) => `(SELECT string_agg(x, ',' ORDER BY x) FROM (${part}) AS part(x))`,
).join(", ")})) AS schema`;

// Where each sequence stands: after the emptied tables' identities restart, the rest (the filled
// tables') must stand where the template left them, or the next test's new rows get other ids.
const SEQUENCES = `
  SELECT string_agg(format('%I.%I=%s', schemaname, sequencename, last_value), ',' ORDER BY schemaname, sequencename) AS sequences
    FROM pg_sequences`;

/** Each sequence's value in the template: where setval puts it back (`called` false: not used yet). */
const TEMPLATE_SEQUENCES = `
  SELECT format('%I.%I', schemaname, sequencename) AS name,
         coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
    FROM pg_sequences`;

const USER_TABLES = `
  SELECT format('%I.%I', schemaname, relname) AS name, n_live_tup
    FROM pg_stat_user_tables ORDER BY 1`;

/** The schema, the sequences and the rows of the tables the template fills (the migration ledger), as one text. */
async function fingerprint(pglite: PGlite, filledTables: string[]): Promise<string> {
  const schema = (await pglite.query<{ schema: string }>(SCHEMA_FINGERPRINT)).rows[0]?.schema ?? "";
  const sequences = (await pglite.query<{ sequences: string | null }>(SEQUENCES)).rows[0]?.sequences ?? "";
  const rows: string[] = [];
  for (const table of filledTables) {
    const result = await pglite.query<{ hash: string | null }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS hash FROM ${table} t`,
    );
    rows.push(`${table}=${result.rows[0]?.hash ?? ""}`);
  }
  return `${schema}|${sequences}|${rows.join("|")}`;
}

async function tablesByContent(pglite: PGlite): Promise<{ empty: string[]; filled: string[] }> {
  const empty: string[] = [];
  const filled: string[] = [];
  for (const { name } of (await pglite.query<{ name: string }>(USER_TABLES)).rows) {
    const { rows } = await pglite.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS any`);
    (rows[0]?.any ? filled : empty).push(name);
  }
  return { empty, filled };
}

export class PglitePool {
  private readonly idle: PGlite[] = [];
  private shape: Promise<TemplateShape> | undefined;

  constructor(private readonly template: () => Promise<Blob>) {}

  /** A migrated, empty database and the function that gives it back. */
  async lease(): Promise<{ pglite: PGlite; release: () => Promise<void> }> {
    const pooled = this.idle.pop() ?? (await this.load());
    let open = true;
    const unlistens: Array<() => Promise<void>> = [];
    const proxy = new Proxy(pooled, {
      get(target, property) {
        if (property === "closed" && !open) return true;
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (!open) return () => Promise.reject(new Error("PGlite is closed"));
        if (property === "listen") {
          return async (...args: Parameters<PGlite["listen"]>) => {
            const unlisten = await target.listen(...args);
            unlistens.push(unlisten);
            return unlisten;
          };
        }
        return value.bind(target);
      },
    });
    return {
      pglite: proxy,
      release: async () => {
        if (!open) return;
        open = false;
        for (const unlisten of unlistens) await unlisten().catch(() => undefined);
        if (await this.reset(pooled)) this.idle.push(pooled);
      },
    };
  }

  private async load(): Promise<PGlite> {
    const pglite = await PGlite.create({ loadDataDir: await this.template(), extensions: PGLITE_EXTENSIONS });
    await this.templateShape(pglite);
    return pglite;
  }

  /** Read from the first copy loaded, before any test touched it; every copy holds the same. */
  private templateShape(fresh: PGlite): Promise<TemplateShape> {
    this.shape ??= tablesByContent(fresh).then(async ({ empty, filled }) => {
      const filledRows = new Map<string, string>();
      for (const table of filled) {
        const { rows } = await fresh.query<{ rows: string }>(
          `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${table} t`,
        );
        filledRows.set(table, rows[0]?.rows ?? "[]");
      }
      return {
        emptyTables: empty,
        filledTables: filled,
        filledRows,
        sequences: (await fresh.query<TemplateShape["sequences"][number]>(TEMPLATE_SEQUENCES)).rows,
        fingerprint: await fingerprint(fresh, filled),
      };
    });
    return this.shape;
  }

  /** Puts the template's own rows and sequences back, as a test may have changed them. */
  private async restoreTemplateRows(pglite: PGlite, shape: TemplateShape): Promise<void> {
    await pglite.transaction(async (tx) => {
      for (const [table, rows] of shape.filledRows) {
        await tx.exec(`DELETE FROM ${table}`);
        await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [rows]);
      }
      for (const { name, value, called } of shape.sequences) {
        await tx.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [name, value, called]);
      }
    });
  }

  /** Empties a returned database; answers false (and closes it) when it cannot be reused. */
  private async reset(pglite: PGlite): Promise<boolean> {
    if (pglite.closed) return false;
    try {
      const shape = await this.templateShape(pglite);
      await pglite.exec("ROLLBACK");
      // Session state: settings, LISTEN, advisory locks, prepared statements, temporary tables.
      await pglite.exec("DISCARD ALL");
      // The job engine installs its schema when it starts; the template has none.
      await pglite.exec("DROP SCHEMA IF EXISTS pgboss CASCADE");
      if (shape.emptyTables.length > 0) {
        await pglite.exec(`TRUNCATE ${shape.emptyTables.join(", ")} RESTART IDENTITY CASCADE`);
      }
      if ((await fingerprint(pglite, shape.filledTables)) === shape.fingerprint) return true;
      await this.restoreTemplateRows(pglite, shape);
      if ((await fingerprint(pglite, shape.filledTables)) === shape.fingerprint) return true;
    } catch {
      // A database a test left unusable is not reused.
    }
    await pglite.close().catch(() => undefined);
    return false;
  }
}
