import { describe, expect, it } from "vitest";
import {
  focalPointAt,
  largestVariantUrl,
  objectPosition,
  originalKeyOfVariant,
  type ResponsiveImageData,
  VARIANT_FORMATS,
  variantKey,
  variantSrcSet,
  variantWidths,
} from "./image-variants";

describe("variantWidths", () => {
  it("offers the standard widths below a large photo, capped at the largest", () => {
    expect(variantWidths(4032)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
  });

  it("never enlarges: a narrower photo is offered up to its own width", () => {
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("offers nothing for a size that is not one", () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });
});

describe("variant keys", () => {
  it("keeps each variant under the original's key, and finds the original again", () => {
    const original = "avatars/u1/1700000000000-abc123-Me.jpg";
    for (const format of VARIANT_FORMATS) {
      const key = variantKey(original, 640, format);
      expect(key.startsWith(`variants/${original}/640.`)).toBe(true);
      expect(originalKeyOfVariant(key)).toBe(original);
    }
  });

  it("does not take an uploaded file for a variant", () => {
    expect(originalKeyOfVariant("avatars/u1/1700000000000-abc123-640.webp")).toBeNull();
    expect(originalKeyOfVariant("variants/640.webp")).toBeNull();
    expect(originalKeyOfVariant("variants/a.jpg/640.png")).toBeNull();
  });
});

describe("srcset", () => {
  const image: ResponsiveImageData = {
    url: "/files/a/b.jpg",
    variantsUrl: "/files/variants/a/b.jpg",
    width: 900,
    height: 600,
    placeholder: null,
    widths: [320, 640, 900],
  };

  it("lists every width in one format, and the largest JPEG as the fallback", () => {
    expect(variantSrcSet(image, "webp")).toBe(
      "/files/variants/a/b.jpg/320.webp 320w, /files/variants/a/b.jpg/640.webp 640w, /files/variants/a/b.jpg/900.webp 900w",
    );
    expect(largestVariantUrl(image)).toBe("/files/variants/a/b.jpg/900.jpg");
  });

  it("falls back to the original while no variant is made", () => {
    expect(variantSrcSet({ ...image, widths: [] }, "avif")).toBeNull();
    expect(largestVariantUrl({ ...image, widths: [] })).toBe("/files/a/b.jpg");
  });
});

describe("focal point", () => {
  it("is where the click falls, in whole percents", () => {
    expect(focalPointAt(100, 50, 400, 200)).toEqual({ x: 25, y: 25 });
    expect(focalPointAt(333, 199, 1000, 200)).toEqual({ x: 33, y: 100 });
    expect(objectPosition({ x: 25, y: 80 })).toBe("25% 80%");
  });

  it("stays within the image, and is the centre for a box with no size", () => {
    expect(focalPointAt(-20, 500, 400, 200)).toEqual({ x: 0, y: 100 });
    expect(focalPointAt(10, 10, 0, 0)).toEqual({ x: 50, y: 50 });
  });
});
