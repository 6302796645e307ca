import { canReadStoredFile, createContext, FILES_BASE_PATH, type Services } from "@primp/api";
import { errorBody, NOTHING_HERE } from "@primp/core";
import { detectImageType } from "@primp/storage";
import type { FastifyInstance } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";

/**
 * Uploaded files, served only as the image type their bytes prove, never as HTML or script.
 * A booking's photo is shown only to those who may see the booking; anyone else gets the
 * same 404 as for a file that does not exist.
 */
export function registerFiles(app: FastifyInstance, services: Services) {
  app.get<{ Params: { "*": string } }>(`${FILES_BASE_PATH}/*`, async (request, reply) => {
    const key = request.params["*"];
    const notFound = () => reply.code(404).send(errorBody(NOTHING_HERE));
    if (!key || key.includes("..") || !(await services.storage.exists(key).catch(() => false))) return notFound();
    const { user } = await createContext(services, { cookies: fastifyCookieJar(request, reply), ip: request.ip });
    if (!(await canReadStoredFile(services.db, user, key))) return notFound();
    const chunks: Buffer[] = [];
    for await (const chunk of services.storage.read(key)) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const imageType = detectImageType(body);
    // Anything that is not a proven image is downloaded, never opened in the site's origin.
    return reply
      .header("content-type", imageType ?? "application/octet-stream")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", imageType ? "inline" : "attachment")
      .header("cache-control", "private, max-age=3600")
      .send(body);
  });
}
