import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { countedStream } from "./byte-count.ts";
import { publicUrlBuilder } from "./public-url.ts";
import { resolveKey } from "./storage-key.ts";
import type { Storage } from "./types.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export interface LocalStorageOptions {
  /** Folder that holds every file; created on first write. */
  root: string;
  /** URL path the server serves the root under, e.g. "/files". */
  publicBasePath: string;
}

/** Files on the local disk: the default, fine for one server (or a shared volume); several servers use createS3Storage. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const root = path.resolve(options.root);
  const fileStat = async (key: string) => {
    try {
      const info = await stat(resolveKey(root, key));
      return info.isFile() ? info : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "local",
    async put(key, data) {
      const target = resolveKey(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.partial`;
      const { source, counter, sizeBytes } = countedStream(data);
      const file = createWriteStream(temporary, { flags: "wx" });
      try {
        await pipeline(source, counter, file);
        await rename(temporary, target);
      } catch (error) {
        // A failed pipeline does not wait for the file to be opened and closed; removing it sooner would miss it.
        if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return { sizeBytes: sizeBytes() };
    },

    async read(key, range) {
      // Opened before streaming, so a missing file rejects here rather than failing mid-response.
      const handle = await open(resolveKey(root, key), "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const info = await fileStat(key);
      if (!info) return null;
      // Size and write time, as most web servers tag static files: a rewrite (by rename) changes both or the time.
      return {
        sizeBytes: info.size,
        etag: `"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        modifiedAt: info.mtime,
      };
    },

    async exists(key) {
      return (await fileStat(key)) !== null;
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
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const info = await stat(path.join(root, entry)).catch(() => null);
        if (info?.isFile()) yield { key: entry.split(path.sep).join("/"), modifiedAt: info.mtime };
      }
    },

    publicUrl: publicUrlBuilder(options.publicBasePath),
  };
}
