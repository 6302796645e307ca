import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
const sql = readFileSync("/work/main/prisma/migrations/20261123020006_init/migration.sql","utf8");
let t=Date.now();
const db = new PGlite(); await db.waitReady; console.log("start", Date.now()-t); t=Date.now();
await db.exec(sql); console.log("migrate", Date.now()-t); t=Date.now();
const dump = await db.dumpDataDir("none"); console.log("dump", Date.now()-t, dump.size); t=Date.now();
const db2 = new PGlite({ loadDataDir: dump }); await db2.waitReady; console.log("load", Date.now()-t);
console.log((await db2.query("select count(*) from \"User\"")).rows);
