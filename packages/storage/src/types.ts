import type { Readable } from "node:stream";

/** Where uploaded files live. Keys are relative paths like "avatars/abc.jpg". */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<{ sizeBytes: number }>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The public URL the browser uses to fetch the file. */
  publicUrl(key: string): string;
}
