import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resolveKey } from "./storage-key.ts";
import type { Storage } from "./types.ts";

export interface LocalStorageOptions {
  /** Folder that holds every file; created on first write. */
  root: string;
  /** URL path the server serves the root under, e.g. "/files". */
  publicBasePath: string;
}

/** Files on the local disk. Fine for one server or a shared volume; an S3-compatible store can implement the same interface. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.root);
  const publicBasePath = options.publicBasePath.replace(/\/+$/, "");

  return {
    async put(key, data) {
      const target = resolveKey(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.partial`;
      let sizeBytes = 0;
      const countBytes = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      try {
        await pipeline(source, countBytes, createWriteStream(temporary, { flags: "wx" }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { sizeBytes };
    },

    read(key) {
      return createReadStream(resolveKey(root, key));
    },

    async exists(key) {
      try {
        return (await stat(resolveKey(root, key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(resolveKey(root, key), { force: true });
    },

    async *list() {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (error) {
        // Nothing uploaded yet: the root is created on first write.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for (const entry of entries) {
        const info = await stat(path.join(root, entry)).catch(() => null);
        if (info?.isFile()) yield { key: entry.split(path.sep).join("/"), modifiedAt: info.mtime };
      }
    },

    publicUrl(key) {
      resolveKey(root, key);
      return `${publicBasePath}/${key.split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}
