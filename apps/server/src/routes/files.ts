import { Readable } from "node:stream";
import { canReadStoredFile, createContext, FILES_BASE_PATH, isPrivateStoredFile, type Services } from "@primp/api";
import { errorBody, NOTHING_HERE } from "@primp/core";
import { detectServedImageType, IMAGE_HEAD_BYTES, peekHead, type Storage } from "@primp/storage";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";
import { requestedRange } from "./byte-range.ts";

/**
 * Avatars, highlights, site images and variants never change under their key (a new image gets a new key), so any
 * cache may keep them; a booking's photo is for its viewers only, and `no-cache` makes the
 * browser ask again each time, so the access rule below is checked on every read.
 */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-cache";

async function readHead(storage: Storage, key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, { start: 0, end: IMAGE_HEAD_BYTES - 1 })) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is still the file's content. */
function browserCopyIsCurrent(request: FastifyRequest, etag: string, modifiedAt: Date) {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}

/** A Range applies unless If-Range names another version of the file. */
function rangeFor(request: FastifyRequest, etag: string, size: number) {
  const ifRange = request.headers["if-range"];
  if (ifRange !== undefined && String(ifRange).trim() !== etag) return null;
  return requestedRange(request.headers.range, size);
}

/**
 * Uploaded files, served only as the image type their first bytes prove, never as HTML or
 * script, streamed from storage with a small buffer per connection. A booking's photo is shown
 * only to those who may see the booking; anyone else gets the same 404 as for a file that does
 * not exist.
 */
export function registerFiles(app: FastifyInstance, services: Services) {
  app.get<{ Params: { "*": string } }>(`${FILES_BASE_PATH}/*`, async (request, reply) => {
    const key = request.params["*"];
    const { storage } = services;
    const notFound = () => reply.code(404).send(errorBody(NOTHING_HERE));
    const stat = key && !key.includes("..") ? await storage.stat(key).catch(() => null) : null;
    if (!stat) return notFound();
    const { user } = await createContext(services, { cookies: fastifyCookieJar(request, reply), ip: request.ip });
    if (!(await canReadStoredFile(services.db, user, key))) return notFound();

    reply
      .header("etag", stat.etag)
      .header("last-modified", stat.modifiedAt.toUTCString())
      .header("cache-control", isPrivateStoredFile(key) ? PRIVATE_CACHE : PUBLIC_CACHE)
      .header("accept-ranges", "bytes");
    if (browserCopyIsCurrent(request, stat.etag, stat.modifiedAt)) return reply.code(304).send();
    const range = rangeFor(request, stat.etag, stat.sizeBytes);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${stat.sizeBytes}`).send(errorBody(NOTHING_HERE));
    }

    // HEAD reads no more than the type needs: fastify would read a whole stream only to drop it.
    // Its body is an empty stream, as an empty answer would get a Content-Length of 0.
    let head: Buffer;
    let body: Readable;
    if (request.method === "HEAD") {
      head = await readHead(storage, key);
      body = Readable.from([]);
    } else if (range) {
      head = await readHead(storage, key);
      body = await storage.read(key, range);
    } else ({ head, stream: body } = await peekHead(await storage.read(key)));
    const imageType = detectServedImageType(head);
    if (range) reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${stat.sizeBytes}`);
    const length = range ? range.end - range.start + 1 : stat.sizeBytes;
    // Anything that is not a proven image is downloaded, never opened in the site's origin.
    return reply
      .header("content-type", imageType ?? "application/octet-stream")
      .header("content-length", length)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", imageType ? "inline" : "attachment")
      .send(body);
  });
}
