import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { countedStream } from "./byte-count.ts";
import { publicUrlBuilder } from "./public-url.ts";
import { assertSafeKey } from "./storage-key.ts";
import type { Storage } from "./types.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, s3rver), addressed path-style; unset for AWS S3 itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** URL path the server serves files under, e.g. "/files": reads still go through the server's access rule. */
  publicBasePath: string;
}

/** The smallest part S3 accepts: a put holds at most one part of the upload in memory. */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * Every file being served holds one connection to the store while it streams, so the SDK's
 * default of 50 would queue the 51st reader behind the slowest; the process's own connection
 * limit is the real bound.
 */
const MAX_STORE_CONNECTIONS = 1024;

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** Files in an S3-compatible bucket, shared by every server process (AWS S3, Cloudflare R2, MinIO). */
export function createS3Storage(options: S3StorageOptions): Storage {
  const Bucket = options.bucket;
  const agent = { keepAlive: true, maxSockets: MAX_STORE_CONNECTIONS };
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestHandler: { httpAgent: agent, httpsAgent: agent },
  });

  const stat: Storage["stat"] = async (key) => {
    assertSafeKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        sizeBytes: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${head.LastModified?.getTime().toString(16)}"`,
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",
    async put(key, data) {
      assertSafeKey(key);
      const { source, counter, sizeBytes } = countedStream(data);
      // A failing source destroys the counter, which fails the upload; no part is left behind.
      const Body = pipeline(source, counter, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return { sizeBytes: sizeBytes() };
    },

    async read(key, range) {
      assertSafeKey(key);
      const object = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return object.Body as Readable;
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    publicUrl: publicUrlBuilder(options.publicBasePath),
  };
}
