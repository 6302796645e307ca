// POST /uploads: one image per request as multipart form data. Form fields (sent before
// the file) say what it is for: kind=submission&bookingId=…, kind=avatar, or
// kind=highlight&slot=1..3, or kind=site&place=hero|service/<id>|city/<id>|testimonial/<n>. Authentication is the session cookie, as for /trpc; every rule
// (image bytes, size, who may upload what) lives in the api package's saveUpload.
import multipart from "@fastify/multipart";
import { createContext, type Services, saveUpload } from "@primp/api";
import { errorBody, MAX_UPLOAD_BYTES, uploadTargetSchema } from "@primp/core";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { fastifyCookieJar } from "../cookie-jar.ts";
import { FOREIGN_ORIGIN, isForeignOrigin } from "./trpc.ts";

export const UPLOAD_LOGIN_REQUIRED = "Please log in to upload a photo.";
export const UPLOAD_NOT_MULTIPART = "Please send the photo as a file upload.";
export const UPLOAD_MISSING_FILE = "Please choose a file to upload.";
const UPLOAD_FAILED = "The photo could not be saved. Please try again.";

const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send(errorBody(message));

function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === "field" && typeof field.value === "string" ? field.value : undefined;
}

export async function registerUploads(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Keep the name as sent, so a name with folders in it is refused rather than quietly cut.
      preservePath: true,
      // One byte over the limit gets through, so saveUpload (which streams the file) sees it is too large.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 200, parts: 5 },
    });
    scope.post("/uploads", { config: { workQueue: false } }, async (request, reply) => {
      if (isForeignOrigin(request, services.config.appUrl)) return fail(reply, 403, FOREIGN_ORIGIN);
      const ctx = await createContext(services, { cookies: fastifyCookieJar(request, reply), ip: request.ip });
      if (!ctx.user) return fail(reply, 401, UPLOAD_LOGIN_REQUIRED);
      if (!request.isMultipart()) return fail(reply, 415, UPLOAD_NOT_MULTIPART);

      let file: Awaited<ReturnType<typeof request.file>>;
      try {
        file = await request.file();
        if (!file) return fail(reply, 400, UPLOAD_MISSING_FILE);
      } catch (error) {
        request.log.warn({ err: error }, "unreadable upload");
        return fail(reply, 400, UPLOAD_MISSING_FILE);
      }

      const target = uploadTargetSchema.safeParse({
        kind: fieldValue(file.fields, "kind"),
        bookingId: fieldValue(file.fields, "bookingId"),
        slot: fieldValue(file.fields, "slot"),
        place: fieldValue(file.fields, "place"),
      });
      if (!target.success) return fail(reply, 400, target.error.issues[0]?.message ?? UPLOAD_MISSING_FILE);

      try {
        return reply.send(
          await saveUpload(services, ctx.user, target.data, { fileName: file.filename, stream: file.file }),
        );
      } catch (error) {
        if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
          return fail(reply, getHTTPStatusCodeFromError(error), error.message);
        }
        request.log.error({ err: error }, "upload failed");
        return fail(reply, 500, UPLOAD_FAILED);
      } finally {
        // A refused file is read to its end and dropped, so the answer is not stuck behind its bytes.
        file.file.resume();
      }
    });
  });
}
