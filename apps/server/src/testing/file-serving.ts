// The parent's side of file-server.ts: start it, ask its memory, and hold many slow readers
// on its file (each reads the start of the answer, then stops reading, as a phone on a bad
// network does), for the memory test and `pnpm bench`.
import { spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import type { FileServerConfig, FileServerMessage } from "./file-server.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export interface FileServer {
  /** The large image's full URL. */
  url: string;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

export async function startFileServer(config: FileServerConfig): Promise<FileServer> {
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "src/testing/file-server.ts", JSON.stringify(config)],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? "" },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const next = <T>(pick: (message: FileServerMessage) => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: FileServerMessage) => {
        const value = pick(message);
        if (value === undefined) return;
        child.off("message", onMessage);
        resolve(value);
      };
      child.on("message", onMessage);
      void exited.then(() => reject(new Error(`the file server exited:\n${stderr}`)));
    });
  const url = await next((message) => ("url" in message ? message.url : undefined));
  return {
    url,
    memory() {
      const answer = next((message) => ("memory" in message ? message.memory : undefined));
      child.send("memory");
      return answer;
    },
    async stop() {
      if (child.exitCode === null) child.send("stop");
      await exited;
    },
  };
}

export interface SlowReaders {
  /** Each reader's HTTP status. */
  statuses: number[];
  close(): void;
}

/** How many connections are opened at once, so a busy machine does not refuse them. */
const OPENING_WAVE = 50;

/** One connection that asks for `url`, reads the first bytes of the answer and then stops reading. */
function slowReader(url: URL, sockets: net.Socket[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    sockets.push(socket);
    socket.once("error", reject);
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      resolve(Number(chunk.toString("latin1", 9, 12)));
    });
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\n\r\n`);
  });
}

/** `count` readers of `url`, each holding its connection open with most of the file unread. */
export async function openSlowReaders(url: string, count: number): Promise<SlowReaders> {
  const target = new URL(url);
  const sockets: net.Socket[] = [];
  const statuses: number[] = [];
  const close = () => {
    for (const socket of sockets) socket.destroy();
  };
  try {
    for (let opened = 0; opened < count; opened += OPENING_WAVE) {
      const wave = Math.min(OPENING_WAVE, count - opened);
      statuses.push(...(await Promise.all(Array.from({ length: wave }, () => slowReader(target, sockets)))));
    }
  } catch (error) {
    close();
    throw error;
  }
  return { statuses, close };
}
