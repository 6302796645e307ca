// Starts a throwaway PostgreSQL server on loopback for the test suite, when the binaries
// exist (see notes/toolchain.md). PostgreSQL refuses to run as root, so as root the server
// runs as an unprivileged "pg" user, created when missing.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const CANDIDATE_DIRS = ["/usr/local/bin", "/usr/bin", ...debianPostgresDirs()];

function debianPostgresDirs(): string[] {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, "bin"));
}

export function findPostgresBinaries(): string | null {
  return (
    CANDIDATE_DIRS.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) ?? null
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function runAsServerUser(command: string, args: string[]) {
  const [file, fileArgs] = isRoot() ? ["runuser", ["-u", "pg", "--", command, ...args]] : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export interface PostgresServer {
  /** Connection URL of the `postgres` database; create per-test databases from it. */
  url: string;
  /** Stops at once, as a crash would: open connections are cut, nothing is checkpointed. */
  stop(): void;
  /** Starts again on the same data and port, as a restarted database does. */
  start(): void;
  /** Stops the server if it runs and deletes its data, so runs leave nothing in /tmp. */
  destroy(): void;
}

export interface PostgresServerOptions {
  /**
   * Production durability (fsync, synchronous commit, full-page writes). Off by default:
   * tests trade it for speed; the benchmarks of writes need it on.
   */
  durable?: boolean;
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL binaries not found (install the postgresql package)");
  if (isRoot() && spawnSync("id", ["pg"]).status !== 0) execFileSync("useradd", ["-m", "pg"]);
  const dir = mkdtempSync(path.join(tmpdir(), "primp-pg-"));
  if (isRoot()) {
    chmodSync(dir, 0o777);
    execFileSync("chown", ["pg", dir]);
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  runAsServerUser(path.join(bin, "initdb"), ["-D", dataDir, "-U", "primp", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const durability = options.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const start = () =>
    runAsServerUser(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${durability} -c max_connections=300`,
      "start",
    ]);
  start();
  const stop = () => runAsServerUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
  return {
    url: `postgresql://primp@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      const running = spawnSync(path.join(bin, "pg_ctl"), ["-D", dataDir, "status"]).status === 0;
      if (running) stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
