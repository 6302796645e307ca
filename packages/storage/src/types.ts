import type { Readable } from "node:stream";

/** Where uploaded files live. Keys are relative paths like "avatars/abc.jpg". */
export interface Storage {
  /** Which store: files on this machine's disk, or an S3-compatible bucket every process shares. */
  readonly kind: "local" | "s3";
  /** Streams `data` into the file at `key`, replacing it; a reader never sees half a file. */
  put(key: string, data: Buffer | Readable): Promise<{ sizeBytes: number }>;
  /** The file's bytes (or the inclusive `range` of them), streamed; rejects for a missing file. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size, version tag and write time of the file, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every stored file, with when it was last written (housekeeping looks for orphans). */
  list(): AsyncIterable<StoredFile>;
  /** The public URL the browser uses to fetch the file. */
  publicUrl(key: string): string;
}

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  sizeBytes: number;
  /** A quoted HTTP entity tag that changes whenever the file's content does. */
  etag: string;
  modifiedAt: Date;
}
