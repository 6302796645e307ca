// Compression of what the server writes as it answers: tRPC's JSON and the error bodies. The
// web app's files are compressed once at build time and sent as they are (web-app.ts), which
// this leaves alone (they already carry a content-encoding), and so is the live stream
// (each event must reach the browser as it is written).
import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

const LIVE_PREFIX = "/trpc/live.";

/**
 * Brotli at quality 4, not its default 11: a response is compressed on every request, and 11
 * costs tens of milliseconds of CPU for a dashboard's JSON where 4 costs well under one and
 * still beats gzip. Small answers (a quote, an error) are sent as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  // The live subscriptions' answers are streams the adapter may swap for a JSON refusal after
  // reading their first event (trpc-subscription.ts); compressed, such a stream never ended
  // and held the server open at close. The plugin skips requests that carry this header.
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith(LIVE_PREFIX)) request.headers["x-no-compression"] = "1";
  });
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
