import { describe, expect, it } from "vitest";
import { preloadFontTags } from "./preload-fonts.ts";

describe("preloadFontTags", () => {
  it("preloads the Latin upright files of both typefaces and nothing else", () => {
    const tags = preloadFontTags([
      "assets/index-3f9a.js",
      "assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
      "assets/inter-latin-ext-wght-normal-a1b2.woff2",
      "assets/fraunces-latin-wght-normal-Q9_z-1.woff2",
      "assets/fraunces-vietnamese-wght-normal-zz.woff2",
    ]);
    expect(tags.map((tag) => tag.attrs?.href)).toEqual([
      "/assets/inter-latin-wght-normal-Dx4kXJAl.woff2",
      "/assets/fraunces-latin-wght-normal-Q9_z-1.woff2",
    ]);
    // Fonts are fetched in CORS mode, so a preload without crossorigin would be fetched twice.
    expect(tags[0]?.attrs).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossorigin: "" });
  });
});
