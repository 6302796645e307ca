// The server process as `pnpm start` runs it: refused, with one sentence, in production
// without its keys unless it is a labelled demo; reading the repository's .env beneath the
// real environment; otherwise listening with its job workers, and on SIGTERM closed cleanly
// (the app, its job engine, then the database) with exit code 0.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCTION_KEYS, PRODUCTION_NEEDS_POSTGRES } from "@primp/api";
import { hashPassword } from "@primp/api/password";
import { DEMO_NOTICE } from "@primp/core";
import {
  createDatabase,
  createTestDatabase,
  DEMO_ACCOUNTS,
  findDemoAccounts,
  migratedPgliteFolder,
  seedDatabase,
} from "@primp/db";
import { POSTGRES_TEST_URL_ENV } from "@primp/db/testing";
import { QUEUE_NAMES } from "@primp/jobs";
import { describe, expect, it } from "vitest";
import { demoAccountsRefusal } from "./demo-accounts.ts";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const scriptsDir = fileURLToPath(new URL("../../../scripts", import.meta.url));
const postgresProject = Boolean(process.env[POSTGRES_TEST_URL_ENV]);

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A .env file of these lines, for PRIMP_ENV_FILE. */
function envFile(...lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "primp-main-env-")), ".env");
  writeFileSync(file, lines.join("\n"));
  return file;
}

/** A PGlite folder's path in a new temporary folder; nothing is there yet. */
const newPgliteDir = () => path.join(mkdtempSync(path.join(tmpdir(), "primp-main-")), "pglite");

/** A PGlite folder for a server process: migrated already (migrating is the migrations' tests' job). */
async function migratedFolder(): Promise<string> {
  const pgliteDir = newPgliteDir();
  await migratedPgliteFolder(pgliteDir);
  return pgliteDir;
}

/**
 * Runs src/main.ts with exactly this environment (plus PATH), on a fresh PGlite folder unless
 * PGLITE_DIR names one, and without the developer's .env unless PRIMP_ENV_FILE names a file.
 */
function runMain(env: Record<string, string>) {
  const pgliteDir = env.PGLITE_DIR ?? newPgliteDir();
  // Beside the database, so a demo's sample pictures never land in the repository's .data/files.
  const storageRoot = path.join(path.dirname(env.PGLITE_DIR ?? pgliteDir), "files");
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      PRIMP_ENV_FILE: "none",
      PGLITE_DIR: pgliteDir,
      STORAGE_ROOT: storageRoot,
      HOST: "127.0.0.1",
      PORT: "0",
      SEED: "false",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<Exit>((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
  return { child, exited, output: () => stdout, pgliteDir };
}

/**
 * Waits for the "listening" line; starting (tsx, migrations, the catalogue, a demo's accounts)
 * takes minutes on a 2-core machine shared with many test runs.
 */
async function listeningUrl(run: ReturnType<typeof runMain>, child: ChildProcess): Promise<string> {
  for (let waited = 0; waited < 180_000; waited += 100) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output());
    if (match?.[1]) return match[1];
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${run.output()}`);
}

// One process on its own PGlite folder: nothing in it depends on the database engine.
describe.skipIf(postgresProject)("the server process (main.ts)", () => {
  it("refuses to start in production without its keys, with the message alone", async () => {
    const { code, stderr } = await runMain({ NODE_ENV: "production" }).exited;
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(`Refusing to start with NODE_ENV=production: ${PRODUCTION_KEYS.join(", ")} are not set.`);
  }, 60_000);

  it("refuses the embedded PGlite database in production, before opening it, with the sentence alone", async () => {
    const keys = Object.fromEntries(PRODUCTION_KEYS.map((name) => [name, `${name.toLowerCase()}_value`]));
    const run = runMain({ NODE_ENV: "production", ...keys });
    const { code, stderr } = await run.exited;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(PRODUCTION_NEEDS_POSTGRES);
    expect(existsSync(run.pgliteDir)).toBe(false);
  }, 60_000);

  it("refuses a second server on the same PGlite folder, naming the first one's process", async () => {
    const first = runMain({ PGLITE_DIR: await migratedFolder() });
    await listeningUrl(first, first.child);
    try {
      const second = await runMain({ PGLITE_DIR: first.pgliteDir }).exited;
      expect(second.code).toBe(1);
      const lines = second.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        `The PGlite database folder ${first.pgliteDir} is in use by process ${first.child.pid} (${process.execPath} `,
      );
      expect(lines[0]).toMatch("src/main.ts");
      expect(lines[0]).toMatch("or set PGLITE_DIR to another folder.");
    } finally {
      first.child.kill("SIGTERM");
    }
    expect((await first.exited).code).toBe(0);
  }, 90_000);

  it("fails the server's `pnpm dev` task at once on a folder another process holds, instead of watching on", async () => {
    // Held by this test process, as a running `pnpm dev` would hold it.
    const pgliteDir = mkdtempSync(path.join(tmpdir(), "primp-dev-"));
    writeFileSync(path.join(pgliteDir, "primp.lock"), `${process.pid}\nnode src/main.ts\n`);
    const dev = spawn("pnpm", ["run", "dev"], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? "", PRIMP_ENV_FILE: "none", PGLITE_DIR: pgliteDir, PORT: "0" },
    });
    let stderr = "";
    dev.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => dev.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain(
      `The PGlite database folder ${pgliteDir} is in use by process ${process.pid} (node src/main.ts), `,
    );
    expect(stderr).toContain("or set PGLITE_DIR to another folder.");
  }, 60_000);

  it("refuses the local payment provider on a public APP_URL unless PRIMP_DEMO=1 says it is a demo", async () => {
    const { code, stderr } = await runMain({ APP_URL: "https://primp.example.com" }).exited;
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch("Refusing to start: APP_URL is https://primp.example.com, a public address");
    expect(stderr).toMatch("PRIMP_DEMO=1");
  }, 60_000);

  it("reads the repository's .env (here the file PRIMP_ENV_FILE names)", async () => {
    const { code, stderr } = await runMain({ PRIMP_ENV_FILE: envFile("APP_URL=https://primp.example.com") }).exited;
    expect(code).toBe(1);
    expect(stderr).toMatch("Refusing to start: APP_URL is https://primp.example.com, a public address");
  }, 60_000);

  it("runs the production build as a demo with PRIMP_DEMO=1, saying so in the log; the real environment beats .env", async () => {
    // Were the file to win, this would be a production without keys (refused) on port 1.
    const run = runMain({
      PGLITE_DIR: await migratedFolder(),
      NODE_ENV: "production",
      PRIMP_DEMO: "1",
      PRIMP_ENV_FILE: envFile("PRIMP_DEMO=0", "PORT=1", "NODE_ENV=development"),
    });
    const url = await listeningUrl(run, run.child);
    expect(run.output()).toContain(`DEMO (PRIMP_DEMO=1): ${DEMO_NOTICE}`);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // Its mail goes nowhere else, so the mailbox stays.
    expect((await fetch(`${url}/dev/mailbox`)).status).toBe(200);
    run.child.kill("SIGTERM");
    expect((await run.exited).code).toBe(0);
  }, 60_000);

  it("serves with its job engine installed, and on SIGTERM stops the engine and database and exits 0", async () => {
    const run = runMain({ PGLITE_DIR: await migratedFolder() });
    const url = await listeningUrl(run, run.child);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    run.child.kill("SIGTERM");
    const { code, stdout } = await run.exited;
    expect(code).toBe(0);
    expect(stdout).toContain('"signal":"SIGTERM"');
    const database = await createDatabase({ pgliteDir: run.pgliteDir });
    try {
      const queues = await database.db.$queryRawUnsafe<{ name: string }[]>(
        "SELECT name FROM pgboss.queue WHERE name NOT LIKE '__pgboss__%' ORDER BY name",
      );
      expect(queues.map((q) => q.name)).toEqual([...QUEUE_NAMES].sort());
    } finally {
      await database.close();
    }
  }, 60_000);

  it("on SIGTERM mid-request stops accepting, answers the request in flight, and exits 0", async () => {
    // The half body waits as long as the test needs: without a minimum transfer rate, a loaded
    // machine's slow polling cannot have the server cut it (408) before the signal is sent. Load
    // shedding is off too (its own tests prove it): a loaded machine delays this child's event
    // loop past the limit, and the answer in flight would be a 503.
    const run = runMain({
      PGLITE_DIR: await migratedFolder(),
      METRICS_TOKEN: "t",
      HTTP_MIN_BODY_BYTES_PER_SECOND: "0",
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    });
    const url = await listeningUrl(run, run.child);
    const { port } = new URL(url);
    const body = JSON.stringify({ json: { email: "nobody@example.com", password: "not the password" } });
    const socket = connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    // Half the body: the request is in flight, waiting for the rest.
    socket.write(
      `POST /trpc/auth.login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server's own gauge says when it holds the half body (an event, not a guess at timing).
    const bodiesArriving = async () =>
      /primp_http_request_bodies_in_progress 1\n/.test(
        await (await fetch(`${url}/metrics`, { headers: { authorization: "Bearer t" } })).text(),
      );
    for (let seen = false; !seen; ) {
      if (received) throw new Error(`the server answered the half body before the signal:\n${received}`);
      seen = await bodiesArriving();
    }

    run.child.kill("SIGTERM");
    // Stopped accepting: a new connection is refused.
    for (let refused = false; !refused; )
      refused = await fetch(`${url}/healthz`).then(
        () => false,
        () => true,
      );
    socket.write(body.slice(10));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 [24]\d\d /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    const { code } = await run.exited;
    expect(code).toBe(0);
  }, 240_000);
});

describe.skipIf(postgresProject)("the development server's first screen", () => {
  it("lists the demo accounts with their dev-only passwords on every start, not only the first", async () => {
    const first = runMain({ PGLITE_DIR: await migratedFolder(), SEED: "true" });
    await listeningUrl(first, first.child);
    // The demo's sample pictures are drawn before it listens, once.
    expect(first.output()).toMatch(/Demo images: drew 2 profile photos, 3 looks and 3 site images/);
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);

    const again = runMain({ SEED: "true", PGLITE_DIR: first.pgliteDir });
    await listeningUrl(again, again.child);
    const screen = again.output();
    again.child.kill("SIGTERM");
    expect((await again.exited).code).toBe(0);
    expect(screen).not.toContain("Created demo");
    expect(screen).not.toMatch(/Demo images: drew [1-9]/);
    for (const account of DEMO_ACCOUNTS) {
      expect(screen).toMatch(new RegExp(`${account.email.replaceAll(".", "\\.")}\\s+${account.password}\\n`));
    }
  }, 400_000);
});

describe.skipIf(!postgresProject)("the server process on PostgreSQL", () => {
  const keys = Object.fromEntries(PRODUCTION_KEYS.map((name) => [name, `${name.toLowerCase()}_value`]));

  it("refuses a production start while a demo account exists, naming them and the command that removes them", async () => {
    const database = await createTestDatabase();
    try {
      if (database.connection.kind !== "postgres") throw new Error("this test needs PostgreSQL");
      const DATABASE_URL = database.connection.connectionString;
      // A `pnpm db:seed --demo-accounts` run against production by mistake, or a demo switched to production.
      await seedDatabase(database.db, { hashPassword, demoAccounts: true });

      const refused = await runMain({ NODE_ENV: "production", DATABASE_URL, ...keys }).exited;
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(demoAccountsRefusal(DEMO_ACCOUNTS.map((account) => account.email)));

      const removal = spawn(process.execPath, ["--import", "tsx", "remove-demo-accounts.ts"], {
        cwd: scriptsDir,
        env: { PATH: process.env.PATH ?? "", PRIMP_ENV_FILE: "none", DATABASE_URL },
      });
      expect(await new Promise((resolve) => removal.on("exit", resolve))).toBe(0);
      expect(await findDemoAccounts(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 300_000);

  it("starts two processes together on an empty database: both migrate, seed once and listen", async () => {
    const serverUrl = process.env[POSTGRES_TEST_URL_ENV] ?? "";
    const name = `primp_empty_${process.pid}_${Date.now()}`;
    const admin = await createDatabase({ databaseUrl: serverUrl });
    await admin.db.$executeRawUnsafe(`CREATE DATABASE ${name}`);
    const DATABASE_URL = serverUrl.replace(/\/postgres$/, `/${name}`);
    // Development, so both also write the demo accounts (a unique e-mail each).
    const runs = [runMain({ DATABASE_URL, SEED: "true" }), runMain({ DATABASE_URL, SEED: "true" })];
    try {
      for (const run of runs) expect((await fetch(`${await listeningUrl(run, run.child)}/healthz`)).status).toBe(200);
      const database = await createDatabase({ databaseUrl: DATABASE_URL });
      try {
        expect(await findDemoAccounts(database.db)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
        expect(await database.db.blogPost.count()).toBe(6);
        expect(await database.db.city.count({ where: { live: true } })).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      for (const run of runs) run.child.kill("SIGTERM");
      await Promise.all(runs.map((run) => run.exited));
      await admin.db.$executeRawUnsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.close());
    }
  }, 400_000);
});
