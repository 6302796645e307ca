// The manifest the build writes: the product's name and brand colour, and icons that exist at the
// sizes it claims (an install prompt silently fails on a wrong one).
import { readFileSync } from "node:fs";
import { BRAND_COLOURS, PRODUCT_NAME } from "@primp/core";
import { describe, expect, it } from "vitest";
import { webManifest } from "./web-manifest.ts";

const PUBLIC = new URL("../public/", import.meta.url);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: URL) {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("manifest.webmanifest", () => {
  it("names Primp and takes the theme's brand colour", () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: PRODUCT_NAME, theme_color: BRAND_COLOURS.deep, display: "standalone" });
  });

  it("lists 192 and 512 px icons, plain and maskable, each as large as it says", () => {
    const { icons } = webManifest();
    for (const purpose of ["any", "maskable"]) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
        "192x192",
        "512x512",
      ]);
    }
    for (const icon of icons) expect(pngSize(new URL(`.${icon.src}`, PUBLIC))).toBe(icon.sizes);
  });
});
