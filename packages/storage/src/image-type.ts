/** The image types uploads may have; anything else is refused. */
export type ImageMimeType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";
/** The types files are served as: uploads' types and the AVIF variants made of them; anything else is a download. */
export type ServedImageType = ImageMimeType | "image/avif";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = ascii("GIF87a");
const GIF89A = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const FTYP = ascii("ftyp");
const AVIF_BRANDS = [ascii("avif"), ascii("avis")];

/**
 * The image type the bytes prove by their magic numbers, or null. The file name and the
 * browser's declared content type are never trusted: only this decides how a file is served.
 */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return "image/gif";
  // RIFF container: "RIFF", four length bytes, then the form type "WEBP".
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** As detectImageType, plus AVIF (an ISO media file: a box size, "ftyp", then the brand "avif" or "avis"). */
export function detectServedImageType(bytes: Uint8Array): ServedImageType | null {
  const uploadType = detectImageType(bytes);
  if (uploadType) return uploadType;
  return startsWith(bytes, FTYP, 4) && AVIF_BRANDS.some((brand) => startsWith(bytes, brand, 8)) ? "image/avif" : null;
}
