import { Readable, Transform } from "node:stream";

/** `data` as a stream that counts the bytes passing through it, for a put to report the file's size. */
export function countedStream(data: Buffer | Readable) {
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
  return { source, counter, sizeBytes: () => sizeBytes };
}
