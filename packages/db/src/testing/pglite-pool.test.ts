import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { PglitePool } from "./pglite-pool.ts";

/** A small template: tables the template fills (a ledger, a catalogue) and one it leaves empty. */
async function template(): Promise<Blob> {
  const pglite = new PGlite();
  await pglite.exec(`
    CREATE TABLE ledger (name text PRIMARY KEY);
    INSERT INTO ledger VALUES ('first');
    CREATE TABLE catalogue (id serial PRIMARY KEY, name text NOT NULL, live boolean NOT NULL);
    INSERT INTO catalogue (name, live) VALUES ('Silk Press', true), ('Blowout', false);
    CREATE TABLE person (id serial PRIMARY KEY, email text UNIQUE NOT NULL);`);
  const blob = await pglite.dumpDataDir("none");
  await pglite.close();
  return blob;
}

// Each test loads PGlite afresh at least once: over a second idle, much more on a loaded machine.
const LOADS_PGLITE = 120_000;

describe("the PGlite test pool", () => {
  const blob = template();

  it(
    "gives a released database back empty, its identities restarted and its template rows kept",
    async () => {
      const pool = new PglitePool(() => blob);
      const first = await pool.lease();
      await first.pglite.exec("INSERT INTO person (email) VALUES ('a@example.com'), ('b@example.com')");
      await first.pglite.exec("CREATE SCHEMA pgboss; CREATE TABLE pgboss.job (id int)");
      await first.pglite.exec("SET statement_timeout = 5; SELECT pg_advisory_lock(7)");
      await first.release();

      const second = await pool.lease();
      expect((await second.pglite.query("SELECT * FROM person")).rows).toEqual([]);
      expect((await second.pglite.query("SELECT name FROM ledger")).rows).toEqual([{ name: "first" }]);
      const inserted = await second.pglite.query("INSERT INTO person (email) VALUES ('a@example.com') RETURNING id");
      expect(inserted.rows).toEqual([{ id: 1 }]);
      expect((await second.pglite.query("SHOW statement_timeout")).rows).toEqual([{ statement_timeout: "0" }]);
      const locks = await second.pglite.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'");
      expect(locks.rows).toEqual([{ n: 0 }]);
      expect((await second.pglite.query("SELECT to_regnamespace('pgboss') AS s")).rows).toEqual([{ s: null }]);
      await second.release();
    },
    LOADS_PGLITE,
  );

  it(
    "loads the template once while only rows change, and again after the schema changed",
    async () => {
      let loads = 0;
      const pool = new PglitePool(() => {
        loads++;
        return blob;
      });
      const first = await pool.lease();
      await first.pglite.exec("INSERT INTO person (email) VALUES ('a@example.com'); CREATE TEMP TABLE scratch (n int)");
      await first.release();
      const second = await pool.lease();
      expect((await second.pglite.query("SELECT to_regclass('pg_temp.scratch') AS t")).rows).toEqual([{ t: null }]);
      await second.pglite.exec("ALTER TABLE person ADD COLUMN nickname text");
      await second.release();
      expect(loads).toBe(1);

      const afterAlter = await pool.lease();
      expect(loads).toBe(2);
      const columns = await afterAlter.pglite.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'person' ORDER BY 1",
      );
      expect(columns.rows).toEqual([{ column_name: "email" }, { column_name: "id" }]);
      await afterAlter.release();
    },
    LOADS_PGLITE,
  );

  it(
    "puts back the rows and sequences of the tables the template fills, without loading it again",
    async () => {
      let loads = 0;
      const pool = new PglitePool(() => {
        loads++;
        return blob;
      });
      const sequence = "SELECT last_value, is_called FROM catalogue_id_seq";
      const first = await pool.lease();
      const templateSequence = (await first.pglite.query(sequence)).rows;
      await first.pglite.exec(`
        INSERT INTO ledger VALUES ('second');
        UPDATE catalogue SET live = false WHERE name = 'Silk Press';
        DELETE FROM catalogue WHERE name = 'Blowout';
        INSERT INTO catalogue (name, live) VALUES ('Cornrow', true);`);
      await first.release();

      const second = await pool.lease();
      expect(loads).toBe(1);
      expect((await second.pglite.query("SELECT name FROM ledger")).rows).toEqual([{ name: "first" }]);
      expect((await second.pglite.query("SELECT id, name, live FROM catalogue ORDER BY id")).rows).toEqual([
        { id: 1, name: "Silk Press", live: true },
        { id: 2, name: "Blowout", live: false },
      ]);
      expect((await second.pglite.query(sequence)).rows).toEqual(templateSequence);
      await second.release();
    },
    LOADS_PGLITE,
  );

  it(
    "refuses every call through a released lease, so a finished test cannot write into the next one",
    async () => {
      const pool = new PglitePool(() => blob);
      const first = await pool.lease();
      await first.release();
      const second = await pool.lease();
      await expect(first.pglite.exec("INSERT INTO person (email) VALUES ('late@example.com')")).rejects.toThrow(
        "PGlite is closed",
      );
      expect(first.pglite.closed).toBe(true);
      expect((await second.pglite.query("SELECT count(*)::int AS n FROM person")).rows).toEqual([{ n: 0 }]);
      await second.release();
    },
    LOADS_PGLITE,
  );

  it(
    "stops a released lease's listeners",
    async () => {
      const pool = new PglitePool(() => blob);
      const first = await pool.lease();
      const heard: string[] = [];
      await first.pglite.listen("booking", (payload) => heard.push(payload));
      await first.release();
      const second = await pool.lease();
      await second.pglite.exec("NOTIFY booking, 'for the next test'");
      const own: string[] = [];
      await second.pglite.listen("booking", (payload) => own.push(payload));
      await second.pglite.exec("NOTIFY booking, 'mine'");
      await expect.poll(() => own).toEqual(["mine"]);
      expect(heard).toEqual([]);
      await second.release();
    },
    LOADS_PGLITE,
  );
});
