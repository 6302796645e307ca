// The open loop the soak and the shedding benchmark share: requests leave at a fixed rate
// whether or not earlier ones were answered (as real users arrive), and partway through the
// server is killed with SIGKILL and started again.
import type { ChildProcess } from "node:child_process";

export interface OpenLoop {
  /** Requests a second. */
  rate: number;
  seconds: number;
  /** When, in seconds from the start, the server is killed and restarted. */
  killAtSecond: number;
  /** Kills the server and starts it again (see `killAndRestart`). */
  restart(): Promise<void>;
  /** Sends request `n`, which left `second` seconds after the start; settles once it was answered. */
  send(n: number, second: number): Promise<void>;
}

/** Runs the loop from `started` (a performance.now() instant); answers the second of the restart, or null. */
export async function runOpenLoop(loop: OpenLoop, started: number): Promise<number | null> {
  let restartedAt: number | null = null;
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const dueMs = (n * 1000) / loop.rate;
    if (dueMs >= loop.seconds * 1000) break;
    const wait = dueMs - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const second = (performance.now() - started) / 1000;
    if (restartedAt === null && second >= loop.killAtSecond) {
      await loop.restart();
      restartedAt = (performance.now() - started) / 1000;
    }
    const request = loop.send(n, second);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  return restartedAt;
}

/** SIGKILL, wait for the exit, then a new server from `start`. */
export async function killAndRestart(server: ChildProcess, start: () => ChildProcess): Promise<ChildProcess> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
  return start();
}
