import { FILES_BASE_PATH, type Services } from "@primp/api";
import { detectImageType } from "@primp/storage";
import type { FastifyInstance } from "fastify";

/** Uploaded files, served only as the image type their bytes prove, never as HTML or script. */
export function registerFiles(app: FastifyInstance, services: Services) {
  app.get<{ Params: { "*": string } }>(`${FILES_BASE_PATH}/*`, async (request, reply) => {
    const key = request.params["*"];
    if (!key || key.includes("..") || !(await services.storage.exists(key).catch(() => false))) {
      return reply.code(404).send({ error: "Not found" });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of services.storage.read(key)) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    return reply
      .header("content-type", detectImageType(body) ?? "application/octet-stream")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", "inline")
      .header("cache-control", "private, max-age=3600")
      .send(body);
  });
}
