// Uploaded images: a pro's photo of finished work, an account's avatar, a pro's highlights.
// The type is decided from the file's bytes (never from its name or the browser's word),
// the stored name is a timestamp plus a cleaned-up name, and every write is checked against
// who is uploading: only a booking's assigned pro may add its photo, only owners their images.

import { randomBytes } from "node:crypto";
import path from "node:path";
import { pipeline, type Readable, Transform } from "node:stream";
import {
  BOOKING_NOT_FOUND,
  CENTRE,
  MAX_UPLOAD_BYTES,
  originalKeyOfVariant,
  SITE_IMAGES_ADMINS_ONLY,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  type UploadTarget,
} from "@primp/core";
import type { Db } from "@primp/db";
import { detectImageType, type ImageMimeType, peekHead, safeFileName } from "@primp/storage";
import { TRPCError } from "@trpc/server";
import { consumeRateLimit, tooManyAttempts } from "../auth/rate-limit.ts";
import { UPLOAD_BYTES_PER_USER, UPLOADS_PER_USER } from "../auth/rate-limit-rules.ts";
import { photoReadyToCustomer } from "../emails/index.ts";
import { FILES_BASE_PATH } from "../services.ts";
import type { Services } from "../trpc.ts";
import { canReadBookingWhere, type Viewer } from "./booking-access.ts";
import { participation, writingParticipation } from "./conversation-access.ts";
import { bookingMailFacts } from "./dashboard-recipients.ts";
import { deleteVariants } from "./image-variants.ts";
import { isPublicLook } from "./pro-reputation.ts";
import { assertSlotExists } from "./site-images.ts";

export const EMPTY_FILE = "Please choose a file to upload.";
export const NOT_ASSIGNED = "Only the professional assigned to this booking can add its photo.";
export const NOT_ACCEPTED_YET = "A photo can be added once the booking has been accepted.";
export const PROS_ONLY = "Only professionals have highlight images.";
export const BAD_FILE_NAME = "This file name is not allowed. Please rename the file and try again.";
export const QUOTA_USED = "You have uploaded a lot of photos today. Please try again tomorrow.";

/** Browsers send a bare name; one with folders or ".." in it is an attempt to escape the folder. */
export function isPlainFileName(name: string): boolean {
  const hasControlCharacter = [...name].some((character) => character.charCodeAt(0) < 0x20);
  return name.length > 0 && name.length <= 255 && !/[/\\]/.test(name) && !name.includes("..") && !hasControlCharacter;
}

const EXTENSION_BY_TYPE: Record<ImageMimeType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** "My Photo.TXT" holding PNG bytes -> "<ms>-<random>-My-Photo.png": the name keeps its case, the extension follows the bytes. */
export function storedFileName(originalName: string, mimeType: ImageMimeType, now: Date): string {
  const cleaned = safeFileName(originalName);
  const stem = path.parse(cleaned).name.slice(0, 80) || "image";
  const extension = EXTENSION_BY_TYPE[mimeType];
  return `${now.getTime()}-${randomBytes(3).toString("hex")}-${stem}.${extension}`;
}

type Deps = Pick<Services, "db" | "sql" | "storage" | "mail" | "config" | "jobs" | "catalogue">;

interface Placement {
  folder: string;
  /** Whether the image may be shown on a page and so gets responsive variants (a conversation's photos never are). */
  shown: boolean;
  /** Records the new URL where the image is shown, once the file is stored; answers the URL it replaced. */
  apply(url: string): Promise<string | null>;
}

/** The stored file behind one of our /files URLs, or null for anything else (seeded images). */
function storageKeyOf(url: string | null): string | null {
  const prefix = `${FILES_BASE_PATH}/`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

/** A replaced (or removed) avatar, highlight, photo or site image is deleted at once with its variants, so replacing images fills no disk. */
export async function removeReplaced(deps: Pick<Deps, "db" | "storage">, previousUrl: string | null) {
  const key = storageKeyOf(previousUrl);
  if (!key) return;
  const uploads = await deps.db.upload.findMany({ where: { path: key }, select: { variantWidths: true } });
  await deps.db.upload.deleteMany({ where: { path: key } });
  await deps.storage.delete(key).catch(() => undefined);
  await deleteVariants(
    deps.storage,
    key,
    uploads.flatMap((upload) => upload.variantWidths),
  );
}

const budgetCaller = (uploader: Viewer) => ({ ip: "", user: { id: uploader.id } });

async function assertWithinUploadCount(deps: Deps, uploader: Viewer, now: Date) {
  const key = UPLOADS_PER_USER.key(budgetCaller(uploader), undefined);
  if (!(await consumeRateLimit(deps.sql, key, UPLOADS_PER_USER, now))) throw tooManyAttempts();
}

/** The day's bytes are counted once the file is stored, when its size is known; over them, it is removed again. */
async function withinUploadBytes(deps: Deps, uploader: Viewer, sizeBytes: number, now: Date) {
  const key = UPLOAD_BYTES_PER_USER.key(budgetCaller(uploader), undefined);
  return consumeRateLimit(deps.sql, key, UPLOAD_BYTES_PER_USER, now, sizeBytes);
}

const tooLarge = () => new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: UPLOAD_TOO_LARGE });

/** `source` cut off with PAYLOAD_TOO_LARGE once it passes MAX_UPLOAD_BYTES, whoever sends it. */
function limitedToMaxUpload(source: Readable): Readable {
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > MAX_UPLOAD_BYTES ? tooLarge() : null, chunk);
    },
  });
  return pipeline(source, limit, () => undefined);
}

async function submissionPlacement(deps: Deps, uploader: Viewer, bookingId: string): Promise<Placement> {
  const booking = await deps.db.booking.findUnique({ where: { id: bookingId } });
  if (!booking) throw new TRPCError({ code: "NOT_FOUND", message: BOOKING_NOT_FOUND });
  if (booking.assignedProId !== uploader.id) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ASSIGNED });
  if (booking.status !== "ACCEPTED" && booking.status !== "COMPLETED") {
    throw new TRPCError({ code: "BAD_REQUEST", message: NOT_ACCEPTED_YET });
  }
  return {
    // The customer's folder: their account, or the booking itself for a booking made without one.
    folder: `submissions/${booking.customerId ?? `booking-${booking.id}`}`,
    // Made now, while private: its variants follow the photo's own access rule, and are ready once it is a look.
    shown: true,
    async apply(url) {
      const previous = booking.customerPhotoUrl;
      const saved = await deps.db.booking.updateMany({
        where: { id: booking.id, assignedProId: uploader.id },
        data: { customerPhotoUrl: url },
      });
      if (saved.count !== 1) throw new TRPCError({ code: "FORBIDDEN", message: NOT_ASSIGNED });
      await deps.mail.send(
        photoReadyToCustomer(
          { email: booking.email, firstName: booking.firstName },
          bookingMailFacts(booking),
          `${deps.config.appUrl}/dashboard`,
        ),
      );
      return previous;
    },
  };
}

/** A photo for the booking's conversation: stored now, attached to a message when it is posted. */
async function messagePhotoPlacement(deps: Deps, uploader: Viewer, bookingId: string, now: Date): Promise<Placement> {
  await writingParticipation(deps.db, uploader, bookingId, now);
  return { folder: `${MESSAGE_PHOTOS_FOLDER}${bookingId}`, shown: false, apply: async () => null };
}

async function highlightPlacement(db: Db, uploader: Viewer, slot: 1 | 2 | 3): Promise<Placement> {
  const field = ({ 1: "highlight1Url", 2: "highlight2Url", 3: "highlight3Url" } as const)[slot];
  const profile = await db.proProfile.findUnique({
    where: { userId: uploader.id },
    select: { id: true, [field]: true },
  });
  if (uploader.role !== "PRO" || !profile) throw new TRPCError({ code: "FORBIDDEN", message: PROS_ONLY });
  return {
    folder: `highlights/${uploader.id}`,
    shown: true,
    async apply(url) {
      await db.proProfile.update({ where: { id: profile.id }, data: { [field]: url } });
      return (profile as Record<string, unknown>)[field] as string | null;
    },
  };
}

function avatarPlacement(db: Db, uploader: Viewer): Placement {
  return {
    folder: `avatars/${uploader.id}`,
    shown: true,
    async apply(url) {
      const { avatarUrl } = await db.user.findUniqueOrThrow({
        where: { id: uploader.id },
        select: { avatarUrl: true },
      });
      await db.user.update({ where: { id: uploader.id }, data: { avatarUrl: url } });
      return avatarUrl;
    },
  };
}

/** A site image: administrators only, into a slot whose service or city is live; replaces what the slot held. */
async function sitePlacement(deps: Deps, uploader: Viewer, slot: string): Promise<Placement> {
  if (uploader.role !== "ADMIN") throw new TRPCError({ code: "FORBIDDEN", message: SITE_IMAGES_ADMINS_ONLY });
  await assertSlotExists(deps, slot);
  return {
    folder: `site/${slot.replace("/", "-")}`,
    shown: true,
    async apply(url) {
      const previous = await deps.db.siteImage.findUnique({ where: { slot }, select: { imageUrl: true } });
      // A new photo gets the centre as its focal point: the old one's point means nothing for it.
      await deps.db.siteImage.upsert({
        where: { slot },
        create: { slot, imageUrl: url },
        update: { imageUrl: url, focalX: CENTRE.x, focalY: CENTRE.y },
      });
      return previous?.imageUrl ?? null;
    },
  };
}

export interface IncomingFile {
  fileName: string;
  /** The file's bytes as they arrive: only its first bytes are held (to prove its type); the rest streams to storage. */
  stream: Readable;
}

export async function saveUpload(
  deps: Deps,
  uploader: Viewer,
  target: UploadTarget,
  file: IncomingFile,
  now = new Date(),
) {
  if (!isPlainFileName(file.fileName)) throw new TRPCError({ code: "BAD_REQUEST", message: BAD_FILE_NAME });
  const { head, stream } = await peekHead(file.stream);
  if (head.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: EMPTY_FILE });
  const mimeType = detectImageType(head);
  if (!mimeType) {
    throw new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE", message: UPLOAD_NOT_AN_IMAGE });
  }

  const placement =
    target.kind === "submission"
      ? await submissionPlacement(deps, uploader, target.bookingId)
      : target.kind === "message"
        ? await messagePhotoPlacement(deps, uploader, target.bookingId, now)
        : target.kind === "highlight"
          ? await highlightPlacement(deps.db, uploader, target.slot)
          : target.kind === "site"
            ? await sitePlacement(deps, uploader, target.place)
            : avatarPlacement(deps.db, uploader);

  await assertWithinUploadCount(deps, uploader, now);

  const key = `${placement.folder}/${storedFileName(file.fileName, mimeType, now)}`;
  const { sizeBytes } = await deps.storage.put(key, limitedToMaxUpload(stream));
  const url = deps.storage.publicUrl(key);
  let saved: { uploadId: string; replaced: string | null };
  try {
    if (!(await withinUploadBytes(deps, uploader, sizeBytes, now))) {
      throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: QUOTA_USED });
    }
    const upload = await deps.db.upload.create({
      data: { ownerId: uploader.id, kind: target.kind, path: key, mimeType, sizeBytes },
    });
    saved = { uploadId: upload.id, replaced: await placement.apply(url) };
  } catch (error) {
    // A file nothing points at is removed rather than left behind.
    await deps.storage.delete(key).catch(() => undefined);
    await deps.db.upload.deleteMany({ where: { path: key } });
    throw error;
  }
  await removeReplaced(deps, saved.replaced);
  if (placement.shown) {
    await deps.jobs.schedule("images.variants", { uploadId: saved.uploadId }, { singletonKey: saved.uploadId });
  }
  return { uploadId: saved.uploadId, url };
}

/** Photos of a customer's finished look and conversation photos are private; avatars and highlights are public. */
const SUBMISSIONS_FOLDER = "submissions/";
const MESSAGE_PHOTOS_FOLDER = "messages/";

/** The key whose access rule applies to `key`: a variant is as private as its original. */
const ruledBy = (key: string) => originalKeyOfVariant(key) ?? key;

/** A booking's photo (or a variant of one): read only by those canReadStoredFile allows, never kept by shared caches. */
export const isPrivateStoredFile = (key: string) => {
  const subject = ruledBy(key);
  return subject.startsWith(SUBMISSIONS_FOLDER) || subject.startsWith(MESSAGE_PHOTOS_FOLDER);
};

/**
 * A conversation photo: its uploader until it is posted, then the conversation's participants
 * (support alone once its message is hidden).
 */
async function canReadMessagePhoto(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const upload = await db.upload.findUnique({ where: { path: key }, include: { message: true } });
  if (!upload) return false;
  if (!upload.message) return upload.ownerId === viewer.id;
  const part = await participation(db, viewer, upload.message.bookingId, new Date()).catch(() => null);
  return part !== null && (upload.message.hiddenAt === null || part.role === "SUPPORT");
}

/**
 * Whether `viewer` (null when signed out) may read the stored file at `key`: anything public,
 * and a booking's photo only for its customer, its assigned pro and administrators, unless its
 * customer agreed to show it among the pro's looks.
 */
export async function canReadStoredFile(db: Db, viewer: Viewer | null, storedKey: string): Promise<boolean> {
  const key = ruledBy(storedKey);
  if (!isPrivateStoredFile(key)) return true;
  if (key.startsWith(MESSAGE_PHOTOS_FOLDER)) return viewer !== null && canReadMessagePhoto(db, viewer, key);
  const url = `${FILES_BASE_PATH}/${key}`;
  if (viewer !== null && (await canReadBookingWhere(db, viewer, (eb) => eb("b.customerPhotoUrl", "=", url))))
    return true;
  return isPublicLook(db, url);
}
