// main.ts in a child process, as `pnpm start` runs it, on a free port: for the suites that need
// a real process (two of them behind one database, or one that must outlive its database).
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type RemoteApp, remoteApp } from "./remote-app.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  app: RemoteApp;
  /** Where it listens, e.g. http://127.0.0.1:41234, for clients other than `app` (a live stream). */
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
}

/** Starts main.ts with exactly this environment (no .env, no seed) and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", PRIMP_ENV_FILE: "none", HOST: "127.0.0.1", PORT: "0", SEED: "false", ...env },
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  const baseUrl = await listening;
  return { app: remoteApp(baseUrl), baseUrl, child, exited, output: () => output };
}

/** SIGTERM, and waits for the exit, unless it has already exited. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}
