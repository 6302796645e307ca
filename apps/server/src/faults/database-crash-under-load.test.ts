// PostgreSQL killed (pg_ctl stop -m immediate, as a crash) while a server process has requests
// waiting on it. Each waiting request holds a connection checked out of the pool; the crash
// cuts them all at once. The process must stay up: the requests in flight are answered "try
// again" (503, our error body), and once the database is back the same process serves again.
// A real child process (main.ts), since what is at stake is whether the process survives.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DATABASE_UNAVAILABLE } from "@primp/api";
import { SIGN_UP_INPUT } from "@primp/api/testing/fixtures";
import { connectClient } from "@primp/db";
import { POSTGRES_TEST_URL_ENV, type PostgresServer, startPostgresServer } from "@primp/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ServerProcess, startServerProcess, stopServerProcess } from "../testing/server-process.ts";
import { trpcMutation, trpcQuery } from "../testing/trpc-http.ts";

const postgresProject = Boolean(process.env[POSTGRES_TEST_URL_ENV]);
const title = postgresProject
  ? "PostgreSQL crashing under a busy server process"
  : "PostgreSQL crashing under a busy server process (skipped: runs in the postgres project)";

/** Requests held waiting in the database when it dies: more than one, fewer than the pool's ten. */
const IN_FLIGHT = 6;

type Client = Awaited<ReturnType<typeof connectClient>>;

interface SessionAnswer {
  user: { email: string } | null;
}

/** What a request gets from a process that died under it: no answer, only a cut connection. */
const answerOfDeadProcess = (error: Error) => ({ status: 0, error: { message: error.message }, body: "" });

describe.skipIf(!postgresProject)(title, () => {
  let database: PostgresServer;
  let server: ServerProcess;

  beforeAll(async () => {
    // A crash keeps what was committed only with commits flushed (the tests' fast settings lose
    // the last fraction of a second, the sign-up's session among it).
    database = await startPostgresServer({ durable: true });
    server = await startServerProcess({
      DATABASE_URL: database.url,
      STORAGE_ROOT: mkdtempSync(path.join(tmpdir(), "primp-db-crash-files-")),
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    });
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(server);
    database?.destroy();
  });

  /** Backends waiting for a lock on the Session table: the session checks held up. */
  async function waitingSessionChecks(observer: Client): Promise<number> {
    const { rows } = await observer.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%"Session"%'`,
    );
    return rows[0]?.waiting ?? 0;
  }

  it("answers the requests in flight 'try again', stays up, and serves again after the restart", async () => {
    const signUp = await trpcMutation(server.app, "auth.signUp", SIGN_UP_INPUT);
    expect(signUp.status).toBe(200);
    const session = () => trpcQuery<SessionAnswer>(server.app, "auth.session", undefined, signUp.cookies);
    expect((await session()).data?.user?.email).toBe(SIGN_UP_INPUT.email);

    // Every signed-in request reads its session first; holding the table makes those reads wait
    // inside the database, each on a connection the server has checked out of its pool.
    const holder = await connectClient(database.url);
    const observer = await connectClient(database.url);
    await holder.query(`BEGIN; LOCK TABLE "Session" IN ACCESS EXCLUSIVE MODE`);
    const inFlight = Array.from({ length: IN_FLIGHT }, session);
    await vi.waitFor(async () => expect(await waitingSessionChecks(observer)).toBe(IN_FLIGHT), {
      timeout: 30_000,
      interval: 50,
    });

    database.stop();
    try {
      for (const reply of await Promise.all(inFlight.map((request) => request.catch(answerOfDeadProcess)))) {
        // The process's last words, should it have died instead of answering.
        const log = server.output().slice(-3_000);
        expect({ status: reply.status, message: reply.error?.message }, log).toEqual({
          status: 503,
          message: DATABASE_UNAVAILABLE,
        });
        expect(reply.body).not.toMatch(/Connection terminated|ECONN|\.ts:\d+/);
      }
    } finally {
      database.start();
    }

    const after = await session();
    expect(after.data?.user?.email).toBe(SIGN_UP_INPUT.email);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
