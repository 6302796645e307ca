import type { Readable } from "node:stream";

/** Where uploaded files live. Keys are relative paths like "avatars/abc.jpg". */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<{ sizeBytes: number }>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every stored file, with when it was last written (housekeeping looks for orphans). */
  list(): AsyncIterable<StoredFile>;
  /** The public URL the browser uses to fetch the file. */
  publicUrl(key: string): string;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}
