// The same contract against a real S3-compatible server (s3rver), through the AWS SDK.
import { afterAll, beforeAll } from "vitest";
import { createS3Storage } from "./s3-storage.ts";
import { storageContract } from "./storage-contract.ts";
import { startTestS3Server, type TestS3Server } from "./testing/s3-server.ts";
import type { Storage } from "./types.ts";

let server: TestS3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(async () => {
  await server?.stop();
});

/** The server's one bucket, emptied: each test starts from an empty store. */
async function emptiedStorage(): Promise<Storage> {
  const { env } = server;
  const storage = createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicBasePath: "/files/",
  });
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  await Promise.all(keys.map((key) => storage.delete(key)));
  return storage;
}

storageContract("S3 (s3rver)", emptiedStorage);
