// Responsive images: which widths of a public photo are made (never wider than the photo), in
// which formats, where each is stored beside the original, and how a page asks for them
// (srcset, the focal point as object-position). The server makes them once; the browser picks.

/** The widths a photo is offered in; a narrower photo is offered up to its own width. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
/** Best first: a browser takes the first `<source>` whose type it knows; JPEG is the `<img>` itself. */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const EXTENSION: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const VARIANT_MIME_TYPE: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** Variants live under this folder, then the original's key: `variants/avatars/u1/x.jpg/640.webp`. */
export const VARIANTS_FOLDER = "variants/";

/**
 * The widths made of a photo `intrinsicWidth` pixels wide: the standard widths below it, plus
 * the photo's own width when it is narrower than the largest (so the sharpest copy is offered,
 * and nothing is ever enlarged).
 */
export function variantWidths(intrinsicWidth: number): number[] {
  if (!Number.isInteger(intrinsicWidth) || intrinsicWidth < 1) return [];
  const below = VARIANT_WIDTHS.filter((width) => width < intrinsicWidth);
  return below.length === VARIANT_WIDTHS.length ? below : [...below, intrinsicWidth];
}

/** The folder key the variants of the file stored at `originalKey` are kept under. */
export const variantsFolderKey = (originalKey: string) => `${VARIANTS_FOLDER}${originalKey}`;

/** The storage key of one variant of the file stored at `originalKey`. */
export function variantKey(originalKey: string, width: number, format: VariantFormat): string {
  return `${variantsFolderKey(originalKey)}/${width}.${EXTENSION[format]}`;
}

const VARIANT_KEY = /^variants\/(.+)\/\d+\.(avif|webp|jpg)$/;

/** The original's key when `key` is a variant's (its access rule is the original's), else null. */
export function originalKeyOfVariant(key: string): string | null {
  return VARIANT_KEY.exec(key)?.[1] ?? null;
}

/** What a page needs to show a stored photo responsively; `widths` is empty until its variants exist. */
export interface ResponsiveImageData {
  /** The original's URL: shown as it is until the variants are made. */
  url: string;
  /** The URL the variants hang under (`${variantsUrl}/640.webp`). */
  variantsUrl: string;
  width: number | null;
  height: number | null;
  /** A tiny blurred WebP as a data URI, shown until the photo has loaded. */
  placeholder: string | null;
  widths: number[];
}

/** An image known only by its address (not one of our uploads, or not looked up): shown as it is. */
export const plainImage = (url: string): ResponsiveImageData => ({
  url,
  variantsUrl: url,
  width: null,
  height: null,
  placeholder: null,
  widths: [],
});

/** `srcset` of the photo in one format ("…/320.webp 320w, …/640.webp 640w"), or null without variants. */
export function variantSrcSet(image: ResponsiveImageData, format: VariantFormat): string | null {
  if (image.widths.length === 0) return null;
  return image.widths.map((width) => `${image.variantsUrl}/${width}.${EXTENSION[format]} ${width}w`).join(", ");
}

/** The JPEG of the largest variant, the `<img>`'s own src once variants exist. */
export function largestVariantUrl(image: ResponsiveImageData): string {
  const largest = image.widths.at(-1);
  return largest ? `${image.variantsUrl}/${largest}.${EXTENSION.jpeg}` : image.url;
}

/** A point of a photo to keep in view when it is cropped: percent from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}
export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** Where a click at (`offsetX`, `offsetY`) in a box `boxWidth` × `boxHeight` falls, as whole percents within 0-100. */
export function focalPointAt(offsetX: number, offsetY: number, boxWidth: number, boxHeight: number): FocalPoint {
  const percent = (offset: number, size: number) =>
    size > 0 ? Math.min(100, Math.max(0, Math.round((offset / size) * 100))) : 50;
  return { x: percent(offsetX, boxWidth), y: percent(offsetY, boxHeight) };
}

/** The CSS object-position that keeps the focal point in view. */
export const objectPosition = (point: FocalPoint) => `${point.x}% ${point.y}%`;
