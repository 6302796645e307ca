// A public photo's responsive variants, made once after it is stored (the images.variants job,
// so the upload answers at once): upright (EXIF orientation applied), every width of
// variantWidths in AVIF, WebP and JPEG, all metadata dropped (a phone's photo carries where it
// was taken), a tiny blurred placeholder and the upright size, recorded on its Upload row. The
// original itself is then rewritten without its metadata, since its own URL stays readable.
import { buffer } from "node:stream/consumers";
import {
  type ResponsiveImageData,
  VARIANT_FORMATS,
  VARIANTS_FOLDER,
  type VariantFormat,
  variantKey,
  variantWidths,
} from "@primp/core";
import type { Db } from "@primp/db";
import type { Storage } from "@primp/storage";
import sharp, { type Sharp } from "sharp";
import { FILES_BASE_PATH } from "../services.ts";
import type { Services } from "../trpc.ts";

const PLACEHOLDER_WIDTH = 16;

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // effort 2 of 9: AVIF's slowest settings take seconds per image on two cores for a few percent.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

export interface RenderedVariants {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; format: VariantFormat; data: Buffer }[];
  /** The original upright and without metadata, in its own format; null for a GIF (no EXIF, maybe animated). */
  cleanedOriginal: Buffer | null;
}

/** The original re-encoded in its own format, near its own quality; PNG stays lossless. */
const CLEAN: Partial<Record<string, (image: Sharp) => Sharp>> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 92 }),
};

/**
 * Every variant of the image in `original`. sharp writes no metadata unless asked (no EXIF, no
 * GPS, no camera); `autoOrient` turns the pixels upright first, as the orientation tag goes too.
 */
export async function renderVariants(original: Buffer): Promise<RenderedVariants> {
  const upright = () => sharp(original, { failOn: "error" }).autoOrient();
  const { autoOrient, format } = await sharp(original).metadata();
  const widths = variantWidths(autoOrient.width);
  const variants = [];
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      const data = await ENCODE[format](upright().resize({ width, withoutEnlargement: true })).toBuffer();
      variants.push({ width, format, data });
    }
  }
  const clean = CLEAN[format];
  const cleanedOriginal = clean ? await clean(upright()).toBuffer() : null;
  const tiny = await upright().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    width: autoOrient.width,
    height: autoOrient.height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    variants,
    cleanedOriginal,
  };
}

export const VARIANTS_NOT_DECODABLE = "not an image sharp can read: shown as uploaded";

/** Makes and records the variants of one upload; a second run (a retried job) changes nothing. */
export async function makeImageVariants(deps: Pick<Services, "db" | "storage">, uploadId: string): Promise<string> {
  const upload = await deps.db.upload.findUnique({ where: { id: uploadId } });
  if (!upload) return "upload gone";
  if (upload.variantsMadeAt) return "already made";
  const original = await buffer(await deps.storage.read(upload.path));
  let rendered: RenderedVariants;
  try {
    rendered = await renderVariants(original);
  } catch {
    // Its type was proven by its bytes, but it cannot be decoded: the original stays what is shown.
    await deps.db.upload.update({ where: { id: upload.id }, data: { variantsMadeAt: new Date() } });
    return VARIANTS_NOT_DECODABLE;
  }
  for (const variant of rendered.variants) {
    await deps.storage.put(variantKey(upload.path, variant.width, variant.format), variant.data);
  }
  const { variants, cleanedOriginal, ...size } = rendered;
  const widths = [...new Set(variants.map((variant) => variant.width))];
  // Conditional: an upload replaced (deleted) meanwhile is not brought back.
  const { count } = await deps.db.upload.updateMany({
    where: { id: upload.id },
    data: { ...size, variantWidths: widths, variantsMadeAt: new Date() },
  });
  if (count === 0) {
    await deleteVariants(deps.storage, upload.path, widths);
    return "upload replaced meanwhile";
  }
  if (cleanedOriginal) {
    const { sizeBytes } = await deps.storage.put(upload.path, cleanedOriginal);
    await deps.db.upload.updateMany({ where: { id: upload.id }, data: { sizeBytes } });
  }
  return `made ${variants.length} variants of ${upload.path}`;
}

/** Removes the variants of the file at `key` (its original is removed by the caller). */
export async function deleteVariants(storage: Storage, key: string, widths: number[]) {
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) await storage.delete(variantKey(key, width, format)).catch(() => undefined);
  }
}

/**
 * The responsive data of each of `urls` (by URL). One of our stored files has its variants once
 * they are made; anything else (a seeded image's address) is shown as it is, with none.
 */
export async function responsiveImages(
  db: Db,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, ResponsiveImageData>> {
  const wanted = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  const keyByUrl = new Map(
    wanted.flatMap((url) => {
      const key = storedKeyOf(url);
      return key ? [[url, key] as const] : [];
    }),
  );
  const uploads = keyByUrl.size
    ? await db.upload.findMany({
        where: { path: { in: [...keyByUrl.values()] } },
        select: { path: true, width: true, height: true, placeholder: true, variantWidths: true },
      })
    : [];
  const byKey = new Map(uploads.map((upload) => [upload.path, upload]));
  return new Map(
    wanted.map((url) => {
      const upload = byKey.get(keyByUrl.get(url) ?? "");
      const image: ResponsiveImageData = {
        url,
        // The folder's URL is the original's with "variants/" after the files' base (keys are URL-encoded per segment).
        variantsUrl: upload ? url.replace(FILES_PREFIX, `${FILES_PREFIX}${VARIANTS_FOLDER}`) : url,
        width: upload?.width ?? null,
        height: upload?.height ?? null,
        placeholder: upload?.placeholder ?? null,
        widths: upload?.variantWidths ?? [],
      };
      return [url, image];
    }),
  );
}

/** `items` each with `photo`, the responsive data of the URL `urlOf` gives (null without one). */
export async function withPhotos<T>(db: Db, items: readonly T[], urlOf: (item: T) => string | null | undefined) {
  const images = await responsiveImages(db, items.map(urlOf));
  return items.map((item) => ({ ...item, photo: images.get(urlOf(item) ?? "") ?? null }));
}

const FILES_PREFIX = `${FILES_BASE_PATH}/`;

/** The storage key behind one of our file URLs (decoded, as publicUrl encodes each segment), or null. */
function storedKeyOf(url: string): string | null {
  if (!url.startsWith(FILES_PREFIX)) return null;
  try {
    return url.slice(FILES_PREFIX.length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}
