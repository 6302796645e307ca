import { Readable } from "node:stream";

/** Enough bytes for detectImageType to recognise every supported type. */
export const IMAGE_HEAD_BYTES = 16;

/**
 * The first `count` bytes of `source` (fewer if it is shorter), and a stream of all its bytes,
 * those included. Only what arrived to reach `count` is held: the rest still streams, so the
 * type of a file can be judged without reading it whole.
 */
export async function peekHead(
  source: Readable,
  count = IMAGE_HEAD_BYTES,
): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const ended = await new Promise<boolean>((resolve, reject) => {
    const finish = (value: boolean) => {
      source.off("readable", pull);
      source.off("end", onEnd);
      source.off("error", reject);
      resolve(value);
    };
    const onEnd = () => finish(true);
    function pull() {
      while (length < count) {
        const chunk = source.read() as Buffer | null;
        if (chunk === null) break;
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length < count) return;
      // Given back at once: a stream whose last bytes were read ends on the next tick unless they are back.
      source.unshift(Buffer.concat(chunks));
      finish(false);
    }
    source.on("readable", pull);
    source.once("end", onEnd);
    source.once("error", reject);
  });
  const read = Buffer.concat(chunks);
  // Ended before `count` bytes: what was read is the whole of it, and a stream takes nothing back after its end.
  if (ended) return { head: read, stream: Readable.from([read], { objectMode: false }) };
  return { head: read.subarray(0, count), stream: source };
}
